/**
 * The state database's schema is described once (state/schema.ts) and both
 * databases' migrations come from it. A migration is history: what the
 * description makes must stay what the released migrations made, in each
 * database, as each database reports it (fixtures/state-schema.json: the
 * schema of the latest version, first recorded at version 5 as the
 * hand-written SQLite and PostgreSQL migrations of that release made it:
 * tables, columns and their types, constraints, indexes, the trigger and
 * its function).
 *
 * A new migration changes the schema on purpose: record it again with
 * UPDATE_STATE_SCHEMA=1 npx vitest run --project api packages/api/src/state/schema.process.test.ts
 * and review the difference in the fixture.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../db/sqlite.js';
import { latestVersion, migrate, MIGRATIONS } from './migrations.js';
import { migratePostgres, POSTGRES_MIGRATIONS } from './postgres-migrations.js';
import { POSTGRES, SQLITE, STATE_SCHEMA } from './schema.js';
import { postgresSchema, sqliteSchema } from './schema-snapshot.js';
import { usePostgres } from './testing.js';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'state-schema.json');
const UPDATE = process.env.UPDATE_STATE_SCHEMA === '1';

const postgres = usePostgres();
const closing: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(closing.map((close) => close())));

interface Recorded {
  version: number;
  sqlite: unknown;
  postgres: unknown;
}

async function made(): Promise<Recorded> {
  const db = await Database.open(path.join(os.tmpdir(), `parole-schema-${process.pid}-${Date.now()}.sqlite`));
  closing.push(() => db.close());
  await migrate(db);
  const client = new pg.Client({ connectionString: await postgres.newDatabase('schema') });
  await client.connect();
  closing.push(() => client.end());
  await migratePostgres(client);
  return { version: latestVersion(), sqlite: await sqliteSchema(db), postgres: await postgresSchema(client) };
}

describe('the state schema, described once', () => {
  it('gives both databases the same migrations, version for version', () => {
    expect(MIGRATIONS.map((m) => [m.version, m.name])).toEqual(STATE_SCHEMA.map((m) => [m.version, m.name]));
    expect(POSTGRES_MIGRATIONS.map((m) => [m.version, m.name])).toEqual(STATE_SCHEMA.map((m) => [m.version, m.name]));
    // Each dialect's words in its own migrations only.
    for (const m of MIGRATIONS) expect(m.sql).not.toMatch(/BIGINT|BYTEA|plpgsql|GREATEST|COLLATE/);
    for (const m of POSTGRES_MIGRATIONS) expect(m.sql).not.toMatch(/AUTOINCREMENT|BLOB|WITHOUT ROWID|\bMAX\(/);
    expect(SQLITE.name).toBe('sqlite');
    expect(POSTGRES.name).toBe('postgres');
  });

  it('makes, in SQLite and in PostgreSQL, exactly the schema the released migrations made', async () => {
    const now = await made();
    if (UPDATE) await writeFile(FIXTURE, `${JSON.stringify(now, null, 2)}\n`);
    const released = JSON.parse(await readFile(FIXTURE, 'utf8')) as Recorded;
    expect(now.version, 'a new migration: record the schema again (see this file’s comment)').toBe(released.version);
    expect(now.sqlite).toEqual(released.sqlite);
    expect(now.postgres).toEqual(released.postgres);
  }, 60_000);
});
