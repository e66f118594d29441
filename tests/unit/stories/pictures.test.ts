/**
 * Every story test takes its pictures: the preview's afterEach hands each story to the function the
 * story tests' setup left on the page; if that is missing under the story tests (a setup that did not
 * run for this file), the story fails instead of passing unpictured.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_PICTURES, storyPictures } from '../../../.storybook/pictures';

const page = globalThis as Record<string, unknown>;
const story = { title: 'States/Fields', name: 'Text', tags: ['test'] };

afterEach(() => {
  delete page.__vitest_browser__;
  delete page[STORY_PICTURES];
});

describe('storyPictures', () => {
  it('under the story tests, hands the story to the setup’s function', async () => {
    page.__vitest_browser__ = true;
    const take = vi.fn(async () => {});
    page[STORY_PICTURES] = take;
    await storyPictures(story);
    expect(take).toHaveBeenCalledWith(story);
  });

  it('under the story tests without the setup’s function, fails the story', async () => {
    page.__vitest_browser__ = true;
    await expect(storyPictures(story)).rejects.toThrow(
      'No pictures taken of "States/Fields › Text": the setup did not run',
    );
  });

  it('in the catalogue (no test runner), does nothing', async () => {
    const take = vi.fn(async () => {});
    page[STORY_PICTURES] = take;
    await storyPictures(story);
    expect(take).not.toHaveBeenCalled();
  });
});
