/**
 * The PostgreSQL state database's opening (state/postgres.ts) and versioned
 * migrations (state/postgres-migrations.ts) on a throwaway cluster: nodes
 * starting at once apply each migration exactly once, a newer database is
 * refused, a failed migration leaves nothing, and a database that cannot be
 * reached stops the start at once with a clear message that never shows the
 * password.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/support/postgres.js';
import { latestVersion } from './migrations.js';
import { connectionProblem, openPostgresState } from './postgres.js';
import { MigrationError, migratePostgres, POSTGRES_MIGRATIONS } from './postgres-migrations.js';
import { createPostgresQuizStore } from '../quiz/postgres-store.js';
import { usePostgres } from './testing.js';
import { StateUnavailableError } from './unavailable.js';

const postgres = usePostgres();
const clients: pg.Client[] = [];
afterAll(() => Promise.all(clients.map((c) => c.end().catch(() => {}))));

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  clients.push(client);
  await client.connect();
  return client;
}

const applied = async (client: pg.Client) =>
  (await client.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version')).rows;

describe('PostgreSQL state migrations', () => {
  it('has one migration per SQLite migration, with the same names', async () => {
    const { MIGRATIONS } = await import('./migrations.js');
    expect(POSTGRES_MIGRATIONS.map((m) => [m.version, m.name])).toEqual(MIGRATIONS.map((m) => [m.version, m.name]));
  });

  it('applies each migration exactly once when several nodes start at once on a new database', async () => {
    const url = await postgres.newDatabase('race');
    const nodes = await Promise.all(Array.from({ length: 4 }, () => connect(url)));
    const results = await Promise.all(nodes.map((client) => migratePostgres(client)));
    const latest = latestVersion(POSTGRES_MIGRATIONS);
    for (const result of results) expect(result.to).toBe(latest);
    expect(results.filter((r) => r.from === 0).length).toBeGreaterThanOrEqual(1);
    expect(await applied(nodes[0])).toEqual(POSTGRES_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
    // Started again: nothing to do.
    expect(await migratePostgres(nodes[1])).toEqual({ from: latest, to: latest });
    const tables = await nodes[2].query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['ai_usage', 'games', 'hidden_pseudos', 'rate_limits', 'rounds', 'schema_migrations', 'server_keys', 'sessions', 'users']);
  });

  it('refuses a database migrated by a newer server', async () => {
    const state = await postgres.open();
    await state.run("INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')");
    await expect(openPostgresState(state.url, { log: () => {} })).rejects.toThrow(
      `The PostgreSQL state database (DATABASE_URL) is at version 99, newer than this server's state schema (${latestVersion(POSTGRES_MIGRATIONS)}): upgrade the server.`,
    );
  });

  it('applies a failing migration not at all, and says which it was', async () => {
    const url = await postgres.newDatabase('failing');
    const client = await connect(url);
    const broken = [...POSTGRES_MIGRATIONS, { version: POSTGRES_MIGRATIONS.length + 1, name: 'broken', sql: 'CREATE TABLE half (a INTEGER); SELECT nothing FROM nowhere;' }];
    const error = await migratePostgres(client, broken).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(
      new RegExp(`^PostgreSQL state migration ${POSTGRES_MIGRATIONS.length + 1} \\("broken"\\) failed, nothing of it applied: relation "nowhere" does not exist`),
    );
    expect((await applied(client)).map((m) => m.version)).toEqual(POSTGRES_MIGRATIONS.map((m) => m.version));
    expect((await client.query("SELECT to_regclass('half') AS t")).rows[0].t).toBeNull();
  });
});

describe('opening the PostgreSQL state database', () => {
  it('reads BIGINT as numbers and keeps the pool’s settings', async () => {
    const state = await postgres.open();
    expect(await state.query('SELECT 9007199254740991::bigint AS big, COUNT(*) AS n FROM games')).toEqual([{ big: 9007199254740991, n: 0 }]);
    const [settings] = await state.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(settings.statement_timeout).toBe('10s');
  });

  it('cuts a statement or a lock wait that lasts beyond the timeout, as unavailable, and goes on serving', async () => {
    const a = await postgres.open(undefined, { timeoutMs: 1_000 });
    const b = await postgres.open(a.url, { timeoutMs: 1_000 });
    await expect(a.query('SELECT pg_sleep(5)')).rejects.toBeInstanceOf(StateUnavailableError);
    // A node stuck with a game's row locked: the other's answer gives up after the timeout instead of waiting.
    const quizA = createPostgresQuizStore(a);
    const id = await quizA.createGame({ pseudo: 'Lent', tokenHash: new Uint8Array(32), createdAt: 0, verses: [{ verseId: 1_001_001, bookId: 1 }] });
    await quizA.startGame(id, 0);
    const holder = await b.pool.connect();
    holder.on('error', () => {}); // ended by the server's idle timeout below
    try {
      await holder.query('SET idle_in_transaction_session_timeout = 0');
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [id]);
      await expect(quizA.answerRound(id, 1, 1, 10)).rejects.toBeInstanceOf(StateUnavailableError);
      await holder.query('ROLLBACK');
      // With the pool's settings, a transaction left open is ended by the server, and its locks with it.
      await holder.query('SET idle_in_transaction_session_timeout = 1000');
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [id]);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await expect(holder.query('SELECT 1')).rejects.toThrow();
    } finally {
      holder.release(true);
    }
    expect(await quizA.answerRound(id, 1, 1, 20)).toBe(true);
    expect(await a.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('says so at once when nothing listens at the address, without the password', async () => {
    const port = await freePort();
    const url = `postgres://parole:tres-secret@127.0.0.1:${port}/parole`;
    const error = (await openPostgresState(url).catch((err: unknown) => err)) as Error;
    expect(error.message).toBe(`Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): the connection was refused; is the server running and listening there?`);
    expect(error.message).not.toContain('tres-secret');
  });

  it('says so when the database does not exist', async () => {
    const url = postgres.cluster().url.replace(/\/postgres$/, '/absente');
    await expect(openPostgresState(url)).rejects.toThrow(`has no database "absente" (DATABASE_URL): create it first (createdb absente).`);
  });

  it('gives up after the timeout when the address never answers', async () => {
    // A listener that accepts and never speaks: a firewall that drops, a wrong port.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await expect(openPostgresState(`postgres://parole:x@127.0.0.1:${port}/parole`, { timeoutMs: 1_000 })).rejects.toThrow(
        `Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): no answer within 1 s; check the host, the port and the firewall.`,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('names the refused password and the refused user without showing the password', () => {
    const url = 'postgresql://marie:s3cr3t@db.example.org:6543/parole';
    expect(connectionProblem(Object.assign(new Error('password authentication failed for user "marie"'), { code: '28P01' }), url)).toBe(
      'PostgreSQL at db.example.org:6543 refused the password of user "marie" (DATABASE_URL).',
    );
    expect(connectionProblem(Object.assign(new Error('getaddrinfo ENOTFOUND db.example.org'), { code: 'ENOTFOUND' }), url)).toBe(
      'Cannot reach PostgreSQL at db.example.org:6543 (DATABASE_URL): the host name was not found.',
    );
  });
});
