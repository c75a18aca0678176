/**
 * Records the API's answers that stories and tests read (recordings.ts): it
 * builds (or reuses) the SQLite database from the USFM source exactly as the
 * server does on start, then asks the Hono app itself, through app.request(),
 * for each request below, formatted by the endpoint table as the client sends
 * it. Nothing in recordings/ is written by hand.
 *
 * Run after a change to the importer or the API's answers:
 *   npm run record-fixtures
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '@parole/api/src/app.js';
import { loadConfig } from '@parole/api/src/config.js';
import { Database } from '@parole/api/src/db/sqlite.js';
import { ensureDatabase } from '@parole/api/src/import/ensure.js';
import { api, foldText, formatPath, type ApiName, type RouteInput } from '@parole/bible';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, 'recordings');

type Request = { [N in ApiName]: readonly [name: N, input: RouteInput<(typeof api)[N]>, why: string] }[ApiName];

/** What is recorded, and why each is worth a story or a test. */
const REQUESTS: readonly Request[] = [
  ['info', {}, 'the configured translation and contact'],
  ['chapter', { book: 1, chapter: 1 }, 'Genèse 1: old testament, first chapter of the canon'],
  ['chapter', { book: 19, chapter: 117 }, 'Psaume 117: the shortest chapter'],
  ['chapter', { book: 19, chapter: 119 }, 'Psaume 119: the longest (176 verses), with headings'],
  ['chapter', { book: 43, chapter: 3 }, 'Jean 3: new testament, words of Jesus, headings'],
  ['chapter', { book: 55, chapter: 3 }, '2 Timothée 3: the verse of the home page (16)'],
  ['printChapter', { book: 43, chapter: 3 }, 'the print layout of Jean 3'],
  ['search', { word: 'berger', scope: 'atnt', exact: 'nex' }, 'a typical answer: both testaments, about twenty books'],
  ['search', { word: 'berger', scope: 'atnt', exact: 'exa' }, 'the same, whole words only ("bergers" left out)'],
  ['search', { word: 'berger', scope: 'nt', exact: 'nex' }, 'filtered to the new testament'],
  ['search', { word: 'berger', scope: '43', exact: 'nex' }, 'filtered to a book (Jean)'],
  ['search', { word: 'eternel berger', scope: 'atnt', exact: 'nex' }, 'two words, in any order, without accents'],
  ['search', { word: '"lumière du monde"', scope: 'atnt', exact: 'nex' }, 'a phrase, with an accent'],
  ['search', { word: 'dieu', scope: 'atnt', exact: 'nex' }, 'thousands of hits: capped at 100, "(Max : 100)"'],
  ['search', { word: 'zorglub', scope: 'atnt', exact: 'nex' }, 'no hit'],
  ['search', { word: 'Jésus', scope: '43', exact: 'exa' }, 'a word chosen in Jean’s cloud: whole word, in the cloud’s scope'],
  ['search', { word: 'Jésus de Nazareth', scope: 'atnt', exact: 'nex' }, 'the default word of the site'],
  ['wordCloud', {}, 'the default cloud (/api/tagcloud): the new testament'],
  ['wordCloud', { scope: 'nt' }, 'the new testament: Dieu, Jésus, Seigneur…'],
  ['wordCloud', { scope: 'at' }, '"Éternel" first, far ahead (the largest counts, every colour step)'],
  ['wordCloud', { scope: 'atnt' }, 'the whole Bible'],
  ['wordCloud', { scope: '43' }, 'a book (Jean)'],
  ['wordCloud', { scope: '57' }, 'Philémon: a short book, few words used twice or more'],
  ['planDay', { month: 1, day: 1, year: 2027 }, 'a typical day: Genèse 1-3, Matthieu 1'],
  ['planDay', { month: 8, day: 31, year: 2027 }, 'the longest day: Psaume 119 (176 verses)'],
  ['planDay', { month: 2, day: 28, year: 2027 }, '28 February of a common year: 28 and 29 February’s readings'],
  ['themes', {}, 'every theme: a grid of images and names'],
  ['theme', { id: 4 }, 'Paix: single verses and ranges (Philippiens 4:6-7, Nombres 6:24-26)'],
  ['theme', { id: 6 }, 'Prière: the longest, the Lord’s prayer as a five-verse range (Matthieu 6:9-13)'],
  ['theme', { id: 999 }, 'no such theme: the server’s 404 (only the data knows)'],
];

/** A file name of a request: `/api/rechercher/"lumière du monde"/atnt/nex` → `rechercher-lumiere-du-monde-atnt-nex.json`. */
const fileOf = (request: string) =>
  `${foldText(decodeURIComponent(request.replace(/^\/(api|sanctum)\//, '')))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.json`;

// ensureDatabase rebuilds the database when it does not match the checked-out
// source and importer, so the recordings always follow them.
const config = loadConfig();
await ensureDatabase(config);
const db = await Database.open(config.databasePath, { readonly: true });
try {
  const app = createApp({ db, config });
  await mkdir(OUT, { recursive: true });
  for (const file of await readdir(OUT)) if (file.endsWith('.json')) await rm(path.join(OUT, file));
  for (const [name, input, why] of REQUESTS) {
    const request = formatPath(api[name], input as never);
    const response = await app.request(request);
    const body: unknown = await response.json();
    const file = fileOf(request);
    await writeFile(path.join(OUT, file), `${JSON.stringify({ request, status: response.status, body }, null, 2)}\n`);
    console.log(`${file.padEnd(48)} <- GET ${request} (${response.status}): ${why}`);
  }
  // The themes' images, as the API serves them: Storybook serves this folder at /img
  // (.storybook/main.ts), so the recorded image paths load in stories as on the site.
  const { themes } = (await (await app.request(formatPath(api.themes, {}))).json()) as { themes: Array<{ image: string }> };
  await mkdir(path.join(OUT, 'img', 'themes'), { recursive: true });
  for (const { image } of themes) {
    const response = await app.request(image);
    if (!response.ok) throw new Error(`${image} answered ${response.status}`);
    await writeFile(path.join(OUT, image.slice(1)), await response.text());
  }
  console.log(`img/themes/*.svg (${themes.length})`.padEnd(48), '<- GET /img/themes/{slug}.svg');
} finally {
  await db.close();
}
