/** The meta table: facts about the database itself (fingerprint, build date). */
import type { Database } from './sqlite.js';

/**
 * The value of `key` in the meta table, or undefined when the key or the
 * table is missing (a file from an older or failed build).
 * @example await readMeta(db, 'fingerprint') // 'sha256:…'
 */
export async function readMeta(db: Database, key: string): Promise<string | undefined> {
  let stmt;
  try {
    stmt = await db.prepare('SELECT value FROM meta WHERE key = ?');
  } catch {
    return undefined; // no meta table
  }
  try {
    return (await stmt.get<{ value: string }>([key]))?.value;
  } finally {
    await stmt.finalize();
  }
}
