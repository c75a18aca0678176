/**
 * Chapter endpoint: GET /api/lire/{id}/{chap} against a bare Hono route on
 * the same machine, same Node, same connections. Target: the chapter endpoint
 * serves at least 60% of the bare route's requests per second. Three more
 * rows split the gap: the same documents from a bare route (the cost of their
 * size), a tiny JSON through the API's middleware (the cost of the
 * middleware), and the chapters as browsers ask for them (gzip).
 */
import { compare, table, type Suite } from '../lib.js';

export const CHAPTER_TARGET = 0.6;

/** Twenty chapters across both testaments, short and long (Psaume 119 has 176 verses). */
export const CHAPTER_PATHS: readonly string[] = [
  [19, 119], [1, 1], [43, 3], [23, 53], [45, 8], [40, 5], [19, 23], [66, 22], [18, 38], [42, 15],
  [2, 20], [26, 37], [46, 13], [58, 11], [5, 6], [27, 9], [44, 2], [20, 3], [24, 31], [62, 4],
].map(([livre, chapitre]) => `/api/lire/${livre}/${chapitre}`);

/** What a browser sends (Chromium's value): the answers are then gzipped. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export const chapterSuite: Suite = {
  name: 'chapter',
  title: 'Chapter endpoint',
  async run({ servers }) {
    const [bare, copy, info, chapter, gzipped] = await compare([
      { label: 'bare Hono route `GET /bare` (tiny JSON)', url: `${servers.bare}/bare` },
      {
        label: 'bare Hono route answering copies of the same 20 chapter documents',
        url: servers.bare,
        paths: CHAPTER_PATHS.map((p) => `/copy${p}`),
      },
      { label: '`GET /api/info` (tiny JSON through the API’s middleware)', url: `${servers.parole}/api/info` },
      {
        label: '**`GET /api/lire/{id}/{chap}`**, 20 chapters in turn',
        url: servers.parole,
        paths: CHAPTER_PATHS,
      },
      {
        label: 'same, with a browser’s Accept-Encoding (gzip answers)',
        url: servers.parole,
        paths: CHAPTER_PATHS,
        headers: BROWSER,
      },
    ]);
    const percent = (r: number) => `${(r * 100).toFixed(0)}%`;
    const ratio = chapter.rps / bare.rps;
    const passed = ratio >= CHAPTER_TARGET;
    const markdown = [
      table([bare, copy, info, chapter, gzipped]),
      '',
      `**Ratio chapter / bare: ${percent(ratio)}** (target ≥ ${percent(CHAPTER_TARGET)}: ${passed ? 'met' : 'NOT met'}).`,
      '',
      `- Ceiling for documents of this size (bare copies / bare): ${percent(copy.rps / bare.rps)}.`,
      `- The API's middleware alone (\`/api/info\` / bare): ${percent(info.rps / bare.rps)}.`,
      `- Chapter endpoint / bare copies of its answers: ${percent(chapter.rps / copy.rps)}.`,
      `- With gzip / bare: ${percent(gzipped.rps / bare.rps)}.`,
      '',
      'Each chapter is read from SQLite, serialized and gzipped once, then answered from memory with its ' +
        'precomputed ETag. Paths: ' +
        CHAPTER_PATHS.map((p) => p.replace('/api/lire/', '')).join(', ') +
        '. Analysis and history: [decisions/api.md](decisions/api.md#performance).',
    ].join('\n');
    return { markdown, passed };
  },
};
