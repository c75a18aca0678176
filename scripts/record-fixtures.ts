/**
 * Records the API's answers that stories and tests read
 * (packages/widgets/src/testing/recordings.ts): it
 * builds (or reuses) the SQLite database from the USFM source exactly as the
 * server does on start, then asks the Hono app itself, through app.request(),
 * for each request below, formatted by the endpoint table as the client sends
 * it. Nothing in recordings/ is written by hand.
 *
 * The quiz's answers come from games played here against a new, temporary
 * games database, with a seeded random source (the verses drawn, the games'
 * secrets) and a clock that starts on 1 November 2026 at 14:00 UTC and moves
 * a few seconds per answer, so every run writes the same files.
 *
 * The AI helper's answers come from our real route, for users logged in
 * through the real flow, against the one stand-in of its tests: the
 * loopback OpenAI-compatible server of packages/api/src/ai/testing.ts. No
 * real provider can be asked here, so the answers' markdown is the stand-in's
 * (STAND_IN_ANSWERS, marked as such); the rest (the API's document, token
 * counts, failure and budget messages) is our API's.
 *
 * Run after a change to the importer or the API's answers:
 *   npm run record-fixtures
 *
 * It lives here, with the repository's tools, not in the widgets' package:
 * the recorder needs the server, the widgets must not
 * (tests/tooling/import-circles.test.ts).
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { createApp } from '../packages/api/src/app.js';
import { loadConfig, type Config } from '../packages/api/src/config.js';
import { startAiStandIn } from '../packages/api/src/ai/testing.js';
import { logIn, openTestApp } from '../packages/api/src/testing.js';
import { Database } from '../packages/api/src/db/sqlite.js';
import { ensureDatabase } from '../packages/api/src/import/ensure.js';
import { openSqliteQuizStore } from '../packages/api/src/quiz/sqlite-store.js';
import type { QuizStore } from '../packages/api/src/quiz/store.js';
import {
  api,
  buildAiRequest,
  foldText,
  formatBody,
  formatPath,
  REQUESTED_WITH,
  seededRandom,
  type ApiName,
  type NewGameResponse,
  type RouteInput,
} from '@parole/bible';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the widgets' fake client reads them (packages/widgets/src/testing/recordings.ts). */
const OUT = path.join(REPO, 'packages/widgets/src/testing/recordings');

type Request = { [N in ApiName]: readonly [name: N, input: RouteInput<(typeof api)[N]>, why: string] }[ApiName];

/** What is recorded, and why each is worth a story or a test. */
const REQUESTS: readonly Request[] = [
  ['info', {}, 'the configured translation and contact'],
  ['translations', {}, 'the translations the server has, the default first (issue 41): a picker'],
  ['chapter', { book: 1, chapter: 32, translation: 'darby' }, 'Darby’s Genèse 32 in its numbering: its 32:1 is Segond’s 31:55 (issue 41)'],
  ['search', { word: 'berger', scope: 'atnt', exact: 'nex', translation: 'martin' }, 'a search in Martin 1744 (issue 41)'],
  ['offlineBible', {}, 'what « Lire hors ligne » downloads of Louis Segond 1910: its chapters and bytes'],
  ['offlineBible', { translation: 'darby' }, 'the same of Darby 1885, downloaded on its own (issue 41)'],
  ['offlineBible', { translation: 'martin' }, 'the same of Martin 1744 (issue 41)'],
  ['crossReferences', { book: 43, chapter: 3, verse: 16 }, 'Jean 3:16’s first ten cross references, Romains 5:8 first, with ranges (issue 43): the panel'],
  ['crossReferences', { book: 43, chapter: 3, verse: 16, limit: 100 }, 'all 23 of Jean 3:16’s, after « Voir plus »'],
  ['crossReferences', { book: 19, chapter: 51, verse: 1 }, 'a Psalm’s title, which has none'],
  ['crossReferences', { book: 43, chapter: 3, verse: 16, limit: 3 }, 'Jean 3:16’s first three: the tagger preview’s « Voir aussi » (issue 43)'],
  ['passages', { passages: [{ book: 43, chapter: 3, verses: [16] }] }, 'Jean 3:16 as the tagger’s preview asks it (issue 25): the preview’s story'],
  ['crossReferences', { book: 1, chapter: 32, verse: 1, translation: 'darby' }, 'in Darby’s numbering: its Genèse 32:1 is Segond’s 31:55'],
  ['chapter', { book: 1, chapter: 31 }, 'Genèse 31: its verse 55 is Darby’s 32:1, where switching translation leads (issue 41)'],
  ['parallel', { book: 1, chapter: 31, translations: ['lsg', 'darby'] }, 'Genèse 31 beside Darby: Segond’s 31:55 beside Darby’s 32:1 (issue 42)'],
  ['chapter', { book: 41, chapter: 9 }, 'Marc 9, read beside Darby in the parallel stories (issue 42)'],
  ['parallel', { book: 41, chapter: 9, translations: ['lsg', 'darby'] }, 'Marc 9 beside Darby: Segond’s 9:50-51 in one row with Darby’s 9:50'],
  ['chapter', { book: 40, chapter: 23 }, 'Matthieu 23, read beside Darby in the parallel stories (issue 42)'],
  ['parallel', { book: 40, chapter: 23, translations: ['lsg', 'darby'] }, 'Matthieu 23 beside Darby: its 23:14 with an empty Darby cell'],
  ['parallel', { book: 43, chapter: 3, translations: ['lsg', 'darby', 'martin'] }, 'Jean 3 in three translations'],
  ['parallel', { book: 1, chapter: 31, translations: ['lsg', 'darby', 'martin'] }, 'Genèse 31 in the three translations: « Comparer les traductions » on Laban’s farewell'],
  ['parallel', { book: 43, chapter: 3, translations: ['lsg', 'darby'] }, 'Jean 3 beside Darby'],
  ['parallel', { book: 43, chapter: 3, translations: ['lsg', 'kjv'] }, 'a translation the server does not have: 400'],
  ['chapter', { book: 1, chapter: 14, translation: 'darby' }, 'Genèse 14 in Darby 1885: ✶Dieu (the Hebrew El) and [words] (issue 41: its signs)'],
  ['chapter', { book: 43, chapter: 3, translation: 'darby' }, 'Jean 3 in Darby 1885: [words] (issue 41)'],
  ['chapter', { book: 43, chapter: 3, translation: 'martin' }, 'Jean 3 in Martin 1744 (issue 41)'],
  ['chapter', { book: 43, chapter: 3, translation: 'kjv' }, 'a translation the server does not have: 400 and its French message (issue 41)'],
  ['search', { word: 'berger', scope: 'atnt', exact: 'nex', translation: 'darby' }, 'a search in Darby 1885 (issue 41)'],
  ['planDay', { month: 1, day: 1, year: 2027, translation: 'darby' }, 'the plan’s first day in Darby 1885 (issue 41)'],
  ['planDay', { month: 1, day: 1, year: 2027, translation: 'martin' }, 'the plan’s first day in Martin 1744 (issue 41)'],
  ['themes', { translation: 'darby' }, 'the themes, their first verses in Darby 1885 (issue 41)'],
  ['themes', { translation: 'martin' }, 'the themes, their first verses in Martin 1744 (issue 41)'],
  ['theme', { id: 4, translation: 'darby' }, 'Paix in Darby 1885 (issue 41)'],
  ['theme', { id: 4, translation: 'martin' }, 'Paix in Martin 1744 (issue 41)'],
  ['wordCloud', { scope: 'nt', translation: 'darby' }, 'the new testament’s words in Darby 1885 (issue 41)'],
  ['wordCloud', { scope: 'nt', translation: 'martin' }, 'the new testament’s words in Martin 1744 (issue 41)'],
  ['chapter', { book: 1, chapter: 1 }, 'Genèse 1: old testament, first chapter of the canon'],
  ['chapter', { book: 19, chapter: 117 }, 'Psaume 117: the shortest chapter'],
  ['chapter', { book: 19, chapter: 119 }, 'Psaume 119: the longest (176 verses), with headings'],
  ['chapter', { book: 43, chapter: 3 }, 'Jean 3: new testament, words of Jesus, headings'],
  ['chapter', { book: 55, chapter: 3 }, '2 Timothée 3: the verse of the home page (16)'],
  ['chapter', { book: 24, chapter: 33 }, 'Jérémie 33: verse 11, the tallest verse the quiz draws (a poem of nine lines)'],
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

type Input<N extends ApiName> = RouteInput<(typeof api)[N]>;

/**
 * A file name of a request: its path, and for a POST the round it answers
 * (`essai`), if any; never the body's secret.
 * @example fileOf('/api/rechercher/"lumière du monde"/atnt/nex') // 'rechercher-lumiere-du-monde-atnt-nex.json'
 * @example fileOf('/api/joue', { pseudo: 'Samuel', partie: 5, jeton: '…', essai: 3, livre: 43 }) // 'joue-essai-3.json'
 */
const fileOf = (url: string, body?: Record<string, string | number>) =>
  `${foldText(decodeURIComponent(url.replace(/^\/(api|sanctum)\//, '')) + (body?.essai !== undefined ? `-essai-${body.essai}` : ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.json`;

/** 1 November 2026, 14:00 UTC: the recorded games' clock starts there. */
const QUIZ_START = Date.UTC(2026, 10, 1, 14, 0, 0);

/**
 * The markdown the stand-in provider answers for the recordings: written for
 * this purpose (no model was asked), quoting the Louis Segond 1910 as the
 * server's instructions ask.
 */
const STAND_IN_ANSWERS = {
  summary: [
    '## Jean 3 en bref',
    '',
    'De nuit, **Nicodème**, un pharisien, chef des Juifs, vient trouver Jésus. Jésus lui annonce qu’il faut *naître de nouveau* : « si un homme ne naît d’eau et d’Esprit, il ne peut entrer dans le royaume de Dieu » (Jean 3:5). Comme Moïse éleva le serpent dans le désert (Nombres 21:9), le Fils de l’homme doit être élevé (Jean 3:14-15).',
    '',
    '> Car Dieu a tant aimé le monde qu’il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu’il ait la vie éternelle. (Jean 3:16)',
    '',
    'Le chapitre s’achève sur le témoignage de **Jean-Baptiste** : « Il faut qu’il croisse, et que je diminue » (Jean 3:30).',
    '',
    '- Thème : la nouvelle naissance',
    '- Verset clé : Jean 3:16',
    '',
    '*Réponse du fournisseur de démonstration des tests : aucun modèle n’a été interrogé.*',
  ].join('\n'),
  plan: [
    '## Plan de l’Évangile selon Jean',
    '',
    '1. **Prologue** : la Parole faite chair (Jean 1:1-18)',
    '2. **Le livre des signes** : sept signes et les discours qui les suivent (Jean 1:19 – 12:50)',
    '   - les noces de Cana (Jean 2:1-11)',
    '   - l’entretien avec Nicodème (Jean 3:1-21)',
    '   - la résurrection de Lazare (Jean 11:1-44)',
    '3. **Le livre de la gloire** : le dernier repas, la croix et la résurrection (Jean 13 – 20)',
    '4. **Épilogue** : Jésus ressuscité au bord du lac de Tibériade (Jean 21)',
    '',
    '> Mais ces choses ont été écrites afin que vous croyiez que Jésus est le Christ, le Fils de Dieu, et qu’en croyant vous ayez la vie en son nom. (Jean 20:31)',
    '',
    '| Partie | Chapitres |',
    '|---|---|',
    '| Prologue | 1 |',
    '| Signes | 1 – 12 |',
    '| Gloire | 13 – 20 |',
    '| Épilogue | 21 |',
    '',
    'Pour aller plus loin : [Jean 3 sur Parole](https://parole.example/lire/43/3).',
    '',
    '*Réponse du fournisseur de démonstration des tests : aucun modèle n’a été interrogé.*',
  ].join('\n'),
};

/** 23 November 2026, 14:00 UTC: the AI recordings' clock. */
const AI_NOW = Date.UTC(2026, 10, 23, 14, 0, 0);

// ensureDatabase rebuilds the database when it does not match the checked-out
// source and importer, so the recordings always follow them.
const config = loadConfig();
await ensureDatabase(config);
const db = await Database.open(config.databasePath, { readonly: true });
const gamesDir = await mkdtemp(path.join(os.tmpdir(), 'parole-record-games-'));
const games = await openSqliteQuizStore(path.join(gamesDir, 'games.sqlite'));
const clock = { now: QUIZ_START };
const secrets = seededRandom(20261101);
const quiz = {
  store: games,
  random: seededRandom(31170),
  now: () => clock.now,
  token: () => Buffer.from(Array.from({ length: 32 }, () => Math.floor(secrets() * 256))).toString('base64url'),
};
try {
  const app = createApp({ db, config, quiz });

  const ask = askerOf(app);

  await mkdir(OUT, { recursive: true });
  for (const file of await readdir(OUT)) if (file.endsWith('.json')) await rm(path.join(OUT, file));
  for (const [name, input, why] of REQUESTS) await ask(name, input as never, why);
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

  await recordQuiz(ask, games);
  await recordAi(config);
} finally {
  await Promise.all([db.close(), games.close()]);
  await rm(gamesDir, { recursive: true, force: true });
}

type Ask = <N extends ApiName>(name: N, input: Input<N>, why?: string, file?: string) => Promise<unknown>;

/**
 * Asks `app` for a request of the table, as the client sends it (a POST's
 * JSON body and headers, with `headers` added), and when `why` is given
 * records the answer under the key requestOf() of recordings.ts reads: the
 * URL, then for a POST a space and the JSON body; in `file`, or a name made
 * from the URL. Resolves with the answer's body.
 */
function askerOf(app: Hono, headers: Record<string, string> = {}): Ask {
  return async (name, input, why, file) => {
    const endpoint = api[name];
    const url = formatPath(endpoint, input);
    const body = formatBody(endpoint, input);
    const response = await app.request(
      url,
      body
        ? {
            method: endpoint.method,
            headers: { 'Content-Type': 'application/json', [REQUESTED_WITH.name]: REQUESTED_WITH.value, ...headers },
            body: JSON.stringify(body),
          }
        : {},
    );
    const answer: unknown = await response.json();
    if (why !== undefined) {
      const request = body ? `${url} ${JSON.stringify(body)}` : url;
      const name = file ?? fileOf(url, body);
      await writeFile(path.join(OUT, name), `${JSON.stringify({ request, status: response.status, body: answer }, null, 2)}\n`);
      console.log(`${name.padEnd(48)} <- ${endpoint.method} ${url} (${response.status}): ${why}`);
    } else if (response.status >= 400) {
      throw new Error(`${endpoint.method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return answer;
  };
}

/**
 * The AI helper's answers: our route on the real Bible database, a fresh
 * state database, the stand-in provider on 127.0.0.1, users logged in
 * through the real flow (GET /sanctum/csrf-cookie, POST /api/login). An
 * answer on a chapter, one on a whole book, the provider's failure and the
 * daily budget spent.
 */
async function recordAi(config: Config) {
  const provider = await startAiStandIn();
  const ai = { ...config.ai, baseURL: provider.baseURL, apiKey: 'sk-stand-in-recordings', dailyTokens: 50_000, requestsPerMinute: 100 };
  const open = (limits: Partial<typeof ai>) => openTestApp({ ai: { ...ai, ...limits } }, {}, {}, { now: () => AI_NOW });
  const [roomy, tight] = await Promise.all([open({}), open({ dailyTokens: 1_000 })]);
  /** The request the AI section sends for `option` on Jean (`chapter` 0: the whole book). */
  const request = (option: Parameters<typeof buildAiRequest>[0], chapter: number, maxTokens = 600) => ({
    book: 43,
    chapter,
    prompt: buildAiRequest(option, { book: 43, chapter, year: 2026 })!,
    maxTokens,
    model: ai.defaultModel,
  });
  try {
    const ask = askerOf(roomy.app, (await logIn(roomy, 'Marie')).headers);
    provider.queue({ content: STAND_IN_ANSWERS.summary });
    await ask('aiRequest', request(1, 3), 'option 1 (summary, 100 words) on Jean 3: markdown and token counts', 'oairequest-1-jean-3.json');
    provider.queue({ content: STAND_IN_ANSWERS.plan });
    await ask('aiRequest', request(12, 0), 'option 12 (plan) on the whole book of Jean (chap 0): a list, a quote, a table, a link', 'oairequest-12-jean.json');
    provider.queue({ status: 429 });
    await ask('aiRequest', request(2, 3), 'the provider’s own limit (429): the spec’s failure text and what failed', 'oairequest-2-jean-3-echec.json');
    // A user whose day is spent: a budget smaller than one request.
    await askerOf(tight.app, (await logIn(tight, 'Paul')).headers)(
      'aiRequest',
      request(3, 3),
      'the daily token budget spent: 429 and its French message',
      'oairequest-3-jean-3-budget.json',
    );
  } finally {
    await provider.close();
    await Promise.all([roomy.close(), tight.close()]);
  }
}

/**
 * Plays the recorded games: finished ones for the tables (a nickname written
 * like HTML among them, shown as text), one game recorded call by call, one
 * left after three answers, and the refusals worth a story.
 */
async function recordQuiz(ask: Ask, store: QuizStore) {
  /** A new game and what its calls carry. */
  const begin = async (pseudo: string, why?: string) => {
    const { partie, jeton } = (await ask('newGame', { pseudo }, why)) as NewGameResponse;
    const books = (await store.getGame(partie))!.rounds.map((r) => r.bookId);
    return { call: { pseudo, game: partie, token: jeton }, books };
  };
  /** Answers `rounds`, right for those in `right`, wrong (the next book) for the others, `seconds` apart (in turn). */
  const answer = async (
    game: Awaited<ReturnType<typeof begin>>,
    rounds: number[],
    right: ReadonlySet<number>,
    seconds: readonly number[],
    why?: (round: number) => string,
  ) => {
    for (const [i, attempt] of rounds.entries()) {
      clock.now += seconds[i % seconds.length] * 1000;
      const book = right.has(attempt) ? game.books[attempt - 1] : (game.books[attempt - 1] % 66) + 1;
      await ask('gameAnswer', { ...game.call, attempt, book }, why?.(attempt));
    }
  };
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  // Finished games, so that both tables have rows.
  const finished: Array<[string, number[], number[]]> = [
    ['Marie', [1, 2, 3, 4, 5, 7, 8, 10], [9, 11, 7]],
    ['<b>Zoé</b>', all, [12, 14]],
    ['Jean-Marc', [2, 3, 5, 8, 9, 10], [5, 6]],
    ['Élise', [1, 2, 4, 5, 6, 7, 9, 10], [8, 7, 9]],
  ];
  for (const [pseudo, right, seconds] of finished) {
    clock.now += 15 * 60 * 1000;
    const game = await begin(pseudo);
    await ask('gameStart', game.call);
    await answer(game, all, new Set(right), seconds);
  }

  // One game, call by call.
  clock.now += 15 * 60 * 1000;
  const samuel = await begin('Samuel', 'a new game for "Samuel": its id and secret');
  await ask('gameStart', samuel.call, 'the first verse of the game; the timer starts');
  const samuelRight = new Set([1, 2, 4, 5, 7, 8, 10]);
  await answer(samuel, all, samuelRight, [6, 9, 4, 12, 7], (round) =>
    round < 10
      ? `answer to round ${round} (${samuelRight.has(round) ? 'right' : 'wrong'}): the next verse`
      : 'the tenth answer (right): the game is over, 7 right',
  );
  await ask('gameSummary', { game: samuel.call.game }, 'the summary of a finished game (7 right of 10)');

  // A game left after three answers.
  clock.now += 5 * 60 * 1000;
  const left = await begin('Timothée');
  await ask('gameStart', left.call);
  await answer(left, [1, 2, 3], new Set([1, 3]), [10, 8, 15]);
  await ask('gameSummary', { game: left.call.game }, 'a game in progress: three rounds answered, no other shown');

  await ask('games', {}, 'the tables of the game’s home: five finished games, one nickname written like HTML');
  await ask('newGame', { pseudo: 'Léa' }, 'a nickname of three letters: the specification’s 422');
  await ask('gameSummary', { game: 999 }, 'no such game: 404');
}
