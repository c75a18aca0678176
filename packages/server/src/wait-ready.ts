/**
 * Waits until the node of this environment (HOST, PORT: the node's own
 * settings) answers GET /readyz with 200, then exits 0; exits 1 after
 * `WAIT_READY_SECONDS` (120). The systemd unit runs it as ExecStartPost
 * (deploy/systemd/parole@.service): `systemctl start` and `restart` return
 * only once the node can serve, so a rolling restart (docs/deployment.md)
 * is one node after the other, each ready before the next goes down.
 *
 * `node --import tsx packages/server/src/wait-ready.ts`
 */
import { loadConfig } from '@parole/api/config';
import { readCount } from '@parole/api/config/env';
import { runIfMain } from '@parole/api/run-main';
import { READINESS_PATH } from '@parole/api/routes/health';

/** How often the node is asked. */
const POLL_MS = 250;

/**
 * The URL of the node's readiness probe: a node listening on every interface (or a name) is asked on loopback.
 * @example readinessUrl('0.0.0.0', 3000) // 'http://127.0.0.1:3000/readyz'
 * @example readinessUrl('10.0.0.11', 3000) // 'http://10.0.0.11:3000/readyz'
 */
export function readinessUrl(host: string, port: number): string {
  const address = host === '0.0.0.0' || host === 'localhost' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}${READINESS_PATH}`;
}

/**
 * Resolves true once `url` answers 200, false when `seconds` have passed first.
 * @example await waitReady('http://127.0.0.1:3000/readyz', 120) // true
 */
async function waitReady(url: string, seconds: number): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now()))) });
      await res.body?.cancel();
      if (res.status === 200) return true;
    } catch {
      // Not listening yet (building its Bible database), or not answering in time: ask again.
    }
    if (Date.now() + POLL_MS > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const seconds = readCount(process.env, 'WAIT_READY_SECONDS', 120, 3_600, 1);
  const url = readinessUrl(config.host, config.port);
  if (await waitReady(url, seconds)) return 0;
  console.error(`${url} did not answer 200 within ${seconds} s (WAIT_READY_SECONDS).`);
  return 1;
}

runIfMain(import.meta.url, main);
