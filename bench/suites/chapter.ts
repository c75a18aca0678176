/**
 * Chapter endpoint: GET /api/lire/{id}/{chap}. Its verdict is the one of
 * every cached read (issue 48: one CPU ratio): against a bare Hono route
 * answering copies of its own answers, bytes and every header, the copy's
 * server CPU per request ÷ the chapter's, at least 90%, measured by
 * bench/copies.ts as the endpoints suite measures its chapter family (the
 * same family, CHAPTER_FAMILY). The other rows split what is left, without
 * a target: a tiny JSON from a bare route (what answers of no size would
 * reach), copies of the chapters without their headers, a tiny JSON through
 * the API's middleware, and the chapters asked without compression.
 */
import { BOOKS } from '@parole/bible';
import { againstCopies, BROWSER_ENCODING, CPU_TARGET, type Family } from '../copies.js';
import { compare, percent, table, type Suite } from '../lib.js';

/** Every SAMPLE_STRIDE-th chapter of the canon is requested. */
const SAMPLE_STRIDE = 20;

/**
 * An evenly spaced sample of the canon (60 chapters, from Genèse to
 * Apocalypse), so the mix of short and long chapters, and so of answer
 * sizes, is the Bible's own rather than a hand-picked list.
 */
export const CHAPTER_PATHS: readonly string[] = BOOKS.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, i) => `/api/lire/${book.id}/${i + 1}`),
).filter((_, index) => index % SAMPLE_STRIDE === SAMPLE_STRIDE / 2);

/** The chapters as a browser asks them (gzip answers): the endpoints suite's chapter family too. */
export const CHAPTER_FAMILY: Family = {
  name: 'chapter',
  what: '`GET /api/lire/{id}/{chap}`',
  paths: CHAPTER_PATHS,
  headers: { 'accept-encoding': BROWSER_ENCODING, accept: 'application/json' },
  contract: true,
};

/** Measured seconds of each run (after 1 s of warm-up), rounds: as the endpoints suite's. */
const SECONDS = Number(process.env.ENDPOINTS_SECONDS) || 3;
const ROUNDS = Number(process.env.ENDPOINTS_ROUNDS) || 3;

export const chapterSuite: Suite = {
  name: 'chapter',
  title: 'Chapter endpoint',
  async run({ servers }) {
    const [verdict] = await againstCopies(servers, [CHAPTER_FAMILY], { seconds: SECONDS, rounds: ROUNDS });
    const [bare, copy, info, identity] = await compare([
      { label: 'bare Hono route `GET /bare` (tiny JSON)', url: `${servers.bare}/bare` },
      {
        label: 'bare Hono route answering copies of the same chapter documents, without their headers',
        url: servers.bare,
        paths: CHAPTER_PATHS.map((p) => `/copy${p}`),
      },
      { label: '`GET /api/info` (tiny JSON through the API’s middleware)', url: `${servers.parole}/api/info` },
      { label: 'the chapters asked without compression', url: servers.parole, paths: CHAPTER_PATHS },
    ], servers.pid);
    const { real, bare: copied, cpuRatio, ratio } = verdict;
    const passed = cpuRatio !== undefined && cpuRatio >= CPU_TARGET;
    const cpu = (r: typeof real) => (r.serverMicros === undefined ? '–' : `${r.serverMicros.toFixed(1)} µs`);
    const markdown = [
      `**\`GET /api/lire/{id}/{chap}\`, ${CHAPTER_PATHS.length} chapters in turn, a browser's Accept-Encoding: server CPU per request ${cpu(real)}, ` +
        `its bare copy's (same bytes, every header) ${cpu(copied)}: CPU ratio ${cpuRatio === undefined ? 'not measured' : percent(cpuRatio)}** ` +
        `(target ≥ ${percent(CPU_TARGET)}: ${passed ? 'met' : 'NOT met'}; the median of ${ROUNDS} rounds, each back to back with its copy: \`bench/copies.ts\`, as the endpoints suite's chapter family). ` +
        `req/s ${Math.round(real.rps)} against ${Math.round(copied.rps)} (${percent(ratio)}, no target: it moves by ±15 points from run to run).`,
      '',
      'Where the rest goes (no target):',
      '',
      table([bare, copy, info, identity]),
      '',
      `- Ceiling for documents of this size (bare copies without headers / bare tiny JSON): ${percent(copy.rps / bare.rps)}.`,
      `- The API's middleware alone (\`/api/info\` / bare tiny JSON): ${percent(info.rps / bare.rps)}.`,
      `- Without compression / bare tiny JSON: ${percent(identity.rps / bare.rps)}.`,
      '',
      'Each chapter is read from SQLite, serialized and gzipped once, then answered from memory with its ' +
        `precomputed ETag. Paths: every ${SAMPLE_STRIDE}th chapter of the canon (${CHAPTER_PATHS.length}). ` +
        'Analysis and history: [decisions/api.md](decisions/api.md#performance).',
    ].join('\n');
    return { markdown, passed };
  },
};
