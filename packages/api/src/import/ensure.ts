/**
 * Makes sure the database file matches the USFM source, building it when it
 * is missing, stale or damaged. The build goes to a temporary file in the
 * same directory, synced to disk and renamed over the target only when
 * complete, the directory then synced: a crash, a SIGKILL or a
 * failed check mid-build leaves the previous database untouched, and the
 * next start removes the temporary file and builds again.
 *
 * The file is derived from the text, so a damaged one is rebuilt rather
 * than refused: one that is not a database (random bytes) or is shorter
 * than its header says (a truncated copy). Damage inside its pages is not
 * looked for at each start (PRAGMA quick_check costs about half a second):
 * delete the file to have it rebuilt (docs/security.md, "Faults").
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { readMeta } from '../db/meta.js';
import { Database } from '../db/sqlite.js';
import { textTables } from '../db/tables.js';
import { importBible } from './bible.js';
import { buildDatabase, SCHEMA_VERSION, type TextToBuild } from './build.js';
import { isProcessAlive, renameDurably } from '../fs-durable.js';
import { promiseMemo } from '../memo.js';
import { importerCodeHash, readUsfmDir, sourceFingerprint, translationFiles, type UsfmFile } from './source.js';
import { importTranslation } from './translation.js';

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

/** The translations of a build beyond Louis Segond 1910's (config.translations but the first). */
type OtherTranslations = ReadonlyArray<Pick<Config['translations'][number], 'id' | 'usfmDir' | 'usfmSetting'>>;

/**
 * Builds `config.databasePath` from `config.usfmDir` (Louis Segond 1910) and
 * the folders of `config.translations`' others (issue 41; Segond's alone
 * without them) unless the file exists with the current source fingerprint
 * (then it only reads the sources and returns). Throws, leaving any previous
 * file intact, when a source fails the importer's checks, Segond's first.
 *
 * @example
 * await ensureDatabase(loadConfig()); // { built: false, … } when up to date
 */
export function ensureDatabase(
  config: Pick<Config, 'databasePath' | 'usfmDir'> & Partial<Pick<Config, 'translations'>>,
  options: EnsureOptions = {},
): Promise<EnsureResult> {
  const target = path.resolve(config.databasePath);
  const others = (config.translations ?? []).slice(1);
  return inFlight(target, () => ensure(target, config.usfmDir, others, options.log ?? console.log));
}

async function ensure(target: string, usfmDir: string, others: OtherTranslations, log: (line: string) => void): Promise<EnsureResult> {
  const start = performance.now();
  const [files, code] = await Promise.all([readUsfmDir(usfmDir), importerCodeHash()]);
  // One after the other, Segond's first: a fault is named in the order of the configuration.
  const otherFiles: UsfmFile[][] = [];
  for (const t of others) otherFiles.push(await readUsfmDir(t.usfmDir, t.usfmSetting));
  const fingerprint = sourceFingerprint([...files, ...others.flatMap((t, i) => translationFiles(t.id, otherFiles[i]!))], `${SCHEMA_VERSION}:${code}`);
  if ((await currentFingerprint(target)) === fingerprint) {
    return { built: false, fingerprint, ms: performance.now() - start };
  }

  log(`Building the Bible database ${target} from ${[usfmDir, ...others.map((t) => t.usfmDir)].join(', ')}…`);
  const dir = path.dirname(target);
  const tmp = `${target}.tmp-${process.pid}`;
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    // Whatever the code (a recursive mkdir on a read-only file system says ENOENT): the folder cannot be made.
    throw unwritable(target, err, true);
  }
  try {
    await removeStaleTemporaryFiles(target);
    await rm(tmp, { force: true });
  } catch (err) {
    throw unwritable(target, err);
  }
  try {
    let books;
    try {
      books = importBible(files);
    } catch (err) {
      throw new Error(`${(err as Error).message}: the USFM source in ${usfmDir} was refused. Fix the file, or set BIBLE_USFM_DIR to the folder of the Bible's USFM files.`, { cause: err });
    }
    const texts: TextToBuild[] = others.map((t, i) => {
      try {
        return { tables: textTables(t.id), books: importTranslation(t.id, otherFiles[i]!) };
      } catch (err) {
        throw new Error(`${(err as Error).message}: the USFM source in ${t.usfmDir} was refused. Fix the file, or set ${t.usfmSetting} to the folder of the translation's USFM files.`, { cause: err });
      }
    });
    const db = await Database.open(tmp);
    try {
      await buildDatabase(db, { books, others: texts, fingerprint });
    } finally {
      await db.close();
    }
    // Written without SQLite's syncs (build.ts): on disk before it has its name, and the name on disk after.
    await renameDurably(tmp, target, { syncFolder: true });
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw unwritable(target, err);
  }
  const ms = performance.now() - start;
  log(`Built ${path.basename(target)} in ${(ms / 1000).toFixed(1)} s.`);
  return { built: true, fingerprint, ms };
}

/**
 * The fingerprint recorded in `file`, or undefined when it is missing,
 * unreadable, not a database, or shorter than its header says (truncated).
 */
async function currentFingerprint(file: string): Promise<string | undefined> {
  if (!existsSync(file)) return undefined;
  let db: Database | undefined;
  try {
    db = await Database.open(file, { readonly: true });
    const [{ page_count }] = await db.query<{ page_count: number }>('PRAGMA page_count');
    const [{ page_size }] = await db.query<{ page_size: number }>('PRAGMA page_size');
    // Truncated: rebuild over it. (The meta table is written last, so a cut file usually fails to read it too; this does not rely on that order.)
    if ((await stat(file)).size < page_count * page_size) return undefined;
    return await readMeta(db, 'fingerprint');
  } catch {
    return undefined; // not a database: rebuild over it
  } finally {
    await db?.close();
  }
}

/**
 * A failed build's error; a folder the server may not write or a full disk
 * says which file and what to do.
 */
function unwritable(target: string, err: unknown, folder = false): unknown {
  const code = String((err as NodeJS.ErrnoException)?.code ?? '');
  const detail = err instanceof Error ? err.message : String(err);
  if (folder || ['EACCES', 'EPERM', 'EROFS', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM'].includes(code)) {
    return new Error(
      `Cannot build the Bible database ${target}: its folder cannot be written (${detail}). Make it writable by the server's user, or set DATABASE_PATH to a writable place.`,
    );
  }
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') {
    return new Error(`Cannot build the Bible database ${target}: the disk is full (${detail}). Free some space (the build needs about 30 MB a translation: 90 MB for the three), then start again.`);
  }
  return err;
}

/** Removes `<target>.tmp-<pid>` files left by builds whose process is gone. */
async function removeStaleTemporaryFiles(target: string): Promise<void> {
  const prefix = `${path.basename(target)}.tmp-`;
  const dir = path.dirname(target);
  for (const name of await readdir(dir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid)) continue; // another build is running
    await rm(path.join(dir, name), { force: true });
  }
}
