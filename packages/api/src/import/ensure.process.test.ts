import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { readMeta } from '../db/meta.js';
import { Database } from '../db/sqlite.js';
import { SCHEMA_VERSION } from './build.js';
import { ensureDatabase } from './ensure.js';
import { importerCodeHash, readUsfmDir, sourceFingerprint, translationFiles } from './source.js';

const real = loadConfig();
const quiet = { log: () => {} };
let work: string;
let usfmDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'parole-ensure-'));
  usfmDir = path.join(work, 'usfm');
  await cp(real.usfmDir, usfmDir, { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('ensureDatabase', () => {
  it('does nothing when the database matches the source (the one the global setup built)', async () => {
    const result = await ensureDatabase(real, quiet);
    expect(result.built).toBe(false);
    const importer = `${SCHEMA_VERSION}:${await importerCodeHash()}`;
    // Every translation's text (issue 41): Segond's files, then each other's named by its id.
    const others = await Promise.all(real.translations.slice(1).map(async (t) => translationFiles(t.id, await readUsfmDir(t.usfmDir))));
    expect(real.translations.map((t) => t.id)).toEqual(['lsg', 'darby', 'martin']);
    expect(result.fingerprint).toBe(sourceFingerprint([...(await readUsfmDir(real.usfmDir)), ...others.flat()], importer));
  });

  // Two whole builds: 4 s each on a quiet machine, several times that on a busy one.
  it('builds over a file that is not a database, removes dead temporary files, then stays put; rebuilds a truncated file', { timeout: 120_000 }, async () => {
    const dir = path.join(work, 'new');
    const databasePath = path.join(dir, 'parole.sqlite');
    await mkdir(dir);
    await writeFile(databasePath, 'not a database');
    // Left by a build whose process is gone (a pid above Linux's pid_max).
    await writeFile(`${databasePath}.tmp-4194305`, 'half a database');
    const lines: string[] = [];

    const built = await ensureDatabase({ databasePath, usfmDir }, { log: (l) => lines.push(l) });
    expect(built.built).toBe(true);
    expect(lines.join('\n')).toMatch(/^Building the Bible database .*\nBuilt parole\.sqlite in \d+\.\d s\.$/);
    expect(await readdir(dir)).toEqual(['parole.sqlite']);
    const db = await Database.open(databasePath, { readonly: true });
    try {
      expect(await readMeta(db, 'fingerprint')).toBe(built.fingerprint);
      expect(await readMeta(db, 'schema_version')).toBe(String(SCHEMA_VERSION));
      expect(Date.parse((await readMeta(db, 'built_at'))!)).toBeGreaterThan(Date.now() - 600_000);
    } finally {
      await db.close();
    }

    await writeFile(path.join(usfmDir, 'notes.txt'), 'not a NN-CODE.usfm file: ignored');
    expect(await ensureDatabase({ databasePath, usfmDir }, quiet)).toMatchObject({ built: false, fingerprint: built.fingerprint });

    // A truncated copy (its header and meta intact, its end missing) is rebuilt, not served.
    await truncate(databasePath, Math.floor((await stat(databasePath)).size / 2));
    expect(await ensureDatabase({ databasePath, usfmDir }, quiet)).toMatchObject({ built: true, fingerprint: built.fingerprint });

    const frt = path.join(usfmDir, '00-FRT.usfm');
    await writeFile(frt, `${await readFile(frt, 'utf8')}\n\\rem changed`);
    const rebuilt = await ensureDatabase({ databasePath, usfmDir }, quiet);
    expect(rebuilt.built).toBe(true);
    expect(rebuilt.fingerprint).not.toBe(built.fingerprint);
  });

  it('leaves the previous file untouched and no temporary file when the source is refused', async () => {
    const broken = path.join(work, 'broken');
    await cp(usfmDir, broken, { recursive: true });
    const jhn = path.join(broken, '43-JHN.usfm');
    await writeFile(jhn, (await readFile(jhn, 'utf8')).replace(/^\\v 16 .*\n/m, ''));
    const dir = path.join(work, 'previous');
    const databasePath = path.join(dir, 'parole.sqlite');
    await cp(path.join(usfmDir, '01-GEN.usfm'), databasePath);
    const before = await readFile(databasePath);

    await expect(ensureDatabase({ databasePath, usfmDir: broken }, quiet)).rejects.toThrow(
      /^Jean \(JHN\) 1: verse 17 found where verse 16 was expected, after 1:15 \(43-JHN\.usfm line \d+\): the USFM source in .*broken was refused\. Fix the file, or set BIBLE_USFM_DIR to the folder of the Bible's USFM files\.$/,
    );
    expect(await readFile(databasePath)).toEqual(before);
    expect(await readdir(dir)).toEqual(['parole.sqlite']);
  });

  it('names the directory when the source is missing', async () => {
    await expect(
      ensureDatabase({ databasePath: path.join(work, 'x.sqlite'), usfmDir: path.join(work, 'nowhere') }, quiet),
    ).rejects.toThrow(/Cannot read the USFM source directory .*nowhere \(set BIBLE_USFM_DIR\)/);
  });
});
