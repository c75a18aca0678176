/**
 * The state database: the one writable SQLite file (STATE_DATABASE_PATH,
 * `data/state.sqlite` by default) that holds everything that changes while
 * the server runs, for every feature: the quiz's games and rounds, the
 * accounts' users and sessions, the rate limits' counters, the server's keys.
 * The Bible database stays read-only beside it.
 *
 * One connection, opened here and shared: each feature builds its store on it
 * (quiz/sqlite-store.ts, accounts/sqlite-store.ts, state/rate-limits.ts), and
 * whoever opened it closes it. Each store is a small interface, so that a
 * later issue can move them, together, to a server shared by several nodes.
 *
 * - WAL journal: readers never wait for the writer; `synchronous = NORMAL`:
 *   a commit is in the write-ahead log before the call resolves, so a killed
 *   server loses nothing it has answered (a power cut may lose the last
 *   commits, which WAL with NORMAL trades for speed; docs/decisions/quiz.md);
 *   a busy timeout, so that another process holding the file (a second
 *   server starting, `npm run user`, a backup) makes a write wait instead of
 *   failing with SQLITE_BUSY; foreign keys on.
 * - Every write runs in the connection's exclusive sections (db/sqlite.ts).
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Database, type Statement } from '../db/sqlite.js';
import { migrate } from './migrations.js';

/** How long a write waits for another process holding the file before failing. */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating it and its folder when missing) the state database, sets
 * the connection up and brings its schema to the latest migration
 * (state/migrations.ts). The caller closes it.
 *
 * Never writes over a file it cannot read: a damaged file, or one that is
 * not a SQLite database, stops the start with an error that names it and
 * says what to do (StateDatabaseError), as does a folder the server cannot
 * write (docs/security.md, "Faults").
 * @example const state = await openStateDatabase(config.stateDatabasePath); … await state.close();
 */
export async function openStateDatabase(file: string): Promise<Database> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
  } catch (err) {
    // Whatever the code (a recursive mkdir on a read-only file system says ENOENT): the folder cannot be made.
    throw stateDatabaseError(file, err, true);
  }
  let db: Database;
  try {
    db = await Database.open(file);
  } catch (err) {
    throw stateDatabaseError(file, err);
  }
  try {
    // The timeout first: the next statements may already meet another process.
    await db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await db.exec('PRAGMA journal_mode = WAL');
    await db.exec('PRAGMA synchronous = NORMAL');
    await db.exec('PRAGMA foreign_keys = ON');
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw stateDatabaseError(file, err);
  }
  return db;
}

/**
 * The readiness check of the state file `db` opened at `file` (routes/health.ts):
 * the file is still where the node opened it — not removed, not replaced by
 * another (a restore under a running node: the node would go on writing to
 * the removed file's inode, lost at its restart) — and answers a query.
 * @example const ready = await stateFileCheck(state, config.stateDatabasePath); await ready();
 */
export async function stateFileCheck(db: Database, file: string): Promise<() => Promise<void>> {
  const opened = await stat(file);
  return async () => {
    let now;
    try {
      now = await stat(file);
    } catch (err) {
      throw new Error(`the state file ${file} is gone (${(err as NodeJS.ErrnoException).code ?? String(err)}): restore it, then restart the node`, { cause: err });
    }
    if (now.ino !== opened.ino || now.dev !== opened.dev) {
      throw new Error(`the state file ${file} was replaced since the node opened it: restart the node`);
    }
    await db.query('SELECT 1');
  };
}

/** The state database cannot be opened: the message names the file, what is wrong and what to do. */
export class StateDatabaseError extends Error {
  override name = 'StateDatabaseError';
}

/**
 * The error of a failed open, by its cause: a damaged file (SQLITE_NOTADB,
 * SQLITE_CORRUPT), a folder or file the server may not write (EACCES,
 * EROFS, SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM), a full disk
 * (ENOSPC, SQLITE_FULL); anything else keeps its own message, prefixed with
 * the file. `folder`: the error of making the file's folder.
 */
function stateDatabaseError(file: string, err: unknown, folder = false): Error {
  const cause = err as NodeJS.ErrnoException;
  const code = String(cause?.code ?? '');
  const detail = cause instanceof Error ? cause.message : String(err);
  const where = `The state database ${file} (STATE_DATABASE_PATH)`;
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return new StateDatabaseError(
      `${where} is damaged or is not a SQLite database (${detail}). It holds the accounts and the games, so the server will not write over it: ` +
        'restore it from a backup, or move it away to start with an empty one.',
    );
  }
  if (folder || ['EACCES', 'EPERM', 'EROFS', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM'].includes(code)) {
    return new StateDatabaseError(
      `${where} cannot be created or written (${detail}): make its folder writable by the server's user, or set STATE_DATABASE_PATH to a writable place.`,
    );
  }
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') {
    return new StateDatabaseError(`${where} cannot be written: the disk is full (${detail}). Free some space, then start again.`);
  }
  return new StateDatabaseError(`${where} could not be opened: ${detail}`);
}

/**
 * A feature store's statements: each SQL text prepared once, on first use,
 * and finalized when `db` closes; a failed preparation is tried again.
 * @example const statement = preparer(db); const row = await (await statement('SELECT 1')).get();
 */
export function preparer(db: Database): (sql: string) => Promise<Statement> {
  const prepared = new Map<string, Promise<Statement>>();
  return (sql) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
      found.catch(() => prepared.delete(sql));
    }
    return found;
  };
}
