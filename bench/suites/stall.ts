/**
 * No request can stall the others: cheap reads (a chapter already in
 * memory, GET /api/lire/43/3) measured alone, then while six clients send
 * the costliest searches the limits allow, each different so that none is
 * answered from the cache:
 * - a phrase of SEARCH_MAX_WORDS random one-letter words in `nex` mode
 *   (checked against every verse: about 17 ms of CPU);
 * - a phrase of SEARCH_MAX_WORDS times the same letter in `exa` mode
 *   (the word index gives thousands of candidates, each checked).
 * On the real server (searches on its threads) and on the same server
 * searching on its event loop (SEARCH_WORKERS=0), as before the threads.
 * Target: during the attack, the cheap reads' p50 under 10 ms and p99
 * under 100 ms on the real server.
 */
import autocannon from 'autocannon';
import { SEARCH_MAX_WORDS } from '@parole/bible';
import type { Suite } from '../lib.js';

export const STALL_P50_TARGET_MS = 10;
export const STALL_P99_TARGET_MS = 100;
const ATTACKERS = 6;
const READERS = 4;
const WARMUP_S = 1;
const DURATION_S = 8;
const CHEAP = '/api/lire/43/3';

/** A worst-case search never asked before (random letters; the mode alternates). */
function worstSearch(): string {
  const exa = Math.random() < 0.5;
  const letter = () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)];
  const words = exa
    ? Array(SEARCH_MAX_WORDS).fill(letter())
    : Array.from({ length: SEARCH_MAX_WORDS }, letter);
  // A random filter too: exa phrases of one repeated letter are only 26 × 69 different searches.
  const filter = exa ? String(1 + Math.floor(Math.random() * 66)) : 'atnt';
  return `/api/rechercher/${encodeURIComponent(`"${words.join(' ')}"`)}/${filter}/${exa ? 'exa' : 'nex'}`;
}

interface Run {
  label: string;
  p50: number;
  p99: number;
  rps: number;
  attack?: { rps: number; p50: number; p99: number; refused: number };
}

function cannon(url: string, connections: number, duration: number, random: boolean) {
  return autocannon({
    url,
    connections,
    duration,
    requests: random ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: worstSearch() }) }] : [{ method: 'GET', path: CHEAP }],
  });
}

function check(label: string, r: autocannon.Result, allowed503 = false): number {
  const refused = (r.statusCodeStats as Record<string, { count: number }> | undefined)?.['503']?.count ?? 0;
  const bad = r.non2xx - (allowed503 ? refused : 0);
  if (bad > 0 || r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx responses and ${r.errors} errors`);
  return refused;
}

/** Cheap reads on `url`, alone or during the attack. */
async function measure(label: string, url: string, attacked: boolean): Promise<Run> {
  await cannon(url, READERS, WARMUP_S, false);
  if (!attacked) {
    const r = await cannon(url, READERS, DURATION_S, false);
    check(label, r);
    return { label, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
  }
  const attack = cannon(url, ATTACKERS, WARMUP_S + DURATION_S + 1, true);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  const r = await cannon(url, READERS, DURATION_S, false);
  const a = await attack;
  check(label, r);
  const refused = check(`${label} (attack)`, a, true);
  return {
    label,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    attack: { rps: a.requests.average, p50: a.latency.p50, p99: a.latency.p99, refused },
  };
}

export const stallSuite: Suite = {
  name: 'stall',
  title: 'No request stalls the others',
  async run({ servers }) {
    const alone = await measure('cheap reads alone', servers.parole, false);
    const threads = await measure(`**cheap reads while ${ATTACKERS} clients send worst-case searches** (search threads)`, servers.parole, true);
    const loop = await measure('the same, searches on the event loop (`SEARCH_WORKERS=0`, as before)', servers.paroleOnLoop, true);
    const passed = threads.p50 < STALL_P50_TARGET_MS && threads.p99 < STALL_P99_TARGET_MS;
    const row = (r: Run) =>
      `| ${r.label} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${
        r.attack ? `${Math.round(r.attack.rps)} searches/s, p50 ${r.attack.p50} ms, p99 ${r.attack.p99} ms, ${r.attack.refused} refused (503)` : '—'
      } |`;
    const markdown = [
      `Cheap reads: \`GET ${CHEAP}\` (answered from memory), ${READERS} connections, ${DURATION_S} s after ${WARMUP_S} s of warm-up.`,
      `Attack: ${ATTACKERS} more connections sending searches never asked before, the costliest the limits allow ` +
        `(a phrase of ${SEARCH_MAX_WORDS} random one-letter words in \`nex\`, or ${SEARCH_MAX_WORDS} times one letter in \`exa\`, alternately).`,
      '',
      '| Cheap reads | req/s | p50 (ms) | p99 (ms) | the attack |',
      '|---|---:|---:|---:|---|',
      row(alone),
      row(threads),
      row(loop),
      '',
      `**During the attack, with the search threads: p50 ${threads.p50} ms, p99 ${threads.p99} ms** ` +
        `(targets < ${STALL_P50_TARGET_MS} ms and < ${STALL_P99_TARGET_MS} ms: ${passed ? 'met' : 'NOT met'}).`,
      '',
      'The load generator, the servers and the search threads share the same cores: the attack takes CPU from the cheap reads ' +
        'whatever the server does; what the threads remove is the wait behind a search on the event loop. ' +
        'Run alone: `npm run bench -- stall`. Limits and threads: [security.md](security.md#search-cost), ' +
        '[decisions/api.md](decisions/api.md#search-threads).',
    ].join('\n');
    return { markdown, passed };
  },
};
