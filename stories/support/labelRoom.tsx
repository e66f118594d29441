import type { Decorator } from '@storybook/react-vite';

/**
 * Room above a story whose first field is a box: its floated label sits above the box, and the
 * screenshot starts at the top of the page (every story checks that no label is cut off there).
 */
export const labelRoom: Decorator = (Story) => (
  <div style={{ paddingTop: 8 }}>
    <Story />
  </div>
);
