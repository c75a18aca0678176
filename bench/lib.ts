/** Shared pieces of the benchmark suites: load runs, servers, Markdown. */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../packages/api/src/config.js';

export interface Servers {
  /** Base URL of the real Parole server. */
  parole: string;
  /** The same server with no search cache (SEARCH_CACHE_ENTRIES=0): every search is computed. */
  paroleUncached: string;
  /**
   * Base URL of the bare Hono app: GET /bare answers {"ok":true}, GET /copy/<chapter path> a copy
   * of that chapter, GET /like/rechercher/… the naive LIKE search (bench/like-baseline.ts).
   */
  bare: string;
}

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
}

/**
 * Loads each target in turn, `rounds` times over, and keeps for each the
 * round with the median rate. Other work on the machine comes and goes;
 * interleaving spreads it over all targets instead of penalising one.
 */
export async function compare(targets: readonly LoadOptions[], rounds = 3): Promise<LoadResult[]> {
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) runs[i].push(await load(target));
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
  const { label, connections = 10, duration = 5, warmup = 1 } = options;
  await cannon({ ...options, connections }, warmup);
  const r = await cannon({ ...options, connections }, duration);
  if (r.non2xx > 0 || r.errors > 0) {
    throw new Error(`${label}: ${r.non2xx} non-2xx responses and ${r.errors} errors during the run`);
  }
  return { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** Starts bench/servers.ts in a child process and resolves with its URLs. */
export async function startServers(): Promise<{ servers: Servers; stop(): Promise<void> }> {
  const script = fileURLToPath(new URL('./servers.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT, // where `--import tsx` resolves
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const servers = await new Promise<Servers>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench/servers.ts exited with status ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Servers);
      else console.log(`[servers] ${line}`);
    });
  });
  return {
    servers,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A Markdown table of load results. */
export function table(results: readonly LoadResult[]): string {
  const rows = results.map(
    (r) => `| ${r.label} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} |`,
  );
  return ['| Route | req/s | p50 (ms) | p99 (ms) |', '|---|---:|---:|---:|', ...rows].join('\n');
}
