import type { StoryContext } from '@storybook/react-vite';

/** Where the story tests' setup (vitest.setup.ts) leaves the function that takes a story's pictures. */
export const STORY_PICTURES = '__daybreakStoryPictures';

type TakePictures = (story: Pick<StoryContext, 'title' | 'name' | 'tags'>) => Promise<void>;

/**
 * After a story's play function (the preview's afterEach): under the story tests, its screenshots
 * compared with the baselines, and its texts' contrast measured. A story test that cannot take them
 * fails, rather than pass unseen. In the catalogue itself, nothing.
 */
export async function storyPictures(story: Pick<StoryContext, 'title' | 'name' | 'tags'>) {
  const page = globalThis as Record<string, unknown>;
  if (!page.__vitest_browser__) return;
  const take = page[STORY_PICTURES] as TakePictures | undefined;
  if (typeof take !== 'function')
    throw new Error(`No pictures taken of "${story.title} › ${story.name}": the setup did not run`);
  await take(story);
}
