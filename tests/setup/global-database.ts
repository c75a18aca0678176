/**
 * Vitest global setup: builds the Bible database from the real USFM text
 * once, before any test project runs, so every test reads the same real data.
 * When the database already matches the source this only hashes the source
 * (well under a second).
 */
import { loadConfig } from '../../packages/api/src/config.js';
import { ensureDatabase } from '../../packages/api/src/import/ensure.js';

export default async function setup(): Promise<void> {
  await ensureDatabase(loadConfig());
}
