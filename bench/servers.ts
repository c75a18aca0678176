/**
 * The servers under test, run in their own process so that the load
 * generator does not share their event loop:
 * - the real Parole server;
 * - the same with its search answers never kept (SEARCH_CACHE_ENTRIES=0),
 *   so that every search is computed;
 * - a bare Hono app (no middleware) answering `GET /bare` with a tiny JSON
 *   document — the ceiling of this machine, Node and Hono —,
 *   `GET /copy/api/lire/{id}/{chap}` with a byte-for-byte copy of the real
 *   chapter documents (gzip when accepted): the ceiling for documents of
 *   that size, whatever the code around them, and
 *   `GET /like/rechercher/{word}/{filter}/{exact}`, the naive LIKE search
 *   (bench/like-baseline.ts) over its own connection to the same database.
 * Prints one JSON line { parole, paroleUncached, bare } with their base
 * URLs, then serves until SIGTERM.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { gzipSync, constants } from 'node:zlib';
import { loadConfig } from '../packages/api/src/config.js';
import { Database } from '../packages/api/src/db/sqlite.js';
import { startServer } from '../packages/api/src/server.js';
import { acceptsGzip } from '../packages/api/src/http.js';
import { addLikeBaseline } from './like-baseline.js';
import { CHAPTER_PATHS } from './suites/chapter.js';

const parole = await startServer({ host: '127.0.0.1', port: 0 });
const paroleUncached = await startServer({ host: '127.0.0.1', port: 0, searchCacheEntries: 0 });
const likeDb = await Database.open(loadConfig().databasePath, { readonly: true });

const copies = new Map<string, { identity: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>();
for (const path of CHAPTER_PATHS) {
  const json = await (await fetch(`${parole.url}${path}`)).text();
  copies.set(path, {
    identity: new TextEncoder().encode(json),
    gzip: new Uint8Array(gzipSync(json, { level: constants.Z_BEST_COMPRESSION })),
  });
}

const bareApp = new Hono();
bareApp.get('/bare', (c) => c.json({ ok: true }));
bareApp.get('/copy/*', (c) => {
  const copy = copies.get(c.req.path.slice('/copy'.length));
  if (!copy) return c.notFound();
  const gzipped = acceptsGzip(c.req.header('Accept-Encoding'));
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (gzipped) c.header('Content-Encoding', 'gzip');
  return c.body(gzipped ? copy.gzip : copy.identity);
});
addLikeBaseline(bareApp, likeDb, '/like/rechercher');
const bare = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: bareApp.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
});
const { port } = bare.address() as AddressInfo;

console.log(JSON.stringify({ parole: parole.url, paroleUncached: paroleUncached.url, bare: `http://127.0.0.1:${port}` }));

process.once('SIGTERM', () => {
  bare.close();
  Promise.all([parole.close(), paroleUncached.close(), likeDb.close()]).then(() => process.exit(0));
});
