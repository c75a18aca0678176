/**
 * The accounts' store in the state database (state/database.ts), on the
 * connection every feature shares: users, sessions (their ids' SHA-256
 * only) and the server's keys. Every write runs in the connection's
 * exclusive sections (db/sqlite.ts); a write made of several statements is
 * a transaction.
 */
import type { Database } from '../db/sqlite.js';
import { preparer } from '../state/database.js';
import type { AccountStore } from './store.js';
import { LIST_USERS_SQL, keepNewestSessionsSql, sessionSql, toSession, toUser, toUserSummary, userByNameKeySql } from './store-common.js';
import type { SessionRow, UserRow, UserSummaryRow } from './store-common.js';

/**
 * The store over an open, migrated state database; its statements are
 * prepared on first use and finalized when `db` closes. It does not own
 * `db`: whoever opened it closes it.
 * @example const accounts = createSqliteAccountStore(await openStateDatabase(config.stateDatabasePath));
 */
export function createSqliteAccountStore(db: Database): AccountStore {
  const statement = preparer(db);

  return {
    async addUser({ name, nameKey, passwordHash, at }) {
      // ON CONFLICT DO NOTHING: a taken name changes nothing and returns no row (no error to parse).
      const insert = await statement(
        `INSERT INTO users (name, name_key, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (name_key) DO NOTHING RETURNING id`,
      );
      const rows = await db.exclusive(() => insert.all<{ id: number }>([name, nameKey, passwordHash, at, at]));
      return rows[0]?.id ?? null;
    },

    async userByNameKey(nameKey) {
      const query = await statement(userByNameKeySql('?'));
      const [row] = await query.all<UserRow>([nameKey]);
      return row ? toUser(row) : null;
    },

    async setPassword(userId, passwordHash, at, { endSessions }) {
      const [update, end] = await Promise.all([
        statement('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?'),
        statement('DELETE FROM sessions WHERE user_id = ?'),
      ]);
      return db.transaction(async () => {
        const changed = await update.run([passwordHash, at, userId]);
        if (changed === 1 && endSessions) await end.run([userId]);
        return changed === 1;
      });
    },

    async removeUser(userId) {
      const [endSessions, remove] = await Promise.all([
        statement('DELETE FROM sessions WHERE user_id = ?'),
        statement('DELETE FROM users WHERE id = ?'),
      ]);
      // The foreign key cascades too; deleting them first says so without relying on the pragma.
      return db.transaction(async () => {
        await endSessions.run([userId]);
        return (await remove.run([userId])) === 1;
      });
    },

    async listUsers() {
      const query = await statement(LIST_USERS_SQL);
      const rows = await query.all<UserSummaryRow>();
      return rows.map(toUserSummary);
    },

    async createSession({ idHash, userId, at }) {
      const insert = await statement('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)');
      await db.exclusive(() => insert.run([Buffer.from(idHash), userId, at, at]));
    },

    async session(idHash) {
      const query = await statement(sessionSql('?'));
      const [row] = await query.all<SessionRow>([Buffer.from(idHash)]);
      return row ? toSession(row) : null;
    },

    async touchSession(idHash, at) {
      const touch = await statement('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ?');
      await db.exclusive(() => touch.run([at, Buffer.from(idHash), at]));
    },

    async deleteSession(idHash) {
      const remove = await statement('DELETE FROM sessions WHERE id_hash = ?');
      return (await db.exclusive(() => remove.run([Buffer.from(idHash)]))) === 1;
    },

    async keepNewestSessions(userId, keptIdHash, others) {
      const remove = await statement(keepNewestSessionsSql('?', '?', '?', '?', '?'));
      const kept = Buffer.from(keptIdHash);
      return db.exclusive(() => remove.run([userId, kept, userId, kept, others]));
    },

    async deleteExpiredSessions({ idleBefore, createdBefore }) {
      const remove = await statement('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?');
      return db.exclusive(() => remove.run([idleBefore, createdBefore]));
    },

    async serverKey(name, make, at) {
      const [insert, query] = await Promise.all([
        statement('INSERT INTO server_keys (name, key, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING'),
        statement('SELECT key FROM server_keys WHERE name = ?'),
      ]);
      // The first to insert wins; everyone then reads the stored key.
      await db.exclusive(() => insert.run([name, Buffer.from(make()), at]));
      const [row] = await query.all<{ key: Buffer }>([name]);
      return new Uint8Array(row.key);
    },
  };
}
