import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.js';
import { workspaceSources } from './workspace.config.js';

/**
 * One test command for the whole repository, as these projects, run in
 * this order (sequence.groupOrder; docs/performance.md, "Test suite"):
 * - unit, dom, dom-isolated: pure code and the API through app.request() on
 *   the real database; widgets and host components in jsdom (the quick loop,
 *   `npm run test:quick`);
 * - storybook: every story of the catalogue rendered in Debian's Chromium,
 *   each with its play function, meaningful content, no console error and an
 *   axe check (.storybook/preview.tsx; `npx vitest run --project storybook`);
 * - api: the real server over TCP, processes, PostgreSQL, the built
 *   library, the repository's own rules;
 * - e2e: user journeys in Debian's Chromium against the real server.
 */
// Where the dependencies really are: a git worktree may link its node_modules
// to another checkout's, whose files the browser run must be allowed to serve.
const dependencies = dirname(realpathSync('node_modules/vitest'));
const localDependencies = resolve('node_modules');

/**
 * In such a worktree, the browser would ask for Storybook's setup files by
 * their real path outside the project, which vite's server does not map;
 * their path through the project's node_modules is served like any
 * dependency. Does nothing in a checkout with its own node_modules.
 */
const setupFilesThroughLocalDependencies: Plugin = {
  name: 'parole:setup-files-through-local-dependencies',
  configureVitest({ project }) {
    if (dependencies === localDependencies) return;
    project.config.setupFiles = project.config.setupFiles.map((file) =>
      file.startsWith(`${dependencies}/`) ? resolve(localDependencies, relative(dependencies, file)) : file,
    );
  },
};

const API_TESTS = ['tests/api/**/*.test.ts', 'tests/bundle/**/*.test.ts', 'tests/tooling/*.test.ts', 'packages/*/src/**/*.process.test.ts'];

/**
 * The environment of the tests that start the real server (in their process
 * or as one of its own): its synthesis threads skip their warm-up
 * (AUDIO_WARM_UP, docs/decisions/audio.md), about 2 s of a core at each of
 * the many starts, for servers that mostly play no audio at all. The
 * warm-up itself is tested in tests/api/audio.test.ts. Their log says
 * warnings and errors only (LOG_LEVEL, issue 50): a line per request of
 * every test would bury the test report; the tests that read the log give
 * the server a logger of their own, and servers run as processes are
 * started at `info` (tests/support/server-process.ts).
 */
const LEAN_SERVERS = { AUDIO_WARM_UP: 'no', LOG_LEVEL: 'warn' };

const DOM_TESTS = ['packages/widgets/src/**/*.test.{ts,tsx}', 'packages/host/src/**/*.test.{ts,tsx}'];

/**
 * The DOM test files that change the module graph itself: vi.mock (a mock
 * lives in the graph) or vi.resetModules (modules evaluated again, with their
 * side effects: the embed loader's observer of the document). These get a
 * graph and a document of their own (isolated); the others share one per
 * worker.
 */
const ISOLATED_DOM_TESTS = ['packages/widgets/src', 'packages/host/src']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.node.test.ts'))
  .filter((file) => /\bvi\.(mock|resetModules)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    // One worker per core: vitest's default leaves one core idle (cores - 1),
    // which on a 2-core machine runs every file one after the other. The
    // CPU-bound projects (unit, dom, dom-isolated, storybook: group 0) share
    // the workers; api and e2e run after them, each group alone
    // (groupOrder).
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/setup/global-database.ts'],
    projects: [
      {
        ...workspaceSources(),
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/bible/src/**/*.test.ts', 'packages/api/src/**/*.test.ts', 'packages/pages/src/**/*.test.{ts,tsx}', 'packages/server/src/**/*.test.ts', 'packages/widgets/src/**/*.node.test.ts'],
          // A test that starts another process (PostgreSQL, the command line, a database build) is a .process.test.ts, run with the API's.
          exclude: ['**/node_modules/**', '**/*.process.test.ts'],
          // One module graph per worker, as for the DOM tests.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        ...workspaceSources(),
        test: {
          name: 'api',
          environment: 'node',
          // After the unit and DOM tests and the stories, two files at a time: these tests
          // start servers and processes, and wait on them (time-outs, restarts) as much as
          // they compute.
          sequence: { groupOrder: 1 },
          include: API_TESTS,
          env: LEAN_SERVERS,
          testTimeout: 30_000,
        },
      },
      {
        ...workspaceSources(),
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          // Widget code that needs Node (a real canvas) runs in the unit project;
          // files that mock or reset modules run in dom-isolated.
          exclude: ['**/node_modules/**', 'packages/widgets/src/**/*.node.test.ts', ...ISOLATED_DOM_TESTS],
          // One module graph per worker, not per file: React, styled-components and
          // the widgets are imported once (docs/performance.md, Test suite).
          isolate: false,
          setupFiles: ['tests/setup/dom.ts'],
          // A guard against a hang, not a speed check: a whole game in jsdom takes 10 s
          // alone, three times that when the other core is as busy.
          testTimeout: 60_000,
        },
      },
      {
        ...workspaceSources(),
        plugins: [react()],
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ISOLATED_DOM_TESTS,
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        ...workspaceSources(),
        plugins: [storybookTest({ configDir: '.storybook' }), setupFilesThroughLocalDependencies],
        server: { fs: { allow: [process.cwd(), dependencies] } },
        test: {
          name: 'storybook',
          // With the unit and DOM tests (group 0): none of them is a matter of time, and
          // sharing the two workers with them took 96 s instead of 105 s one after the other.
          sequence: { groupOrder: 0 },
          // Debian's Chromium, never a downloaded browser; one page per story file.
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
          testTimeout: 30_000,
        },
      },
      {
        ...workspaceSources(),
        test: {
          name: 'e2e',
          environment: 'node',
          // Last, two files at a time (a worker per core): a journey keeps about 0.9 of a core
          // busy (Chromium, the server, waits for a person's pace), so one file at a time
          // left a core idle for 11 minutes. A block whose checks read the server's state (games,
          // accounts, limits) has a site and state database of its own (harness.ts useJourney).
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          // One server for the whole group, started once, for the journey blocks that need no
          // configuration or state of their own (tests/setup/e2e-site.ts, harness.ts useJourney).
          globalSetup: ['tests/setup/e2e-site.ts'],
          // One module graph per worker: the server's modules and playwright-core are
          // imported once, not for each file (1.5 s of a core each). The journeys mock nothing.
          isolate: false,
          env: LEAN_SERVERS,
          testTimeout: 60_000,
          // A page's answer to a click (a navigation, a request to the server) can take
          // over vitest's 1 s default on a busy 2-core machine: that is slowness, not a
          // failure (a quiz journey's first verse failed so while another run shared the cores).
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
