/**
 * The story tests' browser window: larger than any picture taken in it (a States page at a phone's
 * width runs to several thousand pixels), so the story frame is never scaled down and every
 * screenshot is at 1:1 (the Playground's generated States pages run past 10,000 px at 390 px).
 */
export const STORY_WINDOW = { width: 2100, height: 16000 } as const;
