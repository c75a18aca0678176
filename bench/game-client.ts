/**
 * The one HTTP client of the load suites that chain dependent requests
 * (which autocannon cannot): Node's `http`/`https` with keep-alive agents,
 * whole quiz games (new game, first verse, answers) and their check
 * afterwards, and a logged-out visitor's cookie jar. Used by the quiz and
 * cluster suites (200 players at once, bench/quiz-load.ts), the endpoints
 * suite (whole games and logins) and the mixed suite (games and logins among
 * the other families).
 */
import http from 'node:http';
import https from 'node:https';
import { xsrfTokenFrom, type GamePlayResponse, type GameSummaryResponse, type NewGameResponse } from '@parole/bible';

/** Answers per game. */
export const ROUNDS = 10;
/** Requests per game: a new game, its first verse, ROUNDS answers. */
export const CALLS_PER_GAME = ROUNDS + 2;

/** Where requests go: a base URL (http or https) and the keep-alive agent its requests share. */
export interface Target {
  base: string;
  agent: http.Agent;
}

/**
 * A target with a keep-alive agent of its own, unlimited sockets (`ca`: a
 * certificate to trust, for https; `localAddress`: the address its
 * connections leave from, as one of newLoopbackAddress's).
 */
export function target(base: string, ca?: string, localAddress?: string): Target {
  const options = { keepAlive: true, maxSockets: Infinity, localAddress };
  return { base, agent: base.startsWith('https:') ? new https.Agent({ ...options, ca }) : new http.Agent(options) };
}

let loopbacks = 0;

/**
 * A loopback address no other simulated client of this process has had
 * (127.1.0.1, 127.1.0.2…; never 127.0.0.1, every other client's). Linux
 * answers the whole of 127.0.0.0/8 on its loopback, so connections that
 * leave from one (`target`'s `localAddress`) reach a server on 127.0.0.1
 * from one more client address: its limits per address (logins, games)
 * count it apart, as they do each of many people's, with nothing changed
 * in the server (no TRUSTED_PROXIES, no forwarded header believed).
 */
export function newLoopbackAddress(): string {
  loopbacks++;
  if (loopbacks >= 1 << 16) throw new Error('No loopback address left (127.1.0.0/16 used up)');
  return `127.1.${loopbacks >> 8}.${loopbacks & 255}`;
}

/** The targets of bare base URLs: one keep-alive agent each, shared by every caller. */
const targets = new Map<string, Target>();

/** `to` itself, or the shared target of a base URL. */
function resolve(to: Target | string): Target {
  if (typeof to !== 'string') return to;
  let known = targets.get(to);
  if (!known) targets.set(to, (known = target(to)));
  return known;
}

export interface Answer {
  status: number;
  body: string;
  /** Response headers, as Node parsed them. */
  headers: http.IncomingHttpHeaders;
  /** The whole round trip, body read (ms). */
  ms: number;
}

/**
 * One request over `to`'s keep-alive agent (a base URL: the one shared for
 * it); the time is the whole round trip, body read. A JSON `body` is sent
 * with its Content-Type; every request carries X-Requested-With, as the
 * site's client does, and `headers`.
 */
export function send(
  to: Target | string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  const { base, agent } = resolve(to);
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const client = base.startsWith('https:') ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, ms: performance.now() - started }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** Throws unless `answer` is a 200. */
export function expectOk(answer: Answer, what: string): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
}

/** A played game, as the player saw it: what it sent and was answered. */
export interface PlayedGame {
  partie: number;
  sent: number[];
  last: GamePlayResponse;
}

/** One request of a game, for the caller's accounts (latency, status). */
export interface GameCall {
  /** 'new game', 'first verse' or 'answer'. */
  step: 'new game' | 'first verse' | 'answer';
  answer: Answer;
}

export interface PlayOptions {
  /** Headers of every call (e.g. X-Forwarded-For behind a trusted proxy). */
  headers?: Readonly<Record<string, string>>;
  /** Told of every call once answered, before it is checked. */
  onCall?: (call: GameCall) => void;
}

/**
 * A whole game by `pseudo`: GET /api/jeu/partie/{pseudo}, POST /api/jouefirst,
 * ROUNDS POST /api/joue, each answer a random book. Throws on any answer but
 * a 200, or when the rounds answered do not add up.
 */
export async function playGame(to: Target | string, pseudo: string, { headers, onCall }: PlayOptions = {}): Promise<PlayedGame> {
  const call = async (step: GameCall['step'], method: 'GET' | 'POST', path: string, what: string, body?: unknown) => {
    const answer = await send(to, method, path, body, headers);
    onCall?.({ step, answer });
    expectOk(answer, what);
    return answer;
  };
  const created = await call('new game', 'GET', `/api/jeu/partie/${encodeURIComponent(pseudo)}`, 'GET /api/jeu/partie');
  const { partie, jeton } = JSON.parse(created.body) as NewGameResponse;
  const game = { pseudo, partie, jeton };
  await call('first verse', 'POST', '/api/jouefirst', `POST /api/jouefirst (game ${partie})`, game);
  const sent: number[] = [];
  let last!: GamePlayResponse;
  for (let essai = 1; essai <= ROUNDS; essai++) {
    const livre = 1 + Math.floor(Math.random() * 66);
    const answer = await call('answer', 'POST', '/api/joue', `POST /api/joue (game ${partie}, round ${essai})`, { ...game, essai, livre });
    sent.push(livre);
    last = JSON.parse(answer.body) as GamePlayResponse;
    if (last.essaisPartie.length !== essai) {
      throw new Error(`Game ${partie}: after answer ${essai}, ${last.essaisPartie.length} rounds answered`);
    }
  }
  return { partie, sent, last };
}

/**
 * Checks every game from its summary (GET /api/partie/{partie}): ROUNDS
 * rounds recorded in order, each once, each with the book sent, the game
 * finished, its score the count of right rounds. Returns the problems found
 * (none: every answer kept exactly once).
 */
export async function verifyGames(to: Target | string, games: readonly PlayedGame[]): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set(games.map((g) => g.partie));
  if (ids.size !== games.length) problems.push(`${games.length - ids.size} game ids given twice`);
  const expected = Array.from({ length: ROUNDS }, (_, i) => i + 1).join(',');
  for (const game of games) {
    const summaryAnswer = await send(to, 'GET', `/api/partie/${game.partie}`);
    expectOk(summaryAnswer, 'GET /api/partie');
    const summary = JSON.parse(summaryAnswer.body) as GameSummaryResponse;
    const rounds = summary.joues.map((j) => j.id).join(',');
    const sent = summary.joues.map((j) => j.livreid_reponse).join(',');
    const right = summary.joues.filter((j) => j.livre_id === j.livreid_reponse).length;
    const last = game.last.essaisPartie.map((r) => `${r.essai}:${r.livreid_reponse}`).join(',');
    if (rounds !== expected) problems.push(`game ${game.partie}: rounds ${rounds}`);
    if (sent !== game.sent.join(',')) problems.push(`game ${game.partie}: books recorded ${sent}, sent ${game.sent.join(',')}`);
    if (last !== game.sent.map((b, i) => `${i + 1}:${b}`).join(',')) problems.push(`game ${game.partie}: last answer shows ${last}`);
    if (!summary.partie.termine || !game.last.termine) problems.push(`game ${game.partie}: not finished`);
    if (summary.partie.juste !== right) problems.push(`game ${game.partie}: score ${summary.partie.juste}, ${right} right rounds`);
  }
  return problems;
}

/**
 * A logged-out visitor as the site's client is one: a cookie jar (what the
 * server set, dropped when it says Max-Age=0), the anti-forgery token echoed
 * from `__Host-XSRF-TOKEN` (HTTPS) or `XSRF-TOKEN` (plain HTTP) as the
 * client reads it (xsrfTokenFrom), X-Requested-With.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly to: Target | string,
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  async request(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { ...this.headers };
    const cookie = this.cookieHeader();
    if (cookie !== '') headers.cookie = cookie;
    const token = xsrfTokenFrom(cookie);
    if (token !== undefined) headers['x-xsrf-token'] = token;
    const answer = await send(this.to, method, path, body, headers);
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (attributes.some((a) => /^Max-Age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    return answer;
  }

  /** The jar as a Cookie header, as a browser sends it ('' when empty). */
  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The anti-forgery token of the jar, if any (already URL-decoded). */
  token(): string | undefined {
    return xsrfTokenFrom(this.cookieHeader());
  }

  /** GET /sanctum/csrf-cookie when the jar has no token yet, then POST /api/login, as the site does. */
  async login(name: string, password: string): Promise<Answer> {
    if (this.token() === undefined) {
      const csrf = await this.request('GET', '/sanctum/csrf-cookie');
      if (csrf.status !== 204) throw new Error(`GET /sanctum/csrf-cookie answered ${csrf.status}`);
    }
    return this.request('POST', '/api/login', { name, password });
  }
}
