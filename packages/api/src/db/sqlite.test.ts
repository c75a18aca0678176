import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from './sqlite.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-sqlite-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('Database', () => {
  it('binds values, finalizes prepared statements on close, and opens read-only', async () => {
    const file = path.join(dir, 'a.sqlite');
    const db = await Database.open(file);
    await db.exec('CREATE TABLE t (k TEXT, v INTEGER)');
    const insert = await db.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    expect(await insert.run(["O'Brien; DROP TABLE t", 1])).toBe(1);
    const select = await db.prepare('SELECT k, v FROM t WHERE v = $v');
    expect(await select.all({ $v: 1 })).toEqual([{ k: "O'Brien; DROP TABLE t", v: 1 }]);
    expect(await select.get({ $v: 2 })).toBeUndefined();
    await db.close(); // would fail with statements left unfinalized

    const ro = await Database.open(file, { readonly: true });
    const write = await ro.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    await expect(write.run(['x', 2])).rejects.toThrow(/SQLITE_READONLY/);
    await ro.close();
  });

  it('refuses to open a missing file read-only', async () => {
    await expect(Database.open(path.join(dir, 'missing.sqlite'), { readonly: true })).rejects.toThrow(/SQLITE_CANTOPEN/);
  });
});

describe('Database on a writable file', () => {
  it('runs one-off queries (pragmas)', async () => {
    const db = await Database.open(path.join(dir, 'q.sqlite'));
    await db.exec('PRAGMA user_version = 7');
    expect(await db.query<{ user_version: number }>('PRAGMA user_version')).toEqual([{ user_version: 7 }]);
    await db.close(); // the query's statement is already finalized
  });

  it('keeps all of a transaction or none of it', async () => {
    const db = await Database.open(path.join(dir, 'tx.sqlite'));
    await db.exec('CREATE TABLE t (v INTEGER)');
    const insert = await db.prepare('INSERT INTO t (v) VALUES (?)');
    const count = await db.prepare('SELECT COUNT(*) AS n FROM t');
    expect(await db.transaction(async () => (await insert.run([1])) + (await insert.run([2])))).toBe(2);
    await expect(
      db.transaction(async () => {
        await insert.run([3]);
        throw new Error('half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(await count.all()).toEqual([{ n: 2 }]);
    await db.close();
  });

  it('does not let a concurrent write join (and be rolled back with) another request’s transaction', async () => {
    const db = await Database.open(path.join(dir, 'queue.sqlite'));
    await db.exec('CREATE TABLE t (v INTEGER)');
    const insert = await db.prepare('INSERT INTO t (v) VALUES (?)');
    const order: string[] = [];
    const failing = db.transaction(async () => {
      await insert.run([1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
      throw new Error('rolled back');
    });
    const write = db.exclusive(async () => {
      order.push('write');
      return insert.run([2]);
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(await write).toBe(1);
    expect(order).toEqual(['transaction', 'write']);
    expect(await db.query('SELECT v FROM t')).toEqual([{ v: 2 }]);
    // The queue goes on after a failure.
    expect(await db.exclusive(async () => 'next')).toBe('next');
    await db.close();
  });

  it('commits a write with RETURNING read by all() at once, but not one left active by run()', async () => {
    const file = path.join(dir, 'returning.sqlite');
    const db = await Database.open(file);
    await db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (v INTEGER)');
    const other = await Database.open(file);
    const insert = await db.prepare('INSERT INTO t (v) VALUES (?) RETURNING v');
    const plain = await db.prepare('INSERT INTO t (v) VALUES (?)');
    const seen = async () => (await other.query<{ n: number }>('SELECT COUNT(*) AS n FROM t'))[0].n;

    expect(await insert.all([1])).toEqual([{ v: 1 }]);
    expect(await seen()).toBe(1);
    await plain.run([2]);
    expect(await seen()).toBe(2);

    await insert.run([3]); // one step: the row is returned, the statement stays active, nothing is committed
    expect(await seen()).toBe(2);
    await insert.all([4]); // its next use finishes it
    expect(await seen()).toBe(4);
    await other.close();
    await db.close();
  });
});
