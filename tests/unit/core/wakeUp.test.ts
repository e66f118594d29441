import { describe, expect, it } from 'vitest';
import { confirmPrompt } from '../../../src/core/wakeUp';

describe('the confirm-and-retry contract', () => {
  it('says how to confirm, when we call again and how often, with the defaults', () => {
    expect(confirmPrompt()).toBe(
      "Press 1 to confirm you're awake. If you don't, we call again in 5 minutes, up to 3 times.",
    );
  });
  it('follows the schedule’s own policy', () => {
    expect(confirmPrompt({ snooze_minutes: 1, max_attempts: 2 })).toBe(
      "Press 1 to confirm you're awake. If you don't, we call again in 1 minute, up to 2 times.",
    );
    expect(confirmPrompt({ snooze_minutes: 9, max_attempts: 1 })).toBe(
      "Press 1 to confirm you're awake. We call once.",
    );
  });
});
