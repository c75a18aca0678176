/**
 * Search endpoint: GET /api/rechercher/{word}/{filter}/{exact} over a fixed
 * mix of 50 searches, against the naive implementation measured in the same
 * run (a LIKE scan per word, bench/like-baseline.ts) and the bare route.
 *
 * - **Latency at the server**: each search of the mix requested in turn on one
 *   connection, 20 rounds (4 for the LIKE scan, interleaved), on the server
 *   without its response cache, so every answer is computed; the time is the server's own (its Server-Timing
 *   header: engine and serialization), the round trip is shown beside it.
 *   Target: p95 under 10 ms over the whole mix, and a mean at least 10 times
 *   lower than the LIKE scan's.
 * - **Throughput** (autocannon, 10 connections, the 50 paths in turn): the
 *   bare route, the search with and without its cache, the LIKE scan.
 */
import http from 'node:http';
import { compare, table, type Suite } from '../lib.js';

export const SEARCH_P95_TARGET_MS = 10;
export const SEARCH_SPEEDUP_TARGET = 10;

/**
 * The fixed mix of 50 searches, as readers type them: very common and rare
 * words, substrings, phrases, several words, accents, apostrophes and œ,
 * both modes, every kind of filter. [word as typed, filter, exact]
 */
export const SEARCH_MIX: ReadonlyArray<readonly [string, string, 'exa' | 'nex']> = [
  // Very common words: thousands of verses.
  ['Dieu', 'atnt', 'nex'],
  ['Éternel', 'atnt', 'nex'],
  ['les', 'atnt', 'nex'],
  ['les', 'atnt', 'exa'],
  ['Seigneur', 'nt', 'nex'],
  ['Israël', 'at', 'exa'],
  ['peuple', 'atnt', 'exa'],
  ['terre', 'atnt', 'nex'],
  ['roi', '11', 'exa'],
  ['fils', 'atnt', 'exa'],
  // Rare words.
  ['Nazareth', 'atnt', 'nex'],
  ['Melchisédek', 'atnt', 'nex'],
  ['Gethsémané', 'nt', 'exa'],
  ['Zachée', 'atnt', 'nex'],
  ['Emmanuel', 'atnt', 'exa'],
  ['Onésime', 'nt', 'nex'],
  ['Tabitha', '44', 'nex'],
  ['Béthléhem', 'atnt', 'nex'],
  // Substrings (nex) and whole words (exa).
  ['lumi', 'atnt', 'nex'],
  ['lumière', 'atnt', 'exa'],
  ['bénédi', 'atnt', 'nex'],
  ['sanctif', 'nt', 'nex'],
  ['miséricord', 'atnt', 'nex'],
  ['résurrection', 'nt', 'exa'],
  ['pardon', 'atnt', 'nex'],
  ['gloire', '19', 'exa'],
  // Apostrophes (both kinds) and œ.
  ["l'Éternel", 'atnt', 'nex'],
  ['l’eternel', 'at', 'exa'],
  ["qu'il", 'atnt', 'exa'],
  ['coeur', 'atnt', 'nex'],
  ['cœur', '19', 'exa'],
  ['soeur', 'atnt', 'nex'],
  ['oeuvres', 'nt', 'exa'],
  // Phrases, one of words under three characters.
  ['"Dieu a tant aimé le monde"', 'atnt', 'nex'],
  ['"Jésus de Nazareth"', 'atnt', 'nex'],
  ['"l’Éternel est mon berger"', 'atnt', 'nex'],
  ['"au commencement"', 'atnt', 'exa'],
  ['"fils de l\'homme"', 'nt', 'exa'],
  ['"royaume des cieux"', '40', 'nex'],
  ['"je suis"', 'atnt', 'exa'],
  ['"de la"', 'atnt', 'exa'],
  ['"ainsi parle l\'Éternel"', 'at', 'nex'],
  // Several words, any order; one without any hit, one of short words.
  ['foi espérance amour', 'atnt', 'nex'],
  ['paix joie', 'nt', 'exa'],
  ['pain vin', 'atnt', 'nex'],
  ['berger brebis', 'atnt', 'exa'],
  ['lumière ténèbres', '43', 'nex'],
  ['Dieu amour', '62', 'nex'],
  ['tu es', 'atnt', 'exa'],
  ['Moïse Aaron', 'at', 'nex'],
];

/** The paths of the mix under `prefix`, percent-encoded as a browser sends them. */
export function searchPaths(prefix = '/api/rechercher'): string[] {
  return SEARCH_MIX.map(([word, filter, exact]) => `${prefix}/${encodeURIComponent(word)}/${filter}/${exact}`);
}

interface Sample {
  path: string;
  /** Server-Timing `dur`, in ms. */
  server: number;
  /** Round trip seen by the client, in ms. */
  client: number;
}

/** GETs each of `paths` in turn, `rounds` times, on one kept-alive connection, after one discarded round. */
async function sequential(base: string, paths: readonly string[], rounds: number): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<Sample>((resolve, reject) => {
      const start = performance.now();
      http
        .get(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            const client = performance.now() - start;
            const dur = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
            if (res.statusCode !== 200 || !dur) reject(new Error(`${path}: status ${res.statusCode}, Server-Timing ${res.headers['server-timing']}`));
            else resolve({ path, server: Number(dur[1]), client });
          });
        })
        .on('error', reject);
    });
  const samples: Sample[] = [];
  try {
    for (let round = -1; round < rounds; round++) {
      for (const path of paths) {
        const sample = await get(path);
        if (round >= 0) samples.push(sample);
      }
    }
  } finally {
    agent.destroy();
  }
  return samples;
}

/** Nearest-rank percentile of ascending `sorted`. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (x: number) => x.toFixed(2);

interface Distribution {
  label: string;
  samples: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  clientP50: number;
  clientP95: number;
}

function distribution(label: string, samples: readonly Sample[]): Distribution {
  const server = samples.map((s) => s.server).sort((a, b) => a - b);
  const client = samples.map((s) => s.client).sort((a, b) => a - b);
  return {
    label,
    samples: samples.length,
    mean: mean(server),
    p50: percentile(server, 50),
    p95: percentile(server, 95),
    p99: percentile(server, 99),
    max: server[server.length - 1],
    clientP50: percentile(client, 50),
    clientP95: percentile(client, 95),
  };
}

/** The queries of the mix that took longest, by median server time. */
function slowest(samples: readonly Sample[], n: number): string {
  const byPath = new Map<string, number[]>();
  for (const s of samples) byPath.set(s.path, [...(byPath.get(s.path) ?? []), s.server]);
  const medians = [...byPath].map(([path, xs]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { path: decodeURIComponent(path.replace('/api/rechercher/', '')), median: percentile(sorted, 50) };
  });
  return medians
    .sort((a, b) => b.median - a.median)
    .slice(0, n)
    .map((m) => `\`${m.path}\` ${ms(m.median)} ms`)
    .join(', ');
}

export const searchSuite: Suite = {
  name: 'search',
  title: 'Search',
  async run({ servers }) {
    const paths = searchPaths();
    const likePaths = searchPaths('/like/rechercher');

    // In four blocks, each 5 rounds of the search then 1 of the LIKE scan, so
    // that other work on the machine weighs on both alike.
    const searchSamples: Sample[] = [];
    const likeSamples: Sample[] = [];
    for (let block = 0; block < 4; block++) {
      searchSamples.push(...(await sequential(servers.paroleUncached, paths, 5)));
      likeSamples.push(...(await sequential(servers.bare, likePaths, 1)));
    }
    const search = distribution('**`GET /api/rechercher`**, no response cache', searchSamples);
    const like = distribution('LIKE scan (`folded LIKE \'%word%\'` per word)', likeSamples);

    const [bare, cached, uncached, likeLoad] = await compare([
      { label: 'bare Hono route `GET /bare` (tiny JSON)', url: `${servers.bare}/bare` },
      { label: '`GET /api/rechercher`, 50 searches in turn, response cache on (default)', url: servers.parole, paths },
      { label: '**`GET /api/rechercher`**, 50 searches in turn, no response cache', url: servers.paroleUncached, paths },
      { label: 'LIKE scan, the same 50 searches', url: servers.bare, paths: likePaths },
    ], servers.pid);

    const speedup = like.mean / search.mean;
    const passed = search.p95 < SEARCH_P95_TARGET_MS && speedup >= SEARCH_SPEEDUP_TARGET;
    const percent = (r: number) => `${(r * 100).toFixed(0)}%`;
    const markdown = [
      '**Latency at the server** (Server-Timing: engine and JSON; each search of the mix in turn on one connection, ' +
        `${search.samples / SEARCH_MIX.length} rounds for the search, ${like.samples / SEARCH_MIX.length} for the LIKE scan, ` +
        'interleaved in four blocks, each after one discarded round):',
      '',
      '| Implementation | samples | mean (ms) | p50 | p95 | p99 | max | round trip p50 | round trip p95 |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...[search, like].map(
        (d) =>
          `| ${d.label} | ${d.samples} | ${ms(d.mean)} | ${ms(d.p50)} | ${ms(d.p95)} | ${ms(d.p99)} | ${ms(d.max)} | ${ms(d.clientP50)} | ${ms(d.clientP95)} |`,
      ),
      '',
      `**p95: ${ms(search.p95)} ms** (target < ${SEARCH_P95_TARGET_MS} ms: ${search.p95 < SEARCH_P95_TARGET_MS ? 'met' : 'NOT met'}). ` +
        `**Mean latency, LIKE scan / search: ${speedup.toFixed(1)}×** (target ≥ ${SEARCH_SPEEDUP_TARGET}×: ${speedup >= SEARCH_SPEEDUP_TARGET ? 'met' : 'NOT met'}).`,
      '',
      `Slowest searches (median): ${slowest(searchSamples, 5)}.`,
      '',
      '**Throughput** (autocannon, 10 connections, the 50 searches in turn):',
      '',
      table([bare, cached, uncached, likeLoad]),
      '',
      `- Search without cache / LIKE scan: ${(uncached.rps / likeLoad.rps).toFixed(1)}× the requests per second.`,
      `- Search without cache / bare route: ${percent(uncached.rps / bare.rps)}; with the cache: ${percent(cached.rps / bare.rps)}.`,
      '',
      'The mix: ' + SEARCH_MIX.map(([w, f, e]) => `\`${w}\` ${f} ${e}`).join(', ') + '.',
      'Design and analysis: [decisions/api.md](decisions/api.md#search).',
    ].join('\n');
    return { markdown, passed };
  },
};
