/**
 * Cross-origin use of the API from other sites' pages (embeds on church
 * sites): which origins a browser lets read the answers, and the preflights.
 *
 * ALLOWED_ORIGINS (config.ts) is `*` by default: any origin, answered with
 * `Access-Control-Allow-Origin: *`. With a list, an answer carries
 * `Access-Control-Allow-Origin: <the request's Origin>` only when that
 * origin is listed, and every answer says `Vary: Origin` (a cache must not
 * give one origin's answer to another); a preflight from any other origin
 * gets no allow header at all, so the browser blocks the call. Same-origin
 * requests need none of this and are unaffected. Credentials are never
 * allowed (no `Access-Control-Allow-Credentials`): nothing the API answers
 * across origins depends on a cookie.
 *
 * The headers are plain records picked per request, added to the path's
 * header policy (headers.ts) by the front door
 * (middleware/front-door.ts), one record per listed origin made once:
 * answers prepared ahead of time keep their fast path
 * (docs/decisions/api.md, "Security headers").
 */
import type { Context, Handler } from 'hono';
import type { AllowedOrigins } from '../config.js';
import { requestHeader } from '../http.js';
import type { HeaderRecord } from '../headers.js';

/** How long a browser may keep a preflight's answer, in seconds (a day). */
export const PREFLIGHT_MAX_AGE = 86_400;

export interface Preflight {
  /** The methods allowed (`GET`, `HEAD`; `POST` for a game call). */
  methods: readonly string[];
  /** The request headers allowed. */
  headers: readonly string[];
}

export interface CrossOrigin {
  /**
   * A header policy for answers other origins may read: `base` with the
   * CORS headers a request's origin (its Origin header) gets. The records
   * are made once, here; under `*`, the request is not even read.
   * @example const apiPolicy = cors.readable(API_HEADERS); apiPolicy(c) // API_HEADERS + Access-Control-Allow-Origin
   */
  readable(base: HeaderRecord): (c: Context) => HeaderRecord;
  /**
   * The handler of a path's preflight (OPTIONS): 204, with the allowed
   * methods and headers for an allowed origin, with none for another. The
   * allow-origin header itself comes from the path's policy (readable()).
   */
  preflight(allowed: Preflight): Handler;
  /** Whether a page of `origin` may use the API. */
  allows(origin: string | undefined): boolean;
}

/**
 * The cross-origin rules of `allowed` (`*` or a list of origins).
 * @example
 * const cors = crossOrigin(['https://eglise.example.org']);
 * app.options('/api/*', cors.preflight({ methods: ['GET', 'HEAD'], headers: ['X-Requested-With'] }));
 */
export function crossOrigin(allowed: AllowedOrigins): CrossOrigin {
  const any = allowed === '*';
  const listed = new Set(any ? [] : allowed);
  const allows = (origin: string | undefined) => any || (origin !== undefined && listed.has(origin));

  return {
    allows,
    readable(base) {
      if (any) {
        const open: HeaderRecord = { ...base, 'Access-Control-Allow-Origin': '*' };
        return () => open;
      }
      const closed: HeaderRecord = { ...base, Vary: 'Origin' };
      const byOrigin = new Map<string, HeaderRecord>([...listed].map((o) => [o, { ...base, 'Access-Control-Allow-Origin': o, Vary: 'Origin' }]));
      return (c) => {
        const origin = requestHeader(c, 'origin');
        return (origin !== undefined && byOrigin.get(origin)) || closed;
      };
    },
    preflight({ methods, headers }) {
      const allow: HeaderRecord = {
        'Access-Control-Allow-Methods': methods.join(','),
        'Access-Control-Allow-Headers': headers.join(','),
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
      };
      return (c) => {
        const origin = requestHeader(c, 'origin');
        const asked = requestHeader(c, 'access-control-request-method') !== undefined;
        return new Response(null, { status: 204, headers: asked && allows(origin) ? allow : {} });
      };
    },
  };
}
