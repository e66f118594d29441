/**
 * Declares stories generated for every block of the catalogue (see .storybook/eachBlock.ts):
 * `export const eachBlock = forEachBlock('Prefix', (id) => story)` in a story file, with
 * `excludeStories: ['eachBlock']` in its meta, gives one story per block folder. Each is tagged
 * `per-block`: a block folder just added has no baselines yet, and its stories' first pictures are
 * written for review instead of failing (.storybook/vitest.setup.ts).
 */
export function forEachBlock<Story extends { tags?: string[] | undefined }>(
  _prefix: string,
  story: (id: string) => Story,
): (id: string) => Story {
  // The prefix names the generated exports; it is read from the source by the generator.
  return (id) => {
    const made = story(id);
    return { ...made, tags: [...(made.tags ?? []), 'per-block'] };
  };
}
