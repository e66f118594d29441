import type { StoryContext } from '@storybook/react-vite';

/** A story tagged this way is about focus: what it names is a focused control, so focus stays. */
export const FOCUS_TAG = 'focus';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Where focus may rest once a story is done: nowhere (the body), or a container that takes focus only
 * to hold it (a modal dialog's paper, tabIndex -1), which shows no ring.
 */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active.tabIndex < 0 && !active.matches('input, textarea, select, button') ? null : active;
}

/**
 * The story's state at rest, as a designer reviews it: the control a play function left focused is
 * left (as a user moving on), unless the story is about focus; then nothing may still hold focus (a
 * widget that grabs it back would show a focus ring the story does not name).
 */
export async function comeToRest({ tags }: Pick<StoryContext, 'tags'>) {
  if (tags.includes(FOCUS_TAG)) return;
  // A few frames: a closing dialog gives focus back to its opener a moment after the play ends.
  for (let i = 0; i < 5; i += 1) {
    focusedControl()?.blur();
    await frame();
  }
  const still = focusedControl();
  if (still) {
    throw new Error(
      `The story ends with a control focused (${still.outerHTML.slice(0, 120)}…); tag it '${FOCUS_TAG}' if focus is its state`,
    );
  }
}
