import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx', '../packages/features/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // The slots the sites fill with the job actions, for the page stories that ask (slots.tsx).
  previewAnnotations: async (entries = []) => [
    ...entries,
    fileURLToPath(new URL('./slots.tsx', import.meta.url)),
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
