/**
 * The shared state database of several nodes: PostgreSQL (DATABASE_URL),
 * instead of the SQLite file of one machine (state/database.ts). Every node
 * opens one pool of connections at start, and builds on it the same stores
 * as on SQLite (quiz/postgres-store.ts, accounts/postgres-store.ts,
 * ai/postgres-store.ts, state/postgres-rate-limits.ts); whoever opened it
 * closes it (docs/decisions/state.md).
 *
 * - Start: one connection checks that the server answers (a clear English
 *   message when it is unreachable, refuses the user or the password, or has
 *   no such database; never a hang: connections time out) and brings the
 *   schema to the latest migration (state/postgres-migrations.ts).
 * - Run time: every statement is bounded (statement_timeout on the server,
 *   query_timeout on the client, connectionTimeoutMillis for a new
 *   connection), and a failure to reach the server is thrown as
 *   StateUnavailableError, which the app answers with a 503. A constraint
 *   broken or a statement refused stays an ordinary error (a bug: 500).
 * - BIGINT (times in ms, ids, counts) is read as a number (every value is
 *   far below 2^53), BYTEA as a Buffer (a Uint8Array).
 * - Durability: PostgreSQL's default synchronous_commit, so a COMMIT that
 *   resolved is on the server's disk.
 */
import pg from 'pg';
import { MigrationError, migratePostgres } from './postgres-migrations.js';
import { StateUnavailableError } from './unavailable.js';

/** How long a statement, a new connection or an idle transaction may take before it fails (and the request answers 503). */
export const POSTGRES_TIMEOUT_MS = 10_000;

/** The type of int8 (BIGINT, COUNT(*)). */
const INT8_OID = 20;

/** Type parsers of this module's pools: BIGINT as a number, the rest as pg's defaults; pg's global parsers are left alone. */
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** What a store may ask of a connection (the pool, or a transaction's client). */
export interface PostgresQueries {
  /** The rows of a statement. */
  query<R extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** The number of rows a statement changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
}

/** The PostgreSQL state database of a node: its pool, and what its stores ask of it. */
export interface PostgresState extends PostgresQueries {
  readonly pool: pg.Pool;
  /**
   * Runs `work` in one transaction (READ COMMITTED) on one connection of
   * the pool: committed when it resolves, rolled back when it throws.
   */
  transaction<T>(work: (tx: PostgresQueries) => Promise<T>): Promise<T>;
  /** Closes every connection (waits for those in use). */
  close(): Promise<void>;
}

export interface PostgresOptions {
  /** Connections the pool keeps open at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** How long a statement or a new connection may take (POSTGRES_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Where the pool's background errors go (an idle connection lost). */
  log?: (line: string) => void;
}

/** SQLSTATE classes that say the server cannot serve now: connection (08), resources (53), operator intervention and timeouts (57), system (58), a transaction to try again (40). */
const UNAVAILABLE_CLASSES = /^(?:08|40|53|57|58)/;

/**
 * Whether `err` says the database cannot be reached or did not answer in
 * time, rather than that a statement was wrong: a network error, a timeout,
 * a closed connection or pool (no SQLSTATE), or a SQLSTATE of
 * UNAVAILABLE_CLASSES.
 */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof StateUnavailableError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_CLASSES.test(code);
  return true;
}

/** `err` as a store throws it: StateUnavailableError when the database cannot serve, the error itself otherwise. */
const translate = (err: unknown): unknown => (isUnavailable(err) && !(err instanceof StateUnavailableError) ? new StateUnavailableError(err) : err);

function queriesOf(client: pg.Pool | pg.PoolClient): PostgresQueries {
  return {
    async query<R extends object>(text: string, params: readonly unknown[] = []) {
      try {
        return (await client.query<R>(text, params as unknown[])).rows;
      } catch (err) {
        throw translate(err);
      }
    },
    async run(text, params = []) {
      try {
        return (await client.query(text, params as unknown[])).rowCount ?? 0;
      } catch (err) {
        throw translate(err);
      }
    },
  };
}

/** Where a connection URL points, for messages: never its password. */
export function describeUrl(url: string): { where: string; user: string; database: string } {
  const params = pg.defaults;
  try {
    const u = new URL(url);
    const host = u.hostname || new URLSearchParams(u.search).get('host') || 'localhost';
    return {
      where: `${host}:${u.port || 5432}`,
      user: decodeURIComponent(u.username) || String(params.user ?? ''),
      database: decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
    };
  } catch {
    return { where: 'DATABASE_URL', user: '', database: '' };
  }
}

/**
 * A clear English sentence for a failure to open the state database at
 * `url`, naming the host, the user and the database but never the password.
 * @example connectionProblem(err, 'postgres://parole:secret@db:5432/parole') // 'Cannot reach PostgreSQL at db:5432 (DATABASE_URL): the connection was refused; is the server running and listening there?'
 */
export function connectionProblem(err: unknown, url: string, timeoutMs = POSTGRES_TIMEOUT_MS): string {
  const { where, user, database } = describeUrl(url);
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  const reach = `Cannot reach PostgreSQL at ${where} (DATABASE_URL)`;
  switch (code) {
    case 'ECONNREFUSED':
      return `${reach}: the connection was refused; is the server running and listening there?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${reach}: the host name was not found.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${reach}: the host cannot be reached from here.`;
    case '28P01':
      return `PostgreSQL at ${where} refused the password of user "${user}" (DATABASE_URL).`;
    case '28000':
      return `PostgreSQL at ${where} refused user "${user}" on database "${database}" (DATABASE_URL; see the server's pg_hba.conf): ${message}`;
    case '3D000':
      return `PostgreSQL at ${where} has no database "${database}" (DATABASE_URL): create it first (createdb ${database}).`;
    case '57P03':
      return `PostgreSQL at ${where} is starting up or shutting down: try again in a moment.`;
    case '53300':
      return `PostgreSQL at ${where} has too many connections: lower DATABASE_POOL_SIZE or raise the server's max_connections.`;
  }
  if (/timeout|timed out/i.test(message)) {
    return `${reach}: no answer within ${Math.round(timeoutMs / 1000)} s; check the host, the port and the firewall.`;
  }
  return `${reach}: ${message}`;
}

/** The pool and client settings shared by the pool and the start's connection. */
function clientConfig(url: string, timeoutMs: number): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    keepAlive: true,
    application_name: 'parole',
    types: TYPES,
  };
}

/**
 * Opens the PostgreSQL state database at `url`: checks the connection
 * (throwing an Error with a clear English message when it cannot be made),
 * applies the missing migrations (state/postgres-migrations.ts), then opens
 * the pool the stores share. The caller closes it.
 * @example const state = await openPostgresState(config.postgres.url, { poolSize: config.postgres.poolSize }); … await state.close();
 */
export async function openPostgresState(url: string, options: PostgresOptions = {}): Promise<PostgresState> {
  const timeoutMs = options.timeoutMs ?? POSTGRES_TIMEOUT_MS;
  const log = options.log ?? ((line: string) => console.error(line));
  // The start's own connection: no statement timeout, so that a long migration is never cut halfway.
  const starter = new pg.Client(clientConfig(url, timeoutMs));
  starter.on('error', () => {}); // a connection lost while migrating fails the query too, which says so
  try {
    await starter.connect();
  } catch (err) {
    await starter.end().catch(() => {});
    throw new Error(connectionProblem(err, url, timeoutMs), { cause: err });
  }
  try {
    await migratePostgres(starter);
  } catch (err) {
    // A schema newer than the code, or a migration refused, says so itself; a lost connection is told like one at connect.
    if (err instanceof MigrationError || !isUnavailable(err)) throw err;
    throw new Error(connectionProblem(err, url, timeoutMs), { cause: err });
  } finally {
    await starter.end().catch(() => {});
  }
  const pool = new pg.Pool({
    ...clientConfig(url, timeoutMs),
    max: options.poolSize ?? 10,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
    // A transaction left open (a node stuck mid-request) never holds its row locks longer than this.
    idle_in_transaction_session_timeout: timeoutMs,
  });
  // An idle connection the server closed: the pool drops it and opens another when needed; never a crash.
  pool.on('error', (err) => log(`PostgreSQL: an idle connection was lost (${err.message}); the next request opens another.`));
  return createPostgresState(pool);
}

/** The queries and transactions of PostgresState over `pool` (for tests that open their own pool). */
export function createPostgresState(pool: pg.Pool): PostgresState {
  let ended: Promise<void> | undefined;
  return {
    pool,
    ...queriesOf(pool),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw translate(err);
      }
      let broken: Error | undefined;
      // A connection lost between two statements (the server shut down) is an event on the client, which the
      // pool does not listen to while it is lent: without a listener it would end the process. The next
      // statement fails with it, as unavailable.
      const lost = (err: Error) => (broken = err);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(queriesOf(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (isUnavailable(err)) {
          // The connection may be dead or mid-statement: drop it (the server rolls back what it had).
          broken = err instanceof Error ? err : new Error(String(err));
        } else {
          await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        }
        throw translate(err);
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    close: () => (ended ??= pool.end()),
  };
}
