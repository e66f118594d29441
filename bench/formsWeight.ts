/**
 * The forms layer's weight against raw @rjsf/mui (issue 24): the forms benchmark's page built for
 * production twice, once with only the layer's form (bench/forms/weight/layer.tsx, built as the app
 * builds the layer) and once with only raw @rjsf/mui's (raw.tsx), same schema, theme and React; each page's JavaScript is its entry and
 * everything it imports statically (what loads before the form shows; a lazy chunk such as the phone
 * widget, which this form does not use, is not loaded), gzipped.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type PluginOption } from 'vite';
import { slimRjsfPlugin } from '../scripts/slim-rjsf-plugin';
import { MARKDOWN } from '../src/vendor/swaps';

export const FORMS_WEIGHT_TARGET = 1.0;

async function pageWeight(
  entry: string,
  plugins: PluginOption[] = [],
): Promise<{ gzip: number; files: number }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'daybreak-forms-weight-'));
  try {
    await build({
      configFile: false,
      root: process.cwd(),
      logLevel: 'error',
      plugins: [react(), ...plugins],
      resolve: {
        // As the app's build (src/vendor/swaps.ts): RJSF's markdown renderer is not used by any form.
        alias: [{ find: MARKDOWN.find, replacement: path.resolve(MARKDOWN.standIn) }],
      },
      build: { outDir, manifest: true, rollupOptions: { input: entry }, emptyOutDir: true },
    });
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    walk(path.relative(process.cwd(), entry));
    let gzip = 0;
    for (const file of files) gzip += gzipSync(readFileSync(path.join(outDir, file))).length;
    return { gzip, files: files.size };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function benchFormsWeight(): Promise<void> {
  // The layer as the app builds it: with its slim RJSF registries (scripts/slim-rjsf-plugin.ts).
  const layer = await pageWeight(path.resolve('bench/forms/weight/layer.tsx'), [slimRjsfPlugin()]);
  const raw = await pageWeight(path.resolve('bench/forms/weight/raw.tsx'));
  const ratio = layer.gzip / raw.gzip;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('Forms — weight of the benchmark page (6 fields), production build, gzipped');
  console.log(
    `  layer ${kb(layer.gzip)} in ${layer.files} files, raw @rjsf/mui ${kb(raw.gzip)} in ${raw.files} files: ${ratio.toFixed(2)}×   target ≤ ${FORMS_WEIGHT_TARGET.toFixed(1)}×   ${ratio <= FORMS_WEIGHT_TARGET ? 'holds' : 'MISSED'}`,
  );
}
