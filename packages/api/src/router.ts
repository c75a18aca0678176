/**
 * The app's router: Hono's own routers, one per first segment of the path.
 *
 * Hono's default router (SmartRouter) picks one router for the whole table
 * on the first request: RegExpRouter, which matches a path with one regular
 * expression per method, when it can express every route, else TrieRouter,
 * which walks a tree of the path's segments on every request. RegExpRouter
 * cannot hold a fixed segment and a parameter at the same place
 * (`/partage/parole.png` beside `/partage/:book/:chapter`), so that one pair
 * of share images made every request of the server, a chapter as much as
 * an image, pay TrieRouter's walk: the largest part of what a prepared
 * answer cost beyond a bare route's (docs/performance.md, "Where the
 * contract's cost went").
 *
 * A route whose first segment is fixed (`/api/…`, `/partage/…`) can only
 * match a path with that first segment; one whose first segment is a
 * parameter or a wildcard (`/*`, the app-wide middleware) can match any.
 * So each first segment the table names gets its own SmartRouter, holding
 * the routes of that segment and those of any segment, in the order they
 * were added: it answers exactly what one router of the whole table would,
 * and only the families that need TrieRouter (the share images) pay for it.
 *
 * One more thing is left out of a match: the handlers after one that always
 * answers (alwaysAnswers(): validated()'s), which could never run. A
 * prepared answer's route is then the only handler of its requests (the
 * site's files and pages, registered last for every path, come after it),
 * and Hono calls it directly instead of composing a chain of promises
 * (front.ts).
 *
 * And the path Hono routes by, decoded: kept for the URLs that come back
 * (keptPaths()).
 */
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { getPath } from 'hono/utils/url';
import { recentMemo } from './memo.js';

/**
 * Hono's getPath() (the path a request is routed by: decoded, without its
 * query), kept for the last `capacity` URLs with a percent sign: a search's
 * words are percent-encoded and the same searches come back, and decoding
 * their path again costs more than a lookup. Without a percent sign,
 * getPath() only reads the URL.
 * @example new Hono({ router: new SegmentRouter(), getPath: keptPaths(1000) })
 */
export function keptPaths(capacity: number): (request: Request) => string {
  const paths = recentMemo<string, string>(capacity);
  return (request) => {
    const url = request.url;
    return url.includes('%') ? paths(url, () => getPath(request)) : getPath(request);
  };
}

type Route<T> = [method: string, path: string, handler: T];

/** Handlers that never pass the request on (alwaysAnswers()). */
const ANSWERING = new WeakSet<object>();

/**
 * Marks `handler` as one that always answers and never calls next(): the
 * router leaves out of a match the handlers after it, which could never
 * run. Returns the handler.
 * @example return alwaysAnswers((c) => sendRepresentation(c, answer));
 */
export function alwaysAnswers<H extends object>(handler: H): H {
  ANSWERING.add(handler);
  return handler;
}

/** What Hono adds to a router: a handler with its route. */
type HonoEntry = readonly [handler: object, ...route: unknown[]];

/**
 * The first segment of a path (`/api/lire/43/3` → `api`, `/` → ``), or
 * undefined when the path does not start with `/`.
 */
function firstSegment(path: string): string | undefined {
  if (path.charCodeAt(0) !== 47 /* / */) return undefined;
  const end = path.indexOf('/', 1);
  return path.slice(1, end === -1 ? undefined : end);
}

/** The fixed first segment of a route's path, or undefined when it can match more than one (a parameter, a wildcard, a pattern). */
function fixedFirstSegment(routePath: string): string | undefined {
  const segment = firstSegment(routePath);
  return segment === undefined || /[:*{}?]/.test(segment) ? undefined : segment;
}

/** Hono's default router: RegExpRouter when it can express the routes, else TrieRouter. */
const smartRouter = <T>(routes: readonly Route<T>[]): Router<T> => {
  const router = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });
  for (const route of routes) router.add(...route);
  return router;
};

/**
 * A router that hands each path to the router of its first segment (see
 * above); built on the first match, as Hono's own routers are.
 * @example const app = new Hono({ router: new SegmentRouter() });
 */
export class SegmentRouter<T extends HonoEntry> implements Router<T> {
  name = 'SegmentRouter';
  #routes: Route<T>[] | undefined = [];
  /** Each list of matched handlers a router answered, without those after one that always answers. */
  #answering = new WeakMap<readonly unknown[], readonly unknown[]>();
  /** The router of each fixed first segment of the table. */
  #bySegment = new Map<string, Router<T>>();
  /** The router of the paths whose first segment the table does not name: the routes of any segment only. */
  #anySegment: Router<T> | undefined;
  /** Every route, for a path that does not start with `/` (none does once Hono has read it from a URL). */
  #all: Router<T> | undefined;

  add(method: string, path: string, handler: T): void {
    if (!this.#routes) throw new Error('Can not add a route since the matcher is already built.');
    this.#routes.push([method, path, handler]);
  }

  match(method: string, path: string): Result<T> {
    if (this.#routes) this.#build(this.#routes);
    const segment = firstSegment(path);
    const router = segment === undefined ? this.#all : (this.#bySegment.get(segment) ?? this.#anySegment);
    const result = router!.match(method, path);
    const handlers = this.#untilAnswering(result[0]);
    if (handlers === result[0]) return result;
    // RegExpRouter's result names its parameters' values after the handlers; TrieRouter's has the handlers only.
    return (result.length === 2 ? [handlers, result[1]] : [handlers]) as Result<T>;
  }

  /**
   * `handlers` (a match's, each `[entry, params]`) up to the first that
   * always answers. RegExpRouter answers the same list for every path of a
   * route, so each is cut once.
   */
  #untilAnswering(handlers: readonly (readonly [T, unknown])[]): readonly (readonly [T, unknown])[] {
    let cut = this.#answering.get(handlers) as typeof handlers | undefined;
    if (!cut) {
      const last = handlers.findIndex(([[handler]]) => ANSWERING.has(handler));
      cut = last === -1 ? handlers : handlers.slice(0, last + 1);
      this.#answering.set(handlers, cut);
    }
    return cut;
  }

  /** The routers of every first segment, each with its routes in the order they were added. */
  #build(routes: readonly Route<T>[]): void {
    const segments = new Set<string>();
    for (const [, path] of routes) {
      const segment = fixedFirstSegment(path);
      if (segment !== undefined) segments.add(segment);
    }
    for (const segment of segments) {
      const routesOf = routes.filter(([, path]) => {
        const fixed = fixedFirstSegment(path);
        return fixed === undefined || fixed === segment;
      });
      this.#bySegment.set(segment, smartRouter(routesOf));
    }
    this.#anySegment = smartRouter(routes.filter(([, path]) => fixedFirstSegment(path) === undefined));
    this.#all = smartRouter(routes);
    this.#routes = undefined;
  }

  /**
   * The name of the router each first segment uses (`api` → `RegExpRouter`),
   * `*` for the paths of no fixed segment; known once a path has been matched.
   */
  routerNames(): Record<string, string> {
    const names: Record<string, string> = {};
    const active = (router: Router<T>) => (router instanceof SmartRouter ? router.activeRouter.name : router.name);
    for (const [segment, router] of this.#bySegment) {
      // A segment's router chooses on its first match: made to choose now, on its own path.
      if (router.name === 'SmartRouter') router.match('GET', `/${segment}`);
      names[segment] = active(router);
    }
    if (this.#anySegment) {
      if (this.#anySegment.name === 'SmartRouter') this.#anySegment.match('GET', '/');
      names['*'] = active(this.#anySegment);
    }
    return names;
  }
}
