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
import { count, median, ms, percent, percentile, type Suite } from '../lib.js';
import { CALLS_PER_GAME, ROUNDS, target, verifyGames } from '../game-client.js';
import { CHAPTER_PATH, chapterRun, checkedLine, gameRun, LOAD_TABLE_HEAD, loadRow, PLAYERS, type GameRun, type Run } from '../quiz-load.js';

const RUNS = 3;

export const quizSuite: Suite = {
  name: 'quiz',
  title: 'Quiz under load',
  async run({ servers }) {
    const base = target(servers.parole);
    // Warm-up, discarded: connections open, statements prepared, chapter cached.
    await chapterRun(base, PLAYERS);
    const warm = await gameRun(base, PLAYERS, 'w');
    const chapters: Run[] = [];
    const gameRuns: GameRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      chapters.push(await chapterRun(base, PLAYERS));
      gameRuns.push(await gameRun(base, PLAYERS, String(run)));
    }
    const problems = await verifyGames(base, [...warm.games, ...gameRuns.flatMap((r) => r.games)]);
    const gamesChecked = warm.games.length + gameRuns.reduce((n, r) => n + r.games.length, 0);

    const chapter = median(chapters, (r) => r.rps);
    const games = median(gameRuns, (r) => r.rps);
    const answersPerSecond = (PLAYERS * ROUNDS) / games.seconds;
    const passed = problems.length === 0;
    const markdown = [
      `${PLAYERS} clients at once, each sending its requests one after the other over keep-alive HTTP on 127.0.0.1 (Node's \`http\`, one client for both workloads); median of ${RUNS} interleaved runs, after a discarded warm-up of each. Latency is the round trip seen by the client, body read.`,
      '',
      ...LOAD_TABLE_HEAD,
      loadRow(`\`GET ${CHAPTER_PATH}\`, ${CALLS_PER_GAME} per client`, PLAYERS * CALLS_PER_GAME, chapter.rps, chapter.latencies),
      loadRow(`whole games: new game, first verse, ${ROUNDS} answers per player (latency: the answers)`, PLAYERS * CALLS_PER_GAME, games.rps, games.latencies),
      '',
      `**\`POST /api/joue\`: ${count(answersPerSecond)} answers per second**, p95 ${ms(percentile(games.latencies, 95))} ms, p99 ${ms(percentile(games.latencies, 99))} ms.`,
      '',
      `- Game calls per second / chapter requests per second: ${percent(games.rps / chapter.rps)}.`,
      `- p95 of an answer / p95 of a chapter: ${(percentile(games.latencies, 95) / percentile(chapter.latencies, 95)).toFixed(1)}×; p99: ${(percentile(games.latencies, 99) / percentile(chapter.latencies, 99)).toFixed(1)}×.`,
      checkedLine(gamesChecked, problems, 'ten rounds each, every answer recorded once, with the book sent, and the score matching (none lost or doubled).'),
      '',
      'A chapter is answered from memory; an answer is two reads and one write of the games database (WAL, `synchronous = NORMAL`, writes in one queue on one connection). Design: [decisions/quiz.md](decisions/quiz.md).',
    ].join('\n');
    return { markdown, passed };
  },
};
