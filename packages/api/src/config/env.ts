/**
 * Reading the environment: the one reader of each kind of setting that
 * every concern of the configuration uses (a port, a path, a whole number
 * in a range, a yes/no, a URL, an e-mail address, a list), each throwing an
 * Error that names the variable, so that a misconfigured server refuses to
 * start.
 *
 * Every default is resolved from this module's own location rather than the
 * current directory, so `tsx packages/server/src/server.ts`, the test runner and
 * the benchmark find the same files whatever directory they are started from.
 * Relative paths given in the environment are, as usual, relative to the
 * current directory.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Root of the repository (this file is packages/api/src/config/env.ts), with its trailing
 * separator. From the file's path, not `new URL(…, import.meta.url)`: under a jsdom test the
 * global URL is jsdom's, which Node's fileURLToPath refuses (tests/bundle/built-library.test.ts
 * reads the widgets' build through site-build.ts).
 */
export const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', path.sep);

/** The environment, as `process.env` is. */
export type Env = Record<string, string | undefined>;

/**
 * The value of `name`, or undefined when unset or empty (an empty variable means "use the default").
 * @example read({ HOST: ' ' }, 'HOST') // undefined
 */
export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The values of a comma-separated setting, trimmed, empty ones dropped.
 * @example listOf('a, b ,, c') // ['a', 'b', 'c']
 */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * A yes/no setting: `true`/`1`/`yes` or `false`/`0`/`no` (any case); anything else stops the server.
 * @example readSwitch({ AUDIO_WARM_UP: 'no' }, 'AUDIO_WARM_UP', true) // false
 */
export function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(?:true|1|yes)$/i.test(raw)) return true;
  if (/^(?:false|0|no)$/i.test(raw)) return false;
  throw new Error(`Invalid ${name}: "${raw}" is neither true nor false.`);
}

/**
 * A TCP port, 0 to 65535.
 * @example readPort({ PORT: '8080' }, 'PORT', 3000) // 8080
 */
export function readPort(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new Error(`Invalid ${name}: "${raw}" is not a port number (an integer from 0 to 65535).`);
  }
  return Number(raw);
}

/**
 * A path, made absolute from the current directory.
 * @example readPath({ DATABASE_PATH: 'tmp/x.sqlite' }, 'DATABASE_PATH', '/srv/bible.sqlite') // '<cwd>/tmp/x.sqlite'
 */
export function readPath(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  return raw === undefined ? fallback : path.resolve(raw);
}

/**
 * A whole number from `min` to `max`.
 * @example readCount({ SEARCH_QUEUE_LENGTH: '8' }, 'SEARCH_QUEUE_LENGTH', 64, 100_000, 1) // 8
 */
export function readCount(env: Env, name: string, fallback: number, max: number, min = 0): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max || Number(raw) < min) {
    throw new Error(`Invalid ${name}: "${raw}" is not a whole number from ${min} to ${max}.`);
  }
  return Number(raw);
}

/**
 * An e-mail address, loosely checked.
 * @example readEmail({}, 'CONTACT_EMAIL', 'contact@example.org') // 'contact@example.org'
 */
export function readEmail(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  // Deliberately loose: it is shown as a mailto: link, not used to send mail.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) {
    throw new Error(`Invalid ${name}: "${raw}" is not an e-mail address.`);
  }
  return raw;
}

/**
 * An http(s) URL, as written.
 * @example readUrl({}, 'AI_BASE_URL', 'https://api.groq.com/openai/v1') // 'https://api.groq.com/openai/v1'
 */
export function readUrl(env: Env, name: string, fallback: string): string {
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
