/**
 * A mixed load: CLIENTS clients at once for BENCH_MIXED_SECONDS (60 by
 * default) against the production server (the built site: `npm run build`
 * first), each doing one thing after another, drawn by weight (MIX): read a
 * chapter, open a page of the site, search (kept answers and never-asked
 * ones), the plan's day, the themes, the word cloud, listen (cached audio,
 * whole or a range), play a whole game, log in. Games and logins chain
 * their requests (Node's `http`, bench/game-client.ts); every client keeps
 * its connection alive, as a browser does.
 *
 * Reported per family: actions, requests, p50/p99 of its requests, errors
 * (a refused connection, an unexpected status) and 5xx; overall requests per
 * second. Target: no error and no 5xx at all.
 *
 * The game creation limit per address (GAME_CREATION_LIMIT) is raised by
 * bench/servers.ts (every client is 127.0.0.1); the logins are successes of
 * the accounts bench/servers.ts makes, about one action in 200 (argon2id
 * costs tens of milliseconds of CPU: a site's logins are rare next to its
 * reads). The server counts every login per client address
 * (LOGIN_ADDRESS_WINDOW, accounts/throttle.ts: 60 per 10 minutes, then 429)
 * and its limits are left as they are: the logins leave from loopback
 * addresses of their own, a new one every 60 logins (newLoopbackAddress),
 * as the logins of many people would reach it.
 */
import { BOOKS } from '@parole/bible';
import { BENCH_PASSWORD, BENCH_USERS, count, ms, percentile, processCpuMicros, requireBuild, type Suite } from '../lib.js';
import { LOGIN_ADDRESS_WINDOW } from '../../packages/api/src/accounts/throttle.js';
import { newLoopbackAddress, playGame, send, target, Visitor, type Answer, type Target } from '../game-client.js';
import { CHAPTER_PATHS } from './chapter.js';
import { BROWSER_ENCODING, type Family } from '../copies.js';
import { AUDIO_PATHS, PAGE_PATHS, PLAN_PATHS, warmUp, WORD_CLOUD_PATHS } from './endpoints.js';
import { searchPaths } from './search.js';

export const CLIENTS = 100;
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS) || 60;

const JSON_HEADERS = { 'accept-encoding': BROWSER_ENCODING, accept: 'application/json' };
const PAGE_HEADERS = { 'accept-encoding': BROWSER_ENCODING };
const MEDIA_HEADERS = { 'accept-encoding': 'identity;q=1, *;q=0' };

/** Words of the never-asked searches: two of them, a book and a mode drawn at random (about 200,000 combinations). */
const WORDS = [
  'amour', 'paix', 'joie', 'foi', 'grâce', 'vérité', 'vie', 'mort', 'roi', 'peuple', 'maison', 'père', 'fils', 'fille', 'frère',
  'terre', 'ciel', 'eau', 'feu', 'pain', 'vin', 'sang', 'cœur', 'main', 'parole', 'loi', 'temple', 'prophète', 'ange', 'esprit',
  'lumière', 'nuit', 'jour', 'montagne', 'mer', 'chemin', 'berger', 'brebis', 'sagesse', 'gloire',
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

interface Stats {
  actions: number;
  requests: number;
  latencies: number[];
  errors: number;
  serverErrors: number;
  /** The first few problems, for the report. */
  problems: string[];
}

/** What one action of a family does; it reports each request it made through `count`. */
type Action = (base: string, count: (answer: Answer, what: string) => void) => Promise<void>;

/** A GET of one of `paths`, expected 200 (206 with a range). */
const getOne =
  (paths: () => string, headers: Readonly<Record<string, string>>): Action =>
  async (base, count) => {
    const p = paths();
    count(await send(base, 'GET', p, undefined, headers), `GET ${p}`);
  };

/** The families of the mix and their weights (actions per 1,000). */
function mix(themePaths: readonly string[]): { name: string; weight: number; action: Action; writes?: true }[] {
  const cached = searchPaths();
  // Where the next login leaves from: a loopback address of its own until it has made the logins the server allows one address.
  let loginsFrom: Target | undefined;
  let loginsLeft = 0;
  const loginTarget = (base: string): Target => {
    if (loginsFrom === undefined || loginsLeft === 0) {
      loginsFrom = target(base, undefined, newLoopbackAddress());
      loginsLeft = LOGIN_ADDRESS_WINDOW.limit;
    }
    loginsLeft--;
    return loginsFrom;
  };
  return [
    { name: 'reading (`GET /api/lire/{id}/{chap}`)', weight: 340, action: getOne(() => pick(CHAPTER_PATHS), JSON_HEADERS) },
    { name: 'site pages (rendered HTML)', weight: 60, action: getOne(() => pick(PAGE_PATHS), PAGE_HEADERS) },
    { name: 'search, kept answers', weight: 120, action: getOne(() => pick(cached), JSON_HEADERS) },
    {
      name: 'search, never asked before',
      weight: 60,
      action: getOne(
        () => `/api/rechercher/${encodeURIComponent(`${pick(WORDS)} ${pick(WORDS)}`)}/${pick(BOOKS).id}/${pick(['exa', 'nex'])}`,
        JSON_HEADERS,
      ),
    },
    { name: 'plan day (`/api/bible1an/{m}/{d}`)', weight: 100, action: getOne(() => pick(PLAN_PATHS), JSON_HEADERS) },
    { name: 'themes (list and theme)', weight: 80, action: getOne(() => (Math.random() < 0.3 ? '/api/theme' : pick(themePaths)), JSON_HEADERS) },
    { name: 'word cloud', weight: 60, action: getOne(() => pick(WORD_CLOUD_PATHS), JSON_HEADERS) },
    {
      name: 'audio from the cache (whole or a range)',
      weight: 80,
      action: (base, count) =>
        getOne(() => pick(AUDIO_PATHS), Math.random() < 0.5 ? MEDIA_HEADERS : { ...MEDIA_HEADERS, range: 'bytes=4096-20479' })(base, count),
    },
    {
      name: 'whole games (new game, first verse, 10 answers)',
      weight: 15,
      writes: true,
      action: async (base, count) => {
        await playGame(base, `Mix${Math.floor(Math.random() * 1e8)}`.slice(0, 12), { onCall: ({ step, answer }) => count(answer, step) });
      },
    },
    {
      name: 'logins (anti-forgery cookie, then `POST /api/login`)',
      weight: 5,
      writes: true,
      action: async (base, count) => {
        const visitor = new Visitor(loginTarget(base), JSON_HEADERS);
        count(await visitor.request('GET', '/sanctum/csrf-cookie'), 'GET /sanctum/csrf-cookie');
        count(await visitor.login(pick(BENCH_USERS), BENCH_PASSWORD), 'POST /api/login');
      },
    },
  ];
}

export const mixedSuite: Suite = {
  name: 'mixed',
  title: 'Mixed load',
  async run({ servers }) {
    requireBuild();
    const base = servers.parole;
    const themes = JSON.parse((await send(base, 'GET', '/api/theme')).body) as { themes: { id: number }[] };
    const families = mix(themes.themes.map((t) => `/api/theme/${t.id}`));
    // Audio made and cached, pages rendered, kept searches asked once: "from the cache" is true from the first second.
    const warm: Family[] = [
      { name: 'audio', what: '', paths: AUDIO_PATHS, headers: MEDIA_HEADERS },
      { name: 'pages', what: '', paths: PAGE_PATHS, headers: PAGE_HEADERS },
      { name: 'search', what: '', paths: searchPaths(), headers: JSON_HEADERS },
    ];
    await warmUp(base, warm);

    const stats = new Map<string, Stats>(families.map((f) => [f.name, { actions: 0, requests: 0, latencies: [], errors: 0, serverErrors: 0, problems: [] }]));
    const total = families.reduce((n, f) => n + f.weight, 0);
    const draw = () => {
      let r = Math.random() * total;
      for (const f of families) if ((r -= f.weight) < 0) return f;
      return families[families.length - 1];
    };

    const cpuBefore = processCpuMicros(servers.pid);
    const started = performance.now();
    const end = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          const family = draw();
          const s = stats.get(family.name)!;
          s.actions++;
          const note = (problem: string) => {
            if (s.problems.length < 3) s.problems.push(problem);
          };
          let counted = false;
          try {
            await family.action(base, (answer, what) => {
              s.requests++;
              s.latencies.push(answer.ms);
              if (answer.status >= 500) s.serverErrors++;
              if (![200, 204, 206].includes(answer.status)) {
                s.errors++;
                counted = true;
                note(`${what}: ${answer.status} ${answer.body.slice(0, 80)}`);
              }
            });
          } catch (err) {
            // A connection error, or a game whose answers did not add up; a refused request is counted already.
            if (!counted) {
              s.errors++;
              note((err as Error).message.slice(0, 120));
            }
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = processCpuMicros(servers.pid);

    const all = [...stats.values()];
    const requests = all.reduce((n, s) => n + s.requests, 0);
    const errors = all.reduce((n, s) => n + s.errors, 0);
    const serverErrors = all.reduce((n, s) => n + s.serverErrors, 0);
    const passed = errors === 0 && serverErrors === 0;
    const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? `; the servers' process used ${((cpuAfter - cpuBefore) / 1e6 / seconds).toFixed(2)} cores on average, ${((cpuAfter - cpuBefore) / requests).toFixed(0)} µs per request` : '';
    // The reads and searches alone: the mixed load before games and logins joined it
    // (its p99 was 200 ms when uncached searches ran on the event loop, issue 15).
    const reads = families.filter((f) => !f.writes);
    const readStats = reads.map((f) => stats.get(f.name)!);
    const readLatencies = readStats.flatMap((s) => s.latencies);
    const problems = families.flatMap((f) => stats.get(f.name)!.problems.map((p) => `- ${f.name}: ${p}`));
    const markdown = [
      `${CLIENTS} clients at once for ${SECONDS} s (BENCH_MIXED_SECONDS), each doing one action after another, drawn by weight; keep-alive HTTP on 127.0.0.1 (Node's \`http\`), the production build served by the real server. ` +
        "JSON and pages asked with a browser's Accept-Encoding. Cached audio, rendered pages and the kept searches were asked once before. " +
        'Latency: each request\'s round trip, body read. Games: GAME_CREATION_LIMIT raised (every client is 127.0.0.1); logins: successes of 8 accounts made beforehand, about 1 action in 200 (argon2id costs tens of ms of CPU each: a site\'s logins are rare next to its reads).',
      '',
      '| Family | weight (‰ of actions) | actions | requests | p50 (ms) | p99 (ms) | errors | 5xx |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...families.map((f) => {
        const s = stats.get(f.name)!;
        return `| ${f.name} | ${f.weight} | ${count(s.actions)} | ${count(s.requests)} | ${ms(percentile(s.latencies, 50))} | ${ms(percentile(s.latencies, 99))} | ${s.errors} | ${s.serverErrors} |`;
      }),
      `| reads and searches (every family above but games and logins) | ${reads.reduce((n, f) => n + f.weight, 0)} | ${count(readStats.reduce((n, s) => n + s.actions, 0))} | ${count(readStats.reduce((n, s) => n + s.requests, 0))} | ${ms(percentile(readLatencies, 50))} | ${ms(percentile(readLatencies, 99))} | ${readStats.reduce((n, s) => n + s.errors, 0)} | ${readStats.reduce((n, s) => n + s.serverErrors, 0)} |`,
      `| **all** | 1000 | ${count(all.reduce((n, s) => n + s.actions, 0))} | ${count(requests)} | ${ms(percentile(all.flatMap((s) => s.latencies), 50))} | ${ms(percentile(all.flatMap((s) => s.latencies), 99))} | ${errors} | ${serverErrors} |`,
      '',
      `**${count(requests / seconds)} requests per second overall**${cpu}. **Errors: ${errors}, 5xx: ${serverErrors}** (target: none: ${passed ? 'met' : 'NOT met'}).`,
      '',
      `Reads and searches alone, the families of the mixed load when issue 15 was filed (its p99 was then 200 ms, from uncached searches on the event loop): p50 ${ms(percentile(readLatencies, 50))} ms, p99 ${ms(percentile(readLatencies, 99))} ms. ` +
        "Whole games and logins are writes: each game is 12 requests in a row with a database write per answer, each login an argon2id hash (tens of ms of CPU), so they weigh on the overall p99 out of proportion to their share of the actions.",
      ...(problems.length > 0 ? ['', 'First problems seen:', '', ...problems] : []),
      '',
      'Run alone: `npm run build && npm run bench -- mixed` (`BENCH_MIXED_SECONDS=10` for a quick look).',
    ].join('\n');
    return { markdown, passed };
  },
};
