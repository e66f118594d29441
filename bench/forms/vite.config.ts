import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The forms benchmark page, built for production like the app. */
export default defineConfig({
  root: dirname,
  base: './',
  plugins: [react()],
  // The layer to compare with (bench/forms.ts extracts it from git); without one, the current layer.
  resolve: {
    alias: { '@before': process.env.BENCH_BEFORE_SRC ?? path.join(dirname, '../../src') },
  },
  logLevel: 'error',
  build: {
    outDir: path.join(dirname, '../../node_modules/.bench-forms'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    // BENCH_NO_MINIFY=1 keeps function names readable in CPU profiles (BENCH_PROFILE).
    minify: !process.env.BENCH_NO_MINIFY,
  },
});
