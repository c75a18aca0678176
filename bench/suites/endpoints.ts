/**
 * Every endpoint family against a bare copy of its own answers.
 *
 * For each cached read family (chapter, print, cached search, the chapter
 * and the cached search in Darby (issue 41), plan day,
 * theme list, theme, word cloud, cross references, cached audio whole and by
 * range, share image, widget loader), the real server's answers to the family's requests
 * are recorded by the bare Hono app (bench/servers.ts, `POST /record`):
 * status, bytes and every header. autocannon (10 connections) then loads the
 * real endpoint and the bare route answering those copies from memory
 * (`GET /answer/{id}`), one after the other, three rounds over every family
 * (bench/copies.ts, the one instrument of every suite's ratio: issue 48).
 * CPU ratio = the copy's server CPU per request ÷ the family's, the median
 * of the rounds': what the endpoint's own code costs beyond writing the
 * same bytes with the same headers; target (issues 26 and 48): ≥ 90% for
 * every cached read of the API's contract (the `contract` families:
 * chapter, print, kept search, plan day, theme list, theme, word cloud,
 * cross references). The req/s ratio is written beside it, without a
 * target: it moves by ±15 points from run to run on two shared cores. The
 * suite writes the verdict family
 * by family; why the contract's reads cost what they do, and what issue 26
 * took off, is kept by hand in docs/performance.md ("Where the contract's
 * cost went (kept by hand)"), after this suite's section.
 *
 * The site's pages are no cached read: each answer carries a fresh nonce
 * and is compressed for itself (packages/pages' page.ts, docs/decisions/host.md
 * "Content-Security-Policy"), so a copy of one answer, which skips that
 * work, is no fair baseline. Their baseline is a bare route doing the same
 * per-answer work (bench/servers.ts, `POST /record-page`, `GET /page/{id}`:
 * the page's bytes cut at their nonce, a new nonce, the same compression
 * with packages/pages' page.ts's own functions); their ratio is reported apart,
 * "per-answer work", outside the target.
 *
 * Write families (a new game, whole games, a login) are measured too, with
 * no ratio and no target: their req/s, latency and server CPU per request.
 * The server counts every login per client address (LOGIN_ADDRESS_WINDOW,
 * accounts/throttle.ts: 60 per 10 minutes, then 429), and its limits are
 * left as they are: each login client sends from a loopback address of its
 * own (newLoopbackAddress, bench/game-client.ts), a new one once it has made
 * that many logins, as the logins of many people would reach it. The games'
 * limit per address is the one the servers raise through their own setting
 * (GAME_CREATION_LIMIT, bench/servers.ts).
 */
import { BOOKS, DEFAULT_WORD_CLOUD_SCOPE, hasChapter, readingNumbering } from '@parole/bible';
import { LOGIN_ADDRESS_WINDOW } from '../../packages/api/src/accounts/throttle.js';
import { againstCopies, BROWSER_ENCODING, CPU_TARGET, type AgainstCopy, type Family } from '../copies.js';
import { BENCH_PASSWORD, BENCH_USERS, count, load, percent, percentile, processCpuMicros, requireBuild, type LoadResult, type Servers, type Suite } from '../lib.js';
import { CALLS_PER_GAME, expectOk, newLoopbackAddress, playGame, send, target, Visitor } from '../game-client.js';
import { CHAPTER_FAMILY, CHAPTER_PATHS } from './chapter.js';
import { searchPaths } from './search.js';


/** Measured seconds of each autocannon run (after 1 s of warm-up); ENDPOINTS_SECONDS to change. */
const SECONDS = Number(process.env.ENDPOINTS_SECONDS) || 3;
/** Rounds over every family and its copy; ENDPOINTS_ROUNDS to change. */
const ROUNDS = Number(process.env.ENDPOINTS_ROUNDS) || 3;

/** Short chapters whose audio is made before the measures (a synthesis each; the cache then serves them). */
export const AUDIO_PATHS = ['/mp3/19/117.mp3', '/mp3/19/134.mp3', '/mp3/19/131.mp3', '/mp3/19/133.mp3'] as const;
/** The byte range an `<audio>` element asks when it seeks (16 KB from the first KB). */
const AUDIO_RANGE = 'bytes=1024-17407';

/** One day out of twelve of the year, so the mix of short and long readings is the plan's own. */
export const PLAN_PATHS: readonly string[] = Array.from({ length: 31 }, (_, i) => `/api/bible1an/${1 + (i % 12)}/${1 + ((i * 7) % 28)}`);

/** The three testaments' scopes and every sixth book. */
export const WORD_CLOUD_PATHS: readonly string[] = [
  `/api/tagcloud/${DEFAULT_WORD_CLOUD_SCOPE}`,
  '/api/tagcloud/atnt',
  '/api/tagcloud/at',
  ...BOOKS.filter((_, i) => i % 6 === 0).map((b) => `/api/tagcloud/${b.id}`),
];

/**
 * Verses with few and many cross references (issue 43), at the default limit
 * and a reader's « Voir plus » (100), one in Darby: what the reader's panel asks.
 */
export const CROSS_REFERENCE_PATHS: readonly string[] = [
  '/api/references/43/3/16',
  '/api/references/43/3/16?limite=100',
  '/api/references/1/1/1',
  '/api/references/19/23/1',
  '/api/references/19/51/12',
  '/api/references/44/24/25?limite=100',
  '/api/references/45/8/28',
  '/api/references/66/21/4',
  '/api/references/1/32/1?traduction=darby',
  '/api/references/40/5/22',
];

/**
 * The same reads in Darby (issue 41: cached reads of any translation within
 * the CPU ratio of Segond's): the chapters of CHAPTER_PATHS that Darby has,
 * in its numbering, and the kept searches, each with `?traduction=darby`.
 */
export const DARBY_CHAPTER_PATHS: readonly string[] = CHAPTER_PATHS.filter((p) => {
  const [book, chapter] = p.split('/').slice(-2).map(Number);
  return hasChapter(readingNumbering('darby'), book, chapter);
}).map((p) => `${p}?traduction=darby`);

export const SHARE_IMAGE_PATHS = ['/partage/43/3.png', '/partage/19/23.png', '/partage/43/3/16.png', '/partage/parole.png'] as const;

export const PAGE_PATHS = ['/lire/43/3', '/lire/19/23', '/rechercher/lumi%C3%A8re/atnt/nex', '/bible1an/1/1', '/'] as const;

/** The theme ids of the real server (GET /api/theme). */
async function themePaths(base: string): Promise<string[]> {
  const list = await send(base, 'GET', '/api/theme');
  expectOk(list, 'GET /api/theme');
  return (JSON.parse(list.body) as { themes: { id: number }[] }).themes.map((t) => `/api/theme/${t.id}`);
}

/** The read families, with the paths they ask. */
export async function readFamilies(base: string): Promise<Family[]> {
  const json = { 'accept-encoding': BROWSER_ENCODING, accept: 'application/json' };
  const browser = { 'accept-encoding': BROWSER_ENCODING };
  // Chromium asks media without compression, and a range from the first request on.
  const media = { 'accept-encoding': 'identity;q=1, *;q=0' };
  return [
    CHAPTER_FAMILY,
    { name: 'print', what: '`GET /api/print/{id}/{chap}`', paths: CHAPTER_PATHS.map((p) => p.replace('/api/lire/', '/api/print/')), headers: json, contract: true },
    { name: 'chapter (Darby)', what: '`GET /api/lire/{id}/{chap}?traduction=darby`', paths: DARBY_CHAPTER_PATHS, headers: json, contract: true },
    { name: 'search (cached)', what: '`GET /api/rechercher/…`, answers kept', paths: searchPaths(), headers: json, contract: true },
    { name: 'search (cached, Darby)', what: '`GET /api/rechercher/…?traduction=darby`, answers kept', paths: searchPaths().map((p) => `${p}?traduction=darby`), headers: json, contract: true },
    { name: 'plan day', what: '`GET /api/bible1an/{m}/{d}`', paths: PLAN_PATHS, headers: json, contract: true },
    { name: 'theme list', what: '`GET /api/theme`', paths: ['/api/theme'], headers: json, contract: true },
    { name: 'theme', what: '`GET /api/theme/{id}`', paths: await themePaths(base), headers: json, contract: true },
    { name: 'word cloud', what: '`GET /api/tagcloud/{scope}`', paths: WORD_CLOUD_PATHS, headers: json, contract: true },
    { name: 'cross references', what: '`GET /api/references/{id}/{chap}/{verset}`', paths: CROSS_REFERENCE_PATHS, headers: json, contract: true },
    { name: 'audio (cached, whole)', what: '`GET /mp3/{id}/{chap}.mp3`', paths: AUDIO_PATHS, headers: media },
    { name: 'audio (cached, range)', what: `\`GET /mp3/{id}/{chap}.mp3\`, \`Range: ${AUDIO_RANGE}\``, paths: AUDIO_PATHS, headers: { ...media, range: AUDIO_RANGE } },
    { name: 'share image', what: '`GET /partage/….png` (drawn)', paths: SHARE_IMAGE_PATHS, headers: browser },
    { name: 'site page', what: '`GET /lire/43/3`, `/rechercher/…`, `/bible1an/1/1`, `/` (rendered HTML)', paths: PAGE_PATHS, headers: browser, perAnswer: true },
    { name: 'widget loader', what: '`GET /widgets/parole-widgets.js`', paths: ['/widgets/parole-widgets.js'], headers: browser },
  ];
}

/**
 * Asks every path of the families once (audio made and cached, images
 * drawn, searches kept, pages rendered), twice for the audio: its first
 * request is a synthesis streamed while made, the next one the file.
 */
export async function warmUp(base: string, families: readonly Family[]): Promise<void> {
  for (const family of families) {
    for (const path of family.paths) {
      const first = await send(base, 'GET', path, undefined, family.headers);
      if (first.status >= 300) throw new Error(`${path} answered ${first.status}: ${first.body.slice(0, 200)}`);
    }
  }
  // The synthesis's file is complete a moment after its last byte was sent.
  for (const path of AUDIO_PATHS) {
    for (let tries = 0; ; tries++) {
      const again = await send(base, 'GET', path);
      if (again.headers['x-parole-audio'] === 'cache') break;
      if (tries === 50) throw new Error(`${path}: expected the cache, got ${String(again.headers['x-parole-audio'])}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A closed loop of `clients` clients, each running `step` again and again for `seconds`. */
async function closedLoop(
  label: string,
  serverPid: number,
  clients: number,
  seconds: number,
  setup: (client: number) => Promise<(latencies: number[]) => Promise<number>>,
): Promise<LoadResult> {
  const steps = await Promise.all(Array.from({ length: clients }, (_, i) => setup(i)));
  const latencies: number[] = [];
  let requests = 0;
  const cpuBefore = processCpuMicros(serverPid);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    steps.map(async (step) => {
      while (performance.now() < end) {
        // Not `requests += await step(…)`: that reads `requests` before the await, and the other clients' requests meanwhile would be lost.
        const made = await step(latencies);
        requests += made;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMicros(serverPid);
  return {
    label,
    rps: requests / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    serverMicros: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / requests : undefined,
  };
}

/** The write families: new games (autocannon), whole games and logins (chained requests, Node's http); `addresses`: the login clients' addresses, how many. */
async function writeFamilies(servers: Servers): Promise<{ results: LoadResult[]; addresses: number }> {
  const base = servers.parole;
  const newGame = await load({
    label: '`GET /api/jeu/partie/{pseudo}` (a new game)',
    url: base,
    paths: ['/api/jeu/partie/Banc'],
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    duration: SECONDS,
    serverPid: servers.pid,
  });
  let games = 0;
  const wholeGames = await closedLoop(
    `whole games (a new game, the first verse, 10 \`POST /api/joue\`), per request`,
    servers.pid,
    10,
    SECONDS,
    async (client) => async (latencies) => {
      await playGame(base, `Banc${client}-${games++}`.slice(0, 12), { onCall: ({ answer }) => latencies.push(answer.ms) });
      return CALLS_PER_GAME;
    },
  );
  // Each client from a loopback address of its own, a new one (a new connection) once it made the logins the server allows one address per window.
  let addresses = 0;
  const login = await closedLoop('`POST /api/login` (argon2id), a success each', servers.pid, 10, SECONDS, async (client) => {
    const to = target(base, undefined, newLoopbackAddress());
    addresses++;
    const visitor = new Visitor(to);
    const name = BENCH_USERS[client % BENCH_USERS.length];
    let fromAddress = 0;
    const logIn = async () => {
      if (fromAddress === LOGIN_ADDRESS_WINDOW.limit) {
        to.agent.destroy();
        to.agent = target(base, undefined, newLoopbackAddress()).agent;
        addresses++;
        fromAddress = 0;
      }
      fromAddress++;
      const answer = await visitor.login(name, BENCH_PASSWORD);
      expectOk(answer, 'POST /api/login');
      return answer;
    };
    await logIn();
    return async (latencies) => {
      latencies.push((await logIn()).ms);
      return 1;
    };
  });
  return { results: [newGame, wholeGames, login], addresses };
}

const micros = (r: LoadResult) => (r.serverMicros === undefined ? '–' : r.serverMicros.toFixed(1));

export const endpointsSuite: Suite = {
  name: 'endpoints',
  title: 'Every endpoint family against a bare copy of its answers',
  async run({ servers }) {
    requireBuild(); // the site's pages and the widget loader
    // ENDPOINTS_FAMILIES='chapter;theme' (names of the table) measures only those, and no write family: for a quick look.
    const only = process.env.ENDPOINTS_FAMILIES?.split(';').map((n) => n.trim());
    const families = (await readFamilies(servers.parole)).filter((f) => !only || only.includes(f.name));
    await warmUp(servers.parole, families);
    const rows = (await againstCopies(servers, families, { seconds: SECONDS, rounds: ROUNDS })).map((row) => ({
      ...row,
      cpuMet: row.cpuRatio === undefined || row.cpuRatio >= CPU_TARGET,
    }));
    const { results: writes, addresses } = only ? { results: [], addresses: 0 } : await writeFamilies(servers);
    type Row = (typeof rows)[number];
    const cached = rows.filter((r) => !r.family.perAnswer);
    const perAnswer = rows.filter((r) => r.family.perAnswer);
    const contract = cached.filter((r) => r.family.contract);
    const cpuMissed = contract.filter((r) => !r.cpuMet);
    const passed = cpuMissed.length === 0;
    const cpuOf = (r: Row) => `${r.family.name} ${r.cpuRatio === undefined ? 'not measured' : percent(r.cpuRatio)}`;
    const cpuList = (list: readonly Row[]) => (list.length === 0 ? 'none' : list.map(cpuOf).join(', '));
    const outside = cached.filter((r) => !r.family.contract);
    const cells = ({ family, real, bare, ratio, cpuRatio }: AgainstCopy) =>
      `| ${family.name} | ${family.what}, ${family.paths.length} path${family.paths.length > 1 ? 's' : ''} | ${count(real.rps)} | ${real.p50} | ${real.p99} | ${micros(real)} | ${count(bare.rps)} | ${micros(bare)} | ${percent(ratio)} | **${cpuRatio === undefined ? '–' : percent(cpuRatio)}** |`;
    const head = (baseline: string, last = '') => [
      `| Family | requests | req/s | p50 (ms) | p99 (ms) | server CPU per request (µs) | ${baseline} req/s | ${baseline} CPU (µs) | ratio (req/s) | CPU ratio |${last && ` ${last} |`}`,
      `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|${last && '---|'}`,
    ];
    const markdown = [
      `autocannon, 10 connections, 1 s warm-up then ${SECONDS} s per run; every family and its baseline one right after the other (which goes first alternates), ${ROUNDS} rounds over all of them. ` +
        'req/s, latency and CPU: the round of the median CPU per request of each; "CPU ratio": the median over the rounds of the baseline\'s server CPU per request ÷ the family\'s, measured back to back (the target\'s measure, the one of every suite: `bench/copies.ts`); ' +
        '"ratio (req/s)": the same for requests per second, which moves by ±15 points from run to run on two shared cores (no target). ' +
        "Requests carry a browser's Accept-Encoding (`" +
        BROWSER_ENCODING +
        '`), the audio Chromium\'s for media. "Bare copy": a bare Hono route (no middleware) answering, from memory, the bytes and every header the real server answered to the same requests (recorded just before). ' +
        'Server CPU: user + system time of the servers\' process per request, search and audio threads included.',
      '',
      ...(cached.length > 0
        ? [...head('bare copy', `CPU ≥ ${percent(CPU_TARGET)}`), ...cached.map((r) => `${cells(r)} ${!r.family.contract ? '–' : r.cpuMet ? 'met' : 'NOT met'} |`), '']
        : []),
      ...(cached.length > 0
        ? [
            (contract.length === 0
                ? ''
                : `**CPU ratio, target ≥ ${percent(CPU_TARGET)} of the bare copy's server CPU per request for every cached read family of the API's contract (issues 26 and 48): ` +
                  (cpuMissed.length === 0
                    ? `met by each**: ${cpuList(contract)}.`
                    : `NOT met by ${cpuList(cpuMissed)}**; met by ${cpuList(contract.filter((r) => r.cpuMet))}.`)) +
              (outside.length === 0 ? '' : ` Outside that target (answers the contract does not make: audio files, images, the loader script): ${cpuList(outside)}.`) +
              ` Where the contract's cost went (issue 26) and what remains of it: [below](#where-the-contracts-cost-went-kept-by-hand).`,
            '',
          ]
        : []),
      ...(perAnswer.length > 0
        ? [
            '**Per-answer work** (no target): a site page is no cached read. Each answer carries a fresh nonce in its page and its Content-Security-Policy and is compressed for itself ' +
              '(brotli 5 or gzip 6, [decisions/host.md](decisions/host.md#content-security-policy)), so a copy of one answer would leave that work out of the baseline. ' +
              'Its baseline is a bare Hono route doing the same work per request: the real page\'s bytes (recorded just before, cut where its nonce goes), a new random nonce in them and in the policy, ' +
              "compressed in the coding the request accepts with `packages/pages`' `page.ts`'s own functions (`newNonce`, `pageWithNonce`, `pickCoding`, `compressPage`). " +
              'The ratio is what routing, the middleware and finding the kept page cost beyond that work.',
            '',
            ...head('per-answer baseline'),
            ...perAnswer.map(cells),
            '',
          ]
        : []),
      '**Write families** (no target; 10 connections, one run of ' +
        SECONDS +
        " s; games and logins chain their requests over Node's `http`, 10 clients in a closed loop). A whole game is " +
        `${CALLS_PER_GAME} requests (its new game among them); its CPU is per request, the game's CPU divided by its ${CALLS_PER_GAME} requests:`,
      '',
      '| Family | req/s | p50 (ms) | p99 (ms) | server CPU per request (µs) |',
      '|---|---:|---:|---:|---:|',
      ...writes.map((r) => `| ${r.label} | ${count(r.rps)} | ${r.p50} | ${r.p99} | ${micros(r)} |`),
      '',
      ...(writes.length > 0
        ? [
            `The server counts every login per client address, right or wrong (\`LOGIN_ADDRESS_WINDOW\`, \`accounts/throttle.ts\`: ${LOGIN_ADDRESS_WINDOW.limit} per ${LOGIN_ADDRESS_WINDOW.windowMs / 60_000} minutes, then 429), and keeps that limit here: ` +
              `each login client sends from a loopback address of its own (127.1.x.y: Linux answers all of 127.0.0.0/8), a new one on a new connection once it made ${LOGIN_ADDRESS_WINDOW.limit} logins, ` +
              `as many people's logins reach a server (${addresses} addresses in this run; every login a success, none refused). ` +
              'The games (a new game each) come from 127.0.0.1, under a game creation limit raised by the servers\' own setting (`GAME_CREATION_LIMIT`, `bench/servers.ts`).',
            '',
          ]
        : []),
      'How each cached family answers (prepared once, answered from memory with its entity tag): [decisions/api.md](decisions/api.md#performance). ' +
        'Run alone: `npm run build && npm run bench -- endpoints` (`ENDPOINTS_SECONDS=5` for longer runs).',
    ].join('\n');
    return { markdown, passed };
  },
};
