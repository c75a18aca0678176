/**
 * No account exists until the operator makes one with `npm run user` (OWASP
 * ASVS 5.0 6.3.2, docs/security.md): neither the state database's
 * migrations nor the app's start create one, so no usual default name logs
 * in, whatever its password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiForgeryHeaders, openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a new installation', () => {
  it('starts with no account, and logs nobody in under a usual default name', async () => {
    expect((await t.app.request('/api/info')).status).toBe(200);
    expect(await t.accounts.listUsers()).toEqual([]);
    expect(await t.state.query('SELECT COUNT(*) AS n FROM users')).toEqual([{ n: 0 }]);
    const defaults = [
      ['admin', 'admin'],
      ['admin', 'password'],
      ['root', 'root'],
      ['administrateur', 'administrateur'],
      ['sa', 'sa'],
      ['parole', 'parole'],
    ];
    for (const [name, password] of defaults) {
      const res = await t.app.request('/api/login', {
        method: 'POST',
        headers: { ...(await antiForgeryHeaders(t.app)), 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, password }),
      });
      expect(res.status, name).toBe(422);
      expect(res.headers.getSetCookie(), name).toEqual([]);
    }
    expect(await t.state.query('SELECT COUNT(*) AS n FROM sessions')).toEqual([{ n: 0 }]);
  });
});
