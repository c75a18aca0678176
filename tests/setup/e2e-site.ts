/**
 * Vitest global setup of the e2e project (vitest.config.ts): the real server
 * that the journey blocks share, started once for the whole group and
 * stopped after it (docs/performance.md, "Test suite"). Each server's start
 * hashes the Bible's sources (three translations and the cross references)
 * and loads the search engine in its thread: about 3 s of a core on a quiet
 * machine, over 10 s on a busy one, which every describe block paid. Now
 * only the blocks that change the configuration, or whose checks read the
 * state the server keeps (the games' tables, the accounts, the limits),
 * start a server of their own (harness.ts useJourney).
 *
 * A process of its own, as in production: in vitest's process its answers
 * would wait behind the module transforms vitest makes for the workers.
 * The built site, the real Bible database, a state database of its own in
 * a temporary folder, and the project's env (LEAN_SERVERS), as the servers
 * the workers start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../packages/api/src/config.js';
import { startServerProcess } from '../support/server-process.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The shared site's base URL, as http://127.0.0.1:41234. */
    e2eSite: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const state = mkdtempSync(join(tmpdir(), 'parole-shared-site-'));
  const { webRoot, widgetsRoot } = loadConfig();
  const env = Object.fromEntries(Object.entries(project.config.env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const site = await startServerProcess({
    ...env,
    // The built site and widgets (startServerProcess serves the API alone by default).
    WEB_ROOT: webRoot,
    WIDGETS_ROOT: widgetsRoot,
    STATE_DATABASE_PATH: join(state, 'state.sqlite'),
    // Two search threads and twice libuv's 4 threads (files, gzip: GET /api/hors-ligne
    // compresses the whole Bible on them), as the two servers of two files side by side
    // had: both workers' journeys use this one at once.
    SEARCH_WORKERS: '2',
    UV_THREADPOOL_SIZE: '8',
    // Its "listening" line is at info (startServerProcess waits for it).
    LOG_LEVEL: 'info',
  });
  project.provide('e2eSite', site.url);
  return async () => {
    await site.kill('SIGTERM');
    rmSync(state, { recursive: true, force: true });
  };
}
