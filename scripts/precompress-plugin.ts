/**
 * Vite plugin: after the build (the landing page included), writes a gzip and a brotli copy of every
 * compressible file in the output, which the server hands to browsers that accept them
 * (serveStatic's `precompressed`), so nothing is compressed per request.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isAppBuild } from './landing-plugin.js';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let enabled = true;
  return {
    name: 'daybreak:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      enabled = isAppBuild(config);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!enabled) return;
        for (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = readFileSync(file);
          // Each copy only where it is smaller: a small chunk (most of the dashboard's are under
          // 1 kB) still sends a third fewer bytes compressed.
          const copies = {
            gz: gzipSync(content, { level: 9 }),
            br: brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          };
          for (const [extension, copy] of Object.entries(copies))
            if (copy.length < content.length) writeFileSync(`${file}.${extension}`, copy);
        }
      },
    },
  };
}
