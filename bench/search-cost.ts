/**
 * The CPU cost of single searches, on the engine directly (no HTTP): what
 * bounds SEARCH_MAX_WORDS (docs/security.md, "Search cost").
 * `npx tsx bench/search-cost.ts`. Inputs over the limits are measured too
 * (the engine does not check them), and marked "refused".
 *
 * "first" is the first run of the search in the process: V8 compiles a new
 * regular expression and runs it in its interpreter before tiering it up,
 * so a search never seen before (what an attacker sends, each different)
 * costs that; "again" is the best of two more runs (the compiled pattern
 * is cached by its source).
 *
 * In another translation than Louis Segond 1910 (issue 41):
 * `SEARCH_TRANSLATION=darby npx tsx bench/search-cost.ts`.
 */
import { parseSearchQuery, searchInputError } from '@parole/bible';
import { loadConfig } from '../packages/api/src/config.js';
import { createSearchStore } from '../packages/api/src/db/search.js';
import { textTables } from '../packages/api/src/db/tables.js';
import { Database } from '../packages/api/src/db/sqlite.js';
import { ensureDatabase } from '../packages/api/src/import/ensure.js';
import { createSearchEngine } from '../packages/api/src/search/engine.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const oneLetter = (n: number) => Array.from({ length: n }, (_, i) => LETTERS[i % 26]).join(' ');
const CASES: ReadonlyArray<[string, string]> = [
  ['phrase of 99 one-letter words', `"${oneLetter(99)}"`],
  ['phrase of 30 one-letter words', `"${oneLetter(30)}"`],
  ['phrase of 20 one-letter words', `"${oneLetter(20)}"`],
  ['phrase of 10 one-letter words', `"${oneLetter(10)}"`],
  ['phrase of 99 times "a"', `"${Array(99).fill('a').join(' ')}"`],
  ['phrase of 30 times "a"', `"${Array(30).fill('a').join(' ')}"`],
  ['26 one-letter words, common first', 'e a i s t n r u l o d c m p v q f b g h j x y z k w'],
  ['30 two-letter words', 'es en le de re nt et la ai il on ur ne te se ui an in ce ou is er ra ro qu me it ie ar al'],
  ['et le de', 'et le de'],
  ['John 3:16 quoted whole (28 words)', `"Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle"`],
];

const config = loadConfig();
await ensureDatabase(config);
const db = await Database.open(config.databasePath, { readonly: true });
const translation = process.env.SEARCH_TRANSLATION ?? 'lsg';
if (!config.translations.some((t) => t.id === translation)) throw new Error(`SEARCH_TRANSLATION: no translation ${translation} in the configuration`);
const engine = createSearchEngine(createSearchStore(db, textTables(translation)));
await engine.ready();
console.log('| Search | mode | words | hits | first (ms) | again (ms) | |\n|---|---|---:|---:|---:|---:|---|');
for (const exact of ['nex', 'exa'] as const) {
  for (const [label, input] of CASES) {
    const query = parseSearchQuery(input);
    const times: number[] = [];
    let hits = 0;
    for (let k = 0; k < 3; k++) {
      const start = performance.now();
      hits = (await engine.search(query, exact, 'atnt')).versetsCountTotal;
      times.push(performance.now() - start);
    }
    const words = query.parts.reduce((n, p) => n + p.words.length, 0);
    const again = Math.min(times[1], times[2]);
    console.log(`| ${label} | ${exact} | ${words} | ${hits} | ${times[0].toFixed(1)} | ${again.toFixed(1)} | ${searchInputError(input) ? 'refused' : ''} |`);
  }
}
await db.close();
