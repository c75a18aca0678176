/**
 * The quiz's load, shared by the quiz suite (one node) and the cluster suite
 * (nodes behind nginx): PLAYERS simulated players at once, each playing a
 * whole game (bench/game-client.ts `playGame`), the chapter endpoint asked
 * by as many clients as often, and the rows of their Markdown table. The
 * games are checked afterwards by `verifyGames` (bench/game-client.ts).
 */
import { CALLS_PER_GAME, expectOk, playGame, ROUNDS, send, type GameCall, type PlayedGame, type Target } from './game-client.js';
import { count, ms, percentile } from './lib.js';

export const PLAYERS = 200;
export const CHAPTER_PATH = '/api/lire/43/3';

export interface Run {
  /** Requests per second over the run. */
  rps: number;
  /** The latencies measured (ms): every request of the chapter run, every POST /api/joue of a game run. */
  latencies: number[];
  seconds: number;
}

export type GameRun = Run & { games: PlayedGame[] };

/** Runs `client` for each of `clients` clients at once; the rate counts `perClient` requests each. */
async function timed<T>(clients: number, perClient: number, client: (i: number) => Promise<T>): Promise<{ results: T[]; rps: number; seconds: number }> {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  return { results, rps: (clients * perClient) / seconds, seconds };
}

/** CALLS_PER_GAME chapter requests from each of `clients` clients at once. */
export async function chapterRun(to: Target, clients: number): Promise<Run> {
  const latencies: number[] = [];
  const { rps, seconds } = await timed(clients, CALLS_PER_GAME, async () => {
    for (let i = 0; i < CALLS_PER_GAME; i++) {
      const answer = await send(to, 'GET', CHAPTER_PATH);
      expectOk(answer, `GET ${CHAPTER_PATH}`);
      latencies.push(answer.ms);
    }
  });
  return { rps, latencies, seconds };
}

/** `players` whole games at once, pseudos tagged `tag`; the latencies are those of the answers (POST /api/joue). */
export async function gameRun(to: Target, players: number, tag: string): Promise<GameRun> {
  const latencies: number[] = [];
  const onCall = ({ step, answer }: GameCall) => {
    if (step === 'answer') latencies.push(answer.ms);
  };
  const { results, rps, seconds } = await timed(players, CALLS_PER_GAME, (p) => playGame(to, `J${tag}-${p}`.slice(0, 12), { onCall }));
  return { rps, latencies, seconds, games: results };
}

/** A Markdown table row: label, requests, req/s, p50, p95, p99 of `latencies`. */
export const loadRow = (label: string, requests: number, rps: number, latencies: readonly number[]) =>
  `| ${label} | ${count(requests)} | ${count(rps)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} |`;

/** The head of loadRow's table. */
export const LOAD_TABLE_HEAD = ['| Workload | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) |', '|---|---:|---:|---:|---:|---:|'];

/**
 * The line that reports the check of `gamesChecked` games (ROUNDS answers
 * each): `ok` when no problem was found, else the first problems.
 */
export function checkedLine(gamesChecked: number, problems: readonly string[], ok: string): string {
  const verdict = problems.length === 0 ? ok : `**${problems.length} problems**: ${problems.slice(0, 5).join('; ')}.`;
  return `- **Every game checked** (${count(gamesChecked)} games, ${count(gamesChecked * ROUNDS)} answers, from their answers and their summaries): ${verdict}`;
}
