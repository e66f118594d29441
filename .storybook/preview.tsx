import type { Preview } from '@storybook/react-vite';
import { comeToRest } from './atRest';
import { storyPictures } from './pictures';
import { mswLoader } from 'msw-storybook-addon/csf3';
// The theme's font, shipped with the project so every machine renders the same glyphs.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './catalogue.css';
import { preloadRoutineCards } from '../src/app/RoutineScreen';
import { preloadOverlays } from '../src/components/onDemand';
import { withAppProviders } from './decorators';
import { newStory } from './fence';
import { ThemedDocsContainer } from './docsTheme';
import { viewports } from './viewports';

const preview: Preview = {
  decorators: [withAppProviders],
  // The cards the routine loads after it shows, and the overlays (dialogs, the phone menu), are there
  // before a story renders: each story (and its picture) shows them as the app does once they have arrived.
  loaders: [
    newStory,
    mswLoader(),
    () => Promise.all([preloadRoutineCards(), preloadOverlays()]).then(() => ({})),
  ],
  // After a play function has acted and asserted, the story shows its state at rest (see atRest.ts);
  // under the story tests, that state is then pictured and compared (pictures.ts).
  afterEach: async (context) => {
    await comeToRest(context);
    await storyPictures(context);
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // Docs pages in the toolbar's colour mode, like the stories on them.
    docs: { container: ThemedDocsContainer },
    viewport: { options: viewports },
    options: {
      storySort: {
        order: ['Welcome', 'Foundations', 'States', 'Fields', 'Catalogue', 'Screens'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
