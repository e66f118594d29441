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
  logLevel: 'error',
  build: {
    outDir: path.join(dirname, '../../node_modules/.bench-forms'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
