/**
 * Server configuration, read once from the environment: the one entry every
 * caller uses (`loadConfig()`, `Config`). Each concern reads its own
 * variables in config/: the server's process (server.ts), the web's origins
 * (origins.ts), where the data lives (storage.ts), the Bible's text
 * (bible.ts), the search (search.ts), what one visitor may do (limits.ts),
 * the AI helper (ai.ts) and chapter audio (audio.ts), each with the readers
 * of env.ts. Defaults are resolved from the repository's location, not the
 * current directory (config/env.ts).
 */
import { readAi, type AiConfig } from './config/ai.js';
import { readAudio, type AudioConfig } from './config/audio.js';
import { readBible, type BibleConfig } from './config/bible.js';
import type { Env } from './config/env.js';
import { readLimits, type LimitsConfig } from './config/limits.js';
import { readOrigins, type OriginsConfig } from './config/origins.js';
import { readSearch, type SearchConfig } from './config/search.js';
import { readServer, type ServerConfig } from './config/server.js';
import { readStorage, type StorageConfig } from './config/storage.js';

export { DEFAULT_AI_MODELS, type AiConfig } from './config/ai.js';
export { defaultAudioWorkers, defaultMaxSyntheses, type AudioConfig, type SpeechProviderConfig } from './config/audio.js';
export type { TranslationConfig } from './config/bible.js';
export { REPO_ROOT } from './config/env.js';
export type { AllowedOrigins } from './config/origins.js';
export { defaultSearchWorkers } from './config/search.js';
export type { HttpConfig } from './config/server.js';
export type { PostgresConfig } from './config/storage.js';

/** Every setting of the server, each concern's fields side by side. */
export interface Config extends ServerConfig, StorageConfig, BibleConfig, SearchConfig, LimitsConfig, OriginsConfig {
  /** The AI helper's provider (any OpenAI-compatible API) and what users may ask of it. */
  ai: AiConfig;
  /** Chapter audio: recordings, the synthesis cache and its threads (docs/decisions/audio.md). */
  audio: AudioConfig;
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
 * | BIBLE_DARBY_DIR | `darby` beside BIBLE_USFM_DIR's folder, when it is there (Darby 1885, `traduction=darby`) |
 * | BIBLE_MARTIN_DIR | `martin1744` beside BIBLE_USFM_DIR's folder, when it is there (Martin 1744, `traduction=martin`) |
 * | BIBLE_TRANSLATIONS_FILE | none: a JSON file of more translations, or of another name, year, copyright or folder for these (docs/deployment.md, "Translations") |
 * | CROSS_REFERENCES_FILE | `crossrefs/openbible/cross_references.txt` of the shared folder holding BIBLE_USFM_DIR's, when it is there (OpenBible.info's cross references, issue 43; none: GET /api/references answers 503) |
 * | CONTACT_EMAIL | contact@example.org |
 * | SEARCH_CACHE_ENTRIES | 500 |
 * | SEARCH_WORKERS | the cores but one, 1 or 2 (0-16; 0 searches on the event loop) |
 * | SEARCH_QUEUE_LENGTH | 64 (1-100,000) |
 * | HTTP_HEADERS_TIMEOUT_SECONDS | 10 (1-300) |
 * | HTTP_REQUEST_TIMEOUT_SECONDS | 30 (1-3,600) |
 * | SHUTDOWN_TIMEOUT_SECONDS | 10 (1-3,600): the longest wait for the requests being answered on SIGTERM |
 * | METRICS_ALLOWED | 127.0.0.1,::1 (addresses or CIDR ranges that may read GET /metrics; anyone else gets 404) |
 * | LOG_LEVEL | info (trace, debug, info, warn, error, fatal, silent): one JSON line per event on stdout, readable lines in a terminal (log.ts) |
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
  return {
    ...readServer(env),
    ...readStorage(env),
    ...readBible(env),
    ...readSearch(env),
    ...readLimits(env),
    ai: readAi(env),
    audio: readAudio(env),
    ...readOrigins(env),
  };
}
