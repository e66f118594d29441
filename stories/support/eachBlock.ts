/**
 * Declares stories generated for every block of the catalogue (see .storybook/eachBlock.ts):
 * `export const eachBlock = forEachBlock('Prefix', (id) => story)` in a story file, with
 * `excludeStories: ['eachBlock']` in its meta, gives one story per block folder.
 */
export function forEachBlock<Story>(
  _prefix: string,
  story: (id: string) => Story,
): (id: string) => Story {
  // The prefix names the generated exports; it is read from the source by the generator.
  return story;
}
