/**
 * Nothing of a session lives in the server's memory: the real server, in a
 * process of its own, is killed (SIGKILL) after a login and started again on
 * the same state database; the session and its anti-forgery token still
 * hold (the key is in the database too), and the logout then ends it. Also
 * shows the cookies as the real server (@hono/node-server) writes them.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfTokenFrom } from '@parole/bible';
import { argon2idHasher } from '../../packages/api/src/accounts/passwords.js';
import { createSqliteAccountStore } from '../../packages/api/src/accounts/sqlite-store.js';
import { openStateDatabase } from '../../packages/api/src/state/database.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const PASSWORD = 'correct horse battery staple';

let dir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-accounts-restart-'));
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

/** A browser's cookies: what the server set (removed on Max-Age=0), sent back as one header. */
class Jar {
  readonly cookies = new Map<string, { value: string; line: string }>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(name.length + 1), line });
    }
    return res;
  }
  header = () => [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  token = () => xsrfTokenFrom(this.header()) ?? '';
}

const write = (jar: Jar, method: string, url: string, body?: unknown) =>
  fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': jar.token(), Cookie: jar.header() },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => jar.take(res));

const csrf = (jar: Jar, url: string) => fetch(`${url}/sanctum/csrf-cookie`, { headers: { Cookie: jar.header() } }).then((res) => jar.take(res));

describe('a session across a killed server', () => {
  it('holds after the restart, token included, and ends at logout', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'state', 'state.sqlite');
    await mkdir(path.dirname(file), { recursive: true });
    const state = await openStateDatabase(file);
    await createSqliteAccountStore(state).addUser({ name: 'Marie', nameKey: 'marie', passwordHash: await argon2idHasher.hash(PASSWORD), at: Date.now() });
    await state.close();

    server = await startServerProcess({ STATE_DATABASE_PATH: file });
    const jar = new Jar();
    await csrf(jar, server.url);
    const login = await write(jar, 'POST', `${server.url}/api/login`, { name: 'Marie', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ name: 'Marie' });
    expect(jar.cookies.get('parole_session')!.line).toMatch(/^parole_session=[A-Za-z0-9_-]{43}; Max-Age=60480\d; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = jar.cookies.get('parole_session')!.value;
    const token = jar.token();

    await server.kill('SIGKILL');
    server = await startServerProcess({ STATE_DATABASE_PATH: file });

    // The session is still live: its token is handed out again, for its remaining lifetime.
    const again = await csrf(jar, server.url);
    expect(again.headers.getSetCookie().every((line) => /Max-Age=60\d{4}/.test(line))).toBe(true);
    expect(jar.cookies.get('parole_session')!.value).toBe(session);
    expect(jar.token()).toBe(token);

    // The token signed before the restart is accepted: logout ends the session and removes the cookies.
    const logout = await write(jar, 'DELETE', `${server.url}/api/logout`);
    expect(logout.status).toBe(204);
    expect(jar.cookies.size).toBe(0);

    // Given back the old cookie, the server knows no session: a pre-login token, for the browser session.
    jar.cookies.set('parole_session', { value: session, line: '' });
    const after = await csrf(jar, server.url);
    expect(after.headers.getSetCookie().some((line) => line.includes('Max-Age'))).toBe(false);
  });
});
