/**
 * `npm run audio:build`: synthesizes every chapter into the audio cache
 * ahead of time, with a progress bar (chapters done, time left). Chapters
 * already in the cache (same text, same settings) are skipped, so a stopped
 * run resumes where it stopped. A chapter with a recording is skipped too.
 *
 * Options: `--books 1,19,43` builds those books only (a sample, to measure);
 * `--workers N` (or AUDIO_WORKERS) sets the threads, every core by default;
 * `--traduction darby` builds that translation's chapters, in its numbering,
 * into its folder of the cache (Louis Segond 1910's by default; issue 41).
 * The configuration is the server's (AUDIO_CACHE_DIR, AUDIO_RECORDINGS_DIR,
 * DATABASE_PATH…): run it where the server runs, ideally while it is idle,
 * since both want every core.
 */
import os from 'node:os';
import path from 'node:path';
import { readdir, stat } from 'node:fs/promises';
import { BOOKS, DEFAULT_TRANSLATION, readingNumbering } from '@parole/bible';
import { loadConfig, type Config } from '../config.js';
import { Database } from '../db/sqlite.js';
import { ensureDatabase } from '../import/ensure.js';
import { openChapterAudio } from './open.js';
import { runIfMain } from '../run-main.js';

export interface BuildOptions {
  /** Books to build (all when absent). */
  books?: readonly number[];
  /** Threads (every core when absent). */
  workers?: number;
  /** The translation whose chapters are built, one of the configuration's (Louis Segond 1910 when absent). */
  translation?: string;
  /** Where the progress goes (a terminal gets a bar redrawn in place). */
  out?: NodeJS.WriteStream;
}

export interface BuildReport {
  chapters: number;
  made: number;
  skipped: number;
  failed: number;
  /** Seconds of audio synthesized by this run. */
  audioSeconds: number;
  /** Wall time of this run, in seconds. */
  seconds: number;
  /** Bytes of the whole cache folder at the end. */
  cacheBytes: number;
}

/** "1 h 02 min", "3 min 20 s", "12 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

/** `[########------------]  312/1189 chapters  26%  …` */
export function progressLine(done: number, total: number, extra: string, width = 24): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(done).padStart(String(total).length)}/${total} chapters ${String(percent).padStart(3)}%  ${extra}`;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) if (e.isFile()) total += (await stat(path.join(e.parentPath, e.name)).catch(() => ({ size: 0 }))).size;
  return total;
}

/**
 * Builds the cache for `config`; resolves with what was done. Stops
 * cleanly (unfinished chapters leave no file) when `signal` aborts.
 */
export async function buildAudio(config: Config, options: BuildOptions = {}, signal?: AbortSignal): Promise<BuildReport> {
  const out = options.out ?? process.stderr;
  const tty = out.isTTY === true;
  const started = performance.now();
  const translation = options.translation ?? DEFAULT_TRANSLATION;
  if (!config.translations.some((t) => t.id === translation)) {
    throw new Error(`--traduction: "${translation}" is not a configured translation (${config.translations.map((t) => t.id).join(', ')})`);
  }
  await ensureDatabase(config, { log: (line) => out.write(`${line}\n`) });
  const db = await Database.open(config.databasePath, { readonly: true });
  const workers = options.workers ?? os.availableParallelism();
  const errors: string[] = [];
  // The build runs workers × 2 chapters at once (below): its own bound, whatever AUDIO_MAX_SYNTHESES says.
  const opened = openChapterAudio(db, { ...config.audio, workers, maxSyntheses: workers * 2 }, (line) => {
    // Each chapter's own line would break the bar; failures are kept for the end.
    if (!/synthesized in/.test(line)) errors.push(line);
  });
  const { audio } = opened;
  // Stopping drops the chapters under way at once: their threads stop, their temporary files go.
  const onAbort = () => void opened.close();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await opened.warm();
    const books = BOOKS.filter((b) => !options.books || options.books.includes(b.id));
    // In the translation's numbering: Martin's Malachie has 4 chapters.
    const numbering = readingNumbering(translation);
    const chapters = books.flatMap((b) => Array.from({ length: numbering.chapterCount(b.id) }, (_, i) => ({ book: b.id, chapter: i + 1 })));

    // What is left to make, and its weight in characters (for the time left).
    const todo: Array<{ book: number; chapter: number; chars: number }> = [];
    for (const c of chapters) {
      const source = await audio.source(c.book, c.chapter, { start: false, translation });
      if (source?.kind !== 'pending') continue;
      const script = await audio.script(c.book, c.chapter, translation);
      todo.push({ ...c, chars: script!.segments.reduce((n, s) => n + s.length, 0) });
    }
    const skipped = chapters.length - todo.length;
    const totalChars = todo.reduce((n, c) => n + c.chars, 0);
    out.write(
      `Chapter audio of ${translation} into ${audio.cache.of(translation).dir}: ${chapters.length} chapters, ${skipped} already there, ${todo.length} to synthesize with ${workers} thread(s).\n`,
    );

    let made = 0;
    let failed = 0;
    let doneChars = 0;
    let audioSeconds = 0;
    const buildStarted = performance.now();
    let lastDraw = 0;
    const draw = (force = false) => {
      const now = performance.now();
      if (!force && now - lastDraw < (tty ? 250 : 30_000)) return;
      lastDraw = now;
      const elapsed = (now - buildStarted) / 1000;
      const rate = doneChars / Math.max(elapsed, 0.001);
      const left = doneChars > 0 ? formatDuration((totalChars - doneChars) / rate) : '…';
      const speed = elapsed > 0 && audioSeconds > 0 ? `${Math.round(audioSeconds / elapsed)}× real time` : '';
      const line = progressLine(skipped + made + failed, chapters.length, `${formatDuration(audioSeconds)} of audio  ${speed}  time left ${left}`);
      out.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
    };

    // A few chapters at once keep every thread busy (the pool takes their segments in turn).
    const queue = [...todo];
    const runOne = async (): Promise<void> => {
      for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
        try {
          const result = await audio.ensure(next.book, next.chapter, translation);
          made++;
          audioSeconds += result?.seconds ?? 0;
        } catch (err) {
          if (signal?.aborted) return;
          failed++;
          errors.push(`${next.book}/${next.chapter}: ${(err as Error).message}`);
        }
        doneChars += next.chars;
        draw();
      }
    };
    draw(true);
    await Promise.all(Array.from({ length: workers * 2 }, runOne));
    draw(true);
    if (tty) out.write('\n');
    for (const e of errors) out.write(`${e}\n`);

    const report: BuildReport = {
      chapters: chapters.length,
      made,
      skipped,
      failed,
      audioSeconds,
      seconds: (performance.now() - started) / 1000,
      cacheBytes: await folderBytes(config.audio.cacheDir),
    };
    out.write(
      `${signal?.aborted ? 'Stopped' : 'Done'}: ${made} made, ${skipped} skipped, ${failed} failed; ${formatDuration(audioSeconds)} of audio in ${formatDuration(report.seconds)}` +
        `${audioSeconds > 0 ? ` (${Math.round(audioSeconds / report.seconds)}× real time)` : ''}; the cache holds ${(report.cacheBytes / 1e6).toFixed(0)} MB.\n`,
    );
    return report;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await opened.close();
    await db.close();
  }
}

function parseArgs(argv: readonly string[]): BuildOptions {
  const options: BuildOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (name === '--books') {
      options.books = value.split(',').map(Number);
      if (options.books.some((b) => !BOOKS.some((x) => x.id === b))) throw new Error(`--books: "${value}" is not a list of book numbers (1-66)`);
    } else if (name === '--traduction') {
      options.translation = value;
    } else if (name === '--workers') {
      options.workers = Number(value);
      if (!Number.isInteger(options.workers) || options.workers < 1) throw new Error(`--workers: "${value}" is not a whole number of threads`);
    } else {
      throw new Error(`Unknown option ${argv[i]} (--books 1,19,43, --workers N, --traduction darby)`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const options = parseArgs(process.argv.slice(2));
  if (options.workers === undefined && process.env.AUDIO_WORKERS) options.workers = config.audio.workers;
  const stop = new AbortController();
  const onSignal = () => {
    process.stderr.write('\nStopping: chapters under way are dropped (no file is left half-written); run again to resume.\n');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const report = await buildAudio(config, options, stop.signal);
  if (report.failed > 0) process.exitCode = 1;
}

runIfMain(import.meta.url, main);
