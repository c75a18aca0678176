import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { workspaceSources } from './workspace.config.js';

/**
 * One test command for the whole repository, as three projects:
 * - unit: pure code and the API through app.request() on the real database;
 * - dom: widgets and host components in jsdom;
 * - e2e: user journeys in Debian's Chromium against the real server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    globalSetup: ['tests/setup/global-database.ts'],
    projects: [
      {
        ...workspaceSources(),
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/bible/src/**/*.test.ts', 'packages/api/src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/bundle/**/*.test.ts', 'packages/widgets/src/**/*.node.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        ...workspaceSources(),
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}', 'packages/host/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          // Widget code that needs Node (a real canvas) runs in the unit project.
          exclude: ['**/node_modules/**', 'packages/widgets/src/**/*.node.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        ...workspaceSources(),
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
