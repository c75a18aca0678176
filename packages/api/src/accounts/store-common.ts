/**
 * What the accounts' two stores (accounts/sqlite-store.ts,
 * accounts/postgres-store.ts) share: their rows, the queries they both run,
 * and the rows' mapping to accounts/store.ts's objects. A query with a
 * parameter takes its placeholder from the caller: SQLite's `?`,
 * PostgreSQL's `$1`.
 *
 * The one-line statements (the INSERTs, UPDATEs and DELETEs) stay in each
 * store, written out: they differ only by their placeholders (PostgreSQL's
 * reuse one, `$4, $4`, where SQLite binds a value twice), and a helper
 * around one line would hide the statement more than it saves.
 */
import type { StoredSession, StoredUser, UserSummary } from './store.js';

export interface UserRow {
  id: number;
  name: string;
  password_hash: string;
  created_at: number;
  password_changed_at: number;
}

export interface UserSummaryRow {
  id: number;
  name: string;
  created_at: number;
  password_changed_at: number;
  sessions: number;
}

export interface SessionRow {
  user_id: number;
  name: string;
  created_at: number;
  last_seen_at: number;
}

/** The user whose name has the key `nameKey` (a placeholder). */
export const userByNameKeySql = (nameKey: string) =>
  `SELECT id, name, password_hash, created_at, password_changed_at FROM users WHERE name_key = ${nameKey}`;

/** Every user with their sessions' count, in the order they were added. */
export const LIST_USERS_SQL = `SELECT u.id, u.name, u.created_at, u.password_changed_at, COUNT(s.id_hash) AS sessions
  FROM users u LEFT JOIN sessions s ON s.user_id = u.id
 GROUP BY u.id ORDER BY u.id`;

/** The session whose id hash is `idHash` (a placeholder), with its user's name. */
export const sessionSql = (idHash: string) => `SELECT s.user_id, u.name, s.created_at, s.last_seen_at
  FROM sessions s JOIN users u ON u.id = s.user_id
 WHERE s.id_hash = ${idHash}`;

/**
 * Ends the sessions of a user but one (a new login's) and the `others` most
 * recently seen, newest login first among equals. The placeholders, in the
 * order they are written: the user's id, the kept session's id hash, both
 * again, then `others`.
 * @example keepNewestSessionsSql('$1', '$2', '$1', '$2', '$3')
 */
export const keepNewestSessionsSql = (userId: string, kept: string, userIdAgain: string, keptAgain: string, others: string) => `DELETE FROM sessions
 WHERE user_id = ${userId} AND id_hash <> ${kept} AND id_hash NOT IN (
   SELECT id_hash FROM sessions WHERE user_id = ${userIdAgain} AND id_hash <> ${keptAgain}
    ORDER BY last_seen_at DESC, created_at DESC, id_hash LIMIT ${others})`;

export const toUser = (r: UserRow): StoredUser => ({
  id: r.id,
  name: r.name,
  passwordHash: r.password_hash,
  createdAt: r.created_at,
  passwordChangedAt: r.password_changed_at,
});

export const toUserSummary = (r: UserSummaryRow): UserSummary => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  passwordChangedAt: r.password_changed_at,
  sessions: r.sessions,
});

export const toSession = (r: SessionRow): StoredSession => ({ userId: r.user_id, userName: r.name, createdAt: r.created_at, lastSeenAt: r.last_seen_at });
