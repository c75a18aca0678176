/**
 * The request's line in the log (issue 50): one JSON line per answer, with
 * the request's id, method, route pattern (never the path itself: a search's
 * words or a game's number stay out of the log, and the patterns are few),
 * status and duration. Told by the front door (middleware/front-door.ts,
 * `answered`). The operator's probes (/healthz, /readyz, /metrics: asked
 * every few seconds) are written at `debug`, every other answer at `info`.
 */
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { serverFamily } from '@parole/bible';
import type { Logger } from '../log.js';

/** The families of the operator's paths, whose requests are logged at `debug`. */
const PROBES = new Set(['liveness', 'readiness', 'metrics']);

/**
 * The route pattern that answered `c` (`/api/lire/:book/:chapter`; `*` for
 * the site's pages and files), read after the answer is made.
 * @example routeOf(c) // '/api/lire/:book/:chapter'
 */
export function routeOf(c: Context): string {
  return routePath(c);
}

/**
 * The front door's `answered` that writes the request's line.
 * @example frontDoor({ …, answered: requestLog(log) })
 */
export function requestLog(log: Logger): (c: Context, status: number, ms: number) => void {
  return (c, status, ms) => {
    const level = PROBES.has(serverFamily(c.req.path) ?? '') ? 'debug' : 'info';
    if (!log.isLevelEnabled(level)) return;
    log[level]({ id: c.get('requestId'), method: c.req.method, route: routeOf(c), status, ms: Math.round(ms * 10) / 10 }, 'request');
  };
}
