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
import type { Suite } from '../lib.js';
import { CALLS_PER_GAME, expectOk, percentile, playGame, ROUNDS, send, verifyGames, type PlayedGame } from '../game-client.js';

export const PLAYERS = 200;
/** Requests per player: a new game, its first verse, ten answers. */
const CALLS_PER_PLAYER = CALLS_PER_GAME;
const RUNS = 3;
const CHAPTER_PATH = '/api/lire/43/3';

interface Run {
  /** Requests per second over the run. */
  rps: number;
  /** The latencies measured (ms): every request of the chapter run, every POST /api/joue of a game run. */
  latencies: number[];
  seconds: number;
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
    Array.from({ length: players }, (_, p) =>
      playGame(base, `J${tag}-${p}`.slice(0, 12), {
        onCall: ({ step, answer }) => {
          if (step === 'answer') latencies.push(answer.ms);
        },
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: (players * CALLS_PER_PLAYER) / seconds, latencies, seconds, games };
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
    const problems = await verifyGames(base, [...warm.games, ...gameRuns.flatMap((r) => r.games)]);
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
