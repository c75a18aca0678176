/**
 * The app's front door: the one middleware every request goes through
 * first (`app.use(frontDoor(…))`, registered before any route), which
 *
 * - sets the header policy of the request's family of paths
 *   (`c.var.headerPolicy`; the families are @parole/bible's server-paths.ts,
 *   the policies of headers.ts), which completeResponse() merges
 *   into a prepared answer, and which the door sets after the route on any
 *   other answer: a handler's `c.json()`, a static file, a stream, a 404 or
 *   an error alike;
 * - finds the client behind trusted reverse proxies (proxy.ts), when the
 *   server has some (`c.var.client`, which clientAddress() and overHttps()
 *   of http.ts read);
 * - may refuse the request before any route sees it (`screen`: the app's
 *   refusal of a broken percent-encoding), under the same policy;
 * - gives the request its id (`c.var.requestId`: a trusted proxy's
 *   X-Request-Id, or a new UUID; log.ts), returned in the answer's
 *   X-Request-Id (issue 50), and tells `answered` of each answer, with its
 *   time, once it is made (the request's log line and its metrics).
 *
 * Why one middleware and not one per job or per family (`app.use('/api/*',
 * …)` beside `app.use('*', …)`): every middleware a request goes through is
 * a step of Hono's compose, an async function and its promise, about 0.3 µs
 * of CPU per request each on the bench's machine (docs/performance.md, "The
 * front door as Hono middleware (issue 46)"); the policy of a family is a
 * lookup in a table here instead. Written with next().then() rather than
 * async/await: one promise fewer per request.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { serverFamily, type ServerFamily } from '@parole/bible';
import { requestHeader, socketAddress } from '../http.js';
import { clientInfo, type TrustedProxies } from '../proxy.js';
import { isComplete, REQUEST_ID_HEADER, withPolicyApplied, type HeaderRecord } from '../headers.js';
import { requestId } from '../log.js';

/** A header policy: the same record for every request, or one picked per request (the API's, by its Origin: middleware/cors.ts). */
export type Policy = HeaderRecord | ((c: Context) => HeaderRecord);

export interface FrontDoorOptions {
  /**
   * The header policy of each family of the server's paths that has one of
   * its own (server-paths.ts: `api`, `media`, `widgets`…), and `site`, the
   * policy of every other path (the pages, the site's files, a path no
   * family holds).
   */
  policies: Partial<Record<ServerFamily, Policy>> & { site: Policy };
  /** An answer instead of the app's (a refusal), under the request's policy, or undefined to let the routes answer. */
  screen?: (c: Context) => Response | undefined;
  /** The reverse proxies whose forwarding headers tell the client (TRUSTED_PROXIES); none: the socket does. */
  proxies?: TrustedProxies;
  /** Told of each answer once made: its status, and the milliseconds since the request reached the door. */
  answered?: (c: Context, status: number, ms: number) => void;
}

/** A policy as a function of the request. */
const perRequest = (policy: Policy): ((c: Context) => HeaderRecord) => (typeof policy === 'function' ? policy : () => policy);

/**
 * The front door (see above), to register first.
 * @example app.use(frontDoor({ policies: { api: cors.readable(API_HEADERS), site: SITE_HEADERS }, screen: refuseBrokenEncoding() }));
 */
export function frontDoor({ policies, screen, proxies, answered }: FrontDoorOptions) {
  const site = perRequest(policies.site);
  const byFamily = new Map<ServerFamily | undefined, (c: Context) => HeaderRecord>();
  for (const [family, policy] of Object.entries(policies) as [ServerFamily | 'site', Policy][]) {
    if (family !== 'site') byFamily.set(family, perRequest(policy));
  }
  /** The answer under its request's policy: as it is when completeResponse() made it (it has the policy already), else with the policy set. */
  // A prepared answer (completeResponse) carries its id already: its headers are a plain record, never a Headers object built here (tests/api/fast-path.test.ts).
  const finish = (c: Context, started: number) => {
    if (!isComplete(c.res)) {
      withPolicyApplied(c.res, c.get('headerPolicy'));
      c.res.headers.set(REQUEST_ID_HEADER, c.get('requestId'));
    }
    answered?.(c, c.res.status, performance.now() - started);
  };

  return createMiddleware((c, next) => {
    const started = performance.now();
    // c.req.path is the path Hono routed by (decoded), read once by Hono already.
    const policy = (byFamily.get(serverFamily(c.req.path)) ?? site)(c);
    c.set('headerPolicy', policy);
    const socket = proxies ? socketAddress(c) : undefined;
    if (proxies) {
      c.set('client', clientInfo(socket, requestHeader(c, 'x-forwarded-for'), requestHeader(c, 'x-forwarded-proto'), proxies));
    }
    // A proxy's id only from a trusted proxy: anyone else could write a misleading one into the logs.
    const fromProxy = proxies?.has(socket) ?? false;
    c.set('requestId', requestId(fromProxy ? requestHeader(c, 'x-request-id') : undefined, fromProxy));
    const refused = screen?.(c);
    if (refused) {
      const answer = withPolicyApplied(refused, policy);
      answer.headers.set(REQUEST_ID_HEADER, c.get('requestId'));
      answered?.(c, answer.status, performance.now() - started);
      return Promise.resolve(answer);
    }
    return next().then(() => finish(c, started));
  });
}
