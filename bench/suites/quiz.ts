/**
 * The quiz under load: PLAYERS simulated players at once against the real
 * server, each playing a whole game over HTTP on 127.0.0.1 (GET
 * /api/jeu/partie/{pseudo}, POST /api/jouefirst, ten POST /api/joue), against
 * the chapter endpoint (GET /api/lire/43/3) asked by as many clients, as many
 * times each, with the same HTTP client, in the same run.
 *
 * Afterwards every game is checked, from its answers and from its summary
 * (GET /api/partie/{partie}): ten rounds recorded, in order, each once, each
 * with the book the player sent, and the score the server computed matching
 * them. A single lost or doubled answer fails the suite.
 *
 * Runs are interleaved (chapter, games, chapter, games…) RUNS times, after a
 * discarded warm-up of each; the median run of each is kept.
 */
import http from 'node:http';
import type { GamePlayResponse, GameSummaryResponse, NewGameResponse } from '@parole/bible';
import type { Suite } from '../lib.js';

export const PLAYERS = 200;
const ROUNDS = 10;
/** Requests per player: a new game, its first verse, ten answers. */
const CALLS_PER_PLAYER = ROUNDS + 2;
const RUNS = 3;
const CHAPTER_PATH = '/api/lire/43/3';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request with the shared keep-alive agent; the time is the whole round trip, body read. */
function send(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-length': Buffer.byteLength(payload) }
          : { 'x-requested-with': 'XMLHttpRequest' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function expectOk(answer: Answer, what: string): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
}

interface Run {
  /** Requests per second over the run. */
  rps: number;
  /** The latencies measured (ms): every request of the chapter run, every POST /api/joue of a game run. */
  latencies: number[];
  seconds: number;
}

/** A played game, as the player saw it: what it sent and was answered. */
interface PlayedGame {
  partie: number;
  sent: number[];
  last: GamePlayResponse;
}

/** CALLS_PER_PLAYER chapter requests from each of `clients` clients at once. */
async function chapterRun(base: string, clients: number): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < CALLS_PER_PLAYER; i++) {
        const answer = await send(base, 'GET', CHAPTER_PATH);
        expectOk(answer, `GET ${CHAPTER_PATH}`);
        latencies.push(answer.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: (clients * CALLS_PER_PLAYER) / seconds, latencies, seconds };
}

/** `players` whole games at once; each answer is a random book. */
async function gameRun(base: string, players: number, tag: string): Promise<Run & { games: PlayedGame[] }> {
  const latencies: number[] = [];
  const started = performance.now();
  const games = await Promise.all(
    Array.from({ length: players }, async (_, p): Promise<PlayedGame> => {
      const pseudo = `J${tag}-${p}`.slice(0, 12);
      const created = await send(base, 'GET', `/api/jeu/partie/${encodeURIComponent(pseudo)}`);
      expectOk(created, 'GET /api/jeu/partie');
      const { partie, jeton } = JSON.parse(created.body) as NewGameResponse;
      const call = { pseudo, partie, jeton };
      expectOk(await send(base, 'POST', '/api/jouefirst', call), 'POST /api/jouefirst');
      const sent: number[] = [];
      let last!: GamePlayResponse;
      for (let essai = 1; essai <= ROUNDS; essai++) {
        const livre = 1 + Math.floor(Math.random() * 66);
        const answer = await send(base, 'POST', '/api/joue', { ...call, essai, livre });
        expectOk(answer, `POST /api/joue (game ${partie}, round ${essai})`);
        latencies.push(answer.ms);
        sent.push(livre);
        last = JSON.parse(answer.body) as GamePlayResponse;
        if (last.essaisPartie.length !== essai) {
          throw new Error(`Game ${partie}: after answer ${essai}, ${last.essaisPartie.length} rounds answered`);
        }
      }
      return { partie, sent, last };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: (players * CALLS_PER_PLAYER) / seconds, latencies, seconds, games };
}

/**
 * Checks every game: ten rounds recorded in order, each once, each with the
 * book sent, the game finished, its score the count of right rounds.
 * Returns the problems found (none: every answer kept exactly once).
 */
async function verify(base: string, games: readonly PlayedGame[]): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set(games.map((g) => g.partie));
  if (ids.size !== games.length) problems.push(`${games.length - ids.size} game ids given twice`);
  for (const game of games) {
    const summaryAnswer = await send(base, 'GET', `/api/partie/${game.partie}`);
    expectOk(summaryAnswer, 'GET /api/partie');
    const summary = JSON.parse(summaryAnswer.body) as GameSummaryResponse;
    const rounds = summary.joues.map((j) => j.id).join(',');
    const sent = summary.joues.map((j) => j.livreid_reponse).join(',');
    const right = summary.joues.filter((j) => j.livre_id === j.livreid_reponse).length;
    const last = game.last.essaisPartie.map((r) => `${r.essai}:${r.livreid_reponse}`).join(',');
    if (rounds !== '1,2,3,4,5,6,7,8,9,10') problems.push(`game ${game.partie}: rounds ${rounds}`);
    if (sent !== game.sent.join(',')) problems.push(`game ${game.partie}: books recorded ${sent}, sent ${game.sent.join(',')}`);
    if (last !== game.sent.map((b, i) => `${i + 1}:${b}`).join(',')) problems.push(`game ${game.partie}: last answer shows ${last}`);
    if (!summary.partie.termine || !game.last.termine) problems.push(`game ${game.partie}: not finished`);
    if (summary.partie.juste !== right) problems.push(`game ${game.partie}: score ${summary.partie.juste}, ${right} right rounds`);
  }
  return problems;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const median = <T>(runs: readonly T[], by: (r: T) => number): T => [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)];
const ms = (n: number) => n.toFixed(1);
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (r: number) => `${(r * 100).toFixed(0)}%`;

export const quizSuite: Suite = {
  name: 'quiz',
  title: 'Quiz under load',
  async run({ servers }) {
    const base = servers.parole;
    // Warm-up, discarded: connections open, statements prepared, chapter cached.
    await chapterRun(base, PLAYERS);
    const warm = await gameRun(base, PLAYERS, 'w');
    const chapters: Run[] = [];
    const gameRuns: Array<Awaited<ReturnType<typeof gameRun>>> = [];
    for (let run = 0; run < RUNS; run++) {
      chapters.push(await chapterRun(base, PLAYERS));
      gameRuns.push(await gameRun(base, PLAYERS, String(run)));
    }
    const problems = await verify(base, [...warm.games, ...gameRuns.flatMap((r) => r.games)]);
    const gamesChecked = warm.games.length + gameRuns.reduce((n, r) => n + r.games.length, 0);

    const chapter = median(chapters, (r) => r.rps);
    const games = median(gameRuns, (r) => r.rps);
    const answersPerSecond = (PLAYERS * ROUNDS) / games.seconds;
    const row = (label: string, requests: number, rps: number, latencies: readonly number[]) =>
      `| ${label} | ${count(requests)} | ${count(rps)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} |`;
    const passed = problems.length === 0;
    const markdown = [
      `${PLAYERS} clients at once, each sending its requests one after the other over keep-alive HTTP on 127.0.0.1 (Node's \`http\`, one client for both workloads); median of ${RUNS} interleaved runs, after a discarded warm-up of each. Latency is the round trip seen by the client, body read.`,
      '',
      '| Workload | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) |',
      '|---|---:|---:|---:|---:|---:|',
      row(`\`GET ${CHAPTER_PATH}\`, ${CALLS_PER_PLAYER} per client`, PLAYERS * CALLS_PER_PLAYER, chapter.rps, chapter.latencies),
      row(`whole games: new game, first verse, ${ROUNDS} answers per player (latency: the answers)`, PLAYERS * CALLS_PER_PLAYER, games.rps, games.latencies),
      '',
      `**\`POST /api/joue\`: ${count(answersPerSecond)} answers per second**, p95 ${ms(percentile(games.latencies, 95))} ms, p99 ${ms(percentile(games.latencies, 99))} ms.`,
      '',
      `- Game calls per second / chapter requests per second: ${percent(games.rps / chapter.rps)}.`,
      `- p95 of an answer / p95 of a chapter: ${(percentile(games.latencies, 95) / percentile(chapter.latencies, 95)).toFixed(1)}×; p99: ${(percentile(games.latencies, 99) / percentile(chapter.latencies, 99)).toFixed(1)}×.`,
      `- **Every game checked** (${count(gamesChecked)} games, ${count(gamesChecked * ROUNDS)} answers, from their answers and their summaries): ${
        passed ? 'ten rounds each, every answer recorded once, with the book sent, and the score matching (none lost or doubled).' : `**${problems.length} problems**: ${problems.slice(0, 5).join('; ')}.`
      }`,
      '',
      'A chapter is answered from memory; an answer is two reads and one write of the games database (WAL, `synchronous = NORMAL`, writes in one queue on one connection). Design: [decisions/quiz.md](decisions/quiz.md).',
    ].join('\n');
    return { markdown, passed };
  },
};
