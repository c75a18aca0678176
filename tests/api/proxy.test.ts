/**
 * Behind a reverse proxy (TRUSTED_PROXIES, packages/api/src/proxy.ts),
 * through the real app: the rate limits count the client the proxy
 * forwards, the cookies are Secure when the proxy says the client used
 * HTTPS, and nobody else's forwarding headers are believed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

const PROXY = '127.0.0.1';
const env = (socket: string) => ({ incoming: { socket: { remoteAddress: socket } } });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function newGame(app: TestApp, socket: string, headers: Record<string, string> = {}): Promise<number> {
  return (await app.app.request('/api/jeu/partie/Paroisse', { headers }, env(socket))).status;
}

describe('behind a trusted proxy', () => {
  it('counts the game creations of each client the proxy forwards, not of the proxy', async () => {
    t = await openTestApp({ trustedProxies: [PROXY], gameCreationLimit: 2, gameCreationWindowSeconds: 600 });
    const from = (client: string) => ({ 'X-Forwarded-For': client });
    expect([await newGame(t, PROXY, from('198.51.100.7')), await newGame(t, PROXY, from('198.51.100.7'))]).toEqual([200, 200]);
    expect(await newGame(t, PROXY, from('198.51.100.7'))).toBe(429);
    // Another visitor through the same proxy has their own allowance.
    expect(await newGame(t, PROXY, from('203.0.113.20'))).toBe(200);
    // A visitor who writes X-Forwarded-For themselves is counted under the address the proxy appended.
    expect(await newGame(t, PROXY, from('1.2.3.4, 198.51.100.7'))).toBe(429);
  });

  it('believes no one else: a client reaching the server directly is its socket, whatever it writes', async () => {
    t = await openTestApp({ trustedProxies: [PROXY], gameCreationLimit: 1, gameCreationWindowSeconds: 600 });
    expect(await newGame(t, '203.0.113.50', { 'X-Forwarded-For': '198.51.100.1' })).toBe(200);
    expect(await newGame(t, '203.0.113.50', { 'X-Forwarded-For': '198.51.100.2' })).toBe(429);
  });

  it('makes the cookies Secure and __Host- (the session and the anti-forgery one) when the proxy says the client used HTTPS', async () => {
    t = await openTestApp({ trustedProxies: [PROXY] });
    const cookies = async (socket: string, proto: string) =>
      (await t!.app.request('/sanctum/csrf-cookie', { headers: { 'X-Forwarded-Proto': proto } }, env(socket))).headers.getSetCookie();
    const names = (lines: string[]) => lines.map((line) => line.slice(0, line.indexOf('='))).sort();
    const secure = await cookies(PROXY, 'https');
    expect(names(secure)).toEqual(['__Host-XSRF-TOKEN', '__Host-parole_session']);
    for (const cookie of secure) {
      expect(cookie, cookie).toMatch(/; Path=\/; (HttpOnly; )?Secure; SameSite=Lax$/);
      expect(cookie, cookie).not.toMatch(/; Domain=/i);
    }
    // Plain HTTP at the proxy, or the header from an untrusted client: not Secure, the plain names.
    for (const plain of [await cookies(PROXY, 'http'), await cookies('203.0.113.50', 'https')]) {
      expect(names(plain)).toEqual(['XSRF-TOKEN', 'parole_session']);
      for (const cookie of plain) expect(cookie, cookie).not.toMatch(/; Secure/);
    }
  });
});

describe('without TRUSTED_PROXIES (the default)', () => {
  it('reads no forwarding header', async () => {
    t = await openTestApp({ gameCreationLimit: 1, gameCreationWindowSeconds: 600 });
    expect(await newGame(t, PROXY, { 'X-Forwarded-For': '198.51.100.7' })).toBe(200);
    expect(await newGame(t, PROXY, { 'X-Forwarded-For': '198.51.100.8' })).toBe(429);
    const cookies = (await t.app.request('/sanctum/csrf-cookie', { headers: { 'X-Forwarded-Proto': 'https' } }, env(PROXY))).headers.getSetCookie();
    for (const cookie of cookies) expect(cookie, cookie).not.toMatch(/; Secure/);
  });
});
