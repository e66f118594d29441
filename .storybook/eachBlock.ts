/**
 * Stories generated from the block catalogue: a story file that declares
 *
 *   export const eachBlock = forEachBlock('Prefix', (id) => story);
 *
 * gets one story per block folder (server/blocks/<id>/block.json), exported as `Prefix` + the id in
 * PascalCase (`word_of_the_day` → `PrefixWordOfTheDay`). Storybook's index reads story files without
 * running them, so the same expansion serves its indexer (the sidebar) and a Vite plugin (the module
 * the browser and the story tests load). Adding a block folder adds its stories; no story file lists
 * the blocks. Their first run writes the new block's baselines to review (Vitest's rule).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';

const blocksDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/blocks');
const declaration = /^export const eachBlock = forEachBlock\(\s*'(\w*)'/m;
const expanded = '\n// Generated from server/blocks by .storybook/eachBlock.ts:\n';

const blockFiles = () =>
  readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(blocksDir, entry.name, 'block.json'))
    .filter((file) => existsSync(file));

/** The catalogue's block ids in its order (position, then id), as the server seeds it. */
export function blockIds(): string[] {
  return blockFiles()
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { id: string; position: number })
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((block) => block.id);
}

/** `word_of_the_day` → `WordOfTheDay`. */
export const pascalCase = (id: string) =>
  id
    .split(/[_-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The story file with one export per block appended, or null when it declares no `eachBlock`. */
export function withBlockStories(code: string, ids: string[] = blockIds()): string | null {
  const found = declaration.exec(code);
  if (!found || code.includes(expanded)) return null;
  const prefix = found[1] ?? '';
  const exports = ids.map(
    (id) => `export const ${prefix}${pascalCase(id)} = eachBlock(${JSON.stringify(id)});`,
  );
  return `${code}${expanded}${exports.join('\n')}\n`;
}

/** Storybook's CSF indexer, reading a story file with its generated stories. */
export const eachBlockIndexer: Indexer = {
  test: /\.stories\.tsx$/,
  createIndex: async (fileName, options) => {
    const code = readFileSync(fileName, 'utf8');
    return loadCsf(withBlockStories(code) ?? code, { ...options, fileName }).parse().indexInputs;
  },
};

/** The same expansion for the module Vite serves (Storybook and the story tests). */
export function eachBlockPlugin(): Plugin {
  return {
    name: 'daybreak:each-block-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.stories.tsx')) return null;
      const out = withBlockStories(code);
      if (!out) return null;
      for (const file of blockFiles()) this.addWatchFile(file);
      return { code: out, map: null };
    },
  };
}
