/**
 * The servers under test, run in their own process so that the load
 * generator does not share their event loop:
 * - the real Parole server, its games in a temporary file and its limit of
 *   game creation raised for the quiz suite's players (all on 127.0.0.1);
 * - the same with its search answers never kept (SEARCH_CACHE_ENTRIES=0),
 *   so that every search is computed;
 * - the same with its searches on the event loop (SEARCH_WORKERS=0), as
 *   before the search threads (the stall suite);
 * - a bare Hono app (no middleware) answering `GET /bare` with a tiny JSON
 *   document — the ceiling of this machine, Node and Hono —,
 *   `GET /copy/api/lire/{id}/{chap}` with a byte-for-byte copy of the real
 *   chapter documents (gzip when accepted) and only their type and length:
 *   the ceiling for documents of that size, whatever the code around them
 *   (the copies with every header are `POST /record`'s, below); and
 *   `GET /like/rechercher/{word}/{filter}/{exact}`, the naive LIKE search
 *   (bench/like-baseline.ts) over its own connection to the same database;
 *   and, for any endpoint, `POST /record` {path, headers}, which asks the
 *   real server for `path` with those request headers and keeps its answer
 *   (status, bytes, every header), then `GET /answer/{id}` answering that
 *   copy from memory: the bare route of the endpoints suite;
 *   `POST /record-page` {path}, which keeps the real server's page (HTML,
 *   no compression) cut where its nonce goes, then `GET /page/{id}`
 *   answering it as packages/pages' page.ts answers a kept page: a fresh nonce in
 *   the page and its Content-Security-Policy, compressed per answer in the
 *   coding the request accepts, with packages/pages' page.ts's own functions — the
 *   endpoints suite's baseline for the site's pages, which are no cached
 *   read (docs/decisions/host.md#content-security-policy).
 *
 * The real server's state database (games, accounts) and its audio cache
 * are in a temporary folder; its accounts are BENCH_USERS, made before it
 * starts (the mixed suite's logins).
 * Sends its parent (over IPC) { parole, paroleUncached, paroleOnLoop, bare } with their
 * base URLs, then serves until SIGTERM.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../packages/api/src/config.js';
import { Database } from '../packages/api/src/db/sqlite.js';
import { startServer } from '../packages/server/src/server.js';
import { acceptsGzip } from '../packages/api/src/http.js';
import { compressPage, newNonce, pageWithNonce, pickCoding, type NoncedPage } from '../packages/pages/src/page.js';
import { argon2idHasher } from '../packages/api/src/accounts/passwords.js';
import { nameKey } from '../packages/api/src/accounts/policy.js';
import { createSqliteAccountStore } from '../packages/api/src/accounts/sqlite-store.js';
import { openStateDatabase } from '../packages/api/src/state/database.js';
import { addLikeBaseline } from './like-baseline.js';
import { BENCH_PASSWORD, BENCH_USERS, wireAnswer, type Wire } from './lib.js';
import { CHAPTER_PATHS } from './suites/chapter.js';

const gamesDir = mkdtempSync(path.join(os.tmpdir(), 'parole-bench-games-'));
// The game creation limit per address (GAME_CREATION_LIMIT) raised: every simulated player is on 127.0.0.1.
const games = (name: string) => ({ stateDatabasePath: path.join(gamesDir, `${name}.sqlite`), gameCreationLimit: 1_000_000 });

// The accounts the mixed suite logs in with, made as `npm run user -- add` would.
{
  const state = await openStateDatabase(games('parole').stateDatabasePath);
  const store = createSqliteAccountStore(state);
  const passwordHash = await argon2idHasher.hash(BENCH_PASSWORD);
  for (const name of BENCH_USERS) await store.addUser({ name, nameKey: nameKey(name), passwordHash, at: Date.now() });
  await state.close();
}
const audio = { ...loadConfig().audio, cacheDir: path.join(gamesDir, 'audio-cache') };
const parole = await startServer({ host: '127.0.0.1', port: 0, ...games('parole'), audio });
const paroleUncached = await startServer({ host: '127.0.0.1', port: 0, searchCacheEntries: 0, ...games('uncached') });
// Searches on the event loop, as before the search threads: the stall suite's comparison.
const paroleOnLoop = await startServer({ host: '127.0.0.1', port: 0, searchWorkers: 0, ...games('loop') });
const likeDb = await Database.open(loadConfig().databasePath, { readonly: true });

function wire(path: string, requestHeaders: string | Record<string, string>): Promise<Wire> {
  return wireAnswer(`${parole.url}${path}`, typeof requestHeaders === 'string' ? { 'accept-encoding': requestHeaders } : requestHeaders);
}

const copies = new Map<string, { identity: Wire; gzip: Wire }>();
for (const path of CHAPTER_PATHS) {
  copies.set(path, { identity: await wire(path, 'identity'), gzip: await wire(path, 'gzip') });
}

const bareApp = new Hono();
bareApp.get('/bare', (c) => c.json({ ok: true }));
bareApp.get('/copy/*', (c) => {
  const copy = copies.get(c.req.path.slice('/copy'.length));
  if (!copy) return c.notFound();
  const { body, headers } = acceptsGzip(c.req.header('Accept-Encoding')) ? copy.gzip : copy.identity;
  const type = { 'content-type': headers['content-type'], 'content-length': headers['content-length'] };
  return new Response(body, { headers: headers['content-encoding'] ? { ...type, 'content-encoding': 'gzip' } : type });
});
// Copies of any answer of the real server, recorded on demand (the endpoints suite), answered from memory.
const recorded: Wire[] = [];
bareApp.post('/record', async (c) => {
  const { path, headers } = await c.req.json<{ path: string; headers?: Record<string, string> }>();
  const answer = await wire(path, headers ?? {});
  recorded.push(answer);
  return c.json({ id: recorded.length - 1, status: answer.status, bytes: answer.body.byteLength, headers: answer.headers });
});
bareApp.get('/answer/:id', (c) => {
  const answer = recorded[Number(c.req.param('id'))];
  if (!answer) return c.notFound();
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
});
// Pages of the real server kept cut at their nonce, answered with the per-answer work of packages/pages' page.ts's sendPage.
const pages: Array<{ page: NoncedPage; policy: string[]; headers: Record<string, string> }> = [];
bareApp.post('/record-page', async (c) => {
  const { path } = await c.req.json<{ path: string }>();
  const answer = await wire(path, { 'accept-encoding': 'identity' });
  const policy = answer.headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (answer.status !== 200 || nonce === undefined) return c.json({ status: answer.status, nonces: 0 });
  const encoder = new TextEncoder();
  const pieces = new TextDecoder().decode(answer.body).split(nonce).map((piece) => encoder.encode(piece));
  const { 'content-length': _length, ...headers } = answer.headers;
  pages.push({ page: { pieces, length: pieces.reduce((n, p) => n + p.byteLength, 0) }, policy: policy.split(nonce), headers });
  return c.json({ id: pages.length - 1, status: answer.status, nonces: pieces.length - 1 });
});
bareApp.get('/page/:id', async (c) => {
  const kept = pages[Number(c.req.param('id'))];
  if (!kept) return c.notFound();
  const nonce = newNonce();
  const coding = pickCoding(c.req.header('accept-encoding'));
  const body = await compressPage(pageWithNonce(kept.page, nonce), coding);
  const headers = { ...kept.headers, 'content-security-policy': kept.policy.join(nonce), 'content-length': String(body.byteLength) };
  return new Response(body, { headers: coding === 'identity' ? headers : { ...headers, 'content-encoding': coding } });
});
addLikeBaseline(bareApp, likeDb, '/like/rechercher');
const bare = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: bareApp.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
});
const { port } = bare.address() as AddressInfo;

// To the bench over IPC (bench/lib.ts startBenchChild): stdout is the servers' log.
process.send!({ parole: parole.url, paroleUncached: paroleUncached.url, paroleOnLoop: paroleOnLoop.url, bare: `http://127.0.0.1:${port}` });

process.once('SIGTERM', () => {
  bare.close();
  Promise.all([parole.close(), paroleUncached.close(), paroleOnLoop.close(), likeDb.close()]).then(() => {
    rmSync(gamesDir, { recursive: true, force: true });
    process.exit(0);
  });
});
