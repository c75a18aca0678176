/**
 * The accounts store's contract (accounts/store.ts), one suite run against
 * both implementations: SQLite (a new state file) and PostgreSQL (a new
 * database on a throwaway cluster); then what two PostgreSQL nodes (two
 * pools on one database) must agree on: one of two concurrent users with
 * one name, one server key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStateDatabase } from '../state/database.js';
import { usePostgres } from '../state/testing.js';
import { createPostgresAccountStore } from './postgres-store.js';
import { createSqliteAccountStore } from './sqlite-store.js';
import type { AccountStore } from './store.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const OTHER_HASH = `${HASH}2`;
/** A session id's hash, as accounts/sessions.ts stores it. */
const idHash = (id: string) => new Uint8Array(createHash('sha256').update(id).digest());

const postgres = usePostgres();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-accounts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function describeAccountStore(name: string, open: () => Promise<{ store: AccountStore; close(): Promise<void> }>) {
  describe(`${name} accounts store`, () => {
    let store: AccountStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('adds users, unique by their name’s key, and finds them by it', async () => {
      const id = await store.addUser({ name: 'Marie', nameKey: 'marie', passwordHash: HASH, at: 1_000 });
      expect(id).toEqual(expect.any(Number));
      expect(await store.addUser({ name: 'MARIE', nameKey: 'marie', passwordHash: OTHER_HASH, at: 2_000 })).toBeNull();
      expect(await store.userByNameKey('marie')).toEqual({ id, name: 'Marie', passwordHash: HASH, createdAt: 1_000, passwordChangedAt: 1_000 });
      expect(await store.userByNameKey('jean')).toBeNull();
    });

    it('refuses a password hash that is not argon2id', async () => {
      await expect(store.addUser({ name: 'Clair', nameKey: 'clair', passwordHash: 'secret', at: 0 })).rejects.toThrow();
      expect(await store.userByNameKey('clair')).toBeNull();
    });

    it('keeps sessions by their id’s hash, touches them forward only, and ends them', async () => {
      const userId = (await store.addUser({ name: 'Paul', nameKey: 'paul', passwordHash: HASH, at: 0 }))!;
      await store.createSession({ idHash: idHash('s1'), userId, at: 10_000 });
      expect(await store.session(idHash('s1'))).toEqual({ userId, userName: 'Paul', createdAt: 10_000, lastSeenAt: 10_000 });
      await store.touchSession(idHash('s1'), 20_000);
      await store.touchSession(idHash('s1'), 15_000); // never back
      expect((await store.session(idHash('s1')))!.lastSeenAt).toBe(20_000);
      expect(await store.deleteSession(idHash('s1'))).toBe(true);
      expect(await store.deleteSession(idHash('s1'))).toBe(false);
      expect(await store.session(idHash('s1'))).toBeNull();
    });

    it('ends the sessions idle or too old, and says how many', async () => {
      const userId = (await store.addUser({ name: 'Anne', nameKey: 'anne', passwordHash: HASH, at: 0 }))!;
      await store.createSession({ idHash: idHash('idle'), userId, at: 1_000 });
      await store.createSession({ idHash: idHash('old'), userId, at: 2_000 });
      await store.touchSession(idHash('old'), 90_000);
      await store.createSession({ idHash: idHash('live'), userId, at: 80_000 });
      expect(await store.deleteExpiredSessions({ idleBefore: 50_000, createdBefore: 5_000 })).toBe(2);
      expect(await store.session(idHash('live'))).not.toBeNull();
    });

    it('changes a password, ending the sessions only when asked', async () => {
      const userId = (await store.addUser({ name: 'Luc', nameKey: 'luc', passwordHash: HASH, at: 0 }))!;
      await store.createSession({ idHash: idHash('luc'), userId, at: 0 });
      expect(await store.setPassword(userId, OTHER_HASH, 5_000, { endSessions: false })).toBe(true);
      expect(await store.session(idHash('luc'))).not.toBeNull();
      expect(await store.setPassword(userId, HASH, 6_000, { endSessions: true })).toBe(true);
      expect(await store.session(idHash('luc'))).toBeNull();
      expect(await store.userByNameKey('luc')).toMatchObject({ passwordHash: HASH, passwordChangedAt: 6_000 });
      expect(await store.setPassword(userId + 1000, HASH, 0, { endSessions: true })).toBe(false);
    });

    it('removes a user with their sessions, and lists the users in the order added', async () => {
      const userId = (await store.addUser({ name: 'Éloi', nameKey: 'éloi', passwordHash: HASH, at: 7_000 }))!;
      await store.createSession({ idHash: idHash('éloi 1'), userId, at: 7_000 });
      await store.createSession({ idHash: idHash('éloi 2'), userId, at: 7_000 });
      const listed = await store.listUsers();
      expect(listed.map((u) => u.name)).toEqual(['Marie', 'Paul', 'Anne', 'Luc', 'Éloi']);
      expect(listed.at(-1)).toEqual({ id: userId, name: 'Éloi', createdAt: 7_000, passwordChangedAt: 7_000, sessions: 2 });
      expect(await store.removeUser(userId)).toBe(true);
      expect(await store.removeUser(userId)).toBe(false);
      expect(await store.session(idHash('éloi 1'))).toBeNull();
      expect(await store.userByNameKey('éloi')).toBeNull();
    });

    it('makes a server key once and gives it to every caller', async () => {
      const keys = await Promise.all(Array.from({ length: 5 }, () => store.serverKey('xsrf', () => randomBytes(32), 0)));
      for (const key of keys) expect(Buffer.from(key)).toEqual(Buffer.from(keys[0]));
      expect(keys[0]).toHaveLength(32);
      expect(Buffer.from(await store.serverKey('xsrf', () => randomBytes(32), 1))).toEqual(Buffer.from(keys[0]));
      expect(Buffer.from(await store.serverKey('other', () => randomBytes(32), 1))).not.toEqual(Buffer.from(keys[0]));
    });

    it('ends a user’s sessions but the kept one and the most recently seen others, and no one else’s', async () => {
      const userId = (await store.addUser({ name: 'Lucie', nameKey: 'lucie', passwordHash: HASH, at: 0 }))!;
      const otherId = (await store.addUser({ name: 'Hugo', nameKey: 'hugo', passwordHash: HASH, at: 0 }))!;
      for (const [id, at] of [['l1', 1_000], ['l2', 2_000], ['l3', 3_000], ['l4', 4_000]] as const) await store.createSession({ idHash: idHash(id), userId, at });
      await store.touchSession(idHash('l1'), 5_000); // used last: kept before l3 and l2
      await store.createSession({ idHash: idHash('hugo'), userId: otherId, at: 500 });
      // The kept one (l2) whatever its age, then the 2 most recently seen others (l1, l4).
      expect(await store.keepNewestSessions(userId, idHash('l2'), 2)).toBe(1);
      expect(await store.session(idHash('l3'))).toBeNull();
      for (const id of ['l1', 'l2', 'l4', 'hugo']) expect(await store.session(idHash(id)), id).not.toBeNull();
      expect(await store.keepNewestSessions(userId, idHash('l2'), 0)).toBe(2);
      expect(await store.session(idHash('l2'))).not.toBeNull();
    });
  });
}

describeAccountStore('SQLite', async () => {
  const db = await openStateDatabase(path.join(dir, 'state.sqlite'));
  return { store: createSqliteAccountStore(db), close: () => db.close() };
});

describeAccountStore('PostgreSQL', async () => {
  const state = await postgres.open();
  return { store: createPostgresAccountStore(state), close: () => state.close() };
});

describe('the PostgreSQL accounts store on two nodes', () => {
  const twoNodes = async () => {
    const a = await postgres.open();
    const b = await postgres.open(a.url);
    return [createPostgresAccountStore(a), createPostgresAccountStore(b)] as const;
  };

  it('adds one of two users with the same name’s key added on both nodes at once', async () => {
    const nodes = await twoNodes();
    for (let round = 0; round < 5; round++) {
      const key = `pierre ${round}`;
      const ids = await Promise.all(
        Array.from({ length: 6 }, (_, i) => nodes[i % 2].addUser({ name: `Pierre ${round}`, nameKey: key, passwordHash: HASH, at: i })),
      );
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
      expect((await nodes[1].userByNameKey(key))!.id).toBe(ids.find((id) => id !== null));
    }
  });

  it('gives both nodes the same server key when both ask first at once', async () => {
    const nodes = await twoNodes();
    const keys = await Promise.all(Array.from({ length: 8 }, (_, i) => nodes[i % 2].serverKey('xsrf', () => randomBytes(32), i)));
    expect(new Set(keys.map((key) => Buffer.from(key).toString('hex'))).size).toBe(1);
  });

  it('ends on one node the sessions of a user removed on the other', async () => {
    const [a, b] = await twoNodes();
    const userId = (await a.addUser({ name: 'Marc', nameKey: 'marc', passwordHash: HASH, at: 0 }))!;
    await a.createSession({ idHash: idHash('marc'), userId, at: 0 });
    expect(await b.session(idHash('marc'))).not.toBeNull();
    expect(await b.removeUser(userId)).toBe(true);
    expect(await a.session(idHash('marc'))).toBeNull();
  });
});
