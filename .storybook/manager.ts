/**
 * The catalogue's review links (see review.ts): a toolbar button copies a link to the story on screen
 * in its whole state (every arg, the colour mode, the viewport); opening such a link restores it.
 */
// No JSX: Storybook builds the manager with the classic JSX runtime, which needs React in scope.
import { createElement, useState } from 'react';
import { addons, types, useArgs, useGlobals, useStorybookApi } from 'storybook/manager-api';
import { Button } from 'storybook/internal/components';
import { STORY_PREPARED } from 'storybook/internal/core-events';
import { decodeReview, reviewUrl } from './review';

const ADDON = 'daybreak/review-link';

/** JSON's view of the args: actions (functions) are not state. */
const dataOnly = (args: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(args)) as Record<string, unknown>;

function ReviewLinkButton() {
  const api = useStorybookApi();
  const [args] = useArgs();
  const [globals] = useGlobals();
  const [copied, setCopied] = useState(false);
  const story = api.getCurrentStoryData();
  if (story?.type !== 'story') return null;
  const copy = async () => {
    const link = reviewUrl(window.location.href, story.id, { args: dataOnly(args), globals });
    await navigator.clipboard.writeText(link);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return createElement(
    Button,
    {
      variant: 'ghost',
      size: 'small',
      ariaLabel: false,
      tooltip: 'A link to this story as it is now: its args, colour mode and viewport',
      onClick: () => void copy(),
    },
    copied ? 'Link copied' : 'Copy review link',
  );
}

addons.register(ADDON, (api) => {
  addons.add(`${ADDON}/tool`, {
    type: types.TOOL,
    title: 'Copy review link',
    match: ({ viewMode }) => viewMode === 'story',
    render: () => createElement(ReviewLinkButton),
  });

  // A review link opened: once its story is ready, it takes the link's args and globals.
  const review = decodeReview(api.getQueryParam('review'));
  if (!review) return;
  let applied = false;
  api.on(STORY_PREPARED, ({ id }: { id: string }) => {
    const story = api.getData(id);
    if (applied || story?.type !== 'story') return;
    applied = true;
    api.updateStoryArgs(story, review.args);
    api.updateGlobals(review.globals);
  });
});
