/** The search: its cache of answers, its threads and their queue (search/). */
import os from 'node:os';
import { readCount, type Env } from './env.js';

export interface SearchConfig {
  /** Search responses kept in memory, most recently used first (0: no cache). */
  searchCacheEntries: number;
  /**
   * Threads that run the searches the cache does not hold, off the event
   * loop (search/pool.ts; 0: on the event loop, as the tests' app does).
   */
  searchWorkers: number;
  /** Searches waiting for a thread beyond which a new one is refused (503, Retry-After). */
  searchQueueLength: number;
}

/**
 * Search threads by default: the cores but one, one or two (the event loop keeps a core).
 * @example defaultSearchWorkers() // 1 on two cores
 */
export const defaultSearchWorkers = (): number => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * SEARCH_CACHE_ENTRIES, SEARCH_WORKERS and SEARCH_QUEUE_LENGTH.
 * @example readSearch({ SEARCH_WORKERS: '0' }).searchWorkers // 0
 */
export function readSearch(env: Env): SearchConfig {
  return {
    searchCacheEntries: readCount(env, 'SEARCH_CACHE_ENTRIES', 500, 100_000),
    searchWorkers: readCount(env, 'SEARCH_WORKERS', defaultSearchWorkers(), 16),
    searchQueueLength: readCount(env, 'SEARCH_QUEUE_LENGTH', 64, 100_000, 1),
  };
}
