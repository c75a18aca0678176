/**
 * Measures the quiz's fair-play rules (packages/api/src/quiz/fair-play.ts)
 * against the model players of tests/support/human-pace.ts and against
 * scripts, on games of the real verses: the figures of docs/decisions/quiz.md
 * ("Fair play"). The players are a MODEL built from published figures, not
 * recordings of real players.
 *
 *   npx tsx scripts/quiz-pace.ts [games per kind, default 200000] [games through the app, default 300]
 *
 * Three parts:
 * 1. Many games computed with the rules' own functions (no HTTP), for the
 *    tails: how often a person is kept out, and the least variation seen.
 * 2. For the fastest kind of person, how often other numbers of words in
 *    the floors would have kept it out (what the chosen ones were chosen
 *    against).
 * 3. Fewer games played through the real app (its routes, its store, an
 *    injected clock), to show the server gives the same verdicts.
 */
import { GAME_ROUNDS, seededRandom, type GamePlayResponse, type NewGameResponse, type Random } from '@parole/bible';
import { drawVerses } from '../packages/api/src/quiz/draw.js';
import {
  answerFloorMs,
  gameTiming,
  MACHINE_SPEED_ANSWERS,
  readingFloorMs,
  SEEING_AND_CLICKING_MS,
  SKIMMING_WORDS_PER_MINUTE,
  timingVariation,
  wordsOf,
} from '../packages/api/src/quiz/fair-play.js';
import { createQuizBible } from '../packages/api/src/quiz/verses.js';
import { openTestApp } from '../packages/api/src/testing.js';
import { humanPlayer, PACE_PROFILES } from '../tests/support/human-pace.js';

const GAMES = Number(process.argv[2] ?? 200_000);
const APP_GAMES = Number(process.argv[3] ?? 300);

/** A kind of player: makes a player (for one game), which gives the ms it takes for each verse. */
interface Kind {
  name: string;
  player(random: Random): (verseHtml: string) => number;
}

/** The network and the page between an answer and the next verse, as the server sees them: 0 to 40 ms. */
const network = (random: Random) => 40 * random();

const KINDS: Kind[] = [
  ...Object.values(PACE_PROFILES).map((profile) => ({ name: `person: ${profile.name}`, player: (random: Random) => humanPlayer(profile, random) })),
  { name: 'script: 1.0 s after each answer (issue 45)', player: (random) => () => 1_000 + network(random) },
  { name: 'script: a fixed 2.0 s', player: (random) => () => 2_000 + network(random) },
  { name: 'script: a fixed 2.5 s', player: (random) => () => 2_500 + network(random) },
  { name: 'script: each verse’s reading floor and 0.3 s', player: (random) => (text) => readingFloorMs(text) + 300 + network(random) },
  { name: 'script: the answer floor and 0 to 1 s at random', player: (random) => (text) => answerFloorMs(text) + 1_000 * random() + network(random) },
  { name: 'script: 1 s and 100 ms a word', player: (random) => (text) => 1_000 + 100 * wordsOf(text) + network(random) },
];

interface Tally {
  games: number;
  fast: number;
  quick: number;
  regular: number;
  listed: number;
  seconds: number[];
  variations: number[];
}

const newTally = (): Tally => ({ games: 0, fast: 0, quick: 0, regular: 0, listed: 0, seconds: [], variations: [] });

/** A verse drawn: its text, its words and its two floors (read once). */
interface Drawn {
  text: string;
  words: number;
  answerFloor: number;
  readingFloor: number;
}

/** Counts a game of `times` for `verses` in `tally`, as the server judges it. */
function count(tally: Tally, verses: readonly Drawn[], times: readonly number[]) {
  tally.games++;
  const fast = times.filter((t, i) => t < verses[i].answerFloor).length >= MACHINE_SPEED_ANSWERS;
  const floors = verses.map((v) => v.readingFloor);
  const timing = gameTiming(times, floors);
  if (fast) tally.fast++;
  if (timing === 'quick') tally.quick++;
  if (timing === 'regular') tally.regular++;
  if (!fast && timing === null) tally.listed++;
  tally.seconds.push(Math.round(times.reduce((sum, t) => sum + t, 0) / 1_000));
  tally.variations.push(timingVariation(times.slice(1), floors.slice(1)));
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(n > 0 && n < of / 1_000 ? 4 : 2)}%`;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function report(title: string, tallies: Map<string, Tally>) {
  console.log(`\n${title}\n`);
  console.log('| kind | games | out: 2 answers under the floor | out: quick | out: regular | listed | chrono p1 / median | variation: least / 0.01% / 1% / median |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, t] of tallies) {
    const seconds = [...t.seconds].sort((a, b) => a - b);
    const variations = [...t.variations].sort((a, b) => a - b);
    const v = [variations[0], quantile(variations, 0.0001), quantile(variations, 0.01), quantile(variations, 0.5)].map((x) => x.toFixed(3));
    console.log(
      `| ${name} | ${t.games} | ${percent(t.fast, t.games)} | ${percent(t.quick, t.games)} | ${percent(t.regular, t.games)} | ${percent(t.listed, t.games)} | ` +
        `${quantile(seconds, 0.01)} s / ${quantile(seconds, 0.5)} s | ${v.join(' / ')} |`,
    );
  }
}

const app = await openTestApp({ gameCreationLimit: 1_000_000 }, { now: () => clock.now, random: seededRandom(45) });
const clock = { now: Date.UTC(2026, 10, 1, 14, 0, 0) };
try {
  const bible = createQuizBible(app.db);
  const candidates = await bible.candidates();
  const drawnOf = new Map<number, Drawn>();
  for (const c of candidates) {
    const text = (await bible.verse(c.verseId))!.texte;
    drawnOf.set(c.verseId, { text, words: wordsOf(text), answerFloor: answerFloorMs(text), readingFloor: readingFloorMs(text) });
  }
  const draw = (random: Random) => drawVerses(candidates, GAME_ROUNDS, random).map((v) => drawnOf.get(v.verseId)!);

  // 1. Many games, computed.
  const computed = new Map<string, Tally>();
  for (const [k, kind] of KINDS.entries()) {
    const random = seededRandom(4_500 + k);
    const tally = newTally();
    const games = kind.name.startsWith('person') ? GAMES : Math.min(GAMES, 10_000);
    for (let game = 0; game < games; game++) {
      const player = kind.player(random);
      const verses = draw(random);
      count(tally, verses, verses.map((v) => player(v.text)));
    }
    computed.set(kind.name, tally);
  }
  report(`Computed: ${GAMES} games of each kind of person, ${Math.min(GAMES, 10_000)} of each script`, computed);

  // 2. The fastest person against floors that count other numbers of words.
  const floorOf = (words: number, most: number) => SEEING_AND_CLICKING_MS + Math.round((Math.min(words, most) * 60_000) / SKIMMING_WORDS_PER_MINUTE);
  const answerCaps = [6, 7, 8, 10, 15, 1_000];
  const gameCaps = [10, 12, 15, 20, 1_000];
  const outByAnswers = new Map(answerCaps.map((c) => [c, 0]));
  const outByGame = new Map(gameCaps.map((c) => [c, 0]));
  const random = seededRandom(4_599);
  for (let game = 0; game < GAMES; game++) {
    const player = humanPlayer(PACE_PROFILES.expert, random);
    const verses = draw(random);
    const times = verses.map((v) => player(v.text));
    for (const cap of answerCaps) {
      if (times.filter((t, i) => t < floorOf(verses[i].words, cap)).length >= MACHINE_SPEED_ANSWERS) outByAnswers.set(cap, outByAnswers.get(cap)! + 1);
    }
    const judged = times.slice(1).reduce((sum, t) => sum + t, 0);
    for (const cap of gameCaps) {
      if (judged < verses.slice(1).reduce((sum, v) => sum + floorOf(v.words, cap), 0)) outByGame.set(cap, outByGame.get(cap)! + 1);
    }
  }
  const caps = (out: Map<number, number>) => [...out].map(([cap, n]) => `${cap >= 1_000 ? 'every word' : `${cap} words`}: ${n} (${percent(n, GAMES)})`).join(', ');
  console.log(`\nThe expert, ${GAMES} games: kept out by two answers under a floor of ${caps(outByAnswers)}`);
  console.log(`The expert, ${GAMES} games: kept out by a game's floor of ${caps(outByGame)}`);

  // 3. Games through the app: its routes and store decide.
  const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const post = (path: string, body: unknown) => app.app.request(path, { method: 'POST', headers: JSON_CALL, body: JSON.stringify(body) });
  const played = new Map<string, Tally>();
  for (const [k, kind] of KINDS.entries()) {
    const random = seededRandom(9_000 + k);
    const tally = newTally();
    for (let n = 0; n < APP_GAMES; n++) {
      const player = kind.player(random);
      clock.now += 60_000;
      const pseudo = `Joueur ${k}-${n}`;
      const { partie, jeton } = (await (await app.app.request(`/api/jeu/partie/${encodeURIComponent(pseudo)}`)).json()) as NewGameResponse;
      const call = { pseudo, partie, jeton };
      const books = (await app.games.getGame(partie))!.rounds.map((r) => r.bookId);
      let state = (await (await post('/api/jouefirst', call)).json()) as GamePlayResponse;
      const texts: string[] = [];
      const times: number[] = [];
      for (let essai = 1; essai <= GAME_ROUNDS; essai++) {
        texts.push(state.verset!.texte);
        const ms = Math.round(player(state.verset!.texte));
        times.push(ms);
        clock.now += ms;
        state = (await (await post('/api/joue', { ...call, essai, livre: books[essai - 1] })).json()) as GamePlayResponse;
      }
      const [row] = await app.state.query<{ fast: number; timing: string | null }>(
        'SELECT (SELECT COUNT(*) FROM rounds WHERE game_id = games.id AND fast = 1) AS fast, timing FROM games WHERE id = ?',
        [partie],
      );
      // The server's verdicts, counted as the tables read them.
      tally.games++;
      if (row.fast >= MACHINE_SPEED_ANSWERS) tally.fast++;
      if (row.timing === 'quick') tally.quick++;
      if (row.timing === 'regular') tally.regular++;
      if (row.fast < MACHINE_SPEED_ANSWERS && row.timing === null) tally.listed++;
      tally.seconds.push(state.chrono);
      tally.variations.push(timingVariation(times.slice(1), texts.slice(1).map(readingFloorMs)));
    }
    played.set(kind.name, tally);
  }
  report(`Through the app: ${APP_GAMES} games of each kind`, played);
} finally {
  await app.close();
}
