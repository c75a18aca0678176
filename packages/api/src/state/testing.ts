/**
 * Tests only: one throwaway PostgreSQL cluster per test file
 * (tests/support/postgres.ts), started before the file's tests and removed
 * after them, and fresh state databases on it (each migrated, as a node's
 * start does), for the stores' contract suites and the multi-node tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../../tests/support/postgres.js';
import { openPostgresState, type PostgresState } from './postgres.js';

/** Longest wait for initdb and the server's start on a busy machine. */
const START_TIMEOUT_MS = 120_000;

export interface PostgresForTests {
  /** The running cluster (its URL, port; createDatabase). */
  cluster(): TestPostgres;
  /** A new, empty database on the cluster: its URL. */
  newDatabase(prefix: string): Promise<string>;
  /**
   * A node's state: a pool on `url` (a new database when absent), migrated;
   * closed after the file's tests unless closed before.
   */
  open(url?: string, options?: { poolSize?: number; timeoutMs?: number }): Promise<PostgresState & { url: string }>;
}

/**
 * Starts a cluster for the calling test file (beforeAll) and stops it after (afterAll).
 * @example const postgres = usePostgres(); … const state = await postgres.open();
 */
export function usePostgres(): PostgresForTests {
  let cluster: TestPostgres | undefined;
  let count = 0;
  const opened: PostgresState[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(opened.map((state) => state.close().catch(() => {})));
    await cluster?.stop();
  }, START_TIMEOUT_MS);
  const running = () => {
    if (!cluster) throw new Error('The test PostgreSQL cluster is not running (usePostgres() must be called at the top of the test file).');
    return cluster;
  };
  const newDatabase = (prefix: string) => running().createDatabase(`${prefix}_${++count}`);
  return {
    cluster: running,
    newDatabase,
    async open(url, options) {
      const target = url ?? (await newDatabase('state'));
      const state = await openPostgresState(target, { log: () => {}, ...options });
      opened.push(state);
      return Object.assign(state, { url: target });
    },
  };
}
