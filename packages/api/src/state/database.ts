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
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Database, type Statement } from '../db/sqlite.js';
import { migrate } from './migrations.js';

/** How long a write waits for another process holding the file before failing. */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating it and its folder when missing) the state database, sets
 * the connection up and brings its schema to the latest migration
 * (state/migrations.ts). The caller closes it.
 * @example const state = await openStateDatabase(config.stateDatabasePath); … await state.close();
 */
export async function openStateDatabase(file: string): Promise<Database> {
  await mkdir(path.dirname(file), { recursive: true });
  const db = await Database.open(file);
  try {
    // The timeout first: the next statements may already meet another process.
    await db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await db.exec('PRAGMA journal_mode = WAL');
    await db.exec('PRAGMA synchronous = NORMAL');
    await db.exec('PRAGMA foreign_keys = ON');
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
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
