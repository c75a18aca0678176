/**
 * The server's CPU per request without the network: the real app behind
 * @hono/node-server's own request listener (getRequestListener), fed
 * requests on sockets that write nowhere, against a bare Hono app answering
 * copies of the same answers (same status, bytes and headers) the same way.
 * No load generator, no TCP: what is left is our code, Hono's and
 * @hono/node-server's, so differences of a microsecond show where the
 * loopback benchmarks (endpoints, chapter) bury them under the kernel's and
 * the client's work. What it leaves out of the server: its count of
 * requests in flight (server.ts), which wraps the app's fetch. Used to
 * compare two versions of the server's front door (issue 46): the code
 * before, a copy of packages/api/src three folders below the repository's
 * root, so that it finds the database where the server does (`mkdir -p
 * tmp/before && git archive <commit> packages/api/src | tar -x -C
 * tmp/before --strip-components=2`, then `tmp/before/src`). Not a suite of
 * bench/run.ts: it writes no section of docs/performance.md.
 *
 * `npx tsx bench/in-process.ts [rounds] [requests] [families] [source…]`:
 * each family on each source (a folder holding testing.ts, packages/api/src
 * by default) and on the copy, in turn, `rounds` times, `requests` requests
 * each (after as many discarded); prints the median µs per request of each
 * and the CPU ratios.
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import http from 'node:http';
import { Duplex } from 'node:stream';
import path from 'node:path';
import { REPO_ROOT } from '../packages/api/src/config.js';
import { CHAPTER_PATHS } from './suites/chapter.js';
import { searchPaths } from './suites/search.js';
import { CROSS_REFERENCE_PATHS, PLAN_PATHS, WORD_CLOUD_PATHS } from './suites/endpoints.js';

const ROUNDS = Number(process.argv[2]) || 7;
const REQUESTS = Number(process.argv[3]) || 20_000;
/** The families to measure ('chapter;search (cached)'), all when empty. */
const FAMILIES = process.argv[4] ? process.argv[4].split(';') : undefined;

/** A socket that takes every write and keeps nothing. */
class NullSocket extends Duplex {
  remoteAddress = '127.0.0.1';
  remotePort = 40000;
  remoteFamily = 'IPv4';
  encrypted = false;
  override _read(): void {}
  override _write(_chunk: unknown, _encoding: unknown, callback: () => void): void {
    callback();
  }
  override _writev(_chunks: unknown, callback: () => void): void {
    callback();
  }
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
}

type Listener = (incoming: http.IncomingMessage, outgoing: http.ServerResponse) => Promise<void>;

/** One request through `listener` on `socket`; resolves when its answer is written. */
function send(listener: Listener, socket: NullSocket, path: string, headers: Record<string, string>): Promise<void> {
  const incoming = new http.IncomingMessage(socket as never);
  incoming.method = 'GET';
  incoming.url = path;
  incoming.httpVersion = '1.1';
  incoming.httpVersionMajor = 1;
  incoming.httpVersionMinor = 1;
  incoming.headers = { host: '127.0.0.1:3000', ...headers };
  incoming.rawHeaders = Object.entries(incoming.headers).flatMap(([name, value]) => [name, String(value)]);
  incoming.push(null);
  incoming.complete = true;
  const outgoing = new http.ServerResponse(incoming);
  outgoing.assignSocket(socket as never);
  return new Promise((resolve) => {
    outgoing.once('finish', () => {
      outgoing.detachSocket(socket as never);
      resolve();
    });
    void listener(incoming, outgoing);
  });
}

/** Ten sockets: ten requests at a time, as the loopback suites' ten connections. */
const SOCKETS = Array.from({ length: 10 }, () => new NullSocket());

/** CPU µs per request of `count` requests over `paths` in turn, 10 at a time. */
async function measure(listener: Listener, paths: readonly string[], headers: Record<string, string>, count: number): Promise<number> {
  const run = async (n: number) => {
    let next = 0;
    await Promise.all(
      SOCKETS.map(async (socket) => {
        while (next < n) {
          const path = paths[next++ % paths.length];
          await send(listener, socket, path, headers);
        }
      }),
    );
  };
  await run(count);
  const before = process.cpuUsage();
  await run(count);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

/** The servers' sources to compare (each a folder holding testing.ts), the copy's baseline beside them. */
const SOURCES = process.argv.slice(5).length > 0 ? process.argv.slice(5) : ['packages/api/src'];
const apps = await Promise.all(
  SOURCES.map(async (source) => {
    const testing = (await import(path.resolve(REPO_ROOT, source, 'testing.ts'))) as typeof import('../packages/api/src/testing.js');
    return { source, t: await testing.openTestApp() };
  }),
);
const json = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
const families: Array<{ name: string; paths: readonly string[] }> = [
  { name: 'chapter', paths: CHAPTER_PATHS },
  { name: 'search (cached)', paths: searchPaths() },
  { name: 'plan day', paths: PLAN_PATHS },
  { name: 'word cloud', paths: WORD_CLOUD_PATHS },
  { name: 'theme list', paths: ['/api/theme'] },
  { name: 'cross references', paths: CROSS_REFERENCE_PATHS },
].filter((f) => !FAMILIES || FAMILIES.includes(f.name));

// The first source's answers, recorded, answered by a bare app from memory.
const bare = new Hono();
const copies: Array<{ status: number; body: Uint8Array; headers: Record<string, string> }> = [];
bare.get('/answer/:id', (c) => {
  const copy = copies[Number(c.req.param('id'))];
  return new Response(copy.body as BodyInit, { status: copy.status, headers: copy.headers });
});
const copy = getRequestListener(bare.fetch) as Listener;
const copyPaths = new Map<string, string[]>();
for (const family of families) {
  const ids: string[] = [];
  for (const path of family.paths) {
    for (const { t } of apps) await t.app.request(path, { headers: json });
    const res = await apps[0].t.app.request(path, { headers: json });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    copies.push({ status: res.status, body: new Uint8Array(await res.arrayBuffer()), headers });
    ids.push(`/answer/${copies.length - 1}`);
  }
  copyPaths.set(family.name, ids);
}

const targets = [
  ...apps.map(({ source, t }) => ({ name: source, listener: getRequestListener(t.app.fetch) as Listener, copy: false })),
  { name: 'copy', listener: copy, copy: true },
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map(families.map((f) => [f.name, new Map(targets.map((target) => [target.name, [] as number[]]))]));
for (let round = 0; round < ROUNDS; round++) {
  for (const family of families) {
    // Each target in turn, the order turning round by round.
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + round) % targets.length];
      const paths = target.copy ? copyPaths.get(family.name)! : family.paths;
      results.get(family.name)!.get(target.name)!.push(await measure(target.listener, paths, json, REQUESTS));
    }
  }
}
console.log(`${ROUNDS} rounds of ${REQUESTS} requests; median µs of server CPU per request (user + system), and the copy's ÷ each (CPU ratio)`);
console.log(`| Family | ${targets.map((t) => t.name).join(' | ')} | ${apps.map((a) => `CPU ratio ${a.source}`).join(' | ')} |`);
console.log(`|---|${targets.map(() => '---:').join('|')}|${apps.map(() => '---:').join('|')}|`);
for (const [name, byTarget] of results) {
  const medians = targets.map((t) => median(byTarget.get(t.name)!));
  const copyMedian = medians[medians.length - 1];
  console.log(`| ${name} | ${medians.map((m) => m.toFixed(2)).join(' | ')} | ${medians.slice(0, -1).map((m) => `${((copyMedian / m) * 100).toFixed(0)}%`).join(' | ')} |`);
}
for (const { t } of apps) await t.close();
