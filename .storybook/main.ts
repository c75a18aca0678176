import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline machines and CI: no telemetry request (STORYBOOK_DISABLE_TELEMETRY=1 does the same).
  core: { disableTelemetry: true },
  // The default docgen; react-docgen-typescript breaks with newer TypeScript compilers.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
