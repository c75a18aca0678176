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
