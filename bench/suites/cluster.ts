/**
 * Several nodes (issue 16): the quiz suite's load (PLAYERS whole games at
 * once, bench/quiz-load.ts) through Debian's nginx running
 * deploy/nginx/parole.conf over HTTPS, round robin on two API nodes sharing
 * PostgreSQL (tests/support/cluster.ts), beside the same load on the single
 * node with its SQLite state (bench/servers.ts), runs interleaved. Every
 * game of both is checked afterwards: a lost or doubled round fails the suite.
 *
 * Also the CPU each request kind costs each part (the nodes, PostgreSQL,
 * nginx), from /proc, for the cost estimates of docs/deployment.md: a game
 * call, a chapter, a login (argon2id).
 */
import { count, median, ms, percentile, processCpuMicros, processTreeCpuMicros, type Suite } from '../lib.js';
import { CALLS_PER_GAME, expectOk, ROUNDS, target, verifyGames, Visitor, type Target } from '../game-client.js';
import { chapterRun, checkedLine, gameRun, LOAD_TABLE_HEAD, loadRow, PLAYERS, type GameRun } from '../quiz-load.js';
import { startCluster, type Cluster } from '../../tests/support/cluster.js';

const RUNS = 3;
const LOGINS = 10;
const PASSWORD = 'correct horse battery staple';

/** CPU (µs) used so far by each part of the cluster. */
function clusterCpu(cluster: Cluster) {
  const nodes = cluster.nodes.reduce((sum, n) => sum + (processCpuMicros(n.process!.child.pid!) ?? NaN), 0);
  return { nodes, postgres: (cluster.postgres && processTreeCpuMicros(cluster.postgres.pid)) ?? NaN, nginx: processTreeCpuMicros(cluster.nginxPid) ?? NaN };
}
type Cpu = ReturnType<typeof clusterCpu>;

/** Runs `work` and resolves with its result and the CPU per request (µs) each part spent meanwhile. */
async function measured<T>(cluster: Cluster, requests: number, work: () => Promise<T>): Promise<{ result: T; perRequest: Cpu }> {
  const before = clusterCpu(cluster);
  const result = await work();
  const after = clusterCpu(cluster);
  const per = (k: keyof Cpu) => (after[k] - before[k]) / requests;
  return { result, perRequest: { nodes: per('nodes'), postgres: per('postgres'), nginx: per('nginx') } };
}

/** `LOGINS` logins one after the other through the balancer, each from a new browser (anti-forgery cookie, then login). */
async function logins(to: Target): Promise<void> {
  for (let i = 0; i < LOGINS; i++) expectOk(await new Visitor(to).login('Bench', PASSWORD), 'POST /api/login');
}

const micros = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');

export const clusterSuite: Suite = {
  name: 'cluster',
  title: 'Several nodes behind nginx',
  async run({ servers }) {
    const paroleCpu = () => processCpuMicros(servers.pid) ?? NaN;
    const cluster = await startCluster({ nodes: 2, env: { GAME_CREATION_LIMIT: '1000000', AUDIO_WORKERS: '1' } });
    try {
      await cluster.addUser('Bench', PASSWORD);
      const single = target(servers.parole);
      const balanced = target(cluster.url, cluster.ca);

      // Warm-up, discarded: connections and TLS sessions open, statements prepared, chapter cached.
      const warm = [await gameRun(single, PLAYERS, 'ws'), await gameRun(balanced, PLAYERS, 'wc')];
      await chapterRun(balanced, PLAYERS);
      const singleRuns: GameRun[] = [];
      const clusterRuns: Array<GameRun & { perRequest: Cpu }> = [];
      const singleCpu: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const before = paroleCpu();
        const s = await gameRun(single, PLAYERS, `s${run}`);
        singleCpu.push((paroleCpu() - before) / (PLAYERS * CALLS_PER_GAME));
        singleRuns.push(s);
        const c = await measured(cluster, PLAYERS * CALLS_PER_GAME, () => gameRun(balanced, PLAYERS, `c${run}`));
        clusterRuns.push({ ...c.result, perRequest: c.perRequest });
      }
      const chapter = await measured(cluster, PLAYERS * CALLS_PER_GAME, () => chapterRun(balanced, PLAYERS));
      // Logins: the warm-up loads argon2 in each node; then LOGINS measured.
      await logins(balanced);
      const login = await measured(cluster, LOGINS, () => logins(balanced));

      const problems = [
        ...(await verifyGames(single, [...warm[0].games, ...singleRuns.flatMap((r) => r.games)])).map((p) => `single node: ${p}`),
        ...(await verifyGames(balanced, [...warm[1].games, ...clusterRuns.flatMap((r) => r.games)])).map((p) => `two nodes: ${p}`),
      ];
      const gamesChecked = (RUNS + 1) * PLAYERS * 2;
      const passed = problems.length === 0;

      const s = median(singleRuns, (r) => r.rps);
      const c = median(clusterRuns, (r) => r.rps);
      const gameCpu = c.perRequest;
      const log = await cluster.accessLog();
      const answeredBy = cluster.nodes.map((n) => log.filter((e) => cluster.nodeOf(e) === n).length);
      const label = (what: string) => `${what}: whole games, ${CALLS_PER_GAME} calls per player (latency: the ${ROUNDS} answers)`;
      const markdown = [
        `${PLAYERS} players at once, each playing a whole game (new game, first verse, ${ROUNDS} answers) over keep-alive connections from one Node client; median of ${RUNS} interleaved runs of each, after a discarded warm-up. Two nodes: Debian's nginx running [deploy/nginx/parole.conf](../deploy/nginx/parole.conf) (HTTPS, round robin, one worker) in front of two API processes sharing a local PostgreSQL (its default settings, fsync on); one node: the same server alone, its state in SQLite, plain HTTP. Everything (the client, nginx, the nodes, PostgreSQL) shares the machine's cores: two nodes here measure the cost of the balancer and the shared database, not the gain of a second machine.`,
        '',
        ...LOAD_TABLE_HEAD,
        loadRow(label('one node, SQLite'), PLAYERS * CALLS_PER_GAME, s.rps, s.latencies),
        loadRow(label('**two nodes behind nginx, PostgreSQL**'), PLAYERS * CALLS_PER_GAME, c.rps, c.latencies),
        '',
        `**Two nodes: ${count((PLAYERS * ROUNDS) / c.seconds)} answers per second, p95 ${ms(percentile(c.latencies, 95))} ms** (one node: ${count((PLAYERS * ROUNDS) / s.seconds)}, p95 ${ms(percentile(s.latencies, 95))} ms).`,
        '',
        checkedLine(gamesChecked, problems, 'ten rounds each, every answer recorded once, with the book sent, the score matching: **0 lost, 0 doubled**.'),
        `- Requests answered by each node over the suite (nginx's access log): ${answeredBy.map((n, i) => `node ${i + 1}: ${count(n)}`).join(', ')}.`,
        '',
        '**CPU per request** (user + system, µs, from /proc over the measured requests; the run with the median rate for the games):',
        '',
        '| Request | API nodes | PostgreSQL | nginx (TLS) | total |',
        '|---|---:|---:|---:|---:|',
        ...(
          [
            [`game call (${CALLS_PER_GAME} per game), two nodes`, gameCpu],
            [`\`GET /api/lire/43/3\` (from memory), two nodes`, chapter.perRequest],
            ['login (anti-forgery cookie + `POST /api/login`, argon2id), two nodes', login.perRequest],
          ] as const
        ).map(([what, cpu]) => `| ${what} | ${micros(cpu.nodes)} | ${micros(cpu.postgres)} | ${micros(cpu.nginx)} | ${micros(cpu.nodes + cpu.postgres + cpu.nginx)} |`),
        `| game call, one node (SQLite in the process) | ${micros(median(singleCpu, (x) => x))} | — | — | ${micros(median(singleCpu, (x) => x))} |`,
        '',
        'How these figures become the costs at 10× and 100× the load: [deployment.md](deployment.md#what-it-costs).',
      ].join('\n');
      return { markdown, passed };
    } finally {
      await cluster.stop();
    }
  },
};
