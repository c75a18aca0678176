/**
 * Several nodes behind a real load balancer (issue 16, "Proven on this
 * machine"): a throwaway PostgreSQL, two API nodes as processes of their own,
 * and Debian's nginx in front running deploy/nginx/parole.conf
 * (tests/support/cluster.ts), all on loopback ports. Every call goes through
 * nginx over HTTPS; nginx's access log tells which node answered each one.
 *
 * Each node also has a state file of its own beside DATABASE_URL: a node that
 * kept anything in it (or in its memory) instead of PostgreSQL would fail
 * these journeys, whose consecutive calls land on different nodes.
 *
 * The journeys run in order: the node is killed in the last one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'node:https';
import { AI_STREAM_TYPE, readAiStreamEvent, xsrfTokenFrom, type GamePlayResponse, type GameSummaryResponse, type GamesResponse, type NewGameResponse } from '@parole/bible';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import nodePath from 'node:path';
import { buildAndSwitch, HOST_LAYOUT, layoutOf, servedBuild, type BuildLayout } from '../../packages/pages/src/site-build.js';
import { VARIANTS } from '../../packages/pages/src/precompress.js';
import { NGINX_SITE, request, startCluster, type AccessEntry, type Cluster, type Reply } from '../support/cluster.js';

const PASSWORD = 'correct horse battery staple';
/** AI requests one user may make per minute: small, to reach it across both nodes. */
const AI_PER_MINUTE = 4;

let cluster: Cluster;
let provider: AiStandIn;
let agent: Agent;
/**
 * The nodes' site (WEB_ROOT): the repository's build, laid out as
 * `npm run build:host` lays it out (site-build.ts) in a folder of the test's,
 * so that the upgrade below switches this one and never the worktree's.
 */
let site: BuildLayout;

/** `npm run build`'s site, copied into `outDir` without its compressed forms (the build step makes them again). */
const copyOfTheBuild = async (outDir: string) =>
  cp(await realpath(HOST_LAYOUT.served), outDir, { recursive: true, filter: (file) => !Object.values(VARIANTS).some((suffix) => file.endsWith(suffix)) });

beforeAll(async () => {
  provider = await startAiStandIn();
  const siteDir = await mkdtemp(nodePath.join(os.tmpdir(), 'parole-cluster-site-'));
  site = layoutOf(nodePath.join(siteDir, 'dist'), HOST_LAYOUT.hashed);
  await buildAndSwitch(site, copyOfTheBuild);
  cluster = await startCluster({
    nodes: 2,
    env: { AI_API_KEY: 'sk-cluster-test', AI_BASE_URL: provider.baseURL, AI_REQUESTS_PER_MINUTE: String(AI_PER_MINUTE), AUDIO_WORKERS: '1', WEB_ROOT: site.served },
  });
  agent = cluster.agent();
  await cluster.addUser('Marie', PASSWORD);
  await cluster.addUser('Paul', PASSWORD);
}, 240_000);

afterAll(async () => {
  agent?.destroy();
  await cluster?.stop();
  await provider?.close();
  if (site) await rm(nodePath.dirname(site.served), { recursive: true, force: true });
});

/** A browser's cookies: what the server set (removed on Max-Age=0), sent back as one header. */
class Jar {
  readonly cookies = new Map<string, { value: string; line: string }>();
  take(reply: Reply): Reply {
    for (const line of reply.headers['set-cookie'] ?? []) {
      const pair = line.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(name.length + 1), line });
    }
    return reply;
  }
  header = () => [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  /** The anti-forgery token, read as the site's client reads it (`__Host-XSRF-TOKEN` over HTTPS). */
  token = () => xsrfTokenFrom(this.header()) ?? '';
}

/** A call through the balancer, as the site's client makes it (JSON, X-Requested-With, the anti-forgery token when there is a jar). */
async function call(method: string, path: string, body?: unknown, jar?: Jar): Promise<Reply> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (jar) Object.assign(headers, { cookie: jar.header(), 'x-xsrf-token': jar.token() });
  const reply = await request(`${cluster.url}${path}`, { method, headers, agent, body: body === undefined ? undefined : JSON.stringify(body) });
  return jar ? jar.take(reply) : reply;
}

const json = <T>(reply: Reply, status = 200): T => {
  expect(reply.status, reply.body).toBe(status);
  return JSON.parse(reply.body) as T;
};

/**
 * The `count` access log entries written after the first `from` (the calls of one step). nginx
 * writes a request's line once its answer is sent, so the last line may come just after the
 * client has read the answer: waits for it (up to 10 s).
 */
async function logSince(from: number, count: number): Promise<AccessEntry[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entries = (await cluster.accessLog()).slice(from);
    if (entries.length >= count || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const logLength = async () => (await cluster.accessLog()).length;
/** Which node answered each entry (its index). */
const nodesOf = (entries: readonly AccessEntry[]) => entries.map((e) => cluster.nodeOf(e)?.index);

/** Logs `name` in: the anti-forgery cookie, then the login; resolves with the jar. */
async function logIn(name: string): Promise<Jar> {
  const jar = new Jar();
  expect((await call('GET', '/sanctum/csrf-cookie', undefined, jar)).status).toBe(204);
  expect(json(await call('POST', '/api/login', { name, password: PASSWORD }, jar))).toEqual({ name });
  return jar;
}

/** A played game: what was sent and answered. */
interface Played {
  partie: number;
  pseudo: string;
  sent: number[];
  last: GamePlayResponse;
}

/** Plays rounds `from`..`to` of a game (1..10 by default), each answer a book chosen from the round. */
async function playRounds(game: { partie: number; pseudo: string; jeton: string }, sent: number[], from = 1, to = 10): Promise<GamePlayResponse> {
  let last!: GamePlayResponse;
  for (let essai = from; essai <= to; essai++) {
    const livre = ((game.partie * 7 + essai * 13) % 66) + 1;
    last = json<GamePlayResponse>(await call('POST', '/api/joue', { pseudo: game.pseudo, partie: game.partie, jeton: game.jeton, essai, livre }));
    expect(last.essaisPartie).toHaveLength(essai);
    sent.push(livre);
  }
  return last;
}

async function newGame(pseudo: string) {
  const { partie, jeton } = json<NewGameResponse>(await call('GET', `/api/jeu/partie/${encodeURIComponent(pseudo)}`));
  json<GamePlayResponse>(await call('POST', '/api/jouefirst', { pseudo, partie, jeton }));
  return { partie, pseudo, jeton };
}

/**
 * Every game kept as played: ten rounds in order with the books sent,
 * finished, its score the right rounds; and, played at machine speed by this
 * script, kept out of the tables by whichever node answers (the marks are in
 * the shared database).
 */
async function expectRecorded(games: readonly Played[]): Promise<void> {
  const tables = json<GamesResponse>(await call('GET', '/api/jeu'));
  for (const game of games) {
    const summary = json<GameSummaryResponse>(await call('GET', `/api/partie/${game.partie}`));
    expect(summary.joues.map((j) => [j.id, j.livreid_reponse])).toEqual(game.sent.map((book, i) => [i + 1, book]));
    const right = summary.joues.filter((j) => j.livre_id === j.livreid_reponse).length;
    expect(summary.partie).toMatchObject({ id: game.partie, pseudo: game.pseudo, termine: true, juste: right });
    expect(game.last).toMatchObject({ termine: true, essaiNb: 10 });
    expect(tables.partiesJouees.map((p) => p.id)).not.toContain(game.partie);
  }
}

const played: Played[] = [];

describe('two nodes behind nginx, sharing PostgreSQL', () => {
  it('logs in on one node and asks the AI helper on the other, with the token given by the first', { timeout: 120_000 }, async () => {
    const from = await logLength();
    const jar = await logIn('Marie');
    // Behind the TLS balancer, the nodes believe its X-Forwarded-Proto (TRUSTED_PROXIES): the HTTPS cookies, Secure and __Host-.
    expect([...jar.cookies.keys()].sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-parole_session']);
    expect(jar.cookies.get('__Host-parole_session')!.line).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(jar.cookies.get('__Host-XSRF-TOKEN')!.line).toMatch(/; Path=\/; Secure; SameSite=Lax$/);

    const chapter = json<{ response: string; totalTokens: number }>(
      await call('POST', '/api/oairequest', { id: 43, chap: 3, pre: 'Explique ce chapitre en trois phrases.' }, jar),
    );
    expect(chapter.response).toContain('Réponse de démonstration');
    const book = json<{ response: string }>(await call('POST', '/api/oairequest', { id: 43, chap: 0, pre: 'Résume ce livre.' }, jar));
    expect(book.response).toContain('Résume ce livre.');
    expect(provider.requests).toHaveLength(2);
    // The chapter's request carried Jean 3's text, read by whichever node answered from its own Bible database.
    expect(provider.requests[0].body.messages.map((m) => m.content).join('\n')).toContain('Dieu a tant aimé le monde');

    const entries = await logSince(from, 4);
    expect(entries.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /sanctum/csrf-cookie 204',
      'POST /api/login 200',
      'POST /api/oairequest 200',
      'POST /api/oairequest 200',
    ]);
    const [csrfNode, loginNode, chapterNode, bookNode] = nodesOf(entries);
    // The login checked the token the other node handed out; the AI requests, the session and token the login made, each on another node.
    expect(loginNode).not.toBe(csrfNode);
    expect(chapterNode).not.toBe(loginNode);
    expect(bookNode).not.toBe(chapterNode);
  });

  it('streams an AI answer through nginx as the model writes it', { timeout: 60_000 }, async () => {
    const jar = await logIn('Marie');
    // The provider sends two chunks, then waits until the first words have come through nginx: held in
    // nginx's buffers, they never would, and the test would fail on its time-out. An order of events,
    // not a time (issue 48).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const content = 'Au commencement était la Parole. '.repeat(4);
    provider.queue({ content, chunkLength: 8, holdAfterChunks: { chunks: 2, until: held } });
    let sentAtFirstWords: number | undefined;
    const body = JSON.stringify({ id: 43, chap: 1, pre: 'Explique ce chapitre.' });
    const reply = await request(`${cluster.url}/api/oairequest`, {
      method: 'POST',
      agent,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', accept: AI_STREAM_TYPE, cookie: jar.header(), 'x-xsrf-token': jar.token() },
      body,
      onData: (chunk) => {
        if (sentAtFirstWords === undefined && chunk.toString('utf8').includes('event: delta')) {
          sentAtFirstWords = provider.requests.at(-1)!.chunksSent;
          release();
        }
      },
    });
    expect(reply.status, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // Not held back in nginx's buffers: the first words came while the provider had sent two chunks of seventeen.
    expect(sentAtFirstWords).toBeLessThanOrEqual(2);
    expect(provider.requests.at(-1)!.chunksSent).toBe(Math.ceil(content.length / 8));
    const events = [...reply.body.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map(([, name, data]) => readAiStreamEvent(name, data));
    expect(events.at(-1)?.type).toBe('done');
    expect(events.filter((e) => e?.type === 'delta').map((e) => (e as { text: string }).text).join('')).toBe(content);
  });

  it('plays whole games with consecutive calls on different nodes, everything recorded', { timeout: 180_000 }, async () => {
    for (const pseudo of ['Anne', 'Pierre']) {
      const from = await logLength();
      const game = await newGame(pseudo);
      const sent: number[] = [];
      const last = await playRounds(game, sent);
      played.push({ partie: game.partie, pseudo, sent, last });

      const nodes = nodesOf(await logSince(from, 12));
      expect(nodes).toHaveLength(12); // new game, first verse, ten answers
      expect(new Set(nodes)).toEqual(new Set([0, 1]));
      for (let i = 1; i < nodes.length; i++) expect(nodes[i], `call ${i + 1} of ${pseudo}'s game`).not.toBe(nodes[i - 1]);
    }
    await expectRecorded(played);
  });

  it('counts failed logins against the same limit whichever node answers', { timeout: 120_000 }, async () => {
    const from = await logLength();
    const jar = new Jar();
    await call('GET', '/sanctum/csrf-cookie', undefined, jar);
    // An account's streak: 5 failures free, then a wait (accounts/throttle.ts). Spread over two nodes,
    // neither has seen 5 by itself: only a shared count refuses the sixth.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(json<{ message: string }>(await call('POST', '/api/login', { name: 'Martin', password: `mauvais mot ${attempt}` }, jar), 422).message).toBe(
        'Login et/ou password erroné !',
      );
    }
    const refused = await call('POST', '/api/login', { name: 'Martin', password: 'mauvais mot 6' }, jar);
    expect(refused.status, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const failures = nodesOf((await logSince(from, 7)).filter((e) => e.path === '/api/login' && e.status === 422));
    expect(failures).toHaveLength(5);
    expect(new Set(failures)).toEqual(new Set([0, 1]));
  });

  it("counts a user's AI requests against one limit across the nodes", { timeout: 180_000 }, async () => {
    // The limit is per minute (a fixed window): start with enough of the minute left.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 10) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
    const jar = await logIn('Paul');
    const from = await logLength();
    const asked = provider.requests.length;
    for (let n = 1; n <= AI_PER_MINUTE; n++) {
      json(await call('POST', '/api/oairequest', { id: 19, chap: 23, pre: `Question ${n}` }, jar));
    }
    const refused = await call('POST', '/api/oairequest', { id: 19, chap: 23, pre: 'Une de trop' }, jar);
    expect(refused.status, refused.body).toBe(429);
    expect(provider.requests.length - asked).toBe(AI_PER_MINUTE);
    // Only the AI calls' lines: the login's may land in the log after `from` was read (nginx writes
    // a line once its answer is sent, the client may have it first), as a fifth 200 did once.
    const aiCalls = async () => (await logSince(from, 0)).filter((e) => e.path === '/api/oairequest');
    await expect.poll(async () => (await aiCalls()).length).toBe(AI_PER_MINUTE + 1);
    const answered = nodesOf((await aiCalls()).filter((e) => e.status === 200));
    expect(answered).toHaveLength(AI_PER_MINUTE);
    expect(new Set(answered)).toEqual(new Set([0, 1]));
  });

  it('finishes a game after a node is killed in the middle of it, nothing recorded lost', { timeout: 180_000 }, async () => {
    const game = await newGame('Survivant');
    const sent: number[] = [];
    await playRounds(game, sent, 1, 4);

    const [killed, survivor] = cluster.nodes;
    await killed.kill('SIGKILL');
    const from = await logLength();
    const last = await playRounds(game, sent, 5, 10);
    played.push({ partie: game.partie, pseudo: game.pseudo, sent, last });

    // Every answer after the kill was answered by the survivor; nginx found the killed node refusing
    // the connection (which it never received a request on) and passed the call on.
    const entries = await logSince(from, 6);
    expect(entries.map((e) => e.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(nodesOf(entries)).toEqual([survivor.index, survivor.index, survivor.index, survivor.index, survivor.index, survivor.index]);
    expect(entries.some((e) => e.upstreams[0] === killed.address && e.upstreamStatuses[0] === '502')).toBe(true);

    // The games played before, on both nodes, and this one: all there, through the survivor alone.
    await expectRecorded(played);

    // Started again, the node serves the same games, straight from the shared database.
    await killed.start();
    const summary = JSON.parse((await request(`${killed.url}/api/partie/${game.partie}`, {})).body) as GameSummaryResponse;
    expect(summary.joues.map((j) => j.livreid_reponse)).toEqual(sent);
  });

  it('gives each request nginx’s id, returned by the node and written in nginx’s access log (issue 50)', async () => {
    const from = await logLength();
    const reply = await request(`${cluster.url}/api/lire/43/3`, { agent });
    expect(reply.status).toBe(200);
    const id = reply.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const [entry] = await logSince(from, 1);
    expect(entry?.requestId).toBe(id);
  });

  it('keeps the operator’s paths from the Internet, answered by each node on its own address (issue 50)', async () => {
    for (const path of ['/readyz', '/healthz', '/metrics']) {
      expect((await request(`${cluster.url}${path}`, { agent })).status, path).toBe(404);
    }
    for (const node of cluster.nodes) expect((await request(`${node.url}/readyz`, {})).status).toBe(200);
  });

  it('upgrades with nothing lost: a build switched in under the running nodes, then each node restarted in turn, the old assets still served (issue 50)', { timeout: 240_000 }, async () => {
    // The documented upgrade (docs/deployment.md, "Upgrading"): a new build switched in, then one node
    // after the other stopped (SIGTERM: it finishes what it answers), started, and left
    // nginx's fail_timeout before the next goes down. A GET the stopping node refused goes on to the other.
    const failTimeout = Number(/fail_timeout=(\d+)s/.exec(await readFile(NGINX_SITE, 'utf8'))![1]);
    const page = async () => (await request(`${cluster.url}/lire/43/3`, { agent })).body;
    const entryOf = (html: string) => /\/assets\/(index-[\w-]+\.js)/.exec(html)![1];
    const oldEntry = entryOf(await page());

    const paths = ['/', '/lire/43/3', '/api/lire/43/3', '/favicon.svg', `/assets/${oldEntry}`];
    const answers = new Map<string, number>();
    const failures: string[] = [];
    let looping = true;
    const loop = async () => {
      for (let i = 0; looping; i++) {
        const path = paths[i % paths.length];
        try {
          const reply = await request(`${cluster.url}${path}`, { agent });
          answers.set(String(reply.status), (answers.get(String(reply.status)) ?? 0) + 1);
          if (reply.status !== 200) failures.push(`${path} ${reply.status}`);
        } catch (err) {
          failures.push(`${path} ${(err as Error).message}`);
        }
      }
    };
    const loops = Array.from({ length: 4 }, loop);

    // The new version's build: the same site with another entry chunk (as a change of the code makes), built and switched by buildAndSwitch.
    const before = await servedBuild(site);
    const newEntry = `index-Upgr4de${Date.now().toString(36).slice(-2)}.js`;
    await buildAndSwitch(site, async (outDir) => {
      await copyOfTheBuild(outDir);
      const index = nodePath.join(outDir, 'index.html');
      await writeFile(index, (await readFile(index, 'utf8')).replaceAll(oldEntry, newEntry));
      const assets = nodePath.join(outDir, 'assets');
      await writeFile(nodePath.join(assets, newEntry), `${await readFile(nodePath.join(assets, oldEntry), 'utf8')}\n// the upgrade\n`);
      await rm(nodePath.join(assets, oldEntry));
    });
    expect(await servedBuild(site)).not.toBe(before);
    paths.push(`/assets/${newEntry}`);
    // The nodes follow the switch without a restart (the page's template is looked at again within a second).
    await expect.poll(async () => entryOf(await page()), { timeout: 10_000 }).toBe(newEntry);

    for (const node of cluster.nodes) {
      await node.kill('SIGTERM');
      await node.start();
      await new Promise((resolve) => setTimeout(resolve, failTimeout * 1000));
    }
    looping = false;
    await Promise.all(loops);

    expect(failures, `answers: ${JSON.stringify(Object.fromEntries(answers))}`).toEqual([]);
    expect(answers.get('200')).toBeGreaterThan(100);
    // A tab opened before the upgrade still gets its entry chunk, from either node; new pages name the new one.
    for (const node of cluster.nodes) {
      const old = await request(`${node.url}/assets/${oldEntry}`, {});
      expect(old.status).toBe(200);
      expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request(`${node.url}/assets/${newEntry}`, {})).body).toContain('// the upgrade');
      expect(entryOf((await request(`${node.url}/lire/43/3`, {})).body)).toBe(newEntry);
    }
  });

  it('sends plain HTTP to HTTPS', async () => {
    const reply = await request(`${cluster.httpUrl}/lire/43/3`, {});
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`${cluster.url}/lire/43/3`);
  });
});
