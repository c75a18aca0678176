/**
 * The accounts' store in the PostgreSQL state database (state/postgres.ts),
 * shared by several nodes: users, sessions (their ids' SHA-256 only) and the
 * server's keys, with the same tables and answers as the SQLite store
 * (accounts/sqlite-store.ts) and every guarantee of accounts/store.ts
 * across nodes:
 * - a name's key is UNIQUE in the table: of two concurrent addUser with one
 *   key, on any nodes, the second waits for the first and inserts nothing
 *   (ON CONFLICT DO NOTHING);
 * - a write of several statements is one transaction;
 * - serverKey inserts its candidate with ON CONFLICT DO NOTHING, then reads
 *   the stored key: every node gets the key of the first to commit.
 */
import type { PostgresState } from '../state/postgres.js';
import type { AccountStore } from './store.js';
import { LIST_USERS_SQL, keepNewestSessionsSql, sessionSql, toSession, toUser, toUserSummary, userByNameKeySql } from './store-common.js';
import type { SessionRow, UserRow, UserSummaryRow } from './store-common.js';

const bytes = (hash: Uint8Array) => Buffer.from(hash);

/**
 * The store over the PostgreSQL state database's pool; it does not own it:
 * whoever opened it closes it.
 * @example const accounts = createPostgresAccountStore(await openPostgresState(config.postgres.url));
 */
export function createPostgresAccountStore(db: PostgresState): AccountStore {
  return {
    async addUser({ name, nameKey, passwordHash, at }) {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO users (name, name_key, password_hash, created_at, password_changed_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (name_key) DO NOTHING RETURNING id`,
        [name, nameKey, passwordHash, at],
      );
      return rows[0]?.id ?? null;
    },

    async userByNameKey(nameKey) {
      const [row] = await db.query<UserRow>(userByNameKeySql('$1'), [nameKey]);
      return row ? toUser(row) : null;
    },

    setPassword(userId, passwordHash, at, { endSessions }) {
      return db.transaction(async (tx) => {
        const changed = await tx.run('UPDATE users SET password_hash = $1, password_changed_at = $2 WHERE id = $3', [passwordHash, at, userId]);
        if (changed === 1 && endSessions) await tx.run('DELETE FROM sessions WHERE user_id = $1', [userId]);
        return changed === 1;
      });
    },

    removeUser(userId) {
      // The foreign key cascades too; deleting the sessions first says so.
      return db.transaction(async (tx) => {
        await tx.run('DELETE FROM sessions WHERE user_id = $1', [userId]);
        return (await tx.run('DELETE FROM users WHERE id = $1', [userId])) === 1;
      });
    },

    async listUsers() {
      const rows = await db.query<UserSummaryRow>(LIST_USERS_SQL);
      return rows.map(toUserSummary);
    },

    async createSession({ idHash, userId, at }) {
      await db.run('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [bytes(idHash), userId, at]);
    },

    async session(idHash) {
      const [row] = await db.query<SessionRow>(sessionSql('$1'), [bytes(idHash)]);
      return row ? toSession(row) : null;
    },

    async touchSession(idHash, at) {
      await db.run('UPDATE sessions SET last_seen_at = $1 WHERE id_hash = $2 AND last_seen_at < $1', [at, bytes(idHash)]);
    },

    async deleteSession(idHash) {
      return (await db.run('DELETE FROM sessions WHERE id_hash = $1', [bytes(idHash)])) === 1;
    },

    keepNewestSessions(userId, keptIdHash, others) {
      return db.run(keepNewestSessionsSql('$1', '$2', '$1', '$2', '$3'), [userId, bytes(keptIdHash), others]);
    },

    deleteExpiredSessions({ idleBefore, createdBefore }) {
      return db.run('DELETE FROM sessions WHERE last_seen_at < $1 OR created_at < $2', [idleBefore, createdBefore]);
    },

    async serverKey(name, make, at) {
      // The first to commit wins; everyone then reads the stored key.
      await db.run('INSERT INTO server_keys (name, key, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [name, bytes(make()), at]);
      const [row] = await db.query<{ key: Buffer }>('SELECT key FROM server_keys WHERE name = $1', [name]);
      return new Uint8Array(row.key);
    },
  };
}
