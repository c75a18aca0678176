/**
 * The real server with its state in PostgreSQL (DATABASE_URL): two servers
 * (two nodes) on one database play one game and share the accounts and the
 * anti-forgery key; when PostgreSQL goes away, what needs the state answers
 * a 503 in French at once while the Bible is still read; a server that
 * cannot reach PostgreSQL at start, or is given another kind of URL, stops
 * with a clear message and a non-zero status. GET /readyz says 200 while
 * PostgreSQL answers and 503 naming the state database when it is gone.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS, type GameSummaryResponse, type NewGameResponse } from '@parole/bible';
import { argon2idHasher } from '../../packages/api/src/accounts/passwords.js';
import { createPostgresAccountStore } from '../../packages/api/src/accounts/postgres-store.js';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';
import { openPostgresState } from '../../packages/api/src/state/postgres.js';
import { browserHeaders } from '../../packages/api/src/testing.js';
import { freePort, startPostgres, type TestPostgres } from '../support/postgres.js';

const PASSWORD = 'correct horse battery staple';
const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

let cluster: TestPostgres | undefined;
let url: string;
const servers: RunningServer[] = [];
beforeAll(async () => {
  cluster = await startPostgres();
  url = await cluster.createDatabase('nodes');
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await cluster?.stop();
}, 120_000);

const node = async () => {
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    webRoot: '/nonexistent',
    widgetsRoot: '/nonexistent',
    searchWorkers: 0,
    postgres: { url, poolSize: 4 },
  });
  servers.push(server);
  return server;
};

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { ...JSON_CALL, ...headers }, body: JSON.stringify(body) });

describe('two servers on one PostgreSQL state database', () => {
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    [a, b] = [await node(), await node()];
  }, 120_000);

  it('play one game together: created on one, answered on the other, finished once', async () => {
    const { partie, jeton } = (await (await fetch(`${a.url}/api/jeu/partie/Nodes`)).json()) as NewGameResponse;
    const call = { pseudo: 'Nodes', partie, jeton };
    expect((await post(b.url, '/api/jouefirst', call)).status).toBe(200);
    for (let essai = 1; essai <= 10; essai++) {
      // Both nodes answer each round at once: one answer is recorded, the other is told the round is answered (409).
      const answers = await Promise.all([a, b].map((s) => post(s.url, '/api/joue', { ...call, essai, livre: 1 })));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    }
    const summary = (await (await fetch(`${b.url}/api/partie/${partie}`)).json()) as GameSummaryResponse;
    expect(summary.partie.termine).toBe(true);
    expect(summary.joues).toHaveLength(10);
    // Answered at machine speed by this test: both nodes leave it out of the tables alike (quiz/fair-play.ts).
    for (const node of [a, b]) {
      const tables = await fetch(`${node.url}/api/jeu`);
      expect(tables.status).toBe(200);
      expect(JSON.stringify(await tables.json())).not.toContain('Nodes');
    }
  });

  it('log in on one with the anti-forgery token made by the other', async () => {
    const state = await openPostgresState(url);
    try {
      await createPostgresAccountStore(state).addUser({ name: 'Marie', nameKey: 'marie', passwordHash: await argon2idHasher.hash(PASSWORD), at: Date.now() });
    } finally {
      await state.close();
    }
    const headers = browserHeaders(await fetch(`${a.url}/sanctum/csrf-cookie`));
    const login = await post(b.url, '/api/login', { name: 'Marie', password: PASSWORD }, headers);
    expect(login.status).toBe(200);
  });

  it('are ready while PostgreSQL answers (GET /readyz)', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', checks: { bible: 'ok', state: 'ok' } });
    }
  });

  it('answer 503 in French at once when PostgreSQL is gone, and still serve the Bible', { timeout: 120_000 }, async () => {
    await cluster!.stop();
    cluster = undefined;
    const started = Date.now();
    for (const server of [a, b]) {
      const created = await fetch(`${server.url}/api/jeu/partie/Orphelin`);
      expect(created.status).toBe(503);
      expect(created.headers.get('retry-after')).toBe('5');
      expect(await created.json()).toEqual({ message: REFUSALS.stateUnavailable.message });
      const answered = await post(server.url, '/api/joue', { pseudo: 'Orphelin', partie: 1, jeton: 'x'.repeat(43), essai: 1, livre: 1 });
      expect(answered.status).toBe(503);
      const tables = await fetch(`${server.url}/api/jeu`);
      expect(tables.status).toBe(503);
      const chapter = await fetch(`${server.url}/api/lire/43/3`);
      expect(chapter.status).toBe(200);
      expect(JSON.stringify(await chapter.json())).toContain('Dieu a tant aimé le monde');
      // Not ready, naming the state database; alive all the same (a liveness probe must not restart it for PostgreSQL's fault).
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      const report = (await ready.json()) as { status: string; checks: Record<string, string> };
      expect(report.status).toBe('not ready');
      expect(report.checks.bible).toBe('ok');
      expect(report.checks.state).toMatch(/^The state database is unavailable: /);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }
    // Never a hang: every refusal came within the connection timeout (10 s) and a margin, not a request's 30 s.
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

/** Runs the server as a process with `env`; resolves with its exit status and what it printed (its log on stdout, JSON lines, and stderr). */
function serverExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=parole-source', '--import', 'tsx', 'packages/server/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEARCH_WORKERS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a server that cannot use DATABASE_URL', () => {
  it('stops at start with a clear message when PostgreSQL cannot be reached', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const { code, stderr } = await serverExit({ DATABASE_URL: `postgres://parole:tres-secret@127.0.0.1:${port}/parole` });
    expect(code).toBe(1);
    // One line, the fatal event of the log (packages/api/src/log.ts).
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'fatal',
      msg: `Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): the connection was refused; is the server running and listening there?`,
    });
  });

  it('refuses another kind of URL, without repeating it', { timeout: 90_000 }, async () => {
    const { code, stderr } = await serverExit({ DATABASE_URL: 'mysql://root:tres-secret@db/parole' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid DATABASE_URL: not a PostgreSQL URL');
    expect(stderr).not.toContain('tres-secret');
  });
});
