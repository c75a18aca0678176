import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAndSwitch, buildId, layoutOf, listBuilds, ownFiles, rollBack, servedBuild, type BuildLayout } from './site-build.js';

let root: string;
let layout: BuildLayout;
let clock: number;
const now = () => new Date((clock += 1000));

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'parole-site-build-'));
  layout = layoutOf(path.join(root, 'dist'), 'assets');
  clock = Date.parse('2026-11-29T10:00:00.000Z');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A stand-in for vite's build: index.html naming its entry, and the entry under assets/. */
const site = (hash: string) => async (outDir: string) => {
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), `<script type="module" src="/assets/index-${hash}.js"></script>`);
  await writeFile(path.join(outDir, 'assets', `index-${hash}.js`), `console.log(${JSON.stringify(hash.repeat(200))});`);
};

const served = (file: string) => readFile(path.join(layout.served, file), 'utf8');
const assets = async () => (await readdir(path.join(layout.served, 'assets'))).filter((f) => !/\.(br|gz)$/.test(f)).sort();

describe('buildId', () => {
  it('names a build by its start time, sortable as text', () => {
    expect(buildId(new Date('2026-11-29T10:45:03.120Z'))).toBe('20261129-104503-120');
    expect(buildId(new Date('2026-11-29T09:59:59.999Z')) < buildId(new Date('2026-11-29T10:00:00.000Z'))).toBe(true);
  });
});

describe('buildAndSwitch (issue 50: upgrades that lose nothing)', () => {
  it('builds into builds/<id>/, precompressed, and points the served path at it by a symlink', async () => {
    const first = await buildAndSwitch(layout, site('AAAA'), now);
    expect((await lstat(layout.served)).isSymbolicLink()).toBe(true);
    expect(await readlink(layout.served)).toBe(path.join('builds', first.id));
    expect(await servedBuild(layout)).toBe(first.id);
    expect(await served('index.html')).toContain('index-AAAA.js');
    expect(await assets()).toEqual(['index-AAAA.js']);
    // The build's own forms, made before it is served.
    await expect(stat(path.join(layout.served, 'assets', 'index-AAAA.js.br'))).resolves.toBeTruthy();
    expect(first).toMatchObject({ previous: undefined, carried: 0, removed: [] });
  });

  it("serves the previous build's own assets beside the new ones (hard links), and keeps only the last two builds", async () => {
    const a = await buildAndSwitch(layout, site('AAAA'), now);
    const b = await buildAndSwitch(layout, site('BBBB'), now);
    expect(b.previous).toBe(a.id);
    expect(await served('index.html')).toContain('index-BBBB.js');
    expect(await assets()).toEqual(['index-AAAA.js', 'index-BBBB.js']);
    expect(b.carried).toBe(3); // the file and its brotli and gzip forms
    const [carried, original] = await Promise.all([stat(path.join(layout.builds, b.id, 'assets', 'index-AAAA.js')), stat(path.join(layout.builds, a.id, 'assets', 'index-AAAA.js'))]);
    expect(carried.ino).toBe(original.ino);

    // The third carries the second's own files only: what a tab opened on the first asks for is gone with it.
    const c = await buildAndSwitch(layout, site('CCCC'), now);
    expect(await assets()).toEqual(['index-BBBB.js', 'index-CCCC.js']);
    expect(c.removed).toEqual([a.id]);
    expect(await listBuilds(layout)).toEqual([b.id, c.id]);
  });

  it('moves the plain folder of before into builds/ and carries its assets', async () => {
    await site('OLD0')(layout.served);
    const result = await buildAndSwitch(layout, site('NEW0'), now);
    expect(await assets()).toEqual(['index-NEW0.js', 'index-OLD0.js']);
    expect(result.previous).toMatch(/-before$/);
    expect(await listBuilds(layout)).toEqual([result.previous, result.id]);
  });

  it('leaves the served build untouched, and nothing behind, when the build fails', async () => {
    const a = await buildAndSwitch(layout, site('AAAA'), now);
    const failing = async (outDir: string) => {
      await site('BAD0')(outDir);
      throw new Error('vite build exited 1');
    };
    await expect(buildAndSwitch(layout, failing, now)).rejects.toThrow('vite build exited 1');
    expect(await servedBuild(layout)).toBe(a.id);
    expect(await listBuilds(layout)).toEqual([a.id]);
  });

  it('never leaves the served path missing or half built while a build runs', async () => {
    await buildAndSwitch(layout, site('AAAA'), now);
    let reading = true;
    const seen = new Set<string>();
    let failures = 0;
    const reader = (async () => {
      while (reading) {
        try {
          const html = await served('index.html');
          const entry = /index-(\w+)\.js/.exec(html)![1];
          // The page and the entry it names are there together.
          await readFile(path.join(layout.served, 'assets', `index-${entry}.js`));
          seen.add(entry);
        } catch {
          failures++;
        }
      }
    })();
    for (const hash of ['BBBB', 'CCCC', 'DDDD']) await buildAndSwitch(layout, site(hash), now);
    reading = false;
    await reader;
    expect(failures).toBe(0);
    expect(seen.has('DDDD')).toBe(true);
  });
});

describe('rollBack', () => {
  it('points the served path back at the build before, with the rolled back build’s assets carried', async () => {
    const a = await buildAndSwitch(layout, site('AAAA'), now);
    const b = await buildAndSwitch(layout, site('BBBB'), now);
    const result = await rollBack(layout);
    expect(result).toMatchObject({ id: a.id, previous: b.id });
    expect(await servedBuild(layout)).toBe(a.id);
    expect(await served('index.html')).toContain('index-AAAA.js');
    expect(await assets()).toEqual(['index-AAAA.js', 'index-BBBB.js']);
    await expect(rollBack(layout)).rejects.toThrow(/No build before the served one/);
  });
});

describe('the widgets’ layout (issue 50: the embed switched like the site)', () => {
  /** A stand-in for rollup's build: the loader at its stable name, the manifest, the chunks under embed/, the npm package's files. */
  const widgets = (hash: string) => async (outDir: string) => {
    await mkdir(path.join(outDir, 'embed'), { recursive: true });
    await mkdir(path.join(outDir, 'esm'), { recursive: true });
    await writeFile(path.join(outDir, 'parole-widgets.js'), `load(${JSON.stringify(`embed/runtime-${hash}.js`)});`);
    await writeFile(path.join(outDir, 'embed', 'manifest.json'), JSON.stringify({ runtime: `runtime-${hash}.js` }));
    await writeFile(path.join(outDir, 'embed', `runtime-${hash}.js`), `export const v = ${JSON.stringify(hash.repeat(200))};`);
    await writeFile(path.join(outDir, 'esm', 'index.js'), `export const build = ${JSON.stringify(hash)};`);
  };

  it('carries the previous build’s embed chunks, and nothing else of it: the loader, the manifest and the package’s files are the new build’s', async () => {
    layout = layoutOf(path.join(root, 'widgets', 'dist'), 'embed');
    expect(layout.builds).toBe(path.join(root, 'widgets', 'builds'));
    await widgets('AAAAAAAA')(layout.served); // the plain folder of before
    const a = await buildAndSwitch(layout, widgets('BBBBBBBB'), now);
    const b = await buildAndSwitch(layout, widgets('CCCCCCCC'), now);
    expect(b.previous).toBe(a.id);
    const embed = (await readdir(path.join(layout.served, 'embed'))).filter((f) => !/\.(br|gz)$/.test(f)).sort();
    expect(embed).toEqual(['manifest.json', 'runtime-BBBBBBBB.js', 'runtime-CCCCCCCC.js']);
    expect(await served('parole-widgets.js')).toContain('runtime-CCCCCCCC.js');
    expect(await served('embed/manifest.json')).toContain('runtime-CCCCCCCC.js');
    expect(await served('esm/index.js')).toContain('CCCCCCCC');

    // Rolled back, the loader of before is served with its chunks, and the rolled back one's stay.
    await rollBack(layout);
    expect(await served('parole-widgets.js')).toContain('runtime-BBBBBBBB.js');
    await expect(stat(path.join(layout.served, 'embed', 'runtime-CCCCCCCC.js'))).resolves.toBeTruthy();
  });
});

describe('ownFiles', () => {
  it('lists the served build’s own files: not the chunks carried from the build before, nor the compressed forms', async () => {
    layout = layoutOf(path.join(root, 'dist'), 'assets');
    await buildAndSwitch(layout, site('AAAA'), now);
    const b = await buildAndSwitch(layout, site('BBBB'), now);
    const own = await ownFiles(layout);
    expect(own.dir).toBe(path.join(layout.builds, b.id));
    expect(own.files).toEqual([path.join('assets', 'index-BBBB.js'), 'index.html']);
  });
});
