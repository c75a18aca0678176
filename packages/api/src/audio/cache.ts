/**
 * The folder of synthesized chapters (AUDIO_CACHE_DIR, `data/audio-cache`
 * by default): `{book}/{chapter}.{key}.mp3`, where the key is a hash of what
 * was spoken and how (the chapter's script and settings.ts), and beside it
 * its verse timings, `{book}/{chapter}.{key}.vtt` (timings.ts), written
 * before the audio is renamed into place. A new text or new settings make
 * new files: an old file is never served for a changed chapter, and its
 * entity tag is its key.
 *
 * Each translation has its own (issue 41): Louis Segond 1910's chapters are
 * where they always were, `{book}/…`; another translation's under its id,
 * `darby/{book}/{chapter}.{key}.mp3` (`of`), in its own numbering, so that
 * making one translation's chapter never replaces another's (a chapter's
 * older files are removed when a new one is complete).
 *
 * A file is written under a temporary name in the same folder and renamed
 * when complete, so a crash, a killed synthesis or a full disk never leaves
 * a file that could be served half-written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, rm, stat, statfs, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_TRANSLATION } from '@parole/bible';
import { isProcessAlive, renameDurably } from '../fs-durable.js';
import { SPEECH } from './settings.js';

/**
 * A cache file's key: the first 20 characters of a SHA-256 over the
 * settings, the speech provider's model and voice when it spoke (none for
 * eSpeak NG), and the segments.
 */
export function audioKey(segments: readonly string[], voice?: { model: string; voice: string }): string {
  const hash = createHash('sha256').update(JSON.stringify(SPEECH));
  if (voice) hash.update('\0provider\0').update(JSON.stringify([voice.model, voice.voice]));
  for (const s of segments) hash.update('\0').update(s);
  return hash.digest('base64url').slice(0, 20);
}

/**
 * A temporary file's name: `.{chapter}.{key}.{pid}-{random}.part`, never a
 * name the server serves; the pid is the writing process's.
 */
const PART = /^\..+\.part$/;

/** The writing process's id in a temporary file's name. */
const PART_PID = /\.(\d+)-[0-9a-f]{12}\.part$/;

/**
 * Temporary files older than this are left by a process that stopped; they
 * are removed at start, as are those whose process is gone.
 */
const STALE_PART_MS = 60 * 60 * 1000;

export interface CachedFile {
  path: string;
  size: number;
}

/** A file being written: bytes in order, then `commit()` renames it into place, or `discard()` removes it. */
export interface CacheWriter {
  write(bytes: Uint8Array): Promise<void>;
  commit(): Promise<CachedFile>;
  discard(): Promise<void>;
}

export interface AudioCacheOptions {
  dir: string;
  /** Free bytes the disk must keep: below, no new synthesis starts (507). */
  minFreeBytes: number;
}

/** The cache's disk is full (or would be): nothing new is synthesized until there is room. */
export class CacheFullError extends Error {
  override name = 'CacheFullError';
}

/** A translation's folder inside the cache: its id (TRANSLATION_ID_PATTERN of the contract), never a book's number. */
const TRANSLATION_FOLDER = /^[a-z][a-z0-9]{1,15}$/;

export class AudioCache {
  readonly dir: string;
  private readonly minFreeBytes: number;
  /** Each other translation's cache, made on first use. */
  private readonly translations = new Map<string, AudioCache>();

  constructor({ dir, minFreeBytes }: AudioCacheOptions) {
    this.dir = dir;
    this.minFreeBytes = minFreeBytes;
  }

  /**
   * The cache of a translation's chapters: this one for Louis Segond 1910
   * (its files stay where they always were), else the folder named by its id.
   * @example cache.of('darby').pathOf(19, 117, key) // '{dir}/darby/19/117.{key}.mp3'
   */
  of(translation: string): AudioCache {
    if (translation === DEFAULT_TRANSLATION) return this;
    if (!TRANSLATION_FOLDER.test(translation)) throw new Error(`Invalid translation id "${translation}"`);
    let cache = this.translations.get(translation);
    if (!cache) {
      cache = new AudioCache({ dir: path.join(this.dir, translation), minFreeBytes: this.minFreeBytes });
      this.translations.set(translation, cache);
    }
    return cache;
  }

  /** `{dir}/{book}/{chapter}.{key}.mp3` */
  pathOf(book: number, chapter: number, key: string): string {
    return path.join(this.dir, String(book), `${chapter}.${key}.mp3`);
  }

  /** `{dir}/{book}/{chapter}.{key}.vtt`: the verse timings of the audio of the same key. */
  timingsPathOf(book: number, chapter: number, key: string): string {
    return path.join(this.dir, String(book), `${chapter}.${key}.vtt`);
  }

  /** The complete file of this chapter and key, or null. */
  find(book: number, chapter: number, key: string): Promise<CachedFile | null> {
    return fileAt(this.pathOf(book, chapter, key));
  }

  /** The verse timings of this chapter and key, or null. */
  findTimings(book: number, chapter: number, key: string): Promise<CachedFile | null> {
    return fileAt(this.timingsPathOf(book, chapter, key));
  }

  /**
   * Writes the verse timings of this chapter and key: a temporary file
   * renamed into place, so that a half-written one is never served.
   */
  async writeTimings(book: number, chapter: number, key: string, vtt: string): Promise<void> {
    const final = this.timingsPathOf(book, chapter, key);
    await mkdir(path.dirname(final), { recursive: true });
    const temp = path.join(path.dirname(final), `.${chapter}.${key}.${process.pid}-${randomBytes(6).toString('hex')}.part`);
    try {
      await writeFile(temp, vtt, { flag: 'wx', mode: 0o644 });
      await renameDurably(temp, final, { syncFolder: false });
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  /**
   * Throws CacheFullError when the disk holding the cache has less than
   * `minFreeBytes` free. Checked before a synthesis starts, so that a full
   * disk answers a clear error instead of failing mid-file.
   */
  async checkRoom(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const fs = await statfs(this.dir);
    const free = fs.bavail * fs.bsize;
    if (free < this.minFreeBytes) {
      throw new CacheFullError(`${this.dir}: ${Math.round(free / 1e6)} MB free, ${Math.round(this.minFreeBytes / 1e6)} MB needed`);
    }
  }

  /**
   * Opens a temporary file for this chapter and key. Throws (ENOSPC,
   * EACCES…) when it cannot be created.
   */
  async writer(book: number, chapter: number, key: string): Promise<CacheWriter> {
    const final = this.pathOf(book, chapter, key);
    const folder = path.dirname(final);
    await mkdir(folder, { recursive: true });
    const temp = path.join(folder, `.${chapter}.${key}.${process.pid}-${randomBytes(6).toString('hex')}.part`);
    const handle: FileHandle = await open(temp, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o644);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    };
    return {
      async write(bytes) {
        let offset = 0;
        while (offset < bytes.length) {
          const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
          offset += bytesWritten;
        }
      },
      async commit() {
        await close();
        // A cache: a rename a crash undoes only leaves a part file, removed at the next start, and the chapter synthesized again.
        await renameDurably(temp, final, { syncFolder: false });
        const { size } = await stat(final);
        await removeOthers(folder, chapter, path.basename(final));
        return { path: final, size };
      },
      async discard() {
        await close().catch(() => undefined);
        await rm(temp, { force: true });
      },
    };
  }

  /**
   * Removes temporary files left by a process that stopped mid-file: those
   * whose writer (the pid in their name) is no longer running, and any older
   * than an hour (another process, on this machine or another one sharing
   * the folder, may be writing a recent one), every translation's. Returns
   * how many were removed.
   */
  async removeStaleParts(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = await this.removeStalePartsOf(names.filter((b) => /^\d+$/.test(b)), now);
    // Each other translation's folder (issue 41).
    for (const id of names.filter((name) => TRANSLATION_FOLDER.test(name))) removed += await this.of(id).removeStaleParts(now);
    return removed;
  }

  private async removeStalePartsOf(books: readonly string[], now: number): Promise<number> {
    let removed = 0;
    for (const book of books) {
      const folder = path.join(this.dir, book);
      for (const name of await readdir(folder).catch(() => [])) {
        if (!PART.test(name)) continue;
        const file = path.join(folder, name);
        const s = await stat(file).catch(() => null);
        const pid = Number(PART_PID.exec(name)?.[1] ?? Number.NaN);
        const writerGone = Number.isInteger(pid) && pid !== process.pid && !isProcessAlive(pid);
        if (s && (writerGone || now - s.mtimeMs > STALE_PART_MS)) {
          await rm(file, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }
}

/** A complete, non-empty file at `file`, or null. */
async function fileAt(file: string): Promise<CachedFile | null> {
  try {
    const s = await stat(file);
    return s.isFile() && s.size > 0 ? { path: file, size: s.size } : null;
  } catch {
    return null;
  }
}

/** Older files of a chapter (another text or settings), audio and timings, replaced by `keep` and its timings. */
async function removeOthers(folder: string, chapter: number, keep: string): Promise<void> {
  const prefix = `${chapter}.`;
  const keepTimings = keep.replace(/\.mp3$/, '.vtt');
  for (const name of await readdir(folder).catch(() => [])) {
    if (name === keep || name === keepTimings || !name.startsWith(prefix)) continue;
    if (name.endsWith('.mp3') || name.endsWith('.vtt')) await rm(path.join(folder, name), { force: true });
  }
}
