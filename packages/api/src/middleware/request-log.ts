/**
 * The request's line in the log (issue 50): one JSON line per answer, with
 * the request's id, method, route pattern (never the path itself: a search's
 * words or a game's number stay out of the log, and the patterns are few),
 * status and duration. Told by the front door (middleware/front-door.ts,
 * `answered`). The operator's probes (/healthz, /readyz, /metrics: asked
 * every few seconds) are written at `debug`, every other answer at `info`.
 *
 * The line is the one pino would write for
 * `log.info({ id, method, route, status, ms }, 'request')` (the same fields,
 * in the same order, the logger's own bindings included: its pid and host),
 * composed here and handed to the logger's destination: pino's generic path
 * (walking the object, its serializers, a new ISO time per line) cost the
 * chapter endpoint about a fifth of its CPU per request on the bench's
 * machine (docs/performance.md, "Chapter endpoint"), and this line is
 * written for every request. Everything else goes through pino.
 */
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import pino from 'pino';
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

/** What a request line says. */
export interface RequestFields {
  id: string;
  method: string;
  route: string;
  status: number;
  /** Milliseconds, rounded here to a tenth. */
  ms: number;
}

/**
 * Writes request lines for `log`, at `level`, as pino would (see above);
 * nothing when the logger is above that level.
 * @example requestLines(log)('info', { id, method: 'GET', route: '/api/info', status: 200, ms: 0.42 })
 */
export function requestLines(log: Logger): (level: 'info' | 'debug', fields: RequestFields) => void {
  // pino's own fields for them (pino.symbols): its destination, and its bindings as it writes them after the time (`,"pid":…,"hostname":"…"`, and a child's own).
  const own = log as unknown as Record<symbol, unknown>;
  const destination = own[pino.symbols.streamSym] as { write(line: string): void };
  const bindings = own[pino.symbols.chindingsSym] as string;
  // Routes are few: each pattern's JSON string is made once.
  const quoted = new Map<string, string>();
  // Many requests share a millisecond: its ISO time is made once.
  let at = 0;
  let time = '';
  return (level, { id, method, route, status, ms }) => {
    if (!log.isLevelEnabled(level)) return;
    const now = Date.now();
    if (now !== at) {
      at = now;
      time = new Date(now).toISOString();
    }
    let routeJson = quoted.get(route);
    if (routeJson === undefined) quoted.set(route, (routeJson = JSON.stringify(route)));
    // The id is a UUID or a proxy's plain token (log.ts requestId) and the method an HTTP token: neither needs escaping.
    destination.write(
      `{"level":"${level}","time":"${time}"${bindings},"id":"${id}","method":"${method}","route":${routeJson},"status":${status},"ms":${Math.round(ms * 10) / 10},"msg":"request"}\n`,
    );
  };
}

/**
 * The front door's `answered` that writes the request's line.
 * @example frontDoor({ …, answered: requestLog(log) })
 */
export function requestLog(log: Logger): (c: Context, status: number, ms: number) => void {
  const line = requestLines(log);
  return (c, status, ms) => {
    line(PROBES.has(serverFamily(c.req.path) ?? '') ? 'debug' : 'info', { id: c.get('requestId'), method: c.req.method, route: routeOf(c), status, ms });
  };
}
