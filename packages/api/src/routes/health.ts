/**
 * The probes of the operator's tools (issue 50; docs/deployment.md,
 * "Health, logs and metrics"):
 *
 * - GET /healthz, liveness: the process answers (its event loop turns).
 *   Nothing else is looked at: a liveness probe that failed when PostgreSQL
 *   is down would have every node restarted for a database's fault.
 * - GET /readyz, readiness: the node can serve. Each check (the Bible
 *   database open, the state database reachable) runs at once, within
 *   READINESS_TIMEOUT_MS; 200 when all pass, else 503 naming what failed.
 *   A balancer leaves a node that is not ready out, a rolling restart waits
 *   for it.
 *
 * Both answer JSON, never cached (the operations families' header policy,
 * app.ts), and touch no rate limit: no counter is read or written here.
 * Their texts are English: they are read by operators and their tools, not
 * by visitors.
 */
import { Hono } from 'hono';
import { OPERATIONS } from '@parole/bible';

/** A readiness check: resolves when the part can serve, rejects with what is wrong. */
/** Where a node says it can serve (the contract's OPERATIONS.readiness), for the tools beside the server that ask it (packages/server/src/wait-ready.ts). */
export const READINESS_PATH = OPERATIONS.readiness;

export type ReadinessCheck = () => Promise<unknown>;

/** How long a check may take before the node is called not ready (a stuck database is not a ready one). */
export const READINESS_TIMEOUT_MS = 2_000;

/** The answer of GET /readyz: each check's "ok" or what failed. */
export interface ReadinessReport {
  status: 'ready' | 'not ready';
  checks: Record<string, string>;
}

/** `check`'s verdict: "ok", or its error's message (a time-out says so). */
async function verdict(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'ok',
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs every check at once.
 * @example await readiness({ bible: () => db.query('SELECT 1') }) // { status: 'ready', checks: { bible: 'ok' } }
 */
export async function readiness(checks: Record<string, ReadinessCheck>, timeoutMs = READINESS_TIMEOUT_MS): Promise<ReadinessReport> {
  const names = Object.keys(checks);
  const verdicts = await Promise.all(names.map((name) => verdict(checks[name]!, timeoutMs)));
  return {
    status: verdicts.every((v) => v === 'ok') ? 'ready' : 'not ready',
    checks: Object.fromEntries(names.map((name, i) => [name, verdicts[i]!])),
  };
}

/**
 * GET /healthz and GET /readyz, mounted at '/'.
 * @example app.route('/', healthRoutes({ bible: () => db.query('SELECT 1'), state: stores.ready }));
 */
export function healthRoutes(checks: Record<string, ReadinessCheck>): Hono {
  const app = new Hono();
  app.get(OPERATIONS.liveness, (c) => c.json({ status: 'ok' }));
  app.get(OPERATIONS.readiness, async (c) => {
    const report = await readiness(checks);
    return c.json(report, report.status === 'ready' ? 200 : 503);
  });
  return app;
}
