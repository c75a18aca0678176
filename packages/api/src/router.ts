/**
 * How the app routes (app.ts: `new Hono({ router: new RegExpRouter(),
 * getPath: keptPaths(1000) })`).
 *
 * The router is Hono's RegExpRouter, named rather than left to Hono's
 * default (SmartRouter), which picks RegExpRouter only when it can hold
 * every route of the table, and otherwise TrieRouter for every request of
 * the server: TrieRouter walks a tree of the path's segments on each
 * request, 2 to 5 µs of CPU more per request than RegExpRouter on the
 * bench's machine (docs/performance.md, "The front door as Hono middleware
 * (issue 46)"). RegExpRouter matches a path with one regular expression per
 * method, so it cannot hold a fixed segment beside a parameter at the same
 * place (`/partage/parole.png` beside `/partage/:book/:chapter`): named, it
 * throws Hono's UnsupportedPathError when such a route is added, where
 * SmartRouter would silently fall back to TrieRouter. A route of that shape
 * is answered by its family's wildcard route instead (the site's share
 * image: routes/share.ts).
 *
 * And the path Hono routes by, decoded: kept for the URLs that come back
 * (keptPaths()).
 */
import { getPath } from 'hono/utils/url';
import { recentMemo } from './memo.js';

/**
 * Hono's getPath() (the path a request is routed by: decoded, without its
 * query), kept for the last `capacity` URLs with a percent sign: a search's
 * words are percent-encoded and the same searches come back, and decoding
 * their path again costs more than a lookup. Without a percent sign,
 * getPath() only reads the URL.
 * @example new Hono({ router: new RegExpRouter(), getPath: keptPaths(1000) })
 */
export function keptPaths(capacity: number): (request: Request) => string {
  const paths = recentMemo<string, string>(capacity);
  return (request) => {
    const url = request.url;
    return url.includes('%') ? paths(url, () => getPath(request)) : getPath(request);
  };
}
