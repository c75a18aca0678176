/**
 * The one instrument for a read against a bare copy of its own answers
 * (issue 48: "one CPU ratio"), used by every suite that gives a cached read
 * a ratio (endpoints, chapter, parallel):
 *
 * - the real server's answers to a family's requests are recorded by the
 *   bare Hono app (bench/servers.ts, `POST /record`): status, bytes and
 *   every header; a bare route (`GET /answer/{id}`, no middleware) then
 *   answers those copies from memory;
 * - autocannon loads the real endpoint and its copy one right after the
 *   other (which goes first alternates from round to round), `rounds`
 *   rounds;
 * - the verdict's measure is the server CPU per request (user + system
 *   time of the servers' process, every thread): the copy's ÷ the
 *   family's, the median of the rounds' ratios. req/s ratios move by ±15
 *   points from run to run on two shared cores; CPU per request much less.
 *   The req/s ratio is reported beside it, without a target.
 *
 * A family whose answers are each made for itself (the site's pages: a
 * fresh nonce, compressed per answer) is recorded as a page instead
 * (`POST /record-page`, `GET /page/{id}`): its baseline does that work too.
 */
import { load, median, processCpuMicros, type LoadResult, type Servers } from './lib.js';

/** What a browser sends (Chromium's value): JSON gzipped, pages and scripts in brotli. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** A family of requests: one endpoint, several paths in turn, the same request headers. */
export interface Family {
  name: string;
  /** What it asks, as the table shows it. */
  what: string;
  paths: readonly string[];
  headers: Readonly<Record<string, string>>;
  /**
   * True when each answer is made for itself (the site's pages: a fresh
   * nonce, compressed per answer): the baseline then does that work too,
   * and the family is outside the cached reads' target.
   */
  perAnswer?: boolean;
  /**
   * True for the cached reads of the API's contract (prepared JSON answers
   * under `/api/`): held to the CPU ratio's target (CPU_TARGET, issue 26).
   */
  contract?: boolean;
}

/** The contract's cached reads: the copy's server CPU per request ÷ the family's, at least (issues 26 and 48). */
export const CPU_TARGET = 0.9;

/** A family measured against its copy. */
export interface AgainstCopy {
  family: Family;
  /** The family's run of the median CPU per request (of the median req/s where the CPU is not known). */
  real: LoadResult;
  /** Its copy's, likewise. */
  bare: LoadResult;
  /** The median over the rounds of family req/s ÷ copy req/s, measured back to back. */
  ratio: number;
  /** The median over the rounds of the copy's server CPU per request ÷ the family's: the verdict's measure. */
  cpuRatio: number | undefined;
}

/**
 * Measures each family against a bare copy of its answers (recorded first),
 * `rounds` rounds of `seconds` per run.
 *
 * @example const [chapter] = await againstCopies(servers, [CHAPTER_FAMILY], { seconds: 3, rounds: 3 });
 */
export async function againstCopies(servers: Servers, families: readonly Family[], { seconds, rounds }: { seconds: number; rounds: number }): Promise<AgainstCopy[]> {
  const pairs: Array<[real: Parameters<typeof load>[0], bare: Parameters<typeof load>[0]]> = [];
  for (const family of families) {
    pairs.push([
      { label: family.name, url: servers.parole, paths: family.paths, headers: family.headers, duration: seconds, serverPid: servers.pid },
      { label: `${family.name}, bare copy`, url: servers.bare, paths: await record(servers, family), headers: family.headers, duration: seconds, serverPid: servers.pid },
    ]);
  }
  // The servers' process also starts search threads and warms audio threads: its CPU per request counts
  // all of it, so the first measure waits until the process is at rest (it read 806 µs for a 65 µs chapter).
  await untilIdle(servers.pid);
  const runs = pairs.map(() => ({ real: [] as LoadResult[], bare: [] as LoadResult[] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, [real, bare]] of pairs.entries()) {
      // Which of the pair goes first alternates, so that neither always follows the other family's load.
      if (round % 2 === 0) {
        runs[i].real.push(await load(real));
        runs[i].bare.push(await load(bare));
      } else {
        runs[i].bare.push(await load(bare));
        runs[i].real.push(await load(real));
      }
    }
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return families.map((family, i) => {
    const { real, bare } = runs[i];
    const cpuKnown = real.every((r) => r.serverMicros) && bare.every((r) => r.serverMicros);
    const byCpu = (list: LoadResult[]) => (cpuKnown ? median(list, (r) => r.serverMicros!) : median(list, (r) => r.rps));
    return {
      family,
      real: byCpu(real),
      bare: byCpu(bare),
      ratio: middle(real.map((r, round) => r.rps / bare[round].rps)),
      cpuRatio: cpuKnown ? middle(real.map((r, round) => bare[round].serverMicros! / r.serverMicros!)) : undefined,
    };
  });
}

/** Over this much CPU in a half second (5% of a core), a process is still busy with work of its own. */
const BUSY_MICROS = 25_000;

/**
 * Resolves once process `pid` spends under 5% of a core for half a second
 * (or after a minute, whatever it does): no work of its own (threads
 * starting, caches warming) counted in a measure's CPU per request.
 */
async function untilIdle(pid: number): Promise<void> {
  const end = Date.now() + 60_000;
  let before = processCpuMicros(pid);
  while (before !== undefined && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = processCpuMicros(pid)!;
    if (now - before < BUSY_MICROS) return;
    before = now;
  }
}

/**
 * The baselines of a family's answers on the bare app: the paths of its bare
 * copies (`GET /answer/{id}`), or for a per-answer family those of its
 * pages answered with the same per-answer work (`GET /page/{id}`).
 */
export async function record(servers: Servers, family: Family): Promise<string[]> {
  const ids: string[] = [];
  for (const path of family.paths) {
    const res = await fetch(`${servers.bare}${family.perAnswer ? '/record-page' : '/record'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, headers: family.headers }),
    });
    const { id, status, nonces } = (await res.json()) as { id: number; status: number; nonces?: number };
    if (status >= 300) throw new Error(`Recording ${path}: the real server answered ${status}`);
    if (family.perAnswer && !nonces) throw new Error(`Recording ${path}: no nonce in the page and its Content-Security-Policy`);
    ids.push(family.perAnswer ? `/page/${id}` : `/answer/${id}`);
    if (family.perAnswer) await expectSameButNonce(`${servers.parole}${path}`, `${servers.bare}/page/${id}`, family.headers);
  }
  return ids;
}

/**
 * Throws unless `baseline` answers what `real` does but for the nonce: the
 * same headers (the coding among them) and, decoded, the same page, each
 * with a nonce of its own.
 */
async function expectSameButNonce(real: string, baseline: string, headers: Readonly<Record<string, string>>): Promise<void> {
  const [a, b] = await Promise.all([real, baseline].map((url) => fetch(url, { headers })));
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const shown = async (res: Response) => {
    const nonce = nonceOf(res);
    const kept = [...res.headers].filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name));
    return { nonce, text: [...kept.map(([name, value]) => `${name}: ${value}`).sort(), await res.text()].join('\n').split(nonce).join('{nonce}') };
  };
  const [x, y] = await Promise.all([shown(a), shown(b)]);
  if (!x.nonce || !y.nonce || x.nonce === y.nonce || x.text !== y.text) throw new Error(`${baseline} does not answer as ${real} does but for its nonce`);
}
