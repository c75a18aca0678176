import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSources } from '../workspace.config.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  // The themes' images recorded from the API (packages/widgets/src/testing/record.ts, `npm run record-fixtures`), at the path the API serves them.
  staticDirs: [{ from: '../packages/widgets/src/testing/recordings/img', to: '/img' }],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline machines and CI: no telemetry request (STORYBOOK_DISABLE_TELEMETRY=1 does the same).
  core: { disableTelemetry: true },
  // The default docgen; react-docgen-typescript breaks with newer TypeScript compilers.
  typescript: { reactDocgen: 'react-docgen' },
  // @parole/widgets from its sources (workspace.config.ts).
  viteFinal: (config) => mergeConfig(config, workspaceSources()),
};

export default config;
