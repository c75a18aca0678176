/**
 * Promise wrappers over sqlite3. SQL lives in the db/ and quiz/ modules;
 * values are always bound, never spliced into SQL. Statements prepared here
 * are remembered and finalized by close(), as sqlite3 requires before the
 * database can close.
 *
 * On a writable database (the games, quiz/sqlite-store.ts), two rules:
 * - every write goes through exclusive() or transaction(): requests
 *   interleave on the one connection, and a statement run while another
 *   request's transaction is open would become part of it (and be rolled
 *   back with it);
 * - run a write with RETURNING with all(), never run() or get(): sqlite3
 *   steps those once and leaves the statement active until its next use,
 *   and SQLite commits a write only when its statement finishes, so the
 *   write would stay uncommitted meanwhile (and be lost if the process
 *   died). all() steps to the end (db/sqlite.test.ts shows both).
 */
import sqlite3 from 'sqlite3';

/** A bound value: a BLOB is given as bytes (and read back as a Buffer). */
export type Value = string | number | null | Uint8Array;

/** Bound values: positional (`?`) or named (`$name`). */
export type Params = ReadonlyArray<Value> | Readonly<Record<string, Value>>;

/** A prepared statement. Safe to call concurrently: sqlite3 queues calls per statement. */
export class Statement {
  constructor(
    private readonly stmt: sqlite3.Statement,
    private readonly onFinalize: (s: Statement) => void,
  ) {}

  /** Runs the statement; resolves with the number of changed rows (a statement with RETURNING: all()). */
  run(params: Params = []): Promise<number> {
    return new Promise((resolve, reject) => {
      this.stmt.run(params, function (err) {
        if (err) reject(err);
        else resolve(this.changes);
      });
    });
  }

  /**
   * The first row, or undefined. Leaves the statement active until its next
   * use: never for a write with RETURNING (see the module's comment).
   */
  get<T>(params: Params = []): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      this.stmt.get<T>(params, (err, row) => (err ? reject(err) : resolve(row)));
    });
  }

  /** Every row. */
  all<T>(params: Params = []): Promise<T[]> {
    return new Promise((resolve, reject) => {
      this.stmt.all<T>(params, (err, rows) => (err ? reject(err) : resolve(rows)));
    });
  }

  finalize(): Promise<void> {
    this.onFinalize(this);
    return new Promise((resolve) => {
      this.stmt.finalize(() => resolve());
    });
  }
}

export interface OpenOptions {
  /** Open for serving: no write is possible, the file must exist. */
  readonly?: boolean;
}

/** A database connection. */
export class Database {
  private readonly statements = new Set<Statement>();
  /** The tail of the exclusive sections, each started when the previous one has settled. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: sqlite3.Database,
    /** Path of the database file. */
    readonly file: string,
  ) {}

  /**
   * Opens `file`, read-write (created if missing) unless `readonly`.
   * @example const db = await Database.open('data/parole.sqlite', { readonly: true });
   */
  static open(file: string, { readonly = false }: OpenOptions = {}): Promise<Database> {
    const mode = readonly ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE;
    return new Promise((resolve, reject) => {
      const db = new sqlite3.Database(file, mode, (err) => (err ? reject(err) : resolve(new Database(db, file))));
    });
  }

  /** Runs SQL without parameters: schema statements and pragmas only. */
  exec(sql: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.db.exec(sql, (err) => (err ? reject(err) : resolve()));
    });
  }

  /**
   * Runs a one-off query (a pragma, a migration's check): prepared, every row
   * read, finalized.
   * @example const [{ user_version }] = await db.query<{ user_version: number }>('PRAGMA user_version');
   */
  async query<T>(sql: string, params: Params = []): Promise<T[]> {
    const statement = await this.prepare(sql);
    try {
      return await statement.all<T>(params);
    } finally {
      await statement.finalize();
    }
  }

  /**
   * Runs `work` alone among this connection's exclusive sections, in the
   * order they were asked for: the writes of concurrent requests, which must
   * not run while another one's transaction is open. Reads need not wait.
   * `work` must not itself call exclusive() or transaction() (it would wait
   * for itself).
   * @example const changed = await db.exclusive(() => update.run([id]));
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Runs `work` in a write transaction (BEGIN IMMEDIATE … COMMIT) inside an
   * exclusive section: all of its statements are kept, or none (ROLLBACK when
   * it throws, whose error is then rethrown).
   * @example const id = await db.transaction(async () => { … });
   */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      await this.exec('BEGIN IMMEDIATE');
      let result: T;
      try {
        result = await work();
      } catch (err) {
        await this.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
      try {
        await this.exec('COMMIT');
      } catch (err) {
        await this.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
      return result;
    });
  }

  /** Prepares `sql` once; the statement is finalized by close() (or earlier by its own finalize()). */
  prepare(sql: string): Promise<Statement> {
    return new Promise((resolve, reject) => {
      const stmt = this.db.prepare(sql, (err) => {
        if (err) return reject(err);
        const wrapped = new Statement(stmt, (s) => this.statements.delete(s));
        this.statements.add(wrapped);
        resolve(wrapped);
      });
    });
  }

  /** Finalizes every statement still prepared, then closes the connection. */
  async close(): Promise<void> {
    await Promise.all([...this.statements].map((s) => s.finalize()));
    await new Promise<void>((resolve, reject) => {
      this.db.close((err) => (err ? reject(err) : resolve()));
    });
  }
}
