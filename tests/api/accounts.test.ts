/**
 * Accounts and sessions through app.request(): the real Bible database, the
 * real Hono app, a fresh state database, real argon2id hashes, an injected
 * clock. A small cookie jar plays the browser.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT_MESSAGES, xsrfTokenFrom } from '@parole/bible';
import { requireUser, type SessionVariables } from '../../packages/api/src/accounts/session.js';
import { argon2idHasher, type PasswordHasher } from '../../packages/api/src/accounts/passwords.js';
import { hashSessionId } from '../../packages/api/src/accounts/sessions.js';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';
import { hash } from '@node-rs/argon2';

/** 1 November 2026, 14:00 UTC. */
const START = Date.UTC(2026, 10, 1, 14, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = 'correct horse battery staple';
const FAILED = { message: 'Login et/ou password erroné !' };
const FORGED = { message: 'Jeton anti-falsification invalide' };
const REQUIRED = { message: 'Connexion requise' };

/** argon2id, counting its verifications (a wrong password and an unknown name must cost one each). */
function countingHasher(): PasswordHasher & { verified: number } {
  const counting = {
    verified: 0,
    hash: (password: string) => argon2idHasher.hash(password),
    verify: (hashed: string, password: string) => {
      counting.verified++;
      return argon2idHasher.verify(hashed, password);
    },
    needsRehash: (hashed: string) => argon2idHasher.needsRehash(hashed),
  };
  return counting;
}

interface AccountsApp {
  t: TestApp;
  clock: { now: number };
  hasher: ReturnType<typeof countingHasher>;
  browser(address?: string): Browser;
  addUser(name: string, password?: string, passwordHash?: string): Promise<number>;
}

/**
 * A browser: its cookie jar (what the server set, removed when it says
 * Max-Age=0), the token echoed from __Host-XSRF-TOKEN or XSRF-TOKEN as the
 * site's client does (xsrfTokenFrom), X-Requested-With, and a client address.
 */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: AccountsApp,
    readonly address: string,
  ) {}

  cookieHeader = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  /** The anti-forgery token the page's script would read from the jar. */
  token = () => xsrfTokenFrom(this.cookieHeader());

  async request(path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Cookie: this.cookieHeader(), ...init.headers };
    const token = this.token();
    if (token !== undefined && !('X-XSRF-TOKEN' in headers)) headers['X-XSRF-TOKEN'] = token;
    const res = await this.app.t.app.request(path, { ...init, headers }, { incoming: { socket: { remoteAddress: this.address } } });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (attributes.some((a) => /^Max-Age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    return res;
  }

  csrf = () => this.request('/sanctum/csrf-cookie');

  post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    this.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** GET /sanctum/csrf-cookie (when the jar has no token yet), then POST /api/login, as the site does. */
  async login(name: string, password: string = PASSWORD): Promise<Response> {
    if (this.token() === undefined) await this.csrf();
    return this.post('/api/login', { name, password });
  }

  logout = () => this.request('/api/logout', { method: 'DELETE' });

  /** The protected test route (requireUser()). */
  me = () => this.post('/api/test/me', {});
}

async function accountsApp(config: { sessionIdleMinutes?: number } = {}): Promise<AccountsApp> {
  const clock = { now: START };
  const hasher = countingHasher();
  const t = await openTestApp(
    { sessionIdleMinutes: 120, sessionAbsoluteHours: 168, ...config },
    { now: () => clock.now },
    { now: () => clock.now, passwords: hasher },
  );
  // A route that needs a session, as the AI helper's will.
  t.app.post('/api/test/me', requireUser(), (c) => c.json((c as unknown as { get(k: 'user'): SessionVariables['user'] }).get('user')));
  t.app.get('/api/test/misplaced', requireUser(), (c) => c.json({ reached: true }));
  let addresses = 0;
  const app: AccountsApp = {
    t,
    clock,
    hasher,
    browser: (address = `198.51.100.${++addresses}`) => new Browser(app, address),
    addUser: async (name, password = PASSWORD, passwordHash) =>
      (await t.accounts.addUser({ name, nameKey: name.toLowerCase(), passwordHash: passwordHash ?? (await argon2idHasher.hash(password)), at: clock.now }))!,
  };
  return app;
}

let a: AccountsApp;
let marieId: number;
beforeAll(async () => {
  a = await accountsApp();
  marieId = await a.addUser('Marie');
});
afterAll(() => a.t.close());

const sessionRows = () => a.t.state.query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions').then(([{ n }]) => n);

describe('the anti-forgery token', () => {
  it('refuses a login without one (no login CSRF), and changes nothing', async () => {
    const browser = a.browser();
    const before = await sessionRows();
    const verified = a.hasher.verified;
    const res = await browser.post('/api/login', { name: 'Marie', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORGED);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionRows()).toBe(before);
    expect(a.hasher.verified).toBe(verified);
    expect(await a.t.limits.streak('login-account marie')).toBeNull();
  });

  it('refuses a wrong token, and a token of another browser’s session', async () => {
    const browser = a.browser();
    await browser.csrf();
    const other = a.browser();
    await other.csrf();
    for (const token of ['wrong', other.cookies.get('XSRF-TOKEN')!, '']) {
      const res = await browser.post('/api/login', { name: 'Marie', password: PASSWORD }, { 'X-XSRF-TOKEN': token });
      expect(res.status, token).toBe(403);
      expect(await res.json()).toEqual(FORGED);
    }
    // The token is the session cookie's HMAC, not a copy of the XSRF-TOKEN cookie.
    const copied = await browser.post('/api/login', { name: 'Marie', password: PASSWORD }, { Cookie: `${browser.cookieHeader()}; XSRF-TOKEN=abc`, 'X-XSRF-TOKEN': 'abc' });
    expect(copied.status).toBe(403);
    expect(await browser.login('Marie')).toHaveProperty('status', 200);
  });

  it('binds the token to the session: the pre-login token is refused after the login, and the session’s after logout', async () => {
    const browser = a.browser();
    await browser.csrf();
    const preLogin = browser.cookies.get('XSRF-TOKEN')!;
    expect((await browser.login('Marie')).status).toBe(200);
    const session = browser.cookies.get('XSRF-TOKEN')!;
    expect(session).not.toBe(preLogin);
    expect((await browser.request('/api/test/me', { method: 'POST', headers: { 'X-XSRF-TOKEN': preLogin } })).status).toBe(403);
    expect((await browser.me()).status).toBe(200);

    const sessionCookie = browser.cookies.get('parole_session')!;
    expect((await browser.logout()).status).toBe(204);
    // The browser has no cookies left; given back the old ones, the session opens nothing.
    expect(browser.cookies.size).toBe(0);
    const replay = await browser.post('/api/test/me', {}, { Cookie: `parole_session=${sessionCookie}`, 'X-XSRF-TOKEN': session });
    expect(replay.status).toBe(401);
  });

  it('hands out the same session’s token again to a logged-in browser', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const token = browser.cookies.get('XSRF-TOKEN');
    const session = browser.cookies.get('parole_session');
    const res = await browser.csrf();
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(browser.cookies.get('XSRF-TOKEN')).toBe(token);
    expect(browser.cookies.get('parole_session')).toBe(session);
    // For the session's remaining lifetime (7 days less the hour passed).
    a.clock.now += HOUR;
    const again = await browser.csrf();
    expect(again.headers.getSetCookie().every((line) => line.includes(`Max-Age=${7 * 24 * 3600 - 3600}`))).toBe(true);
    a.clock.now -= HOUR;
  });

  it('lets the quiz’s game calls through without any cookie, as before', async () => {
    const newGame = await a.t.app.request('/api/jeu/partie/Marie', {}, { incoming: { socket: { remoteAddress: '192.0.2.50' } } });
    const { partie, jeton } = (await newGame.json()) as { partie: number; jeton: string };
    const res = await a.t.app.request('/api/jouefirst', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ pseudo: 'Marie', partie, jeton }),
    });
    expect(res.status).toBe(200);
  });
});

describe('login', () => {
  it('answers the user and starts a session: a new id in an HttpOnly cookie, never cached', async () => {
    const browser = a.browser();
    await browser.csrf();
    const preLogin = browser.cookies.get('parole_session')!;
    const res = await browser.login('  marie ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Marie' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [session, xsrf] = res.headers.getSetCookie();
    expect(session).toMatch(/^parole_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; SameSite=Lax$/);
    const id = browser.cookies.get('parole_session')!;
    expect(id).not.toBe(preLogin);
    // Only the id's SHA-256 is stored.
    const [row] = await a.t.state.query<{ user_id: number }>('SELECT user_id FROM sessions WHERE id_hash = ?', [hashSessionId(id)]);
    expect(row.user_id).toBe(marieId);
    expect(JSON.stringify(await a.t.state.query('SELECT hex(id_hash) AS h FROM sessions'))).not.toContain(Buffer.from(id).toString('hex').toUpperCase());
    expect(await browser.me().then((r) => r.json())).toEqual({ id: marieId, name: 'Marie' });
  });

  it('sets the cookies Secure over HTTPS, both with the __Host- prefix', async () => {
    const browser = a.browser();
    const csrf = await browser.request('https://parole.example/sanctum/csrf-cookie');
    expect(csrf.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-parole_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
      expect.stringMatching(/^__Host-XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; Secure; SameSite=Lax$/),
    ]);
    const res = await browser.request('https://parole.example/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Marie', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    // Path=/, Secure and no Domain: what the __Host- prefix requires of both.
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-parole_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
      expect.stringMatching(/^__Host-XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; Secure; SameSite=Lax$/),
    ]);
    expect([...browser.cookies.keys()].sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-parole_session']);
    const me = await browser.request('https://parole.example/api/test/me', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await me.json()).toEqual({ id: marieId, name: 'Marie' });
    // Over HTTPS only the __Host- cookie counts: one planted under the plain name opens nothing.
    const planted = await browser.request('https://parole.example/api/test/me', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `parole_session=${browser.cookies.get('__Host-parole_session')}; XSRF-TOKEN=${browser.token()}` },
      body: '{}',
    });
    expect(planted.status).toBe(403);
  });

  it('keeps the plain names over plain HTTP, where a cookie cannot be Secure', async () => {
    const browser = a.browser();
    expect((await browser.login('Marie')).status).toBe(200);
    expect([...browser.cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'parole_session']);
    for (const line of (await browser.csrf()).headers.getSetCookie()) expect(line, line).not.toMatch(/^__Host-|; Secure/);
  });

  it('still takes a token kept under the plain name over HTTPS (set before the __Host- one), and replaces that cookie', async () => {
    const browser = a.browser();
    await browser.request('https://parole.example/sanctum/csrf-cookie');
    await browser.request('https://parole.example/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Marie', password: PASSWORD }),
    });
    // A browser as the server left it before the __Host- name: the same token under XSRF-TOKEN.
    const token = browser.cookies.get('__Host-XSRF-TOKEN')!;
    browser.cookies.delete('__Host-XSRF-TOKEN');
    browser.cookies.set('XSRF-TOKEN', token);
    const me = await browser.request('https://parole.example/api/test/me', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(me.status).toBe(200);
    const res = await browser.request('https://parole.example/sanctum/csrf-cookie');
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-parole_session=/),
      expect.stringMatching(/^__Host-XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/),
      expect.stringMatching(/^XSRF-TOKEN=; Max-Age=0; Path=\/; Secure; SameSite=Lax/),
    ]);
    expect([...browser.cookies.keys()].sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-parole_session']);
    expect(browser.token()).toBe(token);
  });

  it('answers a wrong password and an unknown name alike, each after one argon2id verification', async () => {
    const answers = [];
    for (const [name, password] of [
      ['Marie', 'not the right password'],
      ['Inconnu', 'not the right password'],
      ['Inconnu', PASSWORD],
    ]) {
      const browser = a.browser();
      await browser.csrf();
      const before = a.hasher.verified;
      const res = await browser.login(name, password);
      expect(a.hasher.verified - before, name).toBe(1);
      answers.push({ status: res.status, body: await res.json(), headers: [...res.headers.keys()].sort(), cookies: res.headers.getSetCookie() });
    }
    expect(answers[0]).toEqual({ status: 422, body: FAILED, headers: expect.any(Array), cookies: [] });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it.each([
    ['no name', { password: PASSWORD }],
    ['an empty name', { name: '  ', password: PASSWORD }],
    ['no password', { name: 'Marie' }],
    ['an empty password', { name: 'Marie', password: '' }],
    ['a password of the wrong type', { name: 'Marie', password: { x: 1 } }],
    ['a password over 1,024 characters', { name: 'Marie', password: 'x'.repeat(1025) }],
  ])('refuses %s with the same 422', async (_, body) => {
    const browser = a.browser();
    await browser.csrf();
    const res = await browser.post('/api/login', body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(FAILED);
    expect(browser.cookies.has('parole_session')).toBe(true);
  });

  it('starts a new session at every login, ending the one presented', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const first = browser.cookies.get('parole_session')!;
    const firstToken = browser.cookies.get('XSRF-TOKEN')!;
    expect((await browser.login('Marie')).status).toBe(200);
    const second = browser.cookies.get('parole_session')!;
    expect(second).not.toBe(first);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(firstToken);
    expect((await browser.post('/api/test/me', {}, { Cookie: `parole_session=${first}`, 'X-XSRF-TOKEN': firstToken })).status).toBe(401);
    expect((await browser.me()).status).toBe(200);
  });

  it('redoes a hash made with older parameters at login, keeping the sessions', async () => {
    const old = await hash(PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 3, parallelism: 1 });
    await a.addUser('Ancien', PASSWORD, old);
    const browser = a.browser();
    expect((await browser.login('Ancien')).status).toBe(200);
    const stored = (await a.t.accounts.userByNameKey('ancien'))!;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await browser.me()).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie opens nothing', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const cookie = browser.cookieHeader();
    const token = browser.cookies.get('XSRF-TOKEN')!;
    const id = browser.cookies.get('parole_session')!;
    const res = await browser.logout();
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^parole_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/),
      expect.stringMatching(/^XSRF-TOKEN=; Max-Age=0; Path=\/; SameSite=Lax/),
    ]);
    expect(await a.t.accounts.session(hashSessionId(id))).toBeNull();
    const replay = await browser.post('/api/test/me', {}, { Cookie: cookie, 'X-XSRF-TOKEN': token });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(REQUIRED);
  });

  it('clears both __Host- cookies over HTTPS', async () => {
    const browser = a.browser();
    await browser.request('https://parole.example/sanctum/csrf-cookie');
    const login = await browser.request('https://parole.example/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Marie', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const id = browser.cookies.get('__Host-parole_session')!;
    const res = await browser.request('https://parole.example/api/logout', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-parole_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax/),
      expect.stringMatching(/^__Host-XSRF-TOKEN=; Max-Age=0; Path=\/; Secure; SameSite=Lax/),
    ]);
    expect(browser.cookies.size).toBe(0);
    expect(await a.t.accounts.session(hashSessionId(id))).toBeNull();
  });

  it('also clears an anti-forgery cookie of the other scheme the browser still sends', async () => {
    // Over HTTPS, a plain XSRF-TOKEN left from before; over http://localhost, a __Host- one from HTTPS.
    for (const [origin, own, other] of [
      ['https://parole.example', '__Host-XSRF-TOKEN', 'XSRF-TOKEN'],
      ['http://localhost', 'XSRF-TOKEN', '__Host-XSRF-TOKEN'],
    ]) {
      const browser = a.browser();
      await browser.request(`${origin}/sanctum/csrf-cookie`);
      browser.cookies.set(other, 'stale');
      // The page prefers the __Host- cookie: over plain HTTP, send the token of the plain one, as a page there sees only it.
      const headers: Record<string, string> = own === 'XSRF-TOKEN' ? { 'X-XSRF-TOKEN': browser.cookies.get(own)! } : {};
      const res = await browser.request(`${origin}/api/logout`, { method: 'DELETE', headers });
      expect(res.status, origin).toBe(204);
      const cleared = res.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')));
      expect(cleared, origin).toContain(own);
      expect(cleared, origin).toContain(other);
      expect(res.headers.getSetCookie().find((line) => line.startsWith(`${other}=`)), origin).toMatch(/; Max-Age=0; Path=\/; Secure; SameSite=Lax/);
      expect(browser.cookies.size, origin).toBe(0);
    }
  });

  it('answers 204 without a session too, but still needs the token', async () => {
    const browser = a.browser();
    expect((await browser.logout()).status).toBe(403);
    await browser.csrf();
    expect((await browser.logout()).status).toBe(204);
  });
});

describe('GET /api/session', () => {
  const session = (browser: Browser) => browser.request('/api/session');

  it('answers the live session’s user, never cached', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const res = await session(browser);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ user: { name: 'Marie' } });
  });

  it('answers null, not 401, without a session and for one ended by logout, by an operator or by expiry', async () => {
    expect(await (await session(a.browser())).json()).toEqual({ user: null });

    const loggedOut = a.browser();
    await loggedOut.login('Marie');
    const cookies = loggedOut.cookieHeader();
    await loggedOut.logout();
    const replay = await loggedOut.request('/api/session', { headers: { Cookie: cookies } });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ user: null });

    const id = await a.addUser('Éphémère');
    const removed = a.browser();
    await removed.login('Éphémère');
    await a.t.accounts.removeUser(id);
    expect(await (await session(removed)).json()).toEqual({ user: null });

    const idle = a.browser();
    await idle.login('Marie');
    a.clock.now += 121 * 60_000;
    try {
      expect(await (await session(idle)).json()).toEqual({ user: null });
    } finally {
      a.clock.now -= 121 * 60_000;
    }
  });

  it('looks nothing up for a request without a session cookie', async () => {
    const spy = vi.spyOn(a.t.accounts, 'session');
    try {
      await session(a.browser());
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('requireUser()', () => {
  it('answers 401 "Connexion requise", never cached, without a session', async () => {
    const browser = a.browser();
    await browser.csrf();
    const res = await browser.me();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: CONTRACT_MESSAGES.loginRequired });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 403 to a write without the token, before looking for a session', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    expect((await browser.post('/api/test/me', {}, { 'X-XSRF-TOKEN': 'x' })).status).toBe(403);
  });

  it('lets a logged-in user through with their id and name', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    expect(await (await browser.me()).json()).toEqual({ id: marieId, name: 'Marie' });
  });

  it('ends with the user: removed, their session opens nothing', async () => {
    const id = await a.addUser('Passager');
    const browser = a.browser();
    await browser.login('Passager');
    expect((await browser.me()).status).toBe(200);
    await a.t.accounts.removeUser(id);
    expect((await browser.me()).status).toBe(401);
  });

  it('fails closed on a route without a session context (a GET): 500, never let through', async () => {
    const log = console.error;
    console.error = () => undefined;
    try {
      const res = await a.browser().request('/api/test/misplaced');
      expect(res.status).toBe(500);
    } finally {
      console.error = log;
    }
  });
});

describe('expiry', () => {
  it('ends a session unused for two hours (within the minute after), and records it seen at most once a minute', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const idHash = hashSessionId(browser.cookies.get('parole_session')!);
    const lastSeen = async () => (await a.t.accounts.session(idHash))!.lastSeenAt;
    const t0 = a.clock.now;
    try {
      a.clock.now = t0 + 30_000;
      expect((await browser.me()).status).toBe(200);
      expect(await lastSeen()).toBe(t0); // less than a minute: not written
      a.clock.now = t0 + 2 * HOUR - 1;
      expect((await browser.me()).status).toBe(200);
      expect(await lastSeen()).toBe(t0 + 2 * HOUR - 1);
      a.clock.now += 2 * HOUR - 1; // used within two hours each time: still open
      expect((await browser.me()).status).toBe(200);
      a.clock.now += 2 * HOUR + MINUTE; // two hours unused, and the minute "seen" may be behind
      expect((await browser.me()).status).toBe(401);
      expect(await a.t.accounts.session(idHash)).toBeNull();
    } finally {
      a.clock.now = t0;
    }
  });

  it('keeps a session used every 20 s under a one-minute idle limit, and ends it 60 to 61 s after its last use', async () => {
    const short = await accountsApp({ sessionIdleMinutes: 1 });
    try {
      await short.addUser('Marie');
      const browser = short.browser();
      await browser.login('Marie');
      for (let i = 1; i <= 9; i++) {
        short.clock.now += 20_000;
        expect((await browser.me()).status, `after ${i * 20} s`).toBe(200);
      }
      short.clock.now += 60_000 - 1; // a minute unused, less a millisecond: still open
      expect((await browser.me()).status).toBe(200);
      short.clock.now += 61_000; // a minute and a second (the record's precision) unused
      expect((await browser.me()).status).toBe(401);
    } finally {
      await short.t.close();
    }
  });

  it('ends a session seven days after its login, however used', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const t0 = a.clock.now;
    try {
      for (let hours = 1; hours < 7 * 24; hours++) {
        a.clock.now = t0 + hours * HOUR;
        if (hours % 24 === 0) expect((await browser.me()).status, `${hours} h`).toBe(200);
        else await browser.csrf(); // used every hour
      }
      a.clock.now = t0 + 7 * 24 * HOUR - 1;
      expect((await browser.me()).status).toBe(200);
      a.clock.now = t0 + 7 * 24 * HOUR;
      expect((await browser.me()).status).toBe(401);
    } finally {
      a.clock.now = t0;
    }
  });

  it('purges the expired sessions of everyone at a login', async () => {
    const browser = a.browser();
    await browser.login('Marie');
    const t0 = a.clock.now;
    try {
      a.clock.now = t0 + 3 * HOUR;
      await a.browser().login('Marie');
      expect(await a.t.accounts.session(hashSessionId(browser.cookies.get('parole_session')!))).toBeNull();
      const [{ n }] = await a.t.state.query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE last_seen_at < ?', [a.clock.now - 2 * HOUR]);
      expect(n).toBe(0);
    } finally {
      a.clock.now = t0;
    }
  });
});

describe('sessions a user may hold', () => {
  it('keeps the last 10 a user used: a login beyond ends the one unused for the longest', async () => {
    const c = await accountsApp();
    try {
      const userId = await c.addUser('Marie');
      const browsers = [];
      for (let i = 0; i < 10; i++) {
        const browser = c.browser();
        expect((await browser.login('Marie')).status).toBe(200);
        browsers.push(browser);
        c.clock.now += 2 * MINUTE;
      }
      // The first one used again: the second is now the one unused for the longest.
      expect((await browsers[0].me()).status).toBe(200);
      c.clock.now += 2 * MINUTE;
      const eleventh = c.browser();
      expect((await eleventh.login('Marie')).status).toBe(200);
      expect((await browsers[1].me()).status).toBe(401);
      for (const browser of [browsers[0], ...browsers.slice(2), eleventh]) expect((await browser.me()).status).toBe(200);
      const [{ n }] = await c.t.state.query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', [userId]);
      expect(n).toBe(10);
    } finally {
      await c.t.close();
    }
  });

  it('keeps a new login’s session however many logins share its instant', async () => {
    const c = await accountsApp();
    try {
      await c.addUser('Marie');
      const browsers = [];
      for (let i = 0; i < 13; i++) {
        const browser = c.browser();
        expect((await browser.login('Marie')).status).toBe(200);
        expect((await browser.me()).status, `login ${i + 1}`).toBe(200);
        browsers.push(browser);
      }
      const open = await Promise.all(browsers.map(async (browser) => (await browser.me()).status === 200));
      expect(open.filter(Boolean)).toHaveLength(10);
    } finally {
      await c.t.close();
    }
  });
});

describe('throttling of failed logins', () => {
  /** A fresh app of its own, so the counters start empty. */
  let b: AccountsApp;
  beforeAll(async () => {
    b = await accountsApp();
    await b.addUser('Marie');
    await b.addUser('Paul');
  });
  afterAll(() => b.t.close());

  /** A login attempt of `name` from a browser of its own (its own address unless given). */
  const attempt = async (name: string, password: string, address?: string) => {
    const res = await b.browser(address).login(name, password);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message: string } };
  };

  it('lets 5 failures on an account through, then waits 1 s, 2 s, 4 s… from the last, up to a minute, whatever the address', async () => {
    const t0 = b.clock.now;
    for (let i = 0; i < 5; i++) expect((await attempt('Marie', 'wrong password')).status).toBe(422);
    const refused = await attempt('Marie', PASSWORD);
    expect(refused).toEqual({ status: 429, retryAfter: '1', body: { message: 'Trop de tentatives de connexion : réessayez dans 1 s.' } });
    // The waits grow: 1, 2, 4, 8, 16, 32 s, then a minute at most.
    for (const wait of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const before = b.hasher.verified;
      const waiting = await attempt('Marie', 'wrong password');
      expect(waiting.status, `wait ${wait}`).toBe(429);
      expect(Number(waiting.retryAfter)).toBe(wait);
      expect(b.hasher.verified).toBe(before); // refused before any verification
      b.clock.now += wait * 1000 - 1;
      expect((await attempt('Marie', 'wrong password')).status).toBe(429); // waiting attempts are not counted
      b.clock.now += 1;
      expect((await attempt('Marie', 'wrong password')).status).toBe(422);
    }
    expect((await attempt('Marie', PASSWORD)).body.message).toBe('Trop de tentatives de connexion : réessayez dans 1 min.');
    // A real user waits at most a minute after the attacker's last guess.
    b.clock.now += 60_000;
    expect((await attempt('Marie', PASSWORD)).status).toBe(200);
    // A success ends the account's streak.
    for (let i = 0; i < 5; i++) expect((await attempt('Marie', 'wrong password')).status).toBe(422);
    b.clock.now = t0 + HOUR;
  });

  it('forgets an account’s streak after 15 minutes without a failure', async () => {
    for (let i = 0; i < 5; i++) await attempt('Paul', 'wrong password');
    expect((await attempt('Paul', 'wrong password')).status).toBe(429);
    b.clock.now += 15 * MINUTE;
    for (let i = 0; i < 5; i++) expect((await attempt('Paul', 'wrong password')).status).toBe(422);
    b.clock.now += HOUR;
  });

  it('throttles an unknown name like a real one (a refusal never says whether an account exists)', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('Personne', 'wrong password')).status).toBe(422);
    expect((await attempt('Personne', 'wrong password')).status).toBe(429);
    b.clock.now += HOUR;
  });

  it('lets 20 failures from an address through, then throttles it for every name, not other addresses', async () => {
    const address = '203.0.113.66';
    for (let i = 0; i < 20; i++) expect((await attempt(`nom${i}`, 'wrong password', address)).status, `attempt ${i}`).toBe(422);
    const refused = await attempt('Marie', PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    // The same account from elsewhere is not held up.
    expect((await attempt('Marie', PASSWORD, '203.0.113.67')).status).toBe(200);
    // The address's waits grow up to 15 minutes.
    for (let i = 0; i < 12; i++) {
      b.clock.now += 15 * MINUTE;
      expect((await attempt(`autre${i}`, 'wrong password', address)).status).toBe(422);
    }
    expect((await attempt('Marie', PASSWORD, address)).retryAfter).toBe(String(15 * 60));
    b.clock.now += 2 * HOUR;
  });

  it('counts concurrent attempts one by one: 5 of 10 simultaneous guesses are checked, the others wait', async () => {
    const before = b.hasher.verified;
    const browsers = Array.from({ length: 10 }, () => b.browser());
    await Promise.all(browsers.map((x) => x.csrf()));
    const answers = await Promise.all(browsers.map((x) => x.post('/api/login', { name: 'Paul', password: 'wrong password' })));
    expect(answers.map((r) => r.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429]);
    expect(b.hasher.verified - before).toBe(5);
    b.clock.now += HOUR;
  });

  it('counts every login from an address, right or wrong: the 61st in 10 minutes waits for the next window, before any hash', async () => {
    const address = '203.0.113.77';
    const before = b.hasher.verified;
    for (let i = 0; i < 60; i++) expect((await attempt('Paul', PASSWORD, address)).status, `login ${i + 1}`).toBe(200);
    expect(b.hasher.verified - before).toBe(60);
    const refused = await attempt('Paul', PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Trop de tentatives de connexion : réessayez dans \d+ (s|min)\.$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600);
    expect(b.hasher.verified - before).toBe(60);
    // Another address is not held back; this one logs in again once the window is over.
    expect((await attempt('Paul', PASSWORD, '203.0.113.78')).status).toBe(200);
    b.clock.now += Number(refused.retryAfter) * 1000;
    expect((await attempt('Paul', PASSWORD, address)).status).toBe(200);
  });

  it('keeps the counters in the state database, not in memory', async () => {
    await attempt('Marie', 'wrong password', '203.0.113.99');
    expect(await b.t.limits.streak('login-account marie')).toEqual({ failures: 1, lastAt: b.clock.now });
    expect(await b.t.limits.streak('login-address 203.0.113.99')).toEqual({ failures: 1, lastAt: b.clock.now });
  });
});
