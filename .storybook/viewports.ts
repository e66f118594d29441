/** The app's breakpoints as Storybook viewports: two phones, a tablet, a laptop. */
export const viewports = {
  phone360: {
    name: 'Phone 360',
    styles: { width: '360px', height: '780px' },
    type: 'mobile' as const,
  },
  phone390: {
    name: 'Phone 390',
    styles: { width: '390px', height: '844px' },
    type: 'mobile' as const,
  },
  tablet768: {
    name: 'Tablet 768',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet' as const,
  },
  desktop1280: {
    name: 'Desktop 1280',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop' as const,
  },
};

/** Not in the toolbar's list: the size States pages render at, so every state fits in one view. */
export const statesViewport = {
  states: {
    name: 'States page',
    styles: { width: '2000px', height: '2600px' },
    type: 'desktop' as const,
  },
};

/** Not in the toolbar's list: a docs page as the Docs tab shows it on a laptop, whole height. */
export const docsViewport = {
  docs: {
    name: 'Docs page',
    styles: { width: '1280px', height: '2600px' },
    type: 'desktop' as const,
  },
};
