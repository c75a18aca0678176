import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.js';

const text = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'parole-precompress-'));
    await mkdir(path.join(dir, 'assets'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const list = async () => (await readdir(dir, { recursive: true })).map((f) => f.replaceAll(path.sep, '/')).sort();

  it('writes brotli and gzip forms of the compressible files only, each decoding to its file', async () => {
    const files: Record<string, string> = {
      'index.html': text('<p>page</p>'),
      'favicon.svg': text('<circle r="1"/>'),
      'assets/index-Ab12Cd34.js': text('const a = 1;'),
      'assets/style-Ab12Cd34.css': text('a { color: red }'),
      'data.json': JSON.stringify(text('"x"')),
    };
    const built = new Date('2026-01-02T03:04:05Z');
    for (const [name, body] of Object.entries(files)) {
      await writeFile(path.join(dir, name), body);
      await utimes(path.join(dir, name), built, built);
    }
    await writeFile(path.join(dir, 'assets/index-Ab12Cd34.js.map'), text('{"mappings":""}'));
    await writeFile(path.join(dir, 'index.d.ts'), text('export type A = 1;'));
    await writeFile(path.join(dir, 'photo.png'), text('not really a png'));

    expect(await precompressDirectory(dir)).toEqual({ files: 5, written: 10 });
    for (const [name, body] of Object.entries(files)) {
      const file = path.join(dir, name);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).toString(), name).toBe(body);
      expect(gunzipSync(await readFile(`${file}.gz`)).toString(), name).toBe(body);
      // Last-Modified (the modification time, to the second) must not depend on the encoding.
      expect((await stat(`${file}.br`)).mtime.toUTCString(), name).toBe(built.toUTCString());
      expect((await stat(`${file}.gz`)).mtime.toUTCString(), name).toBe(built.toUTCString());
    }
    const listed = await list();
    for (const name of ['assets/index-Ab12Cd34.js.map', 'index.d.ts', 'photo.png']) {
      expect(listed, name).not.toContain(`${name}.br`);
      expect(listed, name).not.toContain(`${name}.gz`);
    }
  });

  it('removes forms left by an earlier build, and rewrites those of changed files', async () => {
    await writeFile(path.join(dir, 'assets/old-Zz99Yy88.js.br'), 'stale');
    await writeFile(path.join(dir, 'assets/old-Zz99Yy88.js.gz'), 'stale');
    const js = path.join(dir, 'assets/index-Ab12Cd34.js');
    await writeFile(js, text('first'));
    await precompressDirectory(dir);
    await writeFile(js, text('second'));
    await precompressDirectory(dir);
    expect(await list()).toEqual(['assets', 'assets/index-Ab12Cd34.js', 'assets/index-Ab12Cd34.js.br', 'assets/index-Ab12Cd34.js.gz']);
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(text('second'));
  });

  it('writes no form that would be larger than its file', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'a;');
    expect(await precompressDirectory(dir)).toEqual({ files: 1, written: 0 });
    expect(await list()).toEqual(['assets', 'tiny.js']);
  });
});
