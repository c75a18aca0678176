/**
 * Server configuration, read once from the environment.
 *
 * Every default is resolved from this module's own location rather than the
 * current directory, so `tsx packages/server/src/server.ts`, the test runner and
 * the benchmark find the same files whatever directory they are started from.
 * Relative paths given in the environment are, as usual, relative to the
 * current directory.
 */
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { trustedProxies } from './proxy.js';

/** Root of the repository (this file is packages/api/src/config.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  /** TCP port to listen on (0 lets the system choose). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** SQLite file, built from the USFM source on start when missing or stale. */
  databasePath: string;
  /** Directory holding the `NN-CODE.usfm` files of the text. */
  usfmDir: string;
  /** Built site (vite output) served with history-mode fallback, when it exists. */
  webRoot: string;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
   * believed (addresses or CIDR ranges, proxy.ts); none by default: the
   * socket tells the client's address and the scheme.
   */
  trustedProxies: readonly string[];
  /** Built embeddable widget bundles served under /widgets/, when it exists. */
  widgetsRoot: string;
  /**
   * Whether the embed's source maps (/widgets/**.js.map) are served: off by
   * default, as they show the whole source to anyone (a debugging aid to
   * turn on where wanted).
   */
  publicSourceMaps: boolean;
  /** The translation shown in the footer, print footer and copy header. */
  translation: { name: string; copyright: string };
  /** Contact address of the footer. */
  contact: string;
  /** Search responses kept in memory, most recently used first (0: no cache). */
  searchCacheEntries: number;
  /**
   * Threads that run the searches the cache does not hold, off the event
   * loop (search/pool.ts; 0: on the event loop, as the tests' app does).
   */
  searchWorkers: number;
  /** Searches waiting for a thread beyond which a new one is refused (503, Retry-After). */
  searchQueueLength: number;
  /** Slow clients: how long a connection may take to send its headers, and its whole request (server.ts). */
  http: HttpConfig;
  /**
   * On SIGTERM or SIGINT, how long the server waits for the requests being
   * answered before it cuts them and exits (server.ts; docs/security.md, "Faults").
   */
  shutdownTimeoutSeconds: number;
  /**
   * The state database: the one writable SQLite file of everything that
   * changes (the quiz's games, the accounts' users and sessions, the rate
   * limits), created with its folder when missing and upgraded by migrations
   * on start (state/database.ts, state/migrations.ts).
   */
  stateDatabasePath: string;
  /**
   * The shared state database of several nodes (DATABASE_URL): when set,
   * everything that changes lives in this PostgreSQL database instead of
   * the SQLite file above (state/postgres.ts; docs/decisions/state.md).
   */
  postgres: PostgresConfig | undefined;
  /** Games one client address may create per window (docs/decisions/quiz.md, "Rate limit"). */
  gameCreationLimit: number;
  /** Length of that window, in seconds. */
  gameCreationWindowSeconds: number;
  /** A session unused for this long ends (idle expiry; docs/decisions/accounts.md). */
  sessionIdleMinutes: number;
  /** A session ends this long after its login, used or not (absolute expiry). */
  sessionAbsoluteHours: number;
  /** The AI helper's provider (any OpenAI-compatible API) and what users may ask of it. */
  ai: AiConfig;
  /** Chapter audio: recordings, the synthesis cache and its threads (docs/decisions/audio.md). */
  audio: AudioConfig;
  /**
   * The other origins whose pages may use the API from a browser (public
   * reads, the quiz's game calls): any ('*', the default) or exactly these,
   * each a serialized origin such as `https://eglise.example.org`
   * (middleware/cors.ts; docs/decisions/api.md, "Cross-origin reads").
   */
  allowedOrigins: AllowedOrigins;
  /**
   * The site's public origin (SITE_URL, as `https://parole.example.org`):
   * the absolute URLs of the pages' canonical links and Open Graph tags, the
   * sitemap and robots.txt. Undefined: taken from each request's Host
   * header when it is a plain host name (docs/decisions/share.md, "Origin").
   */
  siteUrl: string | undefined;
}

/**
 * SITE_URL: an http(s) origin, without path, query or credentials; its
 * serialized form (lowercase host, no default port, no trailing slash).
 */
function readSiteUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const origin = originOf(raw);
  if (origin === undefined) throw new Error(`Invalid ${name}: "${raw}" is not the site's origin (scheme://host[:port], as https://parole.example.org).`);
  return origin;
}

/**
 * `text` as a browser serializes an origin (lowercase host, no default port,
 * no trailing slash), or undefined when it is more or less than an http(s)
 * origin: a path, a query, a fragment, credentials, another scheme.
 * @example originOf('https://Parole.Example.org:443/') // 'https://parole.example.org'
 */
function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !text.endsWith('?') && !text.endsWith('#');
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
}

/** The values of a comma-separated setting, trimmed, empty ones dropped. */
const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Any origin ('*'), or the list of origins allowed, each as a browser sends it in `Origin`. */
export type AllowedOrigins = '*' | readonly string[];

/**
 * ALLOWED_ORIGINS: `*` or origins separated by commas. Each origin is
 * normalized as a browser writes it in `Origin` (lowercase host, no default
 * port, no trailing slash); a path, a query, credentials, another scheme
 * than http(s), or `*` mixed with origins is refused.
 */
function readOrigins(env: Env, name: string): AllowedOrigins {
  const raw = read(env, name);
  if (raw === undefined) return '*';
  const entries = listOf(raw);
  if (entries.length === 0) throw new Error(`Invalid ${name}: no origin (write * for any origin, or origins separated by commas).`);
  if (entries.includes('*')) {
    if (entries.length > 1) throw new Error(`Invalid ${name}: "*" (any origin) cannot be combined with a list of origins.`);
    return '*';
  }
  const origins = entries.map((entry) => {
    const origin = originOf(entry);
    if (origin === undefined) throw new Error(`Invalid ${name}: "${entry}" is not an origin (scheme://host[:port], as https://eglise.example.org).`);
    return origin;
  });
  return [...new Set(origins)];
}

/** The PostgreSQL state database (docs/decisions/state.md). */
export interface PostgresConfig {
  /** A `postgres://` or `postgresql://` connection URL (may hold a password: never logged). */
  url: string;
  /** Connections one node keeps open at most. */
  poolSize: number;
}

/**
 * DATABASE_URL: a postgres:// or postgresql:// URL; anything else stops the
 * server. The message never repeats the value, which may hold a password.
 */
function readPostgres(env: Env): PostgresConfig | undefined {
  const raw = read(env, 'DATABASE_URL');
  const poolSize = readCount(env, 'DATABASE_POOL_SIZE', 10, 1_000, 1);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    throw new Error(
      'Invalid DATABASE_URL: not a PostgreSQL URL (postgres://user:password@host:5432/database, or postgresql://…). ' +
        'Leave it unset to keep the state in the SQLite file (STATE_DATABASE_PATH).',
    );
  }
  return { url: raw, poolSize };
}

/** Limits on a client's slowness (docs/security.md, "Slow clients"). */
export interface HttpConfig {
  /** A connection that has not sent a request's complete headers this long after it opened (or after its previous answer) is cut. */
  headersTimeoutSeconds: number;
  /** A request whose headers and body have not all arrived this long after it began is cut (408). */
  requestTimeoutSeconds: number;
}

/** Search threads by default: the cores but one, one or two (the event loop keeps a core). */
export const defaultSearchWorkers = (): number => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/** Chapter audio's configuration (docs/decisions/audio.md). */
export interface AudioConfig {
  /** Folder of recordings, `{book}/{chapter}.mp3`, served before any synthesis; none when undefined. */
  recordingsDir: string | undefined;
  /** The recordings' name as listeners see it (« Bible audio, lue par … »); none: « Enregistrement ». */
  recordingsName: string | undefined;
  /** Folder of synthesized chapters, created when missing. */
  cacheDir: string;
  /** Synthesis threads at most. */
  workers: number;
  /**
   * Whether each synthesis thread, once started, speaks a few throw-away
   * sentences while idle so that the first chapter after a start is made at
   * full speed (AUDIO_WARM_UP; docs/decisions/audio.md, "Warm-up").
   */
  warmUp: boolean;
  /** Free space the cache's disk must keep, in bytes: below it, no new chapter is synthesized (507). */
  minFreeBytes: number;
  /**
   * Chapters being synthesized at once at most, listened to or waiting for
   * a thread: beyond it a new chapter is refused (503, Retry-After), while
   * joining one being made is never refused (docs/decisions/audio.md, "Bounds").
   */
  maxSyntheses: number;
  /** The speech provider's voice (docs/decisions/audio.md, "Voices"); eSpeak NG's alone when undefined (no SPEECH_API_KEY). */
  provider: SpeechProviderConfig | undefined;
}

/** An OpenAI-compatible speech provider (`/v1/audio/speech`). The key never leaves the server, nor reaches a log. */
export interface SpeechProviderConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  voice: string;
  /** Its requests in flight at most, on this server. */
  concurrency: number;
  /** How long one segment may take, in seconds. */
  timeoutSeconds: number;
}

/**
 * The default bound on chapters synthesized at once: four per thread, and at
 * least 12, twice what one client address may start in a minute
 * (AUDIO_SYNTHESES_PER_MINUTE, 6), so that one address alone never fills it
 * and locks the others out. The threads take the chapters' segments in
 * turn, each making 30 to 60 s of audio a second, so with 12 chapters on
 * one thread each still plays 2.5 to 5 times faster than real time (a new
 * chapter's first byte does not depend on it: its announcement goes before
 * the others' segments, audio/pool.ts).
 */
export const defaultMaxSyntheses = (workers: number): number => Math.max(12, 4 * workers);

/** The default number of synthesis threads: every core but one, which stays for the API's other requests. */
export const defaultAudioWorkers = (): number => Math.max(1, os.availableParallelism() - 1);

function readAudio(env: Env): AudioConfig {
  const recordings = read(env, 'AUDIO_RECORDINGS_DIR');
  const workers = readCount(env, 'AUDIO_WORKERS', defaultAudioWorkers(), 64, 1);
  return {
    recordingsDir: recordings === undefined ? undefined : path.resolve(recordings),
    recordingsName: read(env, 'AUDIO_RECORDINGS_NAME'),
    cacheDir: readPath(env, 'AUDIO_CACHE_DIR', path.join(REPO_ROOT, 'data', 'audio-cache')),
    workers,
    warmUp: readSwitch(env, 'AUDIO_WARM_UP', true),
    minFreeBytes: readCount(env, 'AUDIO_CACHE_MIN_FREE_MB', 200, 1_000_000) * 1e6,
    maxSyntheses: readCount(env, 'AUDIO_MAX_SYNTHESES', defaultMaxSyntheses(workers), 10_000, 1),
    provider: readSpeechProvider(env),
  };
}

function readSpeechProvider(env: Env): SpeechProviderConfig | undefined {
  const apiKey = read(env, 'SPEECH_API_KEY');
  if (apiKey === undefined) return undefined;
  const id = (name: string, fallback: string) => {
    const value = read(env, name) ?? fallback;
    if (!/^[\w.:/-]{1,100}$/.test(value)) throw new Error(`Invalid ${name}: "${value}" is not an id.`);
    return value;
  };
  return {
    baseURL: readUrl(env, 'SPEECH_BASE_URL', 'https://api.openai.com/v1'),
    apiKey,
    model: id('SPEECH_MODEL', 'gpt-4o-mini-tts'),
    voice: id('SPEECH_VOICE', 'alloy'),
    concurrency: readCount(env, 'SPEECH_CONCURRENCY', 4, 64, 1),
    timeoutSeconds: readCount(env, 'SPEECH_TIMEOUT_SECONDS', 30, 300, 1),
  };
}

/** The AI helper's configuration (docs/decisions/ai.md). The key never leaves the server. */
export interface AiConfig {
  /** Base URL of the OpenAI-compatible API. */
  baseURL: string;
  /** The provider's key; undefined: the helper is not configured (the call answers 503). */
  apiKey: string | undefined;
  /** The models a request may name; the default is one of them. */
  models: string[];
  defaultModel: string;
  /** The provider's page on its rate limits, linked from the failure message. */
  limitsUrl: string;
  /** Tokens one user may spend per day (UTC), prompts and answers together (docs/decisions/ai.md, "Budget"). */
  dailyTokens: number;
  /** Requests one user may make per minute. */
  requestsPerMinute: number;
  /** How long the server waits for the provider's answer, in seconds (under the browser's 120 s). */
  timeoutSeconds: number;
  /** How many times a failed provider call is retried (each retry may cost tokens and time). */
  maxRetries: number;
}

/** The spec's models (spec README: the eight identifiable ids; the ninth is unknown). */
export const DEFAULT_AI_MODELS = [
  'openai/gpt-oss-120b',
  'openai/gpt-oss-20b',
  'meta-llama/llama-4-scout-17b-16e-instruct',
  'meta-llama/llama-4-maverick-17b-128e-instruct',
  'llama-3.3-70b-versatile',
  'qwen-qwq-32b',
  'llama-3.1-8b-instant',
  'gemma2-9b-it',
] as const;

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid ${name}: "${raw}" is not a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Invalid ${name}: "${raw}" is not an http(s) URL.`);
  return raw;
}

function readAi(env: Env): AiConfig {
  const models = listOf(read(env, 'AI_MODELS') ?? DEFAULT_AI_MODELS.join(','));
  for (const model of models) {
    if (!/^[\w.:/-]{1,100}$/.test(model)) throw new Error(`Invalid AI_MODELS: "${model}" is not a model id.`);
  }
  if (models.length === 0) throw new Error('Invalid AI_MODELS: no model.');
  const defaultModel = read(env, 'AI_DEFAULT_MODEL') ?? models[0];
  if (!models.includes(defaultModel)) throw new Error(`Invalid AI_DEFAULT_MODEL: "${defaultModel}" is not one of AI_MODELS.`);
  return {
    baseURL: readUrl(env, 'AI_BASE_URL', 'https://api.groq.com/openai/v1'),
    apiKey: read(env, 'AI_API_KEY'),
    models: [defaultModel, ...models.filter((m) => m !== defaultModel)],
    defaultModel,
    limitsUrl: readUrl(env, 'AI_LIMITS_URL', 'https://console.groq.com/settings/limits'),
    dailyTokens: readCount(env, 'AI_DAILY_TOKENS', 50_000, 100_000_000, 1),
    requestsPerMinute: readCount(env, 'AI_REQUESTS_PER_MINUTE', 10, 10_000, 1),
    // At most 110 s: the browser gives up on the call after AI_CLIENT_TIMEOUT_MS (120 s),
    // and must receive the server's own time-out answer before that.
    timeoutSeconds: readCount(env, 'AI_TIMEOUT_SECONDS', 60, 110, 1),
    maxRetries: readCount(env, 'AI_MAX_RETRIES', 0, 5),
  };
}

type Env = Record<string, string | undefined>;

/** The value of `name`, or undefined when unset or empty (an empty variable means "use the default"). */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** TRUSTED_PROXIES: addresses or CIDR ranges separated by commas, each checked (proxy.ts). */
function readProxies(env: Env, name: string): string[] {
  const entries = listOf(read(env, name) ?? '');
  trustedProxies(entries, name);
  return entries;
}

/** A yes/no setting: `true`/`1`/`yes` or `false`/`0`/`no` (any case); anything else stops the server. */
function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(?:true|1|yes)$/i.test(raw)) return true;
  if (/^(?:false|0|no)$/i.test(raw)) return false;
  throw new Error(`Invalid ${name}: "${raw}" is neither true nor false.`);
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new Error(`Invalid ${name}: "${raw}" is not a port number (an integer from 0 to 65535).`);
  }
  return Number(raw);
}

function readPath(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  return raw === undefined ? fallback : path.resolve(raw);
}

function readCount(env: Env, name: string, fallback: number, max: number, min = 0): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max || Number(raw) < min) {
    throw new Error(`Invalid ${name}: "${raw}" is not a whole number from ${min} to ${max}.`);
  }
  return Number(raw);
}

function readEmail(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  // Deliberately loose: it is shown as a mailto: link, not used to send mail.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) {
    throw new Error(`Invalid ${name}: "${raw}" is not an e-mail address.`);
  }
  return raw;
}

/**
 * Reads the configuration from environment variables, with defaults that run
 * the repository as checked out. Throws an Error naming the variable when a
 * value is invalid, so a misconfigured server refuses to start.
 *
 * | Variable | Default |
 * |---|---|
 * | PORT | 3000 |
 * | HOST | localhost |
 * | DATABASE_PATH | `<repo>/data/parole.sqlite` |
 * | BIBLE_USFM_DIR | `<repo>/../shared/bible/lsg1910` |
 * | WEB_ROOT | `<repo>/packages/host/dist` |
 * | WIDGETS_ROOT | `<repo>/packages/widgets/dist` |
 * | PUBLIC_SOURCE_MAPS | false (the embed's source maps are not served) |
 * | TRUSTED_PROXIES | none (addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For/-Proto are believed) |
 * | BIBLE_TRANSLATION_NAME | Louis Segond 1910 |
 * | BIBLE_COPYRIGHT | Louis Segond 1910 — domaine public |
 * | CONTACT_EMAIL | contact@example.org |
 * | SEARCH_CACHE_ENTRIES | 500 |
 * | SEARCH_WORKERS | the cores but one, 1 or 2 (0-16; 0 searches on the event loop) |
 * | SEARCH_QUEUE_LENGTH | 64 (1-100,000) |
 * | HTTP_HEADERS_TIMEOUT_SECONDS | 10 (1-300) |
 * | HTTP_REQUEST_TIMEOUT_SECONDS | 30 (1-3,600) |
 * | SHUTDOWN_TIMEOUT_SECONDS | 10 (1-3,600): the longest wait for the requests being answered on SIGTERM |
 * | STATE_DATABASE_PATH | `state.sqlite` beside the Bible database (DATABASE_PATH); GAMES_DATABASE_PATH, its former name, is still read |
 * | DATABASE_URL | none: the state is the SQLite file above; a postgres:// or postgresql:// URL puts it in that PostgreSQL database, shared by several nodes |
 * | DATABASE_POOL_SIZE | 10 (PostgreSQL connections per node, 1-1,000) |
 * | GAME_CREATION_LIMIT | 60 (games per client address and window, 1-1,000,000) |
 * | GAME_CREATION_WINDOW_SECONDS | 600 (1-86,400) |
 * | SESSION_IDLE_MINUTES | 120 (1-10,080) |
 * | SESSION_ABSOLUTE_HOURS | 168, seven days (1-8,760) |
 * | AI_BASE_URL | the provider's OpenAI-compatible API (https://api.groq.com/openai/v1) |
 * | AI_API_KEY | none: the AI helper says it is not configured |
 * | AI_MODELS | the spec's eight identifiable models, comma-separated |
 * | AI_DEFAULT_MODEL | openai/gpt-oss-120b (the first of AI_MODELS) |
 * | AI_LIMITS_URL | the provider's rate-limits page |
 * | AI_DAILY_TOKENS | 50,000 (tokens per user and day, 1-100,000,000) |
 * | AI_REQUESTS_PER_MINUTE | 10 (per user, 1-10,000) |
 * | AI_TIMEOUT_SECONDS | 60 (1-110) |
 * | AI_MAX_RETRIES | 0 (0-5) |
 * | AUDIO_RECORDINGS_DIR | none: every chapter is synthesized |
 * | AUDIO_RECORDINGS_NAME | none: the player says « Enregistrement » for a recording (its name otherwise, as « Bible audio, lue par … ») |
 * | AUDIO_CACHE_DIR | `<repo>/data/audio-cache` |
 * | AUDIO_WORKERS | the cores but one, at least 1 (1-64) |
 * | AUDIO_CACHE_MIN_FREE_MB | 200 (0-1,000,000) |
 * | AUDIO_MAX_SYNTHESES | 4 × AUDIO_WORKERS, at least 12 (1-10,000): chapters synthesized at once; a new one beyond is 503 |
 * | SPEECH_API_KEY | none: eSpeak NG reads every chapter; set, the speech provider does (eSpeak NG when it fails) |
 * | SPEECH_BASE_URL | the provider's OpenAI-compatible API (https://api.openai.com/v1) |
 * | SPEECH_MODEL | gpt-4o-mini-tts |
 * | SPEECH_VOICE | alloy |
 * | SPEECH_CONCURRENCY | 4 (1-64): the provider's requests in flight at most, per server |
 * | SPEECH_TIMEOUT_SECONDS | 30 (1-300): one segment's request |
 * | ALLOWED_ORIGINS | * (any origin); or origins separated by commas, as `https://eglise.example.org,http://localhost:4100` |
 * | SITE_URL | none: each request's own origin (its Host header, when it is a plain host name) |
 *
 * @example
 * loadConfig({ PORT: '8080' }).port // 8080
 * loadConfig({ PORT: 'abc' })       // throws "Invalid PORT: "abc" is not a port number …"
 */
export function loadConfig(env: Env = process.env): Config {
  const databasePath = readPath(env, 'DATABASE_PATH', path.join(REPO_ROOT, 'data', 'parole.sqlite'));
  return {
    port: readPort(env, 'PORT', 3000),
    host: read(env, 'HOST') ?? 'localhost',
    databasePath,
    usfmDir: readPath(env, 'BIBLE_USFM_DIR', path.resolve(REPO_ROOT, '..', 'shared', 'bible', 'lsg1910')),
    webRoot: readPath(env, 'WEB_ROOT', path.join(REPO_ROOT, 'packages', 'host', 'dist')),
    widgetsRoot: readPath(env, 'WIDGETS_ROOT', path.join(REPO_ROOT, 'packages', 'widgets', 'dist')),
    publicSourceMaps: readSwitch(env, 'PUBLIC_SOURCE_MAPS', false),
    trustedProxies: readProxies(env, 'TRUSTED_PROXIES'),
    translation: {
      name: read(env, 'BIBLE_TRANSLATION_NAME') ?? 'Louis Segond 1910',
      copyright: read(env, 'BIBLE_COPYRIGHT') ?? 'Louis Segond 1910 — domaine public',
    },
    contact: readEmail(env, 'CONTACT_EMAIL', 'contact@example.org'),
    searchCacheEntries: readCount(env, 'SEARCH_CACHE_ENTRIES', 500, 100_000),
    searchWorkers: readCount(env, 'SEARCH_WORKERS', defaultSearchWorkers(), 16),
    searchQueueLength: readCount(env, 'SEARCH_QUEUE_LENGTH', 64, 100_000, 1),
    http: {
      headersTimeoutSeconds: readCount(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10, 300, 1),
      requestTimeoutSeconds: readCount(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 30, 3_600, 1),
    },
    shutdownTimeoutSeconds: readCount(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 3_600, 1),
    // GAMES_DATABASE_PATH: the name of the quiz's file before it held every feature's state.
    stateDatabasePath: readPath(
      env,
      read(env, 'STATE_DATABASE_PATH') === undefined && read(env, 'GAMES_DATABASE_PATH') !== undefined ? 'GAMES_DATABASE_PATH' : 'STATE_DATABASE_PATH',
      path.join(path.dirname(databasePath), 'state.sqlite'),
    ),
    postgres: readPostgres(env),
    // A youth group behind one church's address must be able to play: 60 games in 10 minutes.
    gameCreationLimit: readCount(env, 'GAME_CREATION_LIMIT', 60, 1_000_000, 1),
    gameCreationWindowSeconds: readCount(env, 'GAME_CREATION_WINDOW_SECONDS', 600, 86_400, 1),
    // OWASP ASVS 3.3.2 asks that a session end; two hours idle and seven days at most
    // suit a reading site whose logged-in part is the AI helper (docs/decisions/accounts.md).
    sessionIdleMinutes: readCount(env, 'SESSION_IDLE_MINUTES', 120, 10_080, 1),
    sessionAbsoluteHours: readCount(env, 'SESSION_ABSOLUTE_HOURS', 168, 8_760, 1),
    ai: readAi(env),
    audio: readAudio(env),
    allowedOrigins: readOrigins(env, 'ALLOWED_ORIGINS'),
    siteUrl: readSiteUrl(env, 'SITE_URL'),
  };
}
