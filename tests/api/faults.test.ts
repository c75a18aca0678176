/**
 * Faults (docs/security.md, "Faults"): the real server, each time in a
 * process of its own (tests/support/server-process.ts), on files in a
 * temporary folder.
 *
 * - SIGKILL in the middle of the Bible database's build, of a game, of a
 *   login and of an audio synthesis loses nothing already recorded, leaves
 *   no file half-written where a complete one is expected, and the next
 *   start recovers on its own.
 * - What cannot work at start (a damaged state database, a missing or
 *   refused USFM source, a folder that cannot be written) stops the process
 *   with a line naming the problem and what to do, and exit status 1: never
 *   a hang, never a database written over.
 * - What fails at run time (a full audio cache disk, an AI provider that
 *   cannot be reached or never answers) is a 5xx JSON answer in French, and
 *   the server serves on.
 * - SIGTERM lets the requests being answered finish (up to
 *   SHUTDOWN_TIMEOUT_SECONDS, then cuts them), refuses new connections and
 *   exits 0.
 *
 * The read-only folders and the full disk are real file systems: small
 * tmpfs mounts (`mount -t tmpfs`), which need root, as the tests run here
 * and in CI. chmod would not do: root writes through it. A mount refused
 * fails the test with the reason, never skips it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiFailureMessage, REFUSALS, xsrfTokenFrom, type AiResponse, type GamePlayResponse, type NewGameResponse } from '@parole/bible';
import { argon2idHasher } from '../../packages/api/src/accounts/passwords.js';
import { createSqliteAccountStore } from '../../packages/api/src/accounts/sqlite-store.js';
import { startAiStandIn, type AiStandIn } from '../../packages/api/src/ai/testing.js';
import { readMp3 } from '../../packages/api/src/audio/mp3.js';
import { loadConfig } from '../../packages/api/src/config.js';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { AI_PROVIDER_MESSAGES } from '../../packages/api/src/messages.js';
import { openStateDatabase } from '../../packages/api/src/state/database.js';
import { listeningUrl, runServerUntilExit, spawnServer, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { filesIn, tempTree, type TempTree } from '../support/temp-tree.js';

/** The Bible database the global setup built: read-only for the servers, never rebuilt here (it matches the source). */
const BIBLE = loadConfig().databasePath;
const PASSWORD = 'correct horse battery staple';
/** What every server here shares: searches on the event loop and one synthesis thread start faster. */
const LEAN = { SEARCH_WORKERS: '0', AUDIO_WORKERS: '1' };

let tree: TempTree;
const mounts: string[] = [];
const running = new Set<ServerProcess>();

beforeAll(async () => {
  tree = await tempTree('parole-faults-', {});
});
afterAll(async () => {
  await Promise.all([...running].map((s) => s.kill('SIGKILL')));
  for (const dir of mounts.reverse()) execFileSync('umount', [dir]);
  await tree?.remove();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ...LEAN, ...env });
  running.add(server);
  void server.exit.then(() => running.delete(server));
  return server;
}

/** Mounts a tmpfs at `dir` (made if missing) with `options`; fails with the reason when mounting is not permitted. */
async function mountTmpfs(dir: string, options: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(`These tests need a tmpfs mount (root, as here and in CI): mount -t tmpfs -o ${options} tmpfs ${dir} failed: ${(err as { stderr?: Buffer }).stderr ?? err}`, { cause: err });
  }
  mounts.push(dir);
}

/** Waits until `check` holds, polling every `everyMs`; fails after `timeoutMs` with `what`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000, everyMs = 50): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Still waiting after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Louis Segond 1910's real folder, seen through a link in a folder of its own:
 * no Darby or Martin beside it, no cross references above it (config/bible.ts
 * looks for them there), so a build from it reads Segond's text alone: a real
 * build of the real text, in a third of the time of the three translations'
 * and the cross references' (27 s of a core), for the tests about a build's
 * faults rather than its text.
 */
async function segondAlone(): Promise<string> {
  const link = tree.path('segond-alone/lsg1910');
  if (!existsSync(link)) {
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(loadConfig().usfmDir, link);
  }
  return link;
}

/** A state database holding the user Marie, as `npm run user` would make it. */
async function stateWithUser(file: string): Promise<void> {
  const state = await openStateDatabase(file);
  try {
    await createSqliteAccountStore(state).addUser({ name: 'Marie', nameKey: 'marie', passwordHash: await argon2idHasher.hash(PASSWORD), at: Date.now() });
  } finally {
    await state.close();
  }
}

/** A browser's cookies, enough for the anti-forgery token and the session. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }
  headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': xsrfTokenFrom(cookie) ?? '',
      Cookie: cookie,
    };
  }
  async csrf(url: string): Promise<void> {
    this.take(await fetch(`${url}/sanctum/csrf-cookie`, { headers: { Cookie: this.headers().Cookie } }));
  }
  async post(url: string, body: unknown): Promise<Response> {
    return this.take(await fetch(url, { method: 'POST', headers: this.headers(), body: JSON.stringify(body) }));
  }
}

/** Marie, logged in through the real flow. */
async function logIn(url: string): Promise<Jar> {
  const jar = new Jar();
  await jar.csrf(url);
  const login = await jar.post(`${url}/api/login`, { name: 'Marie', password: PASSWORD });
  expect(login.status).toBe(200);
  return jar;
}

const AI_REQUEST = { id: 43, chap: 3, pre: 'Résume ce chapitre (Jean 3) en 100 mots environ.', maxtokens: 600, model: 'openai/gpt-oss-120b' };

/** Opens a TCP connection to `url`'s port; resolves once connected, rejects with the socket's error. */
function tcpConnect(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('SIGKILL during the Bible database build', () => {
  it('leaves the previous file as it was, and the next start removes the half-built file and builds again', { timeout: 180_000 }, async () => {
    const dir = tree.path('build');
    const databasePath = path.join(dir, 'parole.sqlite');
    await mkdir(dir, { recursive: true });
    // A damaged derived file: random bytes where the database should be. It is rebuilt from the text, not refused.
    const damaged = randomBytes(65_536);
    await writeFile(databasePath, damaged);
    // A real build of Segond's real text (segondAlone): the three translations and the cross references would
    // take three times as long for nothing more about a kill mid-build (their whole build: tests/setup/global-database.ts).
    const env = { ...LEAN, BIBLE_USFM_DIR: await segondAlone(), DATABASE_PATH: databasePath, AUDIO_CACHE_DIR: path.join(dir, 'audio') };

    const first = spawnServer(env);
    let building = false;
    first.onLine((line) => (building ||= line.startsWith(`Building the Bible database ${databasePath}`)));
    const temporary = `${databasePath}.tmp-${first.child.pid}`;
    // Killed as soon as the half-built file exists (the text is parsed first, then written to it).
    await until('the build’s temporary file', () => building && existsSync(temporary), 60_000, 5);
    first.child.kill('SIGKILL');
    expect(await first.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(existsSync(temporary)).toBe(true);
    expect(await readFile(databasePath)).toEqual(damaged);

    const second = await start(env);
    expect(second.output()).toContain(`Building the Bible database ${databasePath}`);
    expect(await readdir(dir)).not.toContain(path.basename(temporary));
    expect((await readdir(dir)).filter((name) => name.includes('.tmp-'))).toEqual([]);
    const chapter = await fetch(`${second.url}/api/lire/43/3`);
    expect(chapter.status).toBe(200);
    expect(JSON.stringify(await chapter.json())).toContain('Dieu a tant aimé le monde');
    await second.kill('SIGTERM');
  });
});

describe('SIGKILL in the middle of a game, a login and a synthesis', () => {
  it('keeps every answer, lets the user log in, leaves a sound state file and no partial audio; the chapter is made again', { timeout: 180_000 }, async () => {
    const dir = tree.path('killed');
    const stateFile = path.join(dir, 'state', 'state.sqlite');
    const cacheDir = path.join(dir, 'audio');
    await mkdir(path.dirname(stateFile), { recursive: true });
    await stateWithUser(stateFile);
    const env = { DATABASE_PATH: BIBLE, STATE_DATABASE_PATH: stateFile, AUDIO_CACHE_DIR: cacheDir, AUDIO_CACHE_MIN_FREE_MB: '1' };
    let server = await start(env);

    // A game, three rounds answered (right, wrong, right).
    const newGame = (await (await fetch(`${server.url}/api/jeu/partie/Survivant`)).json()) as NewGameResponse;
    const call = { pseudo: 'Survivant', partie: newGame.partie, jeton: newGame.jeton };
    const play = async (url: string, body: unknown) => {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify(body) });
      expect(res.status).toBe(200);
      return (await res.json()) as GamePlayResponse;
    };
    let state = await play(`${server.url}/api/jouefirst`, call);
    const books: number[] = [];
    for (let essai = 1; essai <= 3; essai++) {
      const db = await Database.open(stateFile, { readonly: true });
      const [{ book_id }] = await db.query<{ book_id: number }>('SELECT book_id FROM rounds WHERE game_id = ? AND round = ?', [call.partie, essai]);
      await db.close();
      books.push(book_id);
      state = await play(`${server.url}/api/joue`, { ...call, essai, livre: essai === 2 ? (book_id % 66) + 1 : book_id });
    }
    expect(state.essaiNb).toBe(4);

    // Psaume 23 being synthesized: its first bytes are out, the rest is being made.
    const audio = await fetch(`${server.url}/mp3/19/23.mp3`);
    expect(audio.headers.get('X-Parole-Audio')).toBe('live');
    const reader = audio.body!.getReader();
    expect((await reader.read()).done).toBe(false);

    // A login on its way: the anti-forgery token first, then the password being hashed when the process dies.
    const jar = new Jar();
    await jar.csrf(server.url);
    const login = jar.post(`${server.url}/api/login`, { name: 'Marie', password: PASSWORD }).then(
      (res) => res.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    await login;
    await reader.cancel().catch(() => undefined);
    // Only a temporary file of the chapter: nothing under a name the server serves.
    const leftover = await filesIn(cacheDir);
    expect(leftover.filter((f) => f.endsWith('.mp3'))).toEqual([]);
    expect(leftover).toEqual([expect.stringMatching(/^19\/\.23\.[\w-]{20}\.\d+-[0-9a-f]{12}\.part$/)]);

    server = await start(env);
    // The game goes on at round 4 with the three answers.
    const resumed = await play(`${server.url}/api/jouefirst`, call);
    expect(resumed).toMatchObject({ essaiNb: 4, verset: state.verset, termine: false });
    expect(resumed.essaisPartie.map((r) => r.juste)).toEqual([true, false, true]);
    // Marie logs in.
    await logIn(server.url);
    // The state file is sound (read beside the running server: WAL lets a reader in).
    const db = await Database.open(stateFile, { readonly: true });
    try {
      expect(await db.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await db.close();
    }
    // The temporary file of the dead process is removed at start, and the chapter is made again, whole.
    await until('the dead process’s temporary file removed', async () => (await filesIn(cacheDir)).length === 0);
    const again = await fetch(`${server.url}/mp3/19/23.mp3`);
    expect(again.headers.get('X-Parole-Audio')).toBe('live');
    const mp3 = readMp3(new Uint8Array(await again.arrayBuffer()));
    expect(mp3.seconds).toBeGreaterThan(20);
    await until('the chapter in the cache', async () => (await filesIn(cacheDir)).some((f) => /^19\/23\.[\w-]{20}\.mp3$/.test(f)));
    const cached = await fetch(`${server.url}/mp3/19/23.mp3`);
    expect(cached.headers.get('X-Parole-Audio')).toBe('cache');
    expect(readMp3(new Uint8Array(await cached.arrayBuffer())).seconds).toBe(mp3.seconds);
    await server.kill('SIGTERM');
  });
});

describe('at start, what cannot work stops the server with a clear line and status 1', () => {
  /**
   * Runs the server to its end (a hang fails the test) and returns what it
   * printed, its log's one fatal line as the message it holds (JSON lines, packages/api/src/log.ts).
   */
  async function refused(env: Record<string, string>): Promise<string> {
    const { exit, output } = await runServerUntilExit({ ...LEAN, ...env });
    expect(exit, output).toEqual({ code: 1, signal: null });
    const lines = output.split('\n');
    expect(lines.map(listeningUrl).filter(Boolean)).toEqual([]);
    const fatal = lines.filter((line) => line.startsWith('{') && (JSON.parse(line) as { level?: string }).level === 'fatal');
    expect(fatal, output).toHaveLength(1);
    return lines.map((line) => (line.startsWith('{') ? String((JSON.parse(line) as { msg?: string }).msg) : line)).join('\n');
  }

  it('a damaged state database: refused, never written over', async () => {
    const file = tree.path('damaged-state/state.sqlite');
    await mkdir(path.dirname(file), { recursive: true });
    const bytes = randomBytes(65_536);
    await writeFile(file, bytes);
    const output = await refused({ DATABASE_PATH: BIBLE, STATE_DATABASE_PATH: file, AUDIO_CACHE_DIR: tree.path('damaged-state/audio') });
    expect(output).toContain(`The state database ${file} (STATE_DATABASE_PATH) is damaged or is not a SQLite database`);
    expect(output).toContain('restore it from a backup, or move it away to start with an empty one');
    expect(await readFile(file)).toEqual(bytes);
    expect(await readdir(path.dirname(file))).toEqual(['state.sqlite']);
  });

  it('a missing USFM folder', async () => {
    const missing = tree.path('no-such-folder');
    const output = await refused({ BIBLE_USFM_DIR: missing, DATABASE_PATH: tree.path('usfm-missing/parole.sqlite') });
    expect(output).toContain(`Cannot read the USFM source directory ${missing} (set BIBLE_USFM_DIR)`);
  });

  it('a USFM folder without any book', async () => {
    const empty = tree.path('usfm-empty/source');
    await mkdir(empty, { recursive: true });
    await writeFile(path.join(empty, 'README.txt'), 'not a book');
    const output = await refused({ BIBLE_USFM_DIR: empty, DATABASE_PATH: tree.path('usfm-empty/parole.sqlite') });
    expect(output).toContain(`No NN-CODE.usfm file in ${empty} (set BIBLE_USFM_DIR)`);
  });

  it('a book file that is not USFM: refused, and no file left beside the database', async () => {
    const source = tree.path('usfm-html/source');
    await mkdir(source, { recursive: true });
    await writeFile(path.join(source, '01-GEN.usfm'), '<!doctype html><title>Genèse</title>');
    const databasePath = tree.path('usfm-html/db/parole.sqlite');
    const output = await refused({ BIBLE_USFM_DIR: source, DATABASE_PATH: databasePath });
    expect(output).toContain(`01-GEN.usfm: the file does not start with an \\id line: the USFM source in ${source} was refused. Fix the file, or set BIBLE_USFM_DIR`);
    expect(await readdir(path.dirname(databasePath))).toEqual([]);
  });

  it('a book that cannot be read (a folder where the file should be)', async () => {
    const source = tree.path('usfm-unreadable/source');
    await mkdir(path.join(source, '01-GEN.usfm'), { recursive: true });
    const output = await refused({ BIBLE_USFM_DIR: source, DATABASE_PATH: tree.path('usfm-unreadable/parole.sqlite') });
    expect(output).toContain(`Cannot read the USFM file ${path.join(source, '01-GEN.usfm')} (set BIBLE_USFM_DIR): EISDIR`);
  });

  describe('a read-only data folder (a read-only tmpfs)', () => {
    let readOnly: string;
    beforeAll(async () => {
      readOnly = tree.path('read-only');
      await mountTmpfs(readOnly, 'ro,size=1m');
    });

    it('where the state database’s folder must be made', async () => {
      const file = path.join(readOnly, 'state', 'state.sqlite');
      const output = await refused({ DATABASE_PATH: BIBLE, STATE_DATABASE_PATH: file, AUDIO_CACHE_DIR: tree.path('ro-audio') });
      expect(output).toContain(`The state database ${file} (STATE_DATABASE_PATH) cannot be created or written (`);
      expect(output).toContain("make its folder writable by the server's user, or set STATE_DATABASE_PATH to a writable place");
    });

    it('where the Bible database must be built', async () => {
      const file = path.join(readOnly, 'parole.sqlite');
      // The refusal comes once the text is parsed (ensure.ts opens the temporary file then): Segond's text
      // alone (segondAlone) gets there in a third of the time of the three translations and the cross references.
      const output = await refused({ BIBLE_USFM_DIR: await segondAlone(), DATABASE_PATH: file, STATE_DATABASE_PATH: tree.path('ro-state/state.sqlite') });
      expect(output).toContain(`Cannot build the Bible database ${file}: its folder cannot be written`);
      expect(output).toContain('or set DATABASE_PATH to a writable place');
    });

    it('holding an existing state database (the folder remounted read-only)', async () => {
      const folder = tree.path('remounted');
      await mountTmpfs(folder, 'size=1m');
      const file = path.join(folder, 'state.sqlite');
      await stateWithUser(file);
      execFileSync('mount', ['-o', 'remount,ro', folder]);
      const before = await readFile(file);
      const output = await refused({ DATABASE_PATH: BIBLE, STATE_DATABASE_PATH: file, AUDIO_CACHE_DIR: tree.path('remounted-audio') });
      expect(output).toContain(`The state database ${file} (STATE_DATABASE_PATH) cannot be created or written`);
      expect(await readFile(file)).toEqual(before);
    });
  });
});

describe('at run time', () => {
  let blackHole: Server;
  const held: Socket[] = [];
  /** Chat completions asked of the black hole. */
  let asked = 0;
  beforeAll(async () => {
    // An AI provider that accepts connections, reads the requests and never answers.
    blackHole = createServer((socket) => {
      held.push(socket);
      socket.on('data', (chunk) => (asked += chunk.toString('latin1').match(/^POST \/v1\/chat\/completions /gm)?.length ?? 0));
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => blackHole.close(resolve));
  });

  it('a full cache disk is a 507 in French; a provider that never answers a 504 within its time-out; past SHUTDOWN_TIMEOUT_SECONDS a request is cut', { timeout: 120_000 }, async () => {
    const dir = tree.path('runtime');
    const cacheDir = path.join(dir, 'audio');
    await mountTmpfs(cacheDir, 'size=64k');
    const stateFile = path.join(dir, 'state.sqlite');
    await stateWithUser(stateFile);
    const { port } = blackHole.address() as { port: number };
    const server = await start({
      DATABASE_PATH: BIBLE,
      STATE_DATABASE_PATH: stateFile,
      AUDIO_CACHE_DIR: cacheDir,
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'sk-parole-faults',
      AI_TIMEOUT_SECONDS: '4',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });

    // 64 KB free, 200 MB to keep (the default): no synthesis starts.
    const audio = await fetch(`${server.url}/mp3/19/23.mp3`);
    expect(audio.status).toBe(507);
    expect(await audio.json()).toEqual({ message: REFUSALS.audioCacheFull.message });
    expect(await filesIn(cacheDir)).toEqual([]);
    expect(server.output()).toContain('audio cache disk full');

    const jar = await logIn(server.url);
    const ai = await jar.post(`${server.url}/api/oairequest`, AI_REQUEST);
    expect(ai.status).toBe(504);
    expect(await ai.json()).toEqual({ message: aiFailureMessage(AI_PROVIDER_MESSAGES.timeout(4)) });

    // The server serves on.
    expect((await fetch(`${server.url}/api/lire/19/23`)).status).toBe(200);

    // SIGTERM while the provider keeps a request waiting longer than the drain limit: cut, and the process still ends well.
    const askedBefore = asked;
    const cut = jar.post(`${server.url}/api/oairequest`, AI_REQUEST).then(
      (res) => res.status,
      () => 'cut',
    );
    await until('the AI call to reach the provider', () => asked > askedBefore);
    server.child.kill('SIGTERM');
    expect(await server.exit).toEqual({ code: 0, signal: null });
    expect(await cut).toBe('cut');
    expect(server.output()).toMatch(/Shutdown: 1 request\(s\) still being answered after 1 s \(SHUTDOWN_TIMEOUT_SECONDS\), cut\./);
  });

  it('a disk that fills up mid-chapter: the chapter is still served whole, no partial file is left, the next one is served too', { timeout: 120_000 }, async () => {
    const dir = tree.path('enospc');
    const cacheDir = path.join(dir, 'audio');
    await mountTmpfs(cacheDir, 'size=64k');
    // No room kept: the synthesis starts, and its file meets ENOSPC (Psaume 23 is about 250 KB).
    const server = await start({ DATABASE_PATH: BIBLE, STATE_DATABASE_PATH: path.join(dir, 'state.sqlite'), AUDIO_CACHE_DIR: cacheDir, AUDIO_CACHE_MIN_FREE_MB: '0' });
    const audio = await fetch(`${server.url}/mp3/19/23.mp3`);
    expect(audio.status).toBe(200);
    expect(readMp3(new Uint8Array(await audio.arrayBuffer())).seconds).toBeGreaterThan(20);
    await until('the failed cache file logged', () => server.output().includes('Audio 19/23: the cache file could not be written, the chapter is served without it: ENOSPC'));
    expect(await filesIn(cacheDir)).toEqual([]);
    const next = await fetch(`${server.url}/mp3/19/117.mp3`);
    expect(next.status).toBe(200);
    readMp3(new Uint8Array(await next.arrayBuffer()));
    expect((await fetch(`${server.url}/api/lire/19/23`)).status).toBe(200);
    await server.kill('SIGTERM');
  });
});

describe('SIGTERM', () => {
  let provider: AiStandIn;
  beforeAll(async () => {
    provider = await startAiStandIn();
  });
  afterAll(() => provider.close());

  it('lets the request being answered finish with its 200, refuses new connections, and exits 0', { timeout: 120_000 }, async () => {
    const dir = tree.path('drain');
    const stateFile = path.join(dir, 'state.sqlite');
    await mkdir(dir, { recursive: true });
    await stateWithUser(stateFile);
    const server = await start({ DATABASE_PATH: BIBLE, STATE_DATABASE_PATH: stateFile, AUDIO_CACHE_DIR: path.join(dir, 'audio'), AI_BASE_URL: provider.baseURL, AI_API_KEY: 'sk-parole-faults' });
    const jar = await logIn(server.url);

    provider.queue({ delayMs: 1_500 });
    const answer = jar.post(`${server.url}/api/oairequest`, AI_REQUEST);
    await until('the AI call to reach the provider', () => provider.requests.length === 1);
    server.child.kill('SIGTERM');
    await until('the shutdown to begin', () => server.output().includes('SIGTERM received'));
    await expect(tcpConnect(server.url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const res = await answer;
    expect(res.status).toBe(200);
    expect(((await res.json()) as AiResponse).response).toContain('Jean 3');
    expect(await server.exit).toEqual({ code: 0, signal: null });
  });
});
