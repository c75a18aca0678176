/**
 * Hostile input, generated (issue 15): at least 10,000 requests built from a
 * seeded random source (random paths, parameters and encodings, overlong
 * and binary strings, FTS syntax, SQL fragments, HTML and script payloads,
 * every method, oversized and malformed bodies) sent to every route of the
 * app through app.request(), then a few hundred raw requests over TCP to the
 * real server for what a Request cannot express (broken percent-encoding,
 * wrong Content-Length, binary bodies, huge headers).
 *
 * For every answer: no 5xx, no crash, none costing a second of CPU (CPU
 * time, not time elapsed: issue 48), none hanging; every
 * refusal a JSON `{ message }` of the contract's REFUSALS (status and message); no HTML page reflecting
 * a payload's markup unescaped; and the state database unchanged except by
 * the valid calls (docs/security.md, "Hostile input", says which).
 *
 * Replay a failure with its seed: FUZZ_SEED=<seed> FUZZ_COUNT=<n> npx vitest run --project api tests/api/fuzz.test.ts
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededRandom, type Random } from '@parole/bible';
import { providerOf } from '../../packages/api/src/app.js';
import { loadConfig } from '../../packages/api/src/config.js';
import type { Database } from '../../packages/api/src/db/sqlite.js';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { createLogger } from '../../packages/api/src/log.js';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';
import { antiForgeryHeaders, logIn, type LoggedIn, type TestApp } from '../../packages/api/src/testing.js';
import { openTestServerApp } from '../../packages/server/src/testing.js';
import { isContractRefusal } from '../support/refusals.js';

const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const RAW_COUNT = Math.max(300, Math.round(COUNT / 25));
/**
 * A request may cost at most this much of the process's CPU (user and
 * system, every thread), answer read whole: a catastrophic regular
 * expression or a runaway loop costs seconds. CPU time, not the time
 * elapsed, which another job on the machine can stretch (issue 48).
 */
const COSTLY_CPU_MS = 1_000;
/** How long a raw request that announces more body than it sends is given: the server waits for the rest, as it should. */
const CLIENT_STALL_MS = 2_000;
/** A raw request neither answered nor closed in this time is a hang, however busy the machine. */
const HANG_MS = 15_000;
const REPLAY = `(replay: FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT})`;

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');


/** Markup that must never come back unescaped in an HTML page. */
const MARKUP = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "'><iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '</title><script>alert(1)</script>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

/** Hand-picked hostile values: FTS syntax, SQL, markup, encodings, numbers, traversal. */
const PAYLOADS = [
  ...MARKUP,
  // FTS5 syntax
  '"amour',
  'amour*',
  '*',
  'NEAR(amour dieu, 2)',
  'amour AND OR NOT',
  'NOT',
  '^amour',
  '{texte}:amour',
  'texte:amour',
  '(((((',
  ')',
  '"" OR ""',
  'a"b"c',
  '-amour',
  '+',
  // SQL fragments
  "' OR 1=1 --",
  "'; DROP TABLE games; --",
  '1; DELETE FROM users',
  "%' UNION SELECT name, password_hash FROM users --",
  '1 OR 1=1',
  "Robert'); DROP TABLE sessions;--",
  '\\',
  '`',
  // numbers
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  '99999999999999999999999999999',
  'NaN',
  'Infinity',
  '0x7fffffff',
  '1.5',
  '43',
  '3',
  '16-18',
  '1,3-5',
  '3.mp3',
  '3.png',
  // lists of passages: in their one form, in others (sent to it), over the bounds
  '43.3.16-18;19.23',
  '43.3.016',
  '43.3.18-16;43.3.16',
  '19.119.1-999',
  `19.119.${Array(128).fill('1-999').join(',')}`,
  // traversal and encodings
  '..',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%ff',
  '%C0%AE',
  '%252e%252e',
  '%E0%A4%A',
  '%',
  '%%',
  '?',
  '#',
  ';',
  'index.html',
  '.env',
  // unicode
  'é',
  'Ésaïe',
  '\u202eevil',
  '\ufeff',
  '😀'.repeat(40),
  'ﷺ',
  '\u0000',
  '\r\nSet-Cookie: x=1',
  // the real values, so that some calls get past the first check
  'amour',
  'atnt',
  'nex',
  'ex',
  'nt',
  'at',
  'Marie',
  'gpt-4o-mini',
];

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'FOO'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route: the API's endpoints, its files, the share images, the site's pages and the rest the server answers. */
const TEMPLATES = [
  '/api/lire/:a/:b',
  '/api/print/:a/:b',
  '/api/rechercher/:a/:b/:c',
  '/api/bible1an/:a/:b',
  '/api/tagcloud',
  '/api/tagcloud/:a',
  '/api/theme',
  '/api/theme/:a',
  '/api/jeu',
  '/api/jeu/partie/:a',
  '/api/jouefirst',
  '/api/joue',
  '/api/partie/:a',
  '/api/hors-ligne',
  '/api/passages/:a',
  '/api/references/:a/:b/:c',
  '/api/references-livre/:a',
  '/api/parallele/:a/:b',
  '/api/info',
  '/api/login',
  '/api/logout',
  '/api/oairequest',
  '/sanctum/csrf-cookie',
  '/mp3/:a/:b',
  '/partage/:a/:b',
  '/partage/:a/:b/:c',
  '/partage/parole.png',
  '/img/themes/:a',
  '/sitemap.xml',
  '/robots.txt',
  '/',
  '/select',
  '/lire/:a/:b/:c',
  '/lire/:a',
  '/rechercher/:a/:b/:c',
  '/bible1an/:a/:b',
  '/theme/:a',
  '/jeu',
  '/joue/:a',
  '/partie/:a',
  '/tagcloud/:a',
  '/aide',
  '/login',
  '/print/:a/:b',
  '/widgets/:a',
  '/assets/:a',
  '/:a',
  '/:a/:b/:c',
  '/api/:a',
];

/** The body fields of the write endpoints, by wire name. */
const BODY_FIELDS = ['pseudo', 'partie', 'jeton', 'essai', 'livre', 'name', 'password', 'id', 'chap', 'pre', 'maxtokens', 'model'];

/** Valid bodies of the write calls (the AI call's, the fuzz user's login, a game's call without its secret). */
const VALID_BODIES: Record<string, Array<Record<string, unknown>>> = {
  '/api/oairequest': [
    { id: 43, chap: 3, pre: 'Explique ce chapitre', maxtokens: 100 },
    { id: 19, chap: 0, pre: 'Résume ce livre', maxtokens: 50, model: loadConfig().ai.defaultModel },
  ],
  '/api/login': [{ name: 'Fuzz', password: 'pas le bon mot de passe' }],
  '/api/jouefirst': [{ pseudo: 'Quelqu1', partie: 1, jeton: 'x'.repeat(43) }],
  '/api/joue': [{ pseudo: 'Quelqu1', partie: 1, jeton: 'x'.repeat(43), essai: 1, livre: 43 }],
};
/** The write calls: sent with POST more often than the others, so that their bodies get checked. */
const WRITE_TEMPLATES = new Set(Object.keys(VALID_BODIES));

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, max: number) => Math.floor(random() * max);

/** A random string: short or overlong, of ASCII, letters with accents, control characters, emoji, lone surrogates. */
function randomString(random: Random): string {
  const length = pick(random, [0, 1, 2, 5, 12, 40, 300, 3_000, 12_000]);
  const classes = [
    () => String.fromCharCode(32 + int(random, 95)),
    () => pick(random, [...'éèàçùôÉÀœ«»’ ']),
    () => String.fromCharCode(int(random, 32)),
    () => String.fromCodePoint(0x1f600 + int(random, 80)),
    () => String.fromCharCode(0xd800 + int(random, 0x800)), // a lone surrogate
    () => String.fromCharCode(0x80 + int(random, 0x780)),
  ];
  const chosen = pick(random, classes);
  const mixed = random() < 0.5;
  let out = '';
  for (let i = 0; i < length; i++) out += (mixed ? pick(random, classes) : chosen)();
  return out;
}

/** A value: a payload, a random string, or both joined. */
function randomValue(random: Random): string {
  const r = random();
  if (r < 0.55) return pick(random, PAYLOADS);
  if (r < 0.85) return randomString(random);
  return pick(random, PAYLOADS) + randomString(random) + pick(random, PAYLOADS);
}

/** Percent-encodes each UTF-8 byte of `text`; a lone surrogate becomes U+FFFD's bytes. */
const encodeBytes = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** One path segment, encoded one way or another (the URL parser encodes what is left raw). */
function encodeSegment(random: Random, value: string): string {
  const r = random();
  if (r < 0.45) return encodeBytes(value).replace(/%([0-9A-F]{2})/g, (m, hex: string) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(parseInt(hex, 16))) ? String.fromCharCode(parseInt(hex, 16)) : m));
  if (r < 0.7) return value.replace(/[/?#]/g, (c) => encodeBytes(c));
  if (r < 0.85) return encodeBytes(value);
  return encodeBytes(encodeBytes(value)); // double-encoded
}

interface Generated {
  method: string;
  url: string;
  template: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The markup payloads the request carries (looked for in an HTML answer). */
  markup: string[];
  who: 'anonymous' | 'token' | 'user';
}

/** A body for a write: valid-shaped JSON with hostile values, broken JSON, another type, oversized, binary. */
function randomBody(random: Random, template: string, markup: string[]): { body: string | Uint8Array; type: string } {
  const r = random();
  if (r < (WRITE_TEMPLATES.has(template) ? 0.5 : 0.2)) {
    // A valid body of one of the write calls with one field made hostile, so that the call gets past the first checks.
    const doc: Record<string, unknown> = { ...pick(random, VALID_BODIES[template] ?? Object.values(VALID_BODIES).flat()) };
    const field = pick(random, Object.keys(doc));
    const v = randomValue(random);
    if (MARKUP.includes(v)) markup.push(v);
    if (random() < 0.8) doc[field] = v;
    return { body: JSON.stringify(doc), type: 'application/json' };
  }
  if (r < 0.5) {
    const doc: Record<string, unknown> = {};
    for (const field of BODY_FIELDS) {
      if (random() < 0.6) {
        const v = randomValue(random);
        if (MARKUP.includes(v)) markup.push(v);
        doc[field] = pick(random, [v, v, Number(v) || int(random, 100), null, true, [v], { v }, -1, 1e308]);
      }
    }
    return { body: JSON.stringify(doc), type: pick(random, ['application/json', 'application/json', 'application/json; charset=UTF-8', 'text/plain', '']) };
  }
  if (r < 0.62) return { body: pick(random, ['{', '{"pseudo":', '[]', 'null', '"x"', '1', 'true', '{"__proto__":{"x":1}}', '{"a":1,"a":2}', '', '\u0000']), type: 'application/json' };
  if (r < 0.7) return { body: '['.repeat(20_000) + ']'.repeat(20_000), type: 'application/json' };
  if (r < 0.78) return { body: JSON.stringify({ pre: 'x'.repeat(300_000), pseudo: 'y'.repeat(300_000) }), type: 'application/json' };
  if (r < 0.86) return { body: `pseudo=${encodeBytes(randomValue(random))}&partie=1&jeton=x`, type: 'application/x-www-form-urlencoded' };
  if (r < 0.92) return { body: '--x\r\nContent-Disposition: form-data; name="pseudo"\r\n\r\n<script>\r\n--x', type: pick(random, ['multipart/form-data; boundary=x', 'multipart/form-data']) };
  const bytes = new Uint8Array(pick(random, [1, 100, 5_000, 70_000]));
  for (let i = 0; i < bytes.length; i++) bytes[i] = int(random, 256);
  return { body: bytes, type: pick(random, ['application/octet-stream', 'application/json', 'image/png']) };
}

function generate(random: Random): Generated {
  const template = pick(random, TEMPLATES);
  const method = WRITE_TEMPLATES.has(template) && random() < 0.6 ? 'POST' : pick(random, METHODS);
  const markup: string[] = [];
  let url = template.replace(/:([abc])/g, () => {
    const v = randomValue(random);
    if (MARKUP.includes(v)) markup.push(v);
    return encodeSegment(random, v);
  });
  if (random() < 0.3) {
    const params = Array.from({ length: 1 + int(random, 3) }, () => {
      const v = randomValue(random);
      if (MARKUP.includes(v)) markup.push(v);
      return `${pick(random, ['annee', 'q', 'x', 'page', '__proto__', 'annee[]', ''])}=${encodeSegment(random, v)}`;
    });
    url += `?${params.join('&')}`;
  }
  if (random() < 0.03) url += `/${'a/'.repeat(int(random, 500))}`;
  const headers: Record<string, string> = {};
  const who = pick(random, ['anonymous', 'anonymous', 'token', 'user', 'user'] as const);
  let body: string | Uint8Array | undefined;
  if (WRITE_METHODS.has(method) || (method === 'GET' && random() < 0.05)) {
    const made = randomBody(random, template, markup);
    if (method !== 'GET') body = made.body;
    if (made.type) headers['Content-Type'] = made.type;
  }
  if (random() < 0.15) headers['Accept-Encoding'] = pick(random, ['br', 'gzip', 'zstd', '*', 'identity;q=0', 'gzip;q=abc, br;q=-1']);
  if (random() < 0.1) headers.Range = pick(random, ['bytes=0-', 'bytes=-1', 'bytes=99999999-', 'bytes=5-1', 'bytes=a-b', 'bytes=0-1,2-3,4-5']);
  if (random() < 0.1) headers.Origin = pick(random, ['https://evil.example', 'null', 'http://127.0.0.1', '']);
  if (random() < 0.05) headers['If-None-Match'] = pick(random, ['*', '"x"', 'W/"', '"'.repeat(300)]);
  if (random() < 0.05) headers.Cookie = pick(random, ['parole_session=abc', 'XSRF-TOKEN=%ff', '=;;=', 'a'.repeat(4000)]);
  if (random() < 0.05) headers['X-Forwarded-For'] = pick(random, ['1.2.3.4', 'not an address', '::1, 2001:db8::1']);
  return { method, url, template, headers, body, markup, who };
}

/** Snapshots of the state tables, row by row as JSON (blobs as hex). */
async function snapshot(state: Database): Promise<Record<string, string[]>> {
  const tables = ['games', 'rounds', 'rate_limits', 'users', 'sessions', 'server_keys', 'ai_usage'];
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await state.query<Record<string, unknown>>(`SELECT * FROM ${table}`);
    out[table] = rows
      .map((row) => JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v)))
      .sort();
  }
  return out;
}

let t: TestApp;
let provider: AiStandIn;
let webRoot: string;
let user: LoggedIn;
let anonymousToken: Record<string, string>;

beforeAll(async () => {
  provider = await startAiStandIn();
  // A site build of one page (the repository's index.html), so that the pages' heads are rendered from the hostile paths.
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'parole-fuzz-web-'));
  await writeFile(path.join(webRoot, 'index.html'), await readFile(path.join(REPO_ROOT, 'packages/host/index.html'), 'utf8'));
  const base = loadConfig();
  const ai = { ...base.ai, baseURL: provider.baseURL, apiKey: 'fuzz-key' };
  t = await openTestServerApp({ webRoot, ai, siteUrl: 'https://parole.example.org' }, {}, {}, { provider: providerOf(ai) });
  user = await logIn(t, 'Fuzz');
  anonymousToken = await antiForgeryHeaders(t.app);
  // The whole Bible for offline reading is assembled and compressed once, on its first request (seconds of
  // a core on a busy machine): a cold cost of the route, not of any input, which the time limit is not about.
  expect((await t.app.request('/api/hors-ligne')).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** Milliseconds of this process's CPU (user and system, every thread) since `since`. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

/** Checks one answer; the failure names the request and the seed. */
async function check(res: Response, cpuSince: NodeJS.CpuUsage, what: string, markup: string[]): Promise<void> {
  expect(res.status, `${what} ${REPLAY}`).toBeLessThan(500);
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const cpuMs = cpuMsSince(cpuSince);
  expect(cpuMs, `${what} cost ${Math.round(cpuMs)} ms of CPU ${REPLAY}`).toBeLessThan(COSTLY_CPU_MS);
  if (res.status >= 400 && text !== '') {
    expect(type, `${what} ${REPLAY}`).toMatch(/^application\/json/);
    const { message } = JSON.parse(text) as { message: unknown };
    expect(typeof message, `${what} ${REPLAY}`).toBe('string');
    expect(isContractRefusal(res.status, message as string), `${what}: ${res.status} ${String(message)} ${REPLAY}`).toBe(true);
  }
  if (type.startsWith('text/html')) {
    for (const m of markup) expect(text.includes(m), `${what} reflects ${m} unescaped ${REPLAY}`).toBe(false);
  }
  if (res.status >= 300 && res.status < 400 && res.status !== 304) {
    // A redirect (a list of passages to its one form) leads to a path of this site that answers without another one.
    const location = res.headers.get('location') ?? '';
    expect(location, `${what} ${REPLAY}`).toMatch(/^\/[^/]/);
    const next = await t.app.request(location);
    expect(next.status, `${what} → ${location} ${REPLAY}`).toBe(200);
  }
}

describe(`hostile input, generated (seed ${SEED})`, () => {
  it(`answers ${COUNT} generated requests to every route without a 5xx, a crash or a costly answer, and leaves the state as only valid calls change it`, async () => {
    // A game of someone else's, to aim the game calls at (with wrong secrets).
    const game = (await (await t.app.request('/api/jeu/partie/Quelqu1')).json()) as { partie: number };
    const before = await snapshot(t.state);
    const random = seededRandom(SEED);
    const createdGames = new Set<number>();
    let headCreations = 0;
    let logouts = 0;
    let aiAnswered = 0;
    const templatesHit = new Set<string>();
    const statuses = new Map<number, number>();
    for (let i = 0; i < COUNT; i++) {
      const g = generate(random);
      // Some game calls aimed at the real game, with its number but not its secret.
      if (g.template.includes('partie') && random() < 0.3) g.url = g.url.replace(/\/partie\/[^/?]*/, `/partie/${game.partie}`);
      // The fuzz user never logs out (the rest needs the session, and failed logins throttle logging in again): logout is sent anonymous or with a forged cookie.
      const ownLogout = g.method === 'DELETE' && g.url.startsWith('/api/logout') && g.headers.Cookie === undefined;
      const auth = g.who === 'user' && !ownLogout ? user.headers : g.who !== 'anonymous' ? anonymousToken : {};
      let request: Request;
      try {
        request = new Request(`http://localhost${g.url}`, {
          method: g.method,
          headers: { ...auth, ...g.headers },
          body: g.body as BodyInit | undefined,
        });
      } catch {
        continue; // Not a request a client can send (a header value the Fetch API refuses); the TCP part sends those.
      }
      templatesHit.add(g.template);
      const what = `#${i} ${g.method} ${g.url.slice(0, 200)} (${g.who})`;
      const cpuSince = process.cpuUsage();
      const res = await t.app.request(request);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // The valid calls, whose writes are expected.
      if (res.status === 200 && g.url.startsWith('/api/jeu/partie/')) {
        // Only GET starts a game: HEAD, which must change nothing, is refused (405).
        if (g.method === 'GET') createdGames.add(((await res.clone().json()) as { partie: number }).partie);
        else headCreations++;
      }
      if (res.status === 204 && g.method === 'DELETE' && g.url.startsWith('/api/logout') && auth === user.headers) logouts++;
      if (res.status === 200 && g.url.startsWith('/api/oairequest')) aiAnswered++;
      await check(res, cpuSince, what, g.markup);
    }
    expect(templatesHit.size, 'every route template was tried').toBe(TEMPLATES.length);
    // The fuzz reached past the first checks: some answers, some refusals of each kind.
    for (const status of [200, 400, 403, 404]) expect(statuses.get(status) ?? 0, `status ${status} ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);

    const after = await snapshot(t.state);
    const added = (table: string) => after[table].filter((row) => !before[table].includes(row));
    const removed = (table: string) => before[table].filter((row) => !after[table].includes(row));
    // Games: only those the valid creations answered, with their rounds; every other game untouched.
    expect(removed('games'), REPLAY).toEqual([]);
    const newGames = new Set(added('games').map((row) => (JSON.parse(row) as { id: number }).id));
    expect(headCreations, REPLAY).toBe(0);
    expect(newGames.size, REPLAY).toBe(createdGames.size);
    for (const id of createdGames) expect(newGames.has(id), `game ${id} ${REPLAY}`).toBe(true);
    expect(removed('rounds'), REPLAY).toEqual([]);
    for (const row of added('rounds')) expect(newGames.has((JSON.parse(row) as { game_id: number }).game_id), `${row} ${REPLAY}`).toBe(true);
    // Rate limits: only the counters of game creations and login attempts (counting is what they are for).
    for (const row of [...added('rate_limits'), ...removed('rate_limits')]) expect(row, REPLAY).toMatch(/^\{"key":"(newGame|login-account|login-address|login-window) /);
    // Accounts: no user made or changed; the fuzz user's session only seen (last_seen_at).
    expect(after.users, REPLAY).toEqual(before.users);
    expect(after.server_keys, REPLAY).toEqual(before.server_keys);
    const sessionKeys = (rows: string[]) => rows.map((row) => { const { last_seen_at: _, ...rest } = JSON.parse(row) as Record<string, unknown>; return JSON.stringify(rest); });
    expect(logouts, 'the fuzz user is never logged out').toBe(0);
    expect(sessionKeys(after.sessions), REPLAY).toEqual(sessionKeys(before.sessions));
    // AI usage: only the fuzz user's, and only if some AI call was answered.
    if (aiAnswered === 0) expect(after.ai_usage, REPLAY).toEqual(before.ai_usage);
    for (const row of added('ai_usage')) expect((JSON.parse(row) as { user_id: number }).user_id, REPLAY).toBe(user.id);
    console.info(`fuzz seed ${SEED}: ${COUNT} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${createdGames.size + headCreations} games created, ${aiAnswered} AI answers, ${logouts} logouts`);
  }, 240_000);
});

describe(`hostile input over TCP (seed ${SEED})`, () => {
  let server: RunningServer;
  let stateDir: string;
  // What the server logs as an internal error, also for a request whose client has gone (no status to see):
  // its log's lines at warn and above (JSON lines, packages/api/src/log.ts), and anything written to console.error.
  const errors = vi.spyOn(console, 'error');
  const logged: string[] = [];
  beforeAll(async () => {
    stateDir = await mkdtemp(path.join(os.tmpdir(), 'parole-fuzz-tcp-'));
    server = await startServer(
      {
        host: '127.0.0.1',
        port: 0,
        webRoot,
        widgetsRoot: '/nonexistent/parole/widgets',
        stateDatabasePath: path.join(stateDir, 'state.sqlite'),
        searchWorkers: 0,
      },
      { log: createLogger({ level: 'warn', destination: { write: (line) => void logged.push(line) } }) },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(stateDir, { recursive: true, force: true });
    // Once closed, no request is left to fail: nothing the server logged as an error, during the requests or at the end.
    expect(errors.mock.calls.map((call) => String(call[0])), REPLAY).toEqual([]);
    expect(logged, REPLAY).toEqual([]);
    errors.mockRestore();
  });

  /** Sends `bytes` on a new connection and reads until the server closes it or answers (the status line is enough). */
  function raw(bytes: Buffer, head: boolean, waitMs: number): Promise<{ status: number | null; text: string; timedOut: boolean; cpuMs: number }> {
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const cpuSince = process.cpuUsage();
      let timedOut = false;
      const socket = net.connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      const done = () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
        resolve({ status: match ? Number(match[1]) : null, text, timedOut, cpuMs: cpuMsSince(cpuSince) });
      };
      socket.setTimeout(waitMs, () => {
        timedOut = true;
        socket.destroy();
        done();
      });
      socket.on('data', (chunk) => {
        chunks.push(chunk);
        // One answer read whole (its headers and the body's length): no need to wait for the close.
        const text = Buffer.concat(chunks).toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        const length = /\r\ncontent-length: (\d+)/i.exec(text);
        if (end >= 0 && (head || /^HTTP\/1\.[01] (204|304)/.test(text) || (length && chunks.reduce((n, c) => n + c.length, 0) >= end + 4 + Number(length[1])))) {
          socket.destroy();
          done();
        }
      });
      socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? done() : reject(err)));
      socket.on('close', done);
      socket.write(bytes, () => socket.end());
    });
  }

  it(`answers ${RAW_COUNT} raw requests (broken encodings, wrong lengths, binary bodies, huge headers) without a 5xx, a costly answer or a hang`, async () => {
    const random = seededRandom(SEED ^ 0x5eed);
    const statuses = new Map<string, number>();
    for (let i = 0; i < RAW_COUNT; i++) {
      const template = pick(random, TEMPLATES.filter((t) => !t.startsWith('/mp3')));
      const target = template.replace(/:([abc])/g, () =>
        pick(random, ['%', '%E0%A4%A', '%zz', '%C3', '%ff%fe', '%00', '..%2f', encodeBytes(randomValue(random)), 'é', '<script>', '\u00ff', 'a b']),
      );
      const method = pick(random, [...METHODS, 'GET', 'POST', 'TRACE', 'CONNECT', 'get', 'G\u00c9T']);
      const bodyBytes = Buffer.alloc(pick(random, [0, 0, 10, 1_000, 80_000]));
      for (let b = 0; b < bodyBytes.length; b++) bodyBytes[b] = int(random, 256);
      const lines = [`${method} ${target} ${pick(random, ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1 x'])}`, 'Host: 127.0.0.1'];
      const kind = int(random, 8);
      if (kind === 0) lines.push(`Content-Length: ${bodyBytes.length + 50}`); // announces more than it sends
      else if (kind === 1) lines.push('Content-Length: -5');
      else if (kind === 2) lines.push('Content-Length: abc', 'Transfer-Encoding: chunked');
      else if (kind === 3) lines.push(`X-Big: ${'a'.repeat(pick(random, [9_000, 20_000, 70_000]))}`);
      else if (kind === 4) lines.push('Transfer-Encoding: chunked');
      else if (kind === 5) lines.push(`Content-Length: ${bodyBytes.length}`, `Cookie: XSRF-TOKEN=${'%'.repeat(50)}`, 'X-XSRF-TOKEN: %%%');
      else if (kind === 6) lines.push(`Content-Length: ${bodyBytes.length}`, 'Content-Type: application/json; charset=utf-16', 'X-Requested-With: XMLHttpRequest');
      else lines.push(`Content-Length: ${bodyBytes.length}`, `Accept-Encoding: ${'gzip, '.repeat(1000)}`);
      const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
      const chunked = kind === 4 ? Buffer.from(pick(random, ['zz\r\nabc\r\n0\r\n\r\n', `${bodyBytes.length.toString(16)}\r\n`, '5\r\nabc\r\n0\r\n\r\n']), 'latin1') : Buffer.alloc(0);
      // A request that announces more body than it sends waits for the server's request timeout: given up on, it is the client's.
      const stalls = kind === 0 || kind === 4;
      const res = await raw(Buffer.concat([head, chunked, bodyBytes]), method === 'HEAD', stalls ? CLIENT_STALL_MS : HANG_MS);
      const what = `raw #${i} ${method} ${target.slice(0, 120)} (kind ${kind})`;
      statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
      // Node's parser may refuse before the app (400, 413, 431) or close the connection; the app answers below 500.
      if (res.status !== null) expect(res.status, `${what} ${REPLAY}`).toBeLessThan(500);
      if (!stalls) expect(res.timedOut, `${what}: neither answered nor closed in ${HANG_MS} ms ${REPLAY}`).toBe(false);
      expect(res.cpuMs, `${what} cost ${Math.round(res.cpuMs)} ms of CPU ${REPLAY}`).toBeLessThan(COSTLY_CPU_MS);
      if (res.status !== null && res.status >= 400 && /content-type: application\/json/i.test(res.text)) {
        const start = res.text.indexOf('\r\n\r\n') + 4;
        const length = /\r\ncontent-length: (\d+)/i.exec(res.text);
        if (length && !/^HEAD/.test(method)) {
          const body = res.text.slice(start, start + Number(length[1]));
          const { message } = JSON.parse(Buffer.from(body, 'latin1').toString('utf8')) as { message: string };
          expect(isContractRefusal(res.status, message), `${what}: ${res.status} ${message} ${REPLAY}`).toBe(true);
        }
      }
    }
    // Still serving after all of it.
    const info = await fetch(`${server.url}/api/info`);
    expect(info.status).toBe(200);
    expect(statuses.size, JSON.stringify([...statuses])).toBeGreaterThan(1);
    console.info(`fuzz over TCP, seed ${SEED}: ${RAW_COUNT} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 240_000);
});
