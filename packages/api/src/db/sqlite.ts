/**
 * Promise wrappers over sqlite3. SQL lives in the db/ modules; values are
 * always bound, never spliced into SQL. Statements prepared here are
 * remembered and finalized by close(), as sqlite3 requires before the
 * database can close.
 */
import sqlite3 from 'sqlite3';

/** Bound values: positional (`?`) or named (`$name`). */
export type Params = ReadonlyArray<string | number | null> | Readonly<Record<string, string | number | null>>;

/** A prepared statement. Safe to call concurrently: sqlite3 queues calls per statement. */
export class Statement {
  constructor(
    private readonly stmt: sqlite3.Statement,
    private readonly onFinalize: (s: Statement) => void,
  ) {}

  /** Runs the statement; resolves with the number of changed rows. */
  run(params: Params = []): Promise<number> {
    return new Promise((resolve, reject) => {
      this.stmt.run(params, function (err) {
        if (err) reject(err);
        else resolve(this.changes);
      });
    });
  }

  /** The first row, or undefined. */
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
