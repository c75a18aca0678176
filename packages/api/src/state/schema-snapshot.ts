/**
 * Tests only: a database's schema as the database itself reports it, in a
 * form two databases can be compared by (state/schema.process.test.ts):
 * whitespace and comments out of SQLite's stored statements, PostgreSQL's
 * catalog in its own canonical words (pg_get_constraintdef, pg_indexes…).
 */
import type pg from 'pg';
import type { Database } from '../db/sqlite.js';

/** SQL text without comments, with one space wherever it had any, and none inside parentheses' edges or before commas. */
export function normalizeSql(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\(\s/g, '(')
    .replace(/\s\)/g, ')')
    .replace(/\s,/g, ',')
    .trim();
}

/** Every table, index and trigger of a SQLite file, with its statement, by name. */
export async function sqliteSchema(db: Database): Promise<{ type: string; name: string; table: string; sql: string | null }[]> {
  const rows = await db.query<{ type: string; name: string; tbl_name: string; sql: string | null }>(
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
  );
  return rows.map((r) => ({ type: r.type, name: r.name, table: r.tbl_name, sql: r.sql === null ? null : normalizeSql(r.sql) }));
}

/** The public schema of a PostgreSQL database: columns, constraints, indexes, triggers and functions, in the catalog's words. */
export async function postgresSchema(client: Pick<pg.ClientBase, 'query'>): Promise<Record<string, unknown[]>> {
  const rows = async (sql: string) => (await client.query(sql)).rows;
  return {
    columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default, collation_name, is_identity, identity_generation
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`),
    constraints: await rows(`SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
    indexes: await rows("SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2"),
    triggers: await rows('SELECT tgname AS name, pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1'),
    functions: (await rows("SELECT proname AS name, prosrc AS source FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1")).map(
      (f: { name: string; source: string }) => ({ name: f.name, source: normalizeSql(f.source) }),
    ),
  };
}
