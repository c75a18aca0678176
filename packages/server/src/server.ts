/**
 * Entry point: `tsx --conditions=parole-source packages/server/src/server.ts`
 * (the condition: the pages draw with the widgets' sources, as the
 * repository's tools do; workspace.config.ts).
 *
 * Reads the configuration, builds the database when the source changed,
 * opens it read-only, opens the state database (the SQLite file, or the
 * PostgreSQL database of DATABASE_URL; created or migrated when needed)
 * with every feature's store on it (stores.ts), starts the search
 * threads (or loads the search engine's text when there are none) and
 * serves the application, the API with the site's pages beside it (app.ts),
 * until SIGINT or SIGTERM.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config, type HttpConfig } from '@parole/api/config';
import { createSearchStore } from '@parole/api/db/search';
import { Database } from '@parole/api/db/sqlite';
import { ensureDatabase } from '@parole/api/import/ensure';
import { createSearchEngine } from '@parole/api/search/engine';
import { SearchPool } from '@parole/api/search/pool';
import { openStateStores, type StateStores } from '@parole/api/stores';
import { openChapterAudio } from '@parole/api/audio/open';
import { runIfMain } from '@parole/api/run-main';
import { createLogger, type Logger } from '@parole/api/log';
import { createMetrics } from '@parole/api/metrics';
import { createServerApp } from './app.js';

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /**
   * Stops accepting connections at once, waits for the requests being
   * answered (at most `shutdownTimeoutSeconds`, then cuts them), then closes
   * the databases.
   */
  close(): Promise<void>;
}

/**
 * How often Node looks for connections past their headers or request
 * timeout (its default, 30 s, would let a slow client hold a socket that
 * much longer than the timeouts say).
 */
const CONNECTIONS_CHECK_MS = 1_000;

/**
 * Node's HTTP server options that cut slow clients within seconds rather
 * than Node's minutes (docs/security.md, "Slow clients"): headers trickled
 * or never sent, a body that never ends. A connection left idle between
 * requests is closed after Node's keep-alive timeout (5 s).
 * @example httpServerOptions({ headersTimeoutSeconds: 10, requestTimeoutSeconds: 30 }).headersTimeout // 10000
 */
export function httpServerOptions({ headersTimeoutSeconds, requestTimeoutSeconds }: HttpConfig) {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    // Node refuses a headers timeout longer than the request's.
    headersTimeout: Math.min(headersTimeoutSeconds * 1000, requestTimeout),
    requestTimeout,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
  };
}

/**
 * Counts the app's requests being answered, so that shutdown can wait for
 * them before closing the databases (server.close() waits for connections
 * only, and a client may have gone while its answer is still being made).
 */
function requestsInFlight() {
  let count = 0;
  const waiters: Array<() => void> = [];
  return {
    /**
     * `fetch`, counted while it answers: an answer made at once is handed
     * on as it is, one in a promise (every answer of the app, whose front
     * door is a middleware: middleware/front-door.ts) is counted until it
     * settles.
     */
    track<A extends unknown[]>(fetch: (request: Request, ...rest: A) => Response | Promise<Response>) {
      const done = () => {
        if (--count === 0) for (const wake of waiters.splice(0)) wake();
      };
      return (request: Request, ...rest: A): Response | Promise<Response> => {
        count++;
        let answer: Response | Promise<Response>;
        try {
          answer = fetch(request, ...rest);
        } catch (err) {
          done();
          throw err;
        }
        if (!(answer instanceof Promise)) {
          done();
          return answer;
        }
        // The answer itself is handed on (@hono/node-server waits for it), not a promise made from it.
        answer.then(done, done);
        return answer;
      };
    },
    /** How many requests are being answered. */
    get count() {
      return count;
    },
    /** Resolves once no request is being answered, or after `maxMs`. */
    drained(maxMs: number): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

export interface StartOptions {
  /** The server's log; by default one made from LOG_LEVEL, on stdout (log.ts). Tests give one that keeps the lines. */
  log?: Logger;
}

/**
 * Starts the server with the environment's configuration, overridden by
 * `overrides`. Resolves once it listens.
 * @example
 * const server = await startServer({ host: '127.0.0.1', port: 0 });
 * await fetch(`${server.url}/api/info`);
 * await server.close();
 */
export async function startServer(overrides: Partial<Config> = {}, { log: given }: StartOptions = {}): Promise<RunningServer> {
  const config = { ...loadConfig(), ...overrides };
  const log = given ?? createLogger({ level: config.logLevel });
  await ensureDatabase(config);
  const db = await Database.open(config.databasePath, { readonly: true });
  let server: ServerType;
  let state: StateStores | undefined;
  const inFlight = requestsInFlight();
  let searchPool: SearchPool | undefined;
  // Chapter audio's threads load their voice in the background: the first chapter asked for need not wait for them.
  // Audio's lines: a chapter synthesized is news, anything else (a cache file not written, a failed synthesis) a warning.
  const audio = openChapterAudio(db, config.audio, (line) => (/ synthesized |unfinished file/.test(line) ? log.info(line) : log.warn(line)));
  void audio.warm().catch((err: Error) => log.error({ err }, `Audio: ${err.message}`));
  try {
    // The SQLite file (STATE_DATABASE_PATH), or the PostgreSQL database of DATABASE_URL.
    state = await openStateStores(config, (line) => log.warn(line));
    // Loaded before listening (about 0.3 s; in each search thread when there are some), so the first search is as fast as the others.
    const search = createSearchEngine(createSearchStore(db));
    if (config.searchWorkers > 0) {
      searchPool = new SearchPool({
        databasePath: config.databasePath,
        translations: config.translations.map((t) => t.id),
        size: config.searchWorkers,
        queueLength: config.searchQueueLength,
        log: (line) => log.error(line),
      });
      await searchPool.warm();
    } else {
      await search.ready();
    }
    const metrics = createMetrics({ processMetrics: true });
    const pool = searchPool;
    metrics.watch({ searchQueue: pool && (() => pool.load.queued), audioSyntheses: () => audio.audio.pool.load.queued + audio.audio.pool.load.busy, statePool: state.pool });
    const app = createServerApp({
      db,
      config,
      search,
      searchPool,
      quiz: { store: state.quiz },
      accounts: { store: state.accounts, limits: state.limits },
      ai: { store: state.ai, log: (line) => log.warn(line) },
      audio: audio.audio,
      log,
      metrics,
      readiness: { state: state.ready },
    });
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve(
        { fetch: inFlight.track(app.fetch), port: config.port, hostname: config.host, serverOptions: httpServerOptions(config.http) },
        () => resolve(s),
      );
      s.once('error', reject);
    });
  } catch (err) {
    await searchPool?.close();
    await audio.close();
    await state?.close();
    await db.close();
    throw err;
  }
  const stateDb = state;
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    close() {
      closing ??= (async () => {
        // One deadline for the whole drain (SHUTDOWN_TIMEOUT_SECONDS), so that shutdown always ends.
        const deadline = Date.now() + config.shutdownTimeoutSeconds * 1000;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (inFlight.count > 0) log.warn(`Shutdown: ${inFlight.count} request(s) still being answered after ${config.shutdownTimeoutSeconds} s (SHUTDOWN_TIMEOUT_SECONDS), cut.`);
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, config.shutdownTimeoutSeconds * 1000);
          timer.unref();
          // Stops listening now (a new connection is refused) and closes idle kept-alive connections; resolves when the others have closed.
          server.close((err) => {
            clearTimeout(timer);
            if (err) reject(err);
            else resolve();
          });
        });
        // A request whose client has left is no open connection, but its handler may still be reading the databases.
        await inFlight.drained(Math.max(0, deadline - Date.now()));
        await Promise.all([audio.close(), searchPool?.close()]);
        await Promise.all([stateDb.close(), db.close()]);
      })();
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel });
  let server: RunningServer;
  try {
    server = await startServer(config, { log });
  } catch (err) {
    // One line, the message an operator acts on (what to fix is in it), then the status runIfMain gives.
    log.fatal(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  log.info({ url: server.url }, `Parole : ${server.url}`);
  const stop = (signal: string) => {
    // A second signal stops the process at once (the handlers are `once`).
    log.info(`${signal} received, shutting down: no new connection; the requests being answered get up to ${config.shutdownTimeoutSeconds} s…`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

runIfMain(import.meta.url, main);
