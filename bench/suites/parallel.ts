/**
 * A parallel chapter (issue 42): GET /api/parallele/{id}/{chap}?traductions=…
 * against the single chapter it stands beside, each with a bare copy of its
 * own answers (the endpoints suite's baseline: a bare Hono route answering
 * the same bytes and headers from memory). Target: the parallel chapter's
 * server CPU per request within 1.2× the single chapter's (docs/decisions/parallel.md).
 * Both are answers built once and kept (routes/reader.ts, routes/parallel.ts):
 * what is measured is the per-request work, validation to write.
 */
import { againstCopies, BROWSER_ENCODING, type Family } from '../copies.js';
import { count, type LoadResult, type Suite } from '../lib.js';
import { warmUp } from './endpoints.js';
import { CHAPTER_FAMILY, CHAPTER_PATHS } from './chapter.js';

/** The parallel chapter's CPU per request ÷ the single chapter's, at most. */
export const PARALLEL_CPU_TARGET = 1.2;

/** Measured seconds of each run (after 1 s of warm-up); ENDPOINTS_SECONDS to change, as the endpoints suite. */
const SECONDS = Number(process.env.ENDPOINTS_SECONDS) || 3;
const ROUNDS = Number(process.env.ENDPOINTS_ROUNDS) || 3;

const json = { 'accept-encoding': BROWSER_ENCODING, accept: 'application/json' };

/** The same 60 chapters as the chapter suite's, alone, beside Darby, and beside Darby and Martin. */
const FAMILIES: Family[] = [
  CHAPTER_FAMILY,
  {
    name: 'parallel, two',
    what: '`GET /api/parallele/{id}/{chap}?traductions=lsg,darby`',
    paths: CHAPTER_PATHS.map((p) => `${p.replace('/api/lire/', '/api/parallele/')}?traductions=lsg,darby`),
    headers: json,
    contract: true,
  },
  {
    name: 'parallel, three',
    what: '`GET /api/parallele/{id}/{chap}?traductions=lsg,darby,martin`',
    paths: CHAPTER_PATHS.map((p) => `${p.replace('/api/lire/', '/api/parallele/')}?traductions=lsg,darby,martin`),
    headers: json,
    contract: true,
  },
];

const micros = (r: LoadResult) => (r.serverMicros === undefined ? '–' : r.serverMicros.toFixed(1));

export const parallelSuite: Suite = {
  name: 'parallel',
  title: 'Parallel chapter (issue 42)',
  async run({ servers }) {
    await warmUp(servers.parole, FAMILIES);
    const measured = await againstCopies(servers, FAMILIES, { seconds: SECONDS, rounds: ROUNDS });
    const chapter = measured.find((r) => r.family.name === 'chapter')!.real;
    const rows = measured.map(({ family, real, bare }) => {
      const overBare = real.serverMicros && bare.serverMicros ? real.serverMicros / bare.serverMicros : undefined;
      const overChapter = real.serverMicros && chapter.serverMicros ? real.serverMicros / chapter.serverMicros : undefined;
      return { family, real, bare, overBare, overChapter };
    });
    const parallels = rows.filter((r) => r.family.name !== 'chapter');
    const missed = parallels.filter((r) => r.overChapter === undefined || r.overChapter > PARALLEL_CPU_TARGET);
    const times = (x: number | undefined) => (x === undefined ? '–' : `${x.toFixed(2)}×`);
    const markdown = [
      `autocannon, 10 connections, 1 s warm-up then ${SECONDS} s per run, ${ROUNDS} rounds, each family and its copy back to back (which goes first alternates; \`bench/copies.ts\`, the instrument of every suite); the median round's server CPU per request of each (user + system time of the servers' process), ` +
        `a browser's Accept-Encoding (\`${BROWSER_ENCODING}\`). The same ${CHAPTER_PATHS.length} chapters alone and side by side; "bare copy": a bare Hono route answering from memory the bytes and headers the real server answered.`,
      '',
      '| Family | requests | req/s | p50 (ms) | p99 (ms) | server CPU per request (µs) | bare copy CPU (µs) | ÷ its bare copy | ÷ the chapter\'s CPU |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ family, real, bare, overBare, overChapter }) =>
          `| ${family.name} | ${family.what}, ${family.paths.length} paths | ${count(real.rps)} | ${real.p50} | ${real.p99} | ${micros(real)} | ${micros(bare)} | ${times(overBare)} | ${times(overChapter)} |`,
      ),
      '',
      `**A parallel chapter's server CPU per request within ${PARALLEL_CPU_TARGET}× a single chapter's: ${missed.length === 0 ? 'met' : `NOT met (${missed.map((r) => `${r.family.name} ${times(r.overChapter)}`).join(', ')})`}** ` +
        `(${parallels.map((r) => `${r.family.name} ${times(r.overChapter)}`).join(', ')}). Both are built once and kept with their gzip form and entity tags; the parallel answers in a bounded memo (1,000 kept, least recently used out). ` +
        'Run alone: `npm run bench -- parallel`.',
    ].join('\n');
    return { markdown, passed: missed.length === 0 };
  },
};
