/**
 * The server's metrics (issue 50), in Prometheus's text format through
 * prom-client, answered by GET /metrics to the addresses of METRICS_ALLOWED
 * (routes/metrics.ts). Each is counted where it happens: the requests by the
 * front door (its `answered`), the state database's errors by the app's
 * error handler, the search cache's hits by the search route, the games by
 * the quiz's route, the AI tokens by the budget when a call is settled; the
 * queues and the pool are read when Prometheus scrapes (`gauges`).
 * A registry per app, never prom-client's global one: two apps in one
 * process (tests) keep their own counts.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the server reads at each scrape: the queues and the state database's pool. */
export interface GaugeSources {
  /** Searches waiting for a thread (search/pool.ts). */
  searchQueue?: () => number;
  /** Synthesis jobs waiting or running (chapter audio's threads). */
  audioSyntheses?: () => number;
  /** The PostgreSQL pool's connections: open, idle, and requests waiting for one. */
  statePool?: () => { total: number; idle: number; waiting: number };
}

export interface Metrics {
  readonly registry: Registry;
  /** A request answered: its route pattern, method, status and seconds. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A search answered from the cache (`hit`) or computed. */
  search(hit: boolean): void;
  /** The state database out of reach for a request. */
  stateError(): void;
  /** A game created. */
  gameStarted(): void;
  /** Tokens a settled AI call cost a user's budget. */
  aiTokens(tokens: number): void;
  /** Reads the gauges from `sources` at each scrape. */
  watch(sources: GaugeSources): void;
}

/** Request durations' buckets, in seconds: a kept chapter answers in a millisecond, an AI answer in up to 110 s. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/**
 * A new set of the server's metrics, with Node's own (memory, event loop lag, CPU) when `processMetrics`.
 * @example const metrics = createMetrics(); metrics.gameStarted(); await metrics.registry.metrics();
 */
export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'parole_' });
  const requests = new Histogram({
    name: 'parole_http_request_duration_seconds',
    help: 'Requests answered, by route pattern, method and status, and how long each took',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const searches = new Counter({ name: 'parole_search_answers_total', help: 'Searches answered, from the cache (hit="true") or computed', labelNames: ['hit'] as const, registers: [registry] });
  const stateErrors = new Counter({ name: 'parole_state_unavailable_total', help: 'Requests that found the state database out of reach (answered 503)', registers: [registry] });
  const games = new Counter({ name: 'parole_games_started_total', help: 'Quiz games created', registers: [registry] });
  const tokens = new Counter({ name: 'parole_ai_tokens_total', help: 'AI tokens the settled calls cost the users’ budgets', registers: [registry] });
  const requestSeries = new Map<string, { observe(seconds: number): void }>();
  let sources: GaugeSources = {};
  new Gauge({ name: 'parole_search_queue_length', help: 'Searches waiting for a search thread', registers: [registry], collect() { this.set(sources.searchQueue?.() ?? 0); } });
  new Gauge({ name: 'parole_audio_jobs', help: 'Chapter audio synthesis jobs waiting or running', registers: [registry], collect() { this.set(sources.audioSyntheses?.() ?? 0); } });
  new Gauge({
    name: 'parole_state_pool_connections',
    help: 'The PostgreSQL pool: connections open and idle, and requests waiting for one (none on SQLite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.statePool?.() ?? { total: 0, idle: 0, waiting: 0 };
      this.set({ state: 'open' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return {
    registry,
    request: (route, method, status, seconds) => {
      // Each request's series found once (prom-client hashes the labels at every call otherwise): routes, methods and statuses are few.
      const key = `${route} ${method} ${status}`;
      let series = requestSeries.get(key);
      if (!series) requestSeries.set(key, (series = requests.labels({ route, method, status: String(status) })));
      series.observe(seconds);
    },
    search: (hit) => searches.inc({ hit: String(hit) }),
    stateError: () => stateErrors.inc(),
    gameStarted: () => games.inc(),
    aiTokens: (n) => {
      if (n > 0) tokens.inc(n);
    },
    watch: (given) => {
      sources = { ...sources, ...given };
    },
  };
}
