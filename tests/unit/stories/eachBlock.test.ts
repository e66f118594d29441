/**
 * Per-block stories come from the block catalogue (.storybook/eachBlock.ts): a story file that
 * declares `eachBlock` is indexed and served with one story per block folder, so a new block folder
 * gets its stories with no story file edited.
 */
import { readFileSync } from 'node:fs';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { blockIds, pascalCase, withBlockStories } from '../../../.storybook/eachBlock';
import { blockFolders, readEntry } from '../../../server/blocks';

const storyNames = (code: string, fileName: string) =>
  loadCsf(code, { fileName, makeTitle: (title?: string) => title ?? 'Untitled' })
    .parse()
    .indexInputs.map((input) => input.exportName);

describe('stories for each block', () => {
  it('the generator reads the same blocks, in the same order, as the server seeds', () => {
    const server = blockFolders()
      .map((folder) => readEntry(folder))
      .filter((entry) => entry !== null)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
      .map((entry) => entry.id);
    expect(blockIds()).toEqual(server);
    expect(server.length).toBeGreaterThan(0);
  });

  it('a block folder added to the catalogue adds its story, named from its id', () => {
    const source = [
      "export default { title: 'Example', excludeStories: ['eachBlock'] };",
      "export const eachBlock = forEachBlock('Configure', (id) => ({ args: { id } }));",
      'export const Other = {};',
    ].join('\n');
    const code = withBlockStories(source, ['weather', 'moon_phase']);
    expect(code).not.toBeNull();
    expect(storyNames(code ?? '', 'Example.stories.tsx')).toEqual([
      'Other',
      'ConfigureWeather',
      'ConfigureMoonPhase',
    ]);
    expect(pascalCase('word_of_the_day')).toBe('WordOfTheDay');
    // Expanding twice (Storybook's plugin and the test project's) adds nothing the second time.
    expect(withBlockStories(code ?? '', ['weather'])).toBeNull();
  });

  it('each story file that declares eachBlock is indexed with a story for every block', () => {
    for (const [file, prefix] of [
      ['stories/catalogue/ConfigureDialogs.stories.tsx', ''],
      ['stories/states/DialogStates.stories.tsx', ''],
      ['stories/screens/Routine.stories.tsx', 'Configure'],
    ] as const) {
      const code = withBlockStories(readFileSync(file, 'utf8'));
      expect(code, file).not.toBeNull();
      const names = storyNames(code ?? '', file);
      for (const id of blockIds()) expect(names, file).toContain(`${prefix}${pascalCase(id)}`);
      expect(names, file).not.toContain('eachBlock');
    }
  });
});
