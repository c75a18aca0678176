/**
 * Reading the USFM source directory, and the fingerprint of a database
 * built from it: the database is rebuilt exactly when the fingerprint changes.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface UsfmFile {
  /** File name ("43-JHN.usfm"). */
  name: string;
  content: string;
}

/** The files the importer reads: `NN-CODE.usfm`, NN being the book number of the product. */
const USFM_FILE = /^\d{2}-[A-Z0-9]{3}\.usfm$/i;

/**
 * Reads every `NN-CODE.usfm` file of `dir`, sorted by name.
 * Throws, naming the directory or file and the setting that names it
 * (`setting`), when the directory is missing, holds no such file, or one
 * cannot be read.
 * @example (await readUsfmDir('/srv/lsg1910')).map((f) => f.name) // ['00-FRT.usfm', '01-GEN.usfm', …]
 */
export async function readUsfmDir(dir: string, setting = 'BIBLE_USFM_DIR'): Promise<UsfmFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    throw new Error(`Cannot read the USFM source directory ${dir} (set ${setting}): ${(err as Error).message}`, { cause: err });
  }
  const usfm = names.filter((n) => USFM_FILE.test(n)).sort();
  if (usfm.length === 0) throw new Error(`No NN-CODE.usfm file in ${dir} (set ${setting})`);
  return Promise.all(
    usfm.map(async (name) => {
      try {
        return { name, content: await readFile(path.join(dir, name), 'utf8') };
      } catch (err) {
        throw new Error(`Cannot read the USFM file ${path.join(dir, name)} (set ${setting}): ${(err as Error).message}`, { cause: err });
      }
    }),
  );
}

/**
 * Folders whose code decides what the database holds, with their
 * subfolders: the importer and the shared domain code it uses (canon,
 * folding, HTML to text, the ids of contract/, Segond 1910's numbering in
 * versification/data/).
 */
const IMPORTER_CODE_DIRS = [
  path.dirname(fileURLToPath(import.meta.url)),
  path.dirname(createRequire(import.meta.url).resolve('@parole/bible')),
  // The themes' data (themes/data.ts) is written into the database too.
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'themes'),
];

/**
 * Hash of the importer's own code (tests excepted), so that a change to a
 * parsing rule rebuilds the database on the next start or test run even
 * when nobody remembered to bump SCHEMA_VERSION.
 */
export async function importerCodeHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of IMPORTER_CODE_DIRS) {
    const names = (await readdir(dir, { recursive: true }))
      .map((n) => n.split(path.sep).join('/'))
      .filter((n) => /\.[cm]?[jt]s$/.test(n) && !/\.test\.[cm]?[jt]s$/.test(n))
      .sort();
    for (const name of names) hash.update(name).update('\0').update(await readFile(path.join(dir, name))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Hash of `importer` (the schema version and importer code hash) and of every
 * file's name and content: equal fingerprints mean an equal database. The
 * files of a translation other than Louis Segond 1910 are named by its id
 * and their name (`darby/01-GEN.usfm`: translationFiles), so that its id and
 * its text are in the hash; Segond's alone hash as they always have.
 * @example sourceFingerprint(files, `1:${await importerCodeHash()}`) // 'sha256:9f2c…'
 */
export function sourceFingerprint(files: readonly UsfmFile[], importer: string): string {
  const hash = createHash('sha256').update(`parole-importer ${importer}\0`);
  for (const f of files) hash.update(f.name).update('\0').update(f.content).update('\0');
  return `sha256:${hash.digest('hex')}`;
}

/**
 * A translation's files as the fingerprint reads them: named by its id and
 * their own name.
 * @example translationFiles('darby', files)[0].name // 'darby/01-GEN.usfm'
 */
export function translationFiles(id: string, files: readonly UsfmFile[]): UsfmFile[] {
  return files.map((f) => ({ name: `${id}/${f.name}`, content: f.content }));
}
