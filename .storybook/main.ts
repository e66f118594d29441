import type { StorybookConfig } from '@storybook/react-vite';
import { eachBlockIndexer, eachBlockPlugin } from './eachBlock.js';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@storybook/addon-themes',
    'msw-storybook-addon',
  ],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Per-block stories come from the block catalogue (see eachBlock.ts).
  experimental_indexers: (existing) => [eachBlockIndexer, ...(existing ?? [])],
  viteFinal: (config) => ({ ...config, plugins: [eachBlockPlugin(), ...(config.plugins ?? [])] }),
};
export default config;
