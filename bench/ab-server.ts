/**
 * One server of bench/ab.ts, in a process of its own (so that /proc counts
 * its CPU alone): `node --import tsx bench/ab-server.ts <source>` starts the
 * real server of `source` (a folder holding server.ts, as packages/api/src)
 * on a free port of 127.0.0.1, its state in a temporary folder;
 * `… bench/ab-server.ts copy <url> <path>…` starts a bare Hono app (no
 * middleware) answering `GET /answer/{i}` with a copy (status, bytes,
 * every header) of what `url` answered to the i-th path, asked with the
 * JSON headers of a browser or, for a path ending in ` identity`, with none.
 * Prints one JSON line { url }, then serves until SIGTERM.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../packages/api/src/config.js';
import { wireAnswer, type Wire } from './lib.js';
import { BROWSER_ENCODING } from './copies.js';

/** What a browser sends for JSON (Chromium's values). */
const BROWSER_JSON = { 'accept-encoding': BROWSER_ENCODING, accept: 'application/json' };

const [mode, ...rest] = process.argv.slice(2);

if (mode === 'copy') {
  const [base, ...paths] = rest;
  const copies: Wire[] = [];
  for (const entry of paths) {
    const [p, coding] = entry.split(' ');
    copies.push(await wireAnswer(`${base}${p}`, coding === 'identity' ? {} : BROWSER_JSON));
  }
  const app = new Hono();
  app.get('/answer/:id', (c) => {
    const copy = copies[Number(c.req.param('id'))];
    return copy ? new Response(copy.body, { status: copy.status, headers: copy.headers }) : c.notFound();
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const { startServer } = (await import(path.resolve(REPO_ROOT, mode, 'server.ts'))) as typeof import('../packages/server/src/server.js');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parole-ab-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, stateDatabasePath: path.join(dir, 'state.sqlite') });
  process.send!({ url: server.url });
  process.once('SIGTERM', () => {
    void server.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
