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
 *   refusal of a broken percent-encoding), under the same policy.
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
import { isComplete, withPolicyApplied, type HeaderRecord } from '../headers.js';

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
}

/** A policy as a function of the request. */
const perRequest = (policy: Policy): ((c: Context) => HeaderRecord) => (typeof policy === 'function' ? policy : () => policy);

/**
 * The front door (see above), to register first.
 * @example app.use(frontDoor({ policies: { api: cors.readable(API_HEADERS), site: SITE_HEADERS }, screen: refuseBrokenEncoding() }));
 */
export function frontDoor({ policies, screen, proxies }: FrontDoorOptions) {
  const site = perRequest(policies.site);
  const byFamily = new Map<ServerFamily | undefined, (c: Context) => HeaderRecord>();
  for (const [family, policy] of Object.entries(policies) as [ServerFamily | 'site', Policy][]) {
    if (family !== 'site') byFamily.set(family, perRequest(policy));
  }
  /** The answer under its request's policy: as it is when completeResponse() made it (it has the policy already), else with the policy set. */
  const finish = (c: Context) => {
    if (!isComplete(c.res)) withPolicyApplied(c.res, c.get('headerPolicy'));
  };

  return createMiddleware((c, next) => {
    // c.req.path is the path Hono routed by (decoded), read once by Hono already.
    const policy = (byFamily.get(serverFamily(c.req.path)) ?? site)(c);
    c.set('headerPolicy', policy);
    if (proxies) {
      c.set('client', clientInfo(socketAddress(c), requestHeader(c, 'x-forwarded-for'), requestHeader(c, 'x-forwarded-proto'), proxies));
    }
    const refused = screen?.(c);
    if (refused) return Promise.resolve(withPolicyApplied(refused, policy));
    return next().then(() => finish(c));
  });
}
