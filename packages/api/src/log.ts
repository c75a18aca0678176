/**
 * The server's log (issue 50): one JSON line per event on stdout, through
 * pino — `{"level":"info","time":"2026-11-29T08:30:00.000Z","pid":…,
 * "hostname":…,"msg":"request","id":…,"method":"GET","route":"/api/lire/:book/:chapter","status":200,"ms":1.2}`.
 *
 * Why pino rather than our own lines or another logger: it writes JSON lines
 * by default (what journald, Loki, Elasticsearch or `jq` read without a
 * parser of ours), it is the fastest of Node's loggers (a line costs a few
 * microseconds, a level turned off nothing), its error serializer writes an
 * error with its cause chain on the line, and it is kept by a team that has
 * kept it since 2016 (Fastify's logger). Its transports (worker threads)
 * are not used: lines are written synchronously to stdout (request lines
 * a second or 8 KB at a time: batchedRequestLines), so none is lost when the
 * process exits.
 *
 * In a terminal (stdout a TTY: `npm run serve` by hand) the same events are
 * printed as short readable lines instead (prettyLines below: a dozen lines
 * rather than pino-pretty and its dependencies, in production or not).
 */
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The levels LOG_LEVEL accepts, from the most to the least said (`silent`: nothing). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogOptions {
  /** The least severe level written (LOG_LEVEL; `info` by default). */
  level?: LogLevel;
  /** Where the lines go: stdout by default (pretty when it is a terminal). */
  destination?: DestinationStream;
}

/**
 * The server's logger.
 * @example const log = createLogger({ level: 'info' }); log.info({ url }, 'listening');
 * @example const lines: string[] = []; const log = createLogger({ destination: { write: (line) => void lines.push(line) } });
 */
export function createLogger({ level = 'info', destination }: LogOptions = {}): Logger {
  return pino(
    {
      level,
      // The level's name and an ISO time: read by a person as well as by a tool.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      // An error as one JSON object on the line: type, message, stack (escaped, so one line) and its causes.
      serializers: { err: pino.stdSerializers.errWithCause },
    },
    destination ?? (process.stdout.isTTY ? prettyLines((line) => process.stdout.write(line)) : batchedRequestLines(1)),
  );
}

/** What each batching destination has kept, written when the process exits (one listener for them all). */
const flushAtExit = new Set<() => void>();

/** How many bytes of request lines are kept before they are written: a few dozen requests. */
const REQUEST_BATCH_BYTES = 8192;
/** At most this long before kept request lines are written, on a quiet server too. */
const REQUEST_BATCH_MS = 1000;

/**
 * Stdout for the server's lines, written synchronously, except the request
 * lines (one per request, `"msg":"request"`), which are written together
 * once 8 KB of them are kept or a second has passed, and before any other
 * line (so the order is kept) and at exit. A write per request line cost the
 * chapter endpoint a third of its CPU per request on the bench's machine
 * (docs/performance.md, "Chapter endpoint"); an event (start, error,
 * shutdown) is never held back, so what watches for it sees it at once.
 * @example createLogger({ destination: batchedRequestLines(1) })
 */
export function batchedRequestLines(fd: number): DestinationStream {
  let kept: string[] = [];
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (kept.length === 0) return;
    const text = kept.join('');
    kept = [];
    bytes = 0;
    writeAll(fd, text);
  };
  if (flushAtExit.size === 0) process.once('exit', () => flushAtExit.forEach((f) => f()));
  flushAtExit.add(flush);
  return {
    write(line: string) {
      if (!line.includes('"msg":"request"')) {
        flush();
        writeAll(fd, line);
        return;
      }
      kept.push(line);
      bytes += line.length;
      if (bytes >= REQUEST_BATCH_BYTES) flush();
      else if (!timer) {
        timer = setTimeout(flush, REQUEST_BATCH_MS);
        timer.unref();
      }
    },
  };
}

/** Writes the whole text to a file descriptor, retrying what a pipe took only in part or refused for a moment. */
function writeAll(fd: number, text: string): void {
  let buffer = Buffer.from(text);
  while (buffer.length > 0) {
    try {
      buffer = buffer.subarray(writeSync(fd, buffer));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
    }
  }
}

/**
 * A logger writing each JSON line through console.error: the app's default
 * when no logger is given (tools, tests through app.request(), which watch
 * console.error).
 * @example createApp({ db, config, log: consoleLogger() })
 */
export function consoleLogger(level: LogLevel = 'info'): Logger {
  return createLogger({ level, destination: { write: (line) => console.error(line.trimEnd()) } });
}

/** The fields a line holds beside the event's own, not repeated by prettyLines. */
const ENVELOPE = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

/**
 * A destination that prints pino's JSON lines as `08:30:00 INFO  msg key=value`
 * (an error with its stack below), for a person at a terminal.
 * @example createLogger({ destination: prettyLines((line) => process.stdout.write(line)) })
 */
export function prettyLines(write: (line: string) => void): DestinationStream {
  return {
    write(json: string) {
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(json) as Record<string, unknown>;
      } catch {
        write(json);
        return;
      }
      const time = typeof event.time === 'string' ? event.time.slice(11, 19) : '';
      const fields = Object.entries(event)
        .filter(([key]) => !ENVELOPE.has(key) && key !== 'err')
        .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      const err = event.err as { stack?: string; message?: string } | undefined;
      const stack = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
      write(`${time} ${String(event.level).toUpperCase().padEnd(5)} ${String(event.msg ?? '')}${fields.length ? ` ${fields.join(' ')}` : ''}${stack}\n`);
    },
  };
}

/** How long a burst of one failure is summed up (the first line, then one "N more like it"). */
export const BURST_WINDOW_MS = 10_000;

/** Logs a failure, summing up its repeats: see bursts(). */
export interface BurstLog {
  (level: Extract<Level, 'warn' | 'error'>, key: string, fields: object, msg: string): void;
  /** Writes the summaries still open (at shutdown). */
  flush(): void;
}

/**
 * A failure that repeats (PostgreSQL down: every request that needs the
 * state fails alike, 380 lines a node for a 12 s outage before issue 50) is
 * logged once, then summed up: the first event of `key` is written, its
 * repeats within `windowMs` are counted, and when the window closes one
 * line says "N more like it in the last 10 s" (none when there were none).
 * The next event after that opens a new window.
 * @example const burst = bursts(log); burst('error', 'state:/api/jeu', { err }, 'the state database is unavailable');
 */
export function bursts(log: Logger, windowMs = BURST_WINDOW_MS): BurstLog {
  const open = new Map<string, { count: number; level: 'warn' | 'error'; msg: string; timer: NodeJS.Timeout }>();
  const close = (key: string) => {
    const burst = open.get(key);
    if (!burst) return;
    open.delete(key);
    clearTimeout(burst.timer);
    if (burst.count > 0) {
      log[burst.level]({ repeated: burst.count, key }, `${burst.count} more like it in the last ${Math.round(windowMs / 1000)} s: ${burst.msg}`);
    }
  };
  const burst = ((level, key, fields, msg) => {
    const seen = open.get(key);
    if (seen) {
      seen.count++;
      return;
    }
    log[level](fields, msg);
    const timer = setTimeout(() => close(key), windowMs);
    timer.unref();
    open.set(key, { count: 0, level, msg, timer });
  }) as BurstLog;
  burst.flush = () => {
    for (const key of [...open.keys()]) close(key);
  };
  return burst;
}

/** What X-Request-Id may hold when a trusted proxy sends it: nginx's $request_id (32 hex digits), a UUID, and the like. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: `forwarded` (the X-Request-Id header) when the request
 * came from a trusted proxy and it is a plain token, else a new UUID.
 * @example requestId('4f2a…', true) // '4f2a…'
 * @example requestId('4f2a…', false) // a new UUID: anyone else could write any id
 */
export function requestId(forwarded: string | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && forwarded !== undefined && REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
}
