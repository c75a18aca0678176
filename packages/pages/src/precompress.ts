/**
 * Brotli and gzip forms of the built static files, made once at build time
 * (`tsx packages/pages/src/precompress.ts <dir>…`, run by the build scripts of
 * package.json) and written beside each file as `<file>.br` and `<file>.gz`.
 * The server picks one by the request's Accept-Encoding (routes/static.ts):
 * compressing at the highest levels costs seconds once, instead of CPU on
 * every answer.
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { runIfMain } from '@parole/api/run-main';

/** Extensions of the files worth compressing: text the browser loads (source maps are for developers and are left alone). */
export const COMPRESSIBLE_EXTENSIONS = ['js', 'css', 'html', 'svg', 'json'] as const;
const COMPRESSIBLE = new RegExp(`\\.(?:${COMPRESSIBLE_EXTENSIONS.join('|')})$`);

/** Suffix of each precompressed form, in the server's order of preference. */
export const VARIANTS = { br: '.br', gzip: '.gz' } as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors: Record<keyof typeof VARIANTS, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
};

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const isVariant = (file: string) => Object.values(VARIANTS).some((suffix) => file.endsWith(suffix));

export interface PrecompressResult {
  /** Compressible files found. */
  files: number;
  /** Variants written (a form no smaller than the file is not written). */
  written: number;
}

/**
 * Writes the brotli and gzip forms of every compressible file under `dir`,
 * after removing every form already there, so that none can outlive or
 * predate its file. A form gets its file's modification time, so that
 * Last-Modified does not depend on the encoding.
 * @example await precompressDirectory('packages/host/dist') // { files: 13, written: 26 }
 */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const files: string[] = [];
  const stale: string[] = [];
  for await (const file of walk(dir)) {
    if (isVariant(file)) stale.push(file);
    else if (COMPRESSIBLE.test(file)) files.push(file);
  }
  await Promise.all(stale.map((file) => rm(file)));
  const written = await Promise.all(
    files.map(async (file) => {
      const [body, { atime, mtime }] = await Promise.all([readFile(file), stat(file)]);
      const forms = await Promise.all(
        (Object.keys(VARIANTS) as (keyof typeof VARIANTS)[]).map(async (encoding) => {
          const compressed = await compressors[encoding](body);
          // A tiny file may grow when compressed; then the file itself is the better answer.
          if (compressed.length >= body.length) return 0;
          const target = file + VARIANTS[encoding];
          await writeFile(target, compressed);
          await utimes(target, atime, mtime);
          return 1;
        }),
      );
      return forms.reduce<number>((a, b) => a + b, 0);
    }),
  );
  return { files: files.length, written: written.reduce((a, b) => a + b, 0) };
}

async function main(dirs: string[]): Promise<void> {
  if (dirs.length === 0) throw new Error('Usage: tsx packages/pages/src/precompress.ts <directory>…');
  for (const dir of dirs) {
    const started = performance.now();
    const { files, written } = await precompressDirectory(dir);
    console.log(`Precompressed ${dir}: ${written} brotli and gzip files for ${files} files in ${Math.round(performance.now() - started)} ms.`);
  }
}

runIfMain(import.meta.url, () => main(process.argv.slice(2)));
