/** Shared pieces of the benchmark suites: load runs, servers, Markdown. */
import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, REPO_ROOT } from '../packages/api/src/config.js';

export interface Servers {
  /** Base URL of the real Parole server. */
  parole: string;
  /** The same server with no search cache (SEARCH_CACHE_ENTRIES=0): every search is computed. */
  paroleUncached: string;
  /** The same server searching on its event loop (SEARCH_WORKERS=0), as before the search threads. */
  paroleOnLoop: string;
  /**
   * Base URL of the bare Hono app: GET /bare answers {"ok":true}, GET /copy/<chapter path> a copy
   * of that chapter, GET /like/rechercher/… the naive LIKE search (bench/like-baseline.ts).
   */
  bare: string;
  /** Process id of all of them (one process, bench/servers.ts). */
  pid: number;
}

/** The accounts of the real server (bench/servers.ts makes them before it starts), for the suites' logins. */
export const BENCH_USERS: readonly string[] = Array.from({ length: 8 }, (_, i) => `lecteur${i + 1}`);
/** Their password (the policy's 12 characters at least). */
export const BENCH_PASSWORD = 'banc-essai-parole-2026';

/** What every suite gets: the running servers. */
export interface BenchContext {
  servers: Servers;
}

/** A suite measures something and reports it as one section of docs/performance.md. */
export interface Suite {
  /** Short name, used to run one suite: `tsx bench/run.ts chapter`. */
  name: string;
  /** Section title in docs/performance.md ("Chapter endpoint"). */
  title: string;
  run(ctx: BenchContext): Promise<SuiteResult>;
}

export interface SuiteResult {
  /** Section body, in Markdown, without its title. */
  markdown: string;
  /** False when the suite's target is missed; the run then exits with status 1. */
  passed: boolean;
}

export interface LoadResult {
  label: string;
  /** Mean requests per second. */
  rps: number;
  p50: number;
  p99: number;
  /**
   * CPU time the servers' process spent per request during the measured
   * run (user + system, µs), where /proc tells it (Linux): what the answer
   * costs the server, whatever the load generator's own costs.
   */
  serverMicros?: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  /** Paths requested in turn by every connection; one path when omitted. */
  paths?: readonly string[];
  /** Request headers. */
  headers?: Readonly<Record<string, string>>;
  connections?: number;
  /** Measured seconds, after a discarded warm-up of `warmup` seconds. */
  duration?: number;
  warmup?: number;
  /** Process whose CPU time to report per request (LoadResult.serverMicros). */
  serverPid?: number;
}

/**
 * Loads each target in turn, `rounds` times over, and keeps for each the
 * round with the median rate. Other work on the machine comes and goes;
 * interleaving spreads it over all targets instead of penalising one.
 */
export async function compare(targets: readonly LoadOptions[], serverPid?: number, rounds = 3): Promise<LoadResult[]> {
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) runs[i].push(await load({ serverPid, ...target }));
  }
  return runs.map((r) => [...r].sort((a, b) => a.rps - b.rps)[Math.floor(r.length / 2)]);
}

function cannon({ url, paths, headers, connections }: LoadOptions, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { ...headers },
    requests: paths?.map((path) => ({ method: 'GET' as const, path })),
  });
}

/**
 * Loads `url` with autocannon: a warm-up run (discarded), then the measured
 * run. Throws when any response is not 2xx or a connection fails, so a broken
 * server cannot produce a flattering figure.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { label, connections = 10, duration = 5, warmup = 1, serverPid } = options;
  await cannon({ ...options, connections }, warmup);
  const cpuBefore = serverPid === undefined ? undefined : processCpuMicros(serverPid);
  const r = await cannon({ ...options, connections }, duration);
  const cpuAfter = serverPid === undefined ? undefined : processCpuMicros(serverPid);
  if (r.non2xx > 0 || r.errors > 0) {
    throw new Error(`${label}: ${r.non2xx} non-2xx responses and ${r.errors} errors during the run`);
  }
  const serverMicros =
    cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? (cpuAfter - cpuBefore) / r.requests.total
      : undefined;
  return { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, serverMicros };
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command name (which is in parentheses): state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14]. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used, in µs; undefined without /proc. */
export function processCpuMicros(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields && ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

/**
 * CPU time (user + system, µs) of a process and its descendants: the live
 * ones, and those it has waited for (nginx's workers, PostgreSQL's backends,
 * whose time goes to their parent when they end). Undefined without /proc.
 */
export function processTreeCpuMicros(pid: number): number | undefined {
  const own = statFields(pid);
  if (!own) return undefined;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), Number(entry)]);
  }
  const ticks = (fields: string[], waited: boolean) => Number(fields[11]) + Number(fields[12]) + (waited ? Number(fields[13]) + Number(fields[14]) : 0);
  let total = ticks(own, true);
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const child = pending.pop()!;
    const fields = statFields(child);
    if (fields) total += ticks(fields, true);
    pending.push(...(children.get(child) ?? []));
  }
  return (total * 1e6) / CLOCK_TICKS;
}

/**
 * The built site's index.html; throws when there is none: the suites that
 * load the site's pages need `npm run build` first.
 */
export function requireBuild(): string {
  const index = path.join(loadConfig().webRoot, 'index.html');
  if (!existsSync(index)) throw new Error(`No build at ${index}: run \`npm run build\` first.`);
  return index;
}

/**
 * Starts a bench server script (`bench/servers.ts`, `bench/ab-server.ts`) in a
 * child process; resolves with the first message it sends over IPC (its URLs).
 * Its stdout, where the servers log a JSON line per request as operators run
 * them (LOG_LEVEL=info: that cost is measured), goes to a file, as journald
 * would take it: read back through a pipe, the bench's own process would
 * parse thousands of lines a second on the cores it measures with.
 */
export async function startBenchChild<T>(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<{ child: ChildProcess; message: T; log: string }> {
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), 'parole-bench-log-')), 'server.log');
  const out = openSync(log, 'w');
  // The server's own flags (its pages draw with the widgets' sources: packages/server/src/server.ts).
  // BENCH_CPU_PROF=<folder>: the child writes a V8 CPU profile there when it exits (where a route's time goes; docs/performance.md).
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--conditions=parole-source', '--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT, // where `--import tsx` resolves
    stdio: ['ignore', out, 'inherit', 'ipc'],
    env,
  });
  closeSync(out);
  const message = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with status ${code} (its log: ${log})`)));
    child.once('message', (m) => resolve(m as T));
  });
  return { child, message, log };
}

/** Starts bench/servers.ts in a child process and resolves with its URLs. */
export async function startServers(): Promise<{ servers: Servers; stop(): Promise<void> }> {
  const script = fileURLToPath(new URL('./servers.ts', import.meta.url));
  const { child, message, log } = await startBenchChild<Omit<Servers, 'pid'>>(script);
  console.log(`[servers] logging to ${log}`);
  const servers: Servers = { ...message, pid: child.pid! };
  return {
    servers,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The `p`th percentile of `values` (nearest rank); NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The run with the median of `by` (the upper one of an even count). */
export const median = <T>(runs: readonly T[], by: (r: T) => number): T => [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)];

/** Milliseconds with one decimal; '–' for none (NaN). */
export const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));
/** A whole count with thousands separators. */
export const count = (n: number) => Math.round(n).toLocaleString('en-US');
/** A ratio as a whole percentage. */
export const percent = (r: number) => `${(r * 100).toFixed(0)}%`;

/** A Markdown table of load results. */
export function table(results: readonly LoadResult[]): string {
  const cpu = results.every((r) => r.serverMicros !== undefined);
  const rows = results.map((r) => {
    const cells = [r.label, count(r.rps), r.p50, r.p99];
    if (cpu) cells.push(r.serverMicros!.toFixed(1));
    return `| ${cells.join(' | ')} |`;
  });
  const head = cpu
    ? ['| Route | req/s | p50 (ms) | p99 (ms) | server CPU per request (µs) |', '|---|---:|---:|---:|---:|']
    : ['| Route | req/s | p50 (ms) | p99 (ms) |', '|---|---:|---:|---:|'];
  return [...head, ...rows].join('\n');
}

/** One answer of a server as it went on the wire: its status, bytes and headers (but those Node adds itself). */
export interface Wire {
  status: number;
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * What `url` answers to a GET with `headers`, as it went on the wire, for a
 * bare app to answer copies of it (bench/servers.ts, bench/ab-server.ts).
 * @example const answer = await wireAnswer('http://127.0.0.1:3000/api/lire/43/3', { 'accept-encoding': 'gzip' });
 */
export function wireAnswer(url: string, headers: Readonly<Record<string, string>>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string' && !['date', 'connection', 'keep-alive'].includes(name)) kept[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, body: new Uint8Array(Buffer.concat(chunks)), headers: kept });
        });
      })
      .on('error', reject);
  });
}
