/**
 * Makes sure the database file matches the USFM source, building it when it
 * is missing or stale. The build goes to a temporary file in the same
 * directory, renamed over the target only when complete: a crash or a failed
 * check mid-build leaves the previous database untouched.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { readMeta } from '../db/meta.js';
import { Database } from '../db/sqlite.js';
import { importBible } from './bible.js';
import { buildDatabase, SCHEMA_VERSION } from './build.js';
import { promiseMemo } from '../memo.js';
import { importerCodeHash, readUsfmDir, sourceFingerprint } from './source.js';

export interface EnsureResult {
  /** True when the database was (re)built by this call. */
  built: boolean;
  fingerprint: string;
  /** Time spent, in milliseconds. */
  ms: number;
}

export interface EnsureOptions {
  /** Where the one-line build report goes. */
  log?: (line: string) => void;
}

/** Builds in flight in this process, by target path: concurrent callers share one. */
const inFlight = promiseMemo<string, EnsureResult>({ keep: 'none' });

/**
 * Builds `config.databasePath` from `config.usfmDir` unless the file exists
 * with the current source fingerprint (then it only reads the source and
 * returns). Throws, leaving any previous file intact, when the source fails
 * the importer's checks.
 *
 * @example
 * await ensureDatabase(loadConfig()); // { built: false, … } when up to date
 */
export function ensureDatabase(
  config: Pick<Config, 'databasePath' | 'usfmDir'>,
  options: EnsureOptions = {},
): Promise<EnsureResult> {
  const target = path.resolve(config.databasePath);
  return inFlight(target, () => ensure(target, config.usfmDir, options.log ?? console.log));
}

async function ensure(target: string, usfmDir: string, log: (line: string) => void): Promise<EnsureResult> {
  const start = performance.now();
  const [files, code] = await Promise.all([readUsfmDir(usfmDir), importerCodeHash()]);
  const fingerprint = sourceFingerprint(files, `${SCHEMA_VERSION}:${code}`);
  if ((await currentFingerprint(target)) === fingerprint) {
    return { built: false, fingerprint, ms: performance.now() - start };
  }

  log(`Building the Bible database ${target} from ${usfmDir}…`);
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  await removeStaleTemporaryFiles(target);
  const tmp = `${target}.tmp-${process.pid}`;
  await rm(tmp, { force: true });
  try {
    const books = importBible(files);
    const db = await Database.open(tmp);
    try {
      await buildDatabase(db, { books, fingerprint });
    } finally {
      await db.close();
    }
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  const ms = performance.now() - start;
  log(`Built ${path.basename(target)} in ${(ms / 1000).toFixed(1)} s.`);
  return { built: true, fingerprint, ms };
}

/** The fingerprint recorded in `file`, or undefined when it is missing or unreadable. */
async function currentFingerprint(file: string): Promise<string | undefined> {
  if (!existsSync(file)) return undefined;
  let db: Database | undefined;
  try {
    db = await Database.open(file, { readonly: true });
    return await readMeta(db, 'fingerprint');
  } catch {
    return undefined; // not a database: rebuild over it
  } finally {
    await db?.close();
  }
}

/** Removes `<target>.tmp-<pid>` files left by builds whose process is gone. */
async function removeStaleTemporaryFiles(target: string): Promise<void> {
  const prefix = `${path.basename(target)}.tmp-`;
  const dir = path.dirname(target);
  for (const name of await readdir(dir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue; // another build is running
    await rm(path.join(dir, name), { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
