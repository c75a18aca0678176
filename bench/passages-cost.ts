/**
 * What lists of passages cost the others (issue 45, docs/security.md,
 * "Passage lists"): a cheap read (GET /api/lire/43/3, answered from
 * memory), its rate over READERS connections and its p50 timed one request
 * at a time beside them, alone and while ATTACKERS more connections send:
 * - chapter reads (GET /api/lire/19/119), for comparison: any traffic costs
 *   the machine's cores;
 * - the finding's 15.6 KB lists, twenty times `19.119.1-999,1-999,…`
 *   (each range written up to verse 999);
 * - the costliest lists the contract accepts: PASSAGES_MAX passages of
 *   Psaume 119, PASSAGE_RANGES_MAX ranges, verses within
 *   PASSAGES_VERSES_MAX, never asked before so that nothing is kept.
 * `npx tsx bench/passages-cost.ts`. The server runs in a child process of
 * its own (this file with `serve`), so that the load generator does not
 * share its event loop; on two cores they still share the machine, so
 * compare the ratios, not the times. It also runs on a tree from before
 * issue 45 (its bounds read from the module), for the figures before.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as contract from '@parole/bible';

const READERS = 4;
const ATTACKERS = 4;
const WARMUP_S = 1;
const DURATION_S = 8;
const CHEAP = '/api/lire/43/3';

if (process.argv[2] === 'serve') {
  const { startServer } = await import('../packages/server/src/server.js');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parole-passages-cost-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, stateDatabasePath: path.join(dir, 'state.sqlite') });
  console.log(`listening ${server.url}`);
  process.on('SIGTERM', () => {
    void server.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
} else {
  await main();
}

/** The finding's list: twenty passages of Psalm 119, each 128 ranges written up to verse 999 (15.6 KB). */
function longList(): string {
  const passage = `19.119.${Array(128).fill('1-999').join(',')}`;
  return `/api/passages/${Array(20).fill(passage).join(';')}`;
}

/** Passages the contract accepts, as many verses and ranges as it lets through, never the same twice. */
function costliestAllowed(): string {
  // Read from the module so that the script also runs on a tree before issue 45 (one range a passage, no bound of verses).
  const bounds = contract as Record<string, unknown>;
  const passagesMax = contract.PASSAGES_MAX;
  const rangesMax = (bounds.PASSAGE_RANGES_MAX as number | undefined) ?? passagesMax;
  const versesMax = (bounds.PASSAGES_VERSES_MAX as number | undefined) ?? Infinity;
  const perPassage = Math.max(1, Math.floor(rangesMax / passagesMax));
  const versesEach = Math.min(170, Math.floor(versesMax / passagesMax));
  const parts: string[] = [];
  // Psaume 119 (176 verses): verses never asked together before, as separate ranges, each passage starting elsewhere (none twice).
  const starts = Array.from({ length: 176 - versesEach }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
  for (let i = 0; i < passagesMax; i++) {
    const start = starts[i % starts.length]!;
    const step = Math.max(2, Math.floor(versesEach / perPassage));
    const ranges: string[] = [];
    for (let r = 0; r < perPassage; r++) {
      const from = start + r * step;
      const to = Math.min(176, from + step - 2);
      if (from > 176) break;
      ranges.push(from === to ? String(from) : `${from}-${to}`);
    }
    parts.push(`19.119.${ranges.join(',')}`);
  }
  return `/api/passages/${parts.join(';')}`;
}

function cannon(url: string, connections: number, duration: number, path: string | (() => string)) {
  return autocannon({
    url,
    connections,
    duration,
    requests: typeof path === 'string' ? [{ method: 'GET', path }] : [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
  });
}

/**
 * The cheap read's latency, one request at a time on one kept-alive
 * connection for `seconds`, timed here to the microsecond (autocannon's
 * percentiles are whole milliseconds, and the read takes less than one).
 */
async function probe(url: string, seconds: number): Promise<{ p50: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${url}${CHEAP}`, { agent }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${CHEAP}: ${res.statusCode}`));
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]! };
}

interface Run {
  label: string;
  p50: number;
  p99: number;
  rps: number;
  attack?: { rps: number; statuses: string };
}

async function measure(url: string, label: string, attack?: () => string): Promise<Run> {
  await cannon(url, READERS, WARMUP_S, CHEAP);
  const attacking = attack && cannon(url, ATTACKERS, WARMUP_S + DURATION_S + 1, attack);
  if (attacking) await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  const [r, timed] = await Promise.all([cannon(url, READERS, DURATION_S, CHEAP), probe(url, DURATION_S)]);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx and ${r.errors} errors on ${CHEAP}`);
  const a = attacking && (await attacking);
  const statuses = a ? Object.entries((a.statusCodeStats ?? {}) as Record<string, { count: number }>).map(([s, { count }]) => `${count} × ${s}`).join(', ') : '';
  return { label, p50: timed.p50, p99: timed.p99, rps: r.requests.average, attack: a ? { rps: a.requests.average, statuses } : undefined };
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--conditions=parole-source', '--import', 'tsx', fileURLToPath(import.meta.url), 'serve'], {
    env: { ...process.env, AUDIO_WARM_UP: 'no' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  // Its first lines may say the database is being built.
  const url = await new Promise<string>((resolve) =>
    lines.on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
    }),
  );
  try {
    const sample = await fetch(`${url}${longList()}`);
    console.log(`long list (${longList().length} characters): ${sample.status}`);
    const allowed = await fetch(`${url}${costliestAllowed()}`);
    console.log(`costliest allowed (${costliestAllowed().length} characters): ${allowed.status}`);
    const runs = [
      await measure(url, 'alone'),
      await measure(url, `while ${ATTACKERS} clients read Psaume 119 (any other traffic, for comparison)`, () => '/api/lire/19/119'),
      await measure(url, `while ${ATTACKERS} clients send the 15.6 KB lists`, longList),
      await measure(url, `while ${ATTACKERS} clients send the costliest allowed lists`, costliestAllowed),
    ];
    const [base] = runs;
    console.log('| cheap reads | req/s | p50 (ms) | p99 (ms) | p50 ÷ alone | req/s ÷ alone | the attack |\n|---|---:|---:|---:|---:|---:|---|');
    for (const r of runs) {
      const attack = r.attack ? `${Math.round(r.attack.rps)} req/s (${r.attack.statuses})` : '—';
      console.log(
        `| ${r.label} | ${Math.round(r.rps)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.p50 / base!.p50).toFixed(1)} | ${(r.rps / base!.rps).toFixed(2)} | ${attack} |`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}
