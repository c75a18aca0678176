/**
 * The quiz's load, shared by the quiz suite (one node) and the cluster suite
 * (nodes behind nginx): `players` simulated players at once, each playing a
 * whole game over keep-alive HTTP(S) (GET /api/jeu/partie/{pseudo}, POST
 * /api/jouefirst, ten POST /api/joue), the chapter endpoint asked by as many
 * clients as often, and the check of every game afterwards from its answers
 * and its summary (GET /api/partie/{partie}): ten rounds recorded, in order,
 * each once, each with the book sent, the score matching them.
 */
import http from 'node:http';
import https from 'node:https';
import type { GamePlayResponse, GameSummaryResponse, NewGameResponse } from '@parole/bible';

export const PLAYERS = 200;
export const ROUNDS = 10;
/** Requests per player: a new game, its first verse, ten answers. */
export const CALLS_PER_PLAYER = ROUNDS + 2;
export const CHAPTER_PATH = '/api/lire/43/3';

/** Where the load goes: a base URL (http or https) and the keep-alive agent its requests share. */
export interface Target {
  base: string;
  agent: http.Agent;
}

/** A target with a keep-alive agent of its own, unlimited sockets (`ca`: a certificate to trust, for https). */
export function target(base: string, ca?: string): Target {
  const options = { keepAlive: true, maxSockets: Infinity };
  return { base, agent: base.startsWith('https:') ? new https.Agent({ ...options, ca }) : new http.Agent(options) };
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request with the target's agent; the time is the whole round trip, body read. */
function send({ base, agent }: Target, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const client = base.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
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

export interface Run {
  /** Requests per second over the run. */
  rps: number;
  /** The latencies measured (ms): every request of the chapter run, every POST /api/joue of a game run. */
  latencies: number[];
  seconds: number;
}

/** A played game, as the player saw it: what it sent and was answered. */
export interface PlayedGame {
  partie: number;
  sent: number[];
  last: GamePlayResponse;
}

export type GameRun = Run & { games: PlayedGame[] };

/** CALLS_PER_PLAYER chapter requests from each of `clients` clients at once. */
export async function chapterRun(to: Target, clients: number): Promise<Run> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < CALLS_PER_PLAYER; i++) {
        const answer = await send(to, 'GET', CHAPTER_PATH);
        expectOk(answer, `GET ${CHAPTER_PATH}`);
        latencies.push(answer.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { rps: (clients * CALLS_PER_PLAYER) / seconds, latencies, seconds };
}

/** `players` whole games at once; each answer is a random book. */
export async function gameRun(to: Target, players: number, tag: string): Promise<GameRun> {
  const latencies: number[] = [];
  const started = performance.now();
  const games = await Promise.all(
    Array.from({ length: players }, async (_, p): Promise<PlayedGame> => {
      const pseudo = `J${tag}-${p}`.slice(0, 12);
      const created = await send(to, 'GET', `/api/jeu/partie/${encodeURIComponent(pseudo)}`);
      expectOk(created, 'GET /api/jeu/partie');
      const { partie, jeton } = JSON.parse(created.body) as NewGameResponse;
      const call = { pseudo, partie, jeton };
      expectOk(await send(to, 'POST', '/api/jouefirst', call), 'POST /api/jouefirst');
      const sent: number[] = [];
      let last!: GamePlayResponse;
      for (let essai = 1; essai <= ROUNDS; essai++) {
        const livre = 1 + Math.floor(Math.random() * 66);
        const answer = await send(to, 'POST', '/api/joue', { ...call, essai, livre });
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
export async function verify(to: Target, games: readonly PlayedGame[]): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set(games.map((g) => g.partie));
  if (ids.size !== games.length) problems.push(`${games.length - ids.size} game ids given twice`);
  for (const game of games) {
    const summaryAnswer = await send(to, 'GET', `/api/partie/${game.partie}`);
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

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = <T>(runs: readonly T[], by: (r: T) => number): T => [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)];
export const ms = (n: number) => n.toFixed(1);
export const count = (n: number) => Math.round(n).toLocaleString('en-US');
export const percent = (r: number) => `${(r * 100).toFixed(0)}%`;

/** A Markdown table row: label, requests, req/s, p50, p95, p99 of `latencies`. */
export const loadRow = (label: string, requests: number, rps: number, latencies: readonly number[]) =>
  `| ${label} | ${count(requests)} | ${count(rps)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} |`;

/** The head of loadRow's table. */
export const LOAD_TABLE_HEAD = ['| Workload | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) |', '|---|---:|---:|---:|---:|---:|'];
