/**
 * The operator's probes on the real server over TCP (issue 50): GET /healthz
 * (the process answers) and GET /readyz (the node can serve: the Bible
 * database and the state database), never cached; the operator's families
 * of paths answer 404 JSON, never the site's page (/metrics itself to a
 * refused address: tests/api/metrics.test.ts). The state database on
 * PostgreSQL, up and down: tests/api/state-postgres.test.ts.
 */
import { copyFile, rename, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@parole/bible';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';

let server: RunningServer;
let files: TempTree;
beforeAll(async () => {
  // A built site, so that a path no route answers would be its page (200, HTML) if the families did not hold it back.
  files = await tempTree('parole-health-', { 'web/index.html': '<!doctype html><div id="root"></div>' });
  server = await startServer({
    host: '127.0.0.1',
    port: 0,
    webRoot: files.path('web'),
    widgetsRoot: '/nonexistent',
    stateDatabasePath: files.path('state/state.sqlite'),
    searchWorkers: 0,
  });
});
afterAll(async () => {
  await server?.close();
  await files?.remove();
});

const get = (path: string) => fetch(`${server.url}${path}`);

describe('GET /healthz', () => {
  it('answers 200 JSON, never cached', async () => {
    const res = await get(OPERATIONS.liveness);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('the operator’s and the server’s own paths', () => {
  it.each(['/health', '/metrics/x', '/healthz/x', '/readyz/x', '/api/inconnu', '/mp3/inconnu', '/widgets/inconnu.js', '/assets/inconnu.js'])(
    'answer 404 JSON at %s, not the site’s page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('leave every other path to the site’s pages', async () => {
    const res = await get('/une/page');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('GET /readyz with the state in a SQLite file', () => {
  it('answers 200 naming each part it checked, never cached', async () => {
    const res = await get(OPERATIONS.readiness);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', checks: { bible: 'ok', state: 'ok' } });
  });

  it('answers 503 naming the state database when its file is replaced or gone, and 200 again when it is back', async () => {
    const file = files.path('state/state.sqlite');
    await rename(file, `${file}.moved`);
    const gone = await get(OPERATIONS.readiness);
    expect(gone.status).toBe(503);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    const report = (await gone.json()) as { status: string; checks: Record<string, string> };
    expect(report.status).toBe('not ready');
    expect(report.checks.bible).toBe('ok');
    expect(report.checks.state).toMatch(/^the state file .*state\.sqlite is gone \(ENOENT\)/);
    // The process itself still answers: a liveness probe does not restart a node for its database.
    expect((await get(OPERATIONS.liveness)).status).toBe(200);

    await rename(`${file}.moved`, file);
    expect((await get(OPERATIONS.readiness)).status).toBe(200);

    // Another file in its place (a restore under a running node): not the file the node writes to.
    await rename(file, `${file}.moved`);
    await copyFile(`${file}.moved`, file);
    const replaced = await get(OPERATIONS.readiness);
    expect(replaced.status).toBe(503);
    expect(((await replaced.json()) as { checks: Record<string, string> }).checks.state).toMatch(/was replaced since the node opened it/);
    await rm(file);
    await rename(`${file}.moved`, file);
  });
});
