import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSources } from '../workspace.config.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  // addon-docs: a docs page per widget (stories/docs/*.mdx) with the props tables;
  // addon-a11y: axe on every story, in the panel and as a test (preview.tsx, a11y.test);
  // addon-vitest: the stories as tests in Debian's Chromium (vitest.config.ts, project `storybook`).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The themes' images recorded from the API (scripts/record-fixtures.ts, `npm run record-fixtures`), at the path the API serves them.
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
