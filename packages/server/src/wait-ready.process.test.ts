import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@parole/api/config';
import { freePort } from '../../../tests/support/postgres.js';
import { startServer, type RunningServer } from './server.js';
import { readinessUrl } from './wait-ready.js';

/** Runs wait-ready.ts as systemd's ExecStartPost does, with `env`; resolves with its status and stderr. */
function waitReady(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=parole-source', '--import', 'tsx', 'packages/server/src/wait-ready.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ host: '127.0.0.1', port: 0, webRoot: '/nonexistent', widgetsRoot: '/nonexistent', searchWorkers: 0 });
});
afterAll(() => server?.close());

describe('wait-ready (the unit’s ExecStartPost)', () => {
  it('exits 0 once the node of HOST and PORT is ready', { timeout: 30_000 }, async () => {
    expect(await waitReady({ PORT: new URL(server.url).port })).toEqual({ code: 0, stderr: '' });
  });

  it('exits 1 naming the probe when no node answers in WAIT_READY_SECONDS', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const { code, stderr } = await waitReady({ PORT: String(port), WAIT_READY_SECONDS: '1' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`http://127.0.0.1:${port}/readyz did not answer 200 within 1 s (WAIT_READY_SECONDS).`);
  });

  it('asks a node listening on every interface on loopback', () => {
    expect(readinessUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000/readyz');
    expect(readinessUrl('::', 3000)).toBe('http://[::1]:3000/readyz');
    expect(readinessUrl('10.0.0.11', 3001)).toBe('http://10.0.0.11:3001/readyz');
  });
});
