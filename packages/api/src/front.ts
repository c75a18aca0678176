/**
 * The app's front door: what every request needs before Hono routes it, and
 * every answer after, done around the app's fetch rather than as its
 * middleware:
 *
 * - the client behind trusted reverse proxies (proxy.ts), when the server
 *   has some;
 * - the header policy of the request's path (middleware/headers.ts), which
 *   completeResponse() merges into a prepared answer and which is set after
 *   the fact on any other answer;
 * - a screen that may refuse the request before any route sees it (the
 *   app's refusal of a broken percent-encoding).
 *
 * As middleware (`app.use`), these ran on every request through Hono's
 * compose: a promise per middleware and per handler, and an answer in a
 * promise, which @hono/node-server writes later and at a cost of its own.
 * Here, a request whose route has one handler that answers at once (a
 * prepared answer: validated(), router.ts) is answered without a single
 * promise, as a bare Hono route is (docs/performance.md, "Where the
 * contract's cost went"). The client and the policy reach the handlers on
 * the request itself (c.req.raw), which app.request() and @hono/node-server
 * both hand on, and which is made for each request.
 */
import type { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { HEADER_POLICY, isComplete, withPolicyApplied, type HeaderRecord, type PolicyCarrier } from './middleware/headers.js';
import { CLIENT, type ClientCarrier, type ClientInfo } from './proxy.js';

export interface FrontDoor {
  /**
   * The header policy of a request: of the first segment of its path (as
   * Hono routes it: decoded; `api` for /api/lire/43/3, `` for /), and of
   * the request itself (the API's CORS header depends on its Origin). `env`
   * is the request's bindings (Hono's).
   */
  policyFor(segment: string, request: Request, env: unknown): HeaderRecord;
  /** An answer instead of the app's, under the request's policy (a refusal), or undefined to let the app answer. */
  screen?(request: Request): Response | undefined;
  /** The client behind trusted proxies (http.ts: clientAddress, overHttps); absent without TRUSTED_PROXIES. */
  client?(request: Request, env: unknown): ClientInfo;
}

/**
 * Puts `door` in front of `app`: its fetch, which the server and
 * app.request() call, becomes the door's. An answer made at once is handed
 * on as it is, not in a promise.
 * @example frontDoor(app, { policyFor: (segment) => (segment === 'api' ? API_HEADERS : SITE_HEADERS) });
 */
export function frontDoor(app: Hono, door: FrontDoor): void {
  const dispatch = app.fetch;
  app.fetch = (request, env, executionCtx) => {
    const policy = door.policyFor(firstSegment(request), request, env);
    const screened = door.screen?.(request);
    if (screened) return withPolicyApplied(screened, policy);
    (request as PolicyCarrier)[HEADER_POLICY] = policy;
    if (door.client) (request as ClientCarrier)[CLIENT] = door.client(request, env);
    const answer = dispatch(request, env, executionCtx);
    return answer instanceof Promise ? answer.then((res) => finish(request, res, policy)) : finish(request, answer, policy);
  };
}

/**
 * The first segment of the request's path, as Hono's getPath() decodes it;
 * read off the URL as it is when it has no percent sign (its decoding, and
 * Hono's again when it routes, is the slowest part of a search's path).
 */
function firstSegment(request: Request): string {
  const url = request.url;
  // As getPath(): the path starts at the first slash after the scheme's.
  const start = url.indexOf('/', url.indexOf(':') + 4);
  let end = start + 1;
  for (; end < url.length; end++) {
    const code = url.charCodeAt(end);
    if (code === 47 /* / */ || code === 63 /* ? */ || code === 35 /* # */) break;
    if (code === 37 /* % */) {
      const path = getPath(request);
      const slash = path.indexOf('/', 1);
      return path.slice(1, slash === -1 ? undefined : slash);
    }
  }
  return url.slice(start + 1, end);
}

/** The answer `res` to `request` under `policy`: as it is when completeResponse() made it (it has the policy already), else with the policy set. */
function finish(request: Request, res: Response, policy: HeaderRecord): Response {
  return isComplete(request, res) ? res : withPolicyApplied(res, policy);
}
