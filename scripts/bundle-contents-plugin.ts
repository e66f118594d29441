/**
 * Vite plugin: writes .vite/chunks.json next to the build manifest — each chunk's modules with their
 * rendered size — so `npm run bench` can say what every route's first load contains.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export type ChunkContents = Record<string, Record<string, number>>;

export function bundleContentsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'daybreak:bundle-contents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const contents: ChunkContents = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        contents[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules).map(([id, m]) => [
            path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'),
            m.renderedLength,
          ]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(contents),
      });
    },
  };
}
