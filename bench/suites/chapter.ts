/**
 * Chapter endpoint: GET /api/lire/{id}/{chap} against bare Hono routes on
 * the same machine, same Node, same connections. Target: the chapter endpoint
 * serves at least 90% of the requests per second of a bare route answering
 * the same bytes (copies of its answers with every header they carry), the
 * measure of issue 15. The other rows split the rest of the gap: a tiny JSON
 * from a bare route (what answers of no size would reach; documents of a
 * chapter's size cannot, see the ceiling line), the same documents without
 * their headers, a tiny JSON through the API's middleware (the cost of the
 * middleware), and the chapters as browsers ask for them (gzip).
 */
import { BOOKS } from '@parole/bible';
import { compare, table, type Suite } from '../lib.js';

export const CHAPTER_TARGET = 0.9;

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

/** What a browser sends (Chromium's value): the answers are then gzipped. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export const chapterSuite: Suite = {
  name: 'chapter',
  title: 'Chapter endpoint',
  async run({ servers }) {
    const [bare, copy, onWire, info, chapter, gzipped] = await compare([
      { label: 'bare Hono route `GET /bare` (tiny JSON)', url: `${servers.bare}/bare` },
      {
        label: 'bare Hono route answering copies of the same chapter documents',
        url: servers.bare,
        paths: CHAPTER_PATHS.map((p) => `/copy${p}`),
      },
      {
        label: 'the same, with every header of the real answers (security, CORS, caching)',
        url: servers.bare,
        paths: CHAPTER_PATHS.map((p) => `/wire${p}`),
      },
      { label: '`GET /api/info` (tiny JSON through the API’s middleware)', url: `${servers.parole}/api/info` },
      {
        label: `**\`GET /api/lire/{id}/{chap}\`**, ${CHAPTER_PATHS.length} chapters in turn`,
        url: servers.parole,
        paths: CHAPTER_PATHS,
      },
      {
        label: 'same, with a browser’s Accept-Encoding (gzip answers)',
        url: servers.parole,
        paths: CHAPTER_PATHS,
        headers: BROWSER,
      },
    ], servers.pid);
    const percent = (r: number) => `${(r * 100).toFixed(0)}%`;
    const ratio = chapter.rps / onWire.rps;
    const passed = ratio >= CHAPTER_TARGET;
    const markdown = [
      table([bare, copy, onWire, info, chapter, gzipped]),
      '',
      `**Ratio chapter / bare copies of its answers with their headers: ${percent(ratio)}** ` +
        `(target ≥ ${percent(CHAPTER_TARGET)}: ${passed ? 'met' : 'NOT met'}).`,
      '',
      `- Chapter / bare tiny JSON: ${percent(chapter.rps / bare.rps)} (no target: bounded by the size of the answers, next line).`,
      `- Ceiling for documents of this size (bare copies / bare tiny JSON): ${percent(copy.rps / bare.rps)}.`,
      `- With the answers' own headers (bare copies with headers / bare tiny JSON): ${percent(onWire.rps / bare.rps)}.`,
      `- The API's middleware alone (\`/api/info\` / bare tiny JSON): ${percent(info.rps / bare.rps)}.`,
      `- With gzip / bare tiny JSON: ${percent(gzipped.rps / bare.rps)}.`,
      ...(chapter.serverMicros && bare.serverMicros && onWire.serverMicros
        ? [
            `- Server CPU per request, bare / chapter: ${percent(bare.serverMicros / chapter.serverMicros)}; ` +
              `bare copies with their headers / chapter: ${percent(onWire.serverMicros! / chapter.serverMicros)}.`,
          ]
        : []),
      '',
      'Each chapter is read from SQLite, serialized and gzipped once, then answered from memory with its ' +
        `precomputed ETag. Paths: every ${SAMPLE_STRIDE}th chapter of the canon (${CHAPTER_PATHS.length}). ` +
        'Analysis and history: [decisions/api.md](decisions/api.md#performance).',
    ].join('\n');
    return { markdown, passed };
  },
};
