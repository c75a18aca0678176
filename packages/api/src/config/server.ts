/**
 * The server's process: where it listens, the built files it serves, whom
 * it believes about the client (TRUSTED_PROXIES), how slow a client may be,
 * and how long it waits at shutdown.
 */
import path from 'node:path';
import { LOG_LEVELS, type LogLevel } from '../log.js';
import { trustedProxies } from '../proxy.js';
import { listOf, read, readCount, readPath, readPort, readSwitch, REPO_ROOT, type Env } from './env.js';

/** Limits on a client's slowness (docs/security.md, "Slow clients"). */
export interface HttpConfig {
  /** A connection that has not sent a request's complete headers this long after it opened (or after its previous answer) is cut. */
  headersTimeoutSeconds: number;
  /** A request whose headers and body have not all arrived this long after it began is cut (408). */
  requestTimeoutSeconds: number;
}

export interface ServerConfig {
  /** TCP port to listen on (0 lets the system choose). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Built site (vite output) served with history-mode fallback, when it exists. */
  webRoot: string;
  /** Built embeddable widget bundles served under /widgets/, when it exists. */
  widgetsRoot: string;
  /**
   * Whether the embed's source maps (/widgets/**.js.map) are served: off by
   * default, as they show the whole source to anyone (a debugging aid to
   * turn on where wanted).
   */
  publicSourceMaps: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
   * believed (addresses or CIDR ranges, proxy.ts); none by default: the
   * socket tells the client's address and the scheme.
   */
  trustedProxies: readonly string[];
  /** Slow clients: how long a connection may take to send its headers, and its whole request (packages/server/src/server.ts). */
  http: HttpConfig;
  /**
   * On SIGTERM or SIGINT, how long the server waits for the requests being
   * answered before it cuts them and exits (packages/server/src/server.ts; docs/security.md, "Faults").
   */
  shutdownTimeoutSeconds: number;
  /**
   * The least severe level the log writes (LOG_LEVEL: trace, debug, info,
   * warn, error, fatal or silent; info by default: a line per request, the
   * start and stop, warnings and errors; debug adds the probes' requests).
   * One JSON line per event on stdout, readable lines in a terminal (log.ts).
   */
  logLevel: LogLevel;
  /**
   * Who may read GET /metrics (METRICS_ALLOWED: addresses or CIDR ranges,
   * loopback by default): the client's address, behind trusted proxies the
   * forwarded one. Anyone else gets a 404.
   */
  metricsAllowed: readonly string[];
}

/** LOG_LEVEL, one of LOG_LEVELS (any case). */
function readLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`Invalid LOG_LEVEL: "${raw}" is not one of ${LOG_LEVELS.join(', ')}.`);
  return raw as LogLevel;
}

/** Addresses or CIDR ranges separated by commas (TRUSTED_PROXIES, METRICS_ALLOWED), each checked (proxy.ts). */
function readAddresses(env: Env, name: string, fallback = ''): string[] {
  const entries = listOf(read(env, name) ?? fallback);
  trustedProxies(entries, name);
  return entries;
}

/**
 * PORT, HOST, WEB_ROOT, WIDGETS_ROOT, PUBLIC_SOURCE_MAPS, TRUSTED_PROXIES,
 * HTTP_HEADERS_TIMEOUT_SECONDS, HTTP_REQUEST_TIMEOUT_SECONDS,
 * SHUTDOWN_TIMEOUT_SECONDS, LOG_LEVEL and METRICS_ALLOWED (their defaults: loadConfig, config.ts).
 * @example readServer({ PORT: '8080' }).port // 8080
 */
export function readServer(env: Env): ServerConfig {
  return {
    port: readPort(env, 'PORT', 3000),
    host: read(env, 'HOST') ?? 'localhost',
    webRoot: readPath(env, 'WEB_ROOT', path.join(REPO_ROOT, 'packages', 'host', 'dist')),
    widgetsRoot: readPath(env, 'WIDGETS_ROOT', path.join(REPO_ROOT, 'packages', 'widgets', 'dist')),
    publicSourceMaps: readSwitch(env, 'PUBLIC_SOURCE_MAPS', false),
    trustedProxies: readAddresses(env, 'TRUSTED_PROXIES'),
    http: {
      headersTimeoutSeconds: readCount(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10, 300, 1),
      requestTimeoutSeconds: readCount(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 30, 3_600, 1),
    },
    shutdownTimeoutSeconds: readCount(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 3_600, 1),
    logLevel: readLogLevel(env),
    metricsAllowed: readAddresses(env, 'METRICS_ALLOWED', '127.0.0.1,::1'),
  };
}
