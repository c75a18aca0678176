/**
 * Files and folders whose name starts with a dot are never served: `.git`,
 * `.svn`, `.env`, `.npmrc`… (OWASP ASVS 5.0 13.4.1). The build's folders
 * hold none, but WEB_ROOT may name any folder, and @hono/node-server's
 * serveStatic refuses only the `.` and `..` segments. `/.well-known/` stays
 * open (files an operator publishes on purpose, such as security.txt).
 *
 * The API's paths and the site's pages are left to their routes: a search
 * word may start with a dot (/rechercher/..jn%203.16/atnt/nex,
 * /api/rechercher/.net/atnt/nex) and names no file.
 */
import type { MiddlewareHandler } from 'hono';
import { REFUSALS } from '@parole/bible';
import { refuse } from '@parole/api/http';

/** A segment that starts with a dot (after percent-decoding), but `.well-known`. */
const HIDDEN_SEGMENT = /\/\.(?!well-known(?:\/|$))[^/]*/;

/**
 * Answers 404 to a GET or HEAD of a hidden file or folder, before the static
 * files; `routes` are the first segments left alone (the API's, the pages').
 * @example app.use(hiddenFiles(new Set(['api', 'lire', 'rechercher'])));
 */
export function hiddenFiles(routes: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const forms = [path];
    try {
      forms.push(decodeURI(path)); // serveStatic decodes once more
    } catch {
      // not decodable: serveStatic will not find it either
    }
    if (!forms.some((p) => HIDDEN_SEGMENT.test(p.replaceAll('\\', '/')))) return next();
    if (routes.has(path.split('/')[1] ?? '')) return next();
    return refuse(c, REFUSALS.notFound);
  };
}
