import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../db/sqlite.js';
import { latestVersion, migrate, MIGRATIONS, type Migration } from './migrations.js';
import { openSqliteQuizStore } from '../quiz/sqlite-store.js';
import { openStateDatabase } from './database.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-migrations-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const versionOf = async (db: Database) => (await db.query<{ user_version: number }>('PRAGMA user_version'))[0].user_version;
const tablesOf = async (db: Database) =>
  (await db.query<{ name: string }>("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name NOT LIKE 'sqlite_%' ORDER BY name")).map(
    (r) => r.name,
  );

describe('the state database', () => {
  describe('given no file', () => {
    it('creates it, and its folder, at the latest version, in WAL mode with a busy timeout and foreign keys', async () => {
      const file = path.join(dir, 'new', 'folder', 'state.sqlite');
      const db = await openStateDatabase(file);
      expect(await versionOf(db)).toBe(latestVersion());
      expect(latestVersion()).toBe(MIGRATIONS.length);
      expect(await tablesOf(db)).toEqual(['ai_usage', 'games', 'hidden_pseudos', 'rate_limits', 'rounds', 'rounds_finish_game', 'server_keys', 'sessions', 'users']);
      expect(await db.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await db.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
      expect(await db.query('PRAGMA synchronous')).toEqual([{ synchronous: 1 }]); // NORMAL
      expect(await db.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
      await db.close();
    });
  });

  describe('given a file at an older version', () => {
    it('applies only the missing migrations and keeps the data', async () => {
      const file = path.join(dir, 'old.sqlite');
      const old = await Database.open(file);
      expect(await migrate(old, MIGRATIONS.slice(0, 1))).toEqual({ from: 0, to: 1 });
      await old.exec("INSERT INTO games (pseudo, token_hash, created_at) VALUES ('Marie', x'00', 0)");
      expect(await tablesOf(old)).not.toContain('rate_limits');
      await old.close();

      const store = await openSqliteQuizStore(file);
      expect(await versionOf(store.db)).toBe(latestVersion());
      expect(await tablesOf(store.db)).toContain('rate_limits');
      expect((await store.getGame(1))?.pseudo).toBe('Marie');
      await store.close();
    });

    it('upgrades a games file of the previous release (version 2) in place, games and counters kept', async () => {
      const file = path.join(dir, 'games.sqlite');
      const old = await Database.open(file);
      expect(await migrate(old, MIGRATIONS.slice(0, 2))).toEqual({ from: 0, to: 2 });
      await old.exec("INSERT INTO games (pseudo, token_hash, created_at) VALUES ('Marie', x'00', 0)");
      await old.exec("INSERT INTO rate_limits (key, window_start, hits) VALUES ('newGame 192.0.2.1', 0, 3)");
      await old.close();

      const db = await openStateDatabase(file);
      expect(await versionOf(db)).toBe(latestVersion());
      expect(await tablesOf(db)).toEqual(expect.arrayContaining(['users', 'sessions', 'server_keys']));
      expect(await db.query('SELECT pseudo FROM games')).toEqual([{ pseudo: 'Marie' }]);
      expect(await db.query('SELECT hits FROM rate_limits')).toEqual([{ hits: 3 }]);
      await db.close();
    });
  });

  describe('given a file at the latest version', () => {
    it('runs nothing again on reopening', async () => {
      const file = path.join(dir, 'again.sqlite');
      const counting: Migration[] = [
        ...MIGRATIONS,
        { version: MIGRATIONS.length + 1, name: 'a test migration', sql: 'CREATE TABLE runs (n INTEGER); INSERT INTO runs VALUES (1);' },
      ];
      for (let i = 0; i < 3; i++) {
        const db = await Database.open(file);
        const { to } = await migrate(db, counting);
        expect(to).toBe(counting.length);
        expect(await db.query('SELECT COUNT(*) AS n FROM runs')).toEqual([{ n: 1 }]);
        await db.close();
      }
    });
  });

  describe('given a file newer than this server', () => {
    it('refuses to start rather than guess', async () => {
      const file = path.join(dir, 'newer.sqlite');
      const db = await Database.open(file);
      await db.exec('PRAGMA user_version = 99');
      await db.close();
      await expect(openSqliteQuizStore(file)).rejects.toThrow(`version 99, newer than this server's state schema (${latestVersion()})`);
    });
  });

  it('applies a failing migration not at all', async () => {
    const file = path.join(dir, 'failing.sqlite');
    const db = await Database.open(file);
    const broken: Migration[] = [...MIGRATIONS, { version: MIGRATIONS.length + 1, name: 'broken', sql: 'CREATE TABLE half (n INTEGER); SELECT * FROM nowhere;' }];
    await expect(migrate(db, broken)).rejects.toThrow(/no such table: nowhere/);
    expect(await versionOf(db)).toBe(MIGRATIONS.length);
    expect(await tablesOf(db)).not.toContain('half');
    await db.close();
  });
});
