/**
 * The two dialects of the state database's schema (state/schema.ts): SQLite,
 * the default, and PostgreSQL, for several nodes.
 */

/**
 * The words in which the two databases differ, none of meaning: ids are
 * never given twice in either (AUTOINCREMENT, identities); PostgreSQL's
 * integers are sized (BIGINT for ids, times and sums); SQLite stores tables
 * keyed by something else than a row id WITHOUT ROWID; a trigger's body is
 * a PL/pgSQL function in PostgreSQL.
 */
export interface Dialect {
  name: 'sqlite' | 'postgres';
  /** An id given by the database, never twice: the table's primary key. */
  id: string;
  /** A 64-bit integer: times (ms), ids of other tables, sums that grow. */
  bigint: string;
  /** Bytes: hashes, keys. */
  bytes: string;
  /** 0 or 1. */
  flag: string;
  /** Text compared byte by byte, whatever the database's locale (the rate limits' key ranges). */
  byteText: string;
  /** After a table keyed by something else than a row id. */
  withoutRowid: string;
  /** The greater of two values. */
  greatest: string;
  /** A trigger running `body` (statements ending with `;`) for each row of `on` where `when` holds. */
  trigger(t: { name: string; on: string; when: string; body: string }): string;
}

export const SQLITE: Dialect = {
  name: 'sqlite',
  id: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  bigint: 'INTEGER',
  bytes: 'BLOB',
  flag: 'INTEGER',
  byteText: 'TEXT',
  withoutRowid: ' WITHOUT ROWID',
  greatest: 'MAX',
  trigger: ({ name, on, when, body }) => `CREATE TRIGGER ${name} ${on}\n  WHEN ${when}\nBEGIN\n${body}\nEND;`,
};

export const POSTGRES: Dialect = {
  name: 'postgres',
  id: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  bigint: 'BIGINT',
  bytes: 'BYTEA',
  flag: 'SMALLINT',
  byteText: 'TEXT COLLATE "C"',
  withoutRowid: '',
  greatest: 'GREATEST',
  trigger: ({ name, on, when, body }) =>
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n${body}\n  RETURN NULL;\nEND;\n$$;\n` +
    `CREATE TRIGGER ${name} ${on}\n  FOR EACH ROW WHEN (${when})\n  EXECUTE FUNCTION ${name}();`,
};
