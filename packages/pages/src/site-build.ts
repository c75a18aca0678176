/**
 * The site's and the widgets' builds, each switched into place whole
 * (issue 50): a build never empties the folder a running node serves, and
 * the previous build's hashed files stay served for the pages still open on
 * it (the site's tabs, a church page that loaded the embed's old loader).
 *
 *     packages/host/                    packages/widgets/
 *       builds/<id>/                      builds/<id>/        each build: the site (index.html, assets/, sw.js, …),
 *                                                             the widgets (parole-widgets.js, embed/, esm/, …)
 *       builds/<id>.json                  builds/<id>.json    what the build made itself (its own hashed files)
 *       dist -> builds/<id>               dist -> builds/<id> the build served (WEB_ROOT's, WIDGETS_ROOT's default): a symlink
 *
 * `npm run build:host` and `npm run build:widgets` (this file's command,
 * `host` or `widgets`) build into a new builds/<id>/, precompress it, carry
 * the previous build's own hashed files into it (the site's assets/, the
 * embed's embed/: hard links), and only then replace the `dist` symlink by
 * rename(2), which is atomic: a node reading through `dist` sees the whole
 * old build or the whole new one, never an empty or half-written folder. The
 * nodes follow the link at each request (the page template and the embed's
 * loader are looked at again within a second: page.ts, routes/static.ts), so
 * they need no restart to serve the new build. The builds beyond the last
 * two are removed. WEB_ROOT and WIDGETS_ROOT, when set, name the served
 * paths instead (their builds/ beside them), as the nodes read them.
 *
 * `npm run build:rollback` points both `dist` back at the build before the
 * served one, carrying the served one's hashed files along (pages opened on
 * it keep theirs); `-- host` or `-- widgets` rolls back one.
 *
 * The first build after this change finds `dist` a plain folder: it is
 * renamed into builds/ (the two renames leave `dist` missing for
 * microseconds, once) and its hashed files are carried like a build's.
 */
import { spawn } from 'node:child_process';
import { copyFile, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '@parole/api/config';
import { readPath } from '@parole/api/config/env';
import { runIfMain } from '@parole/api/run-main';
import { precompressDirectory, VARIANTS } from './precompress.js';

/** Builds kept in builds/: the served one and the one before (a rollback's, and whose hashed files are carried). */
export const BUILDS_KEPT = 2;

/** Where a package's builds live. */
export interface BuildLayout {
  /** The served path, a symlink to the current build (packages/host/dist). */
  served: string;
  /** The folder of the builds (packages/host/builds). */
  builds: string;
  /** The folder, in a build, of its content-hashed files: the ones carried from build to build (the site's assets/, the embed's embed/). */
  hashed: string;
}

/**
 * The layout of a build served at `served`, its builds beside it.
 * @example layoutOf('/srv/parole/packages/widgets/dist', 'embed') // { served: '…/widgets/dist', builds: '…/widgets/builds', hashed: 'embed' }
 */
export function layoutOf(served: string, hashed: string): BuildLayout {
  return { served, builds: path.join(path.dirname(served), 'builds'), hashed };
}

/** The site's layout in the repository: vite's hashed files are under assets/ (its assetsDir). */
export const HOST_LAYOUT = layoutOf(path.join(REPO_ROOT, 'packages', 'host', 'dist'), 'assets');
/** The widgets' layout: the embed's chunks are under embed/ (rollup.config.mjs); the loader and the tagger keep stable names. */
export const WIDGETS_LAYOUT = layoutOf(path.join(REPO_ROOT, 'packages', 'widgets', 'dist'), 'embed');

/** What builds/<id>.json records of a build. */
interface BuildRecord {
  id: string;
  /** Its own files under its hashed folder (relative to the build's folder), the ones carried into the next build. */
  assets: string[];
}

/**
 * A build's id: its start time, sortable as text, to the millisecond.
 * @example buildId(new Date('2026-11-29T10:45:03.120Z')) // '20261129-104503-120'
 */
export function buildId(at: Date = new Date()): string {
  const iso = at.toISOString(); // 2026-11-29T10:45:03.120Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
}

async function* filesUnder(dir: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(dir, name);
    else if (entry.isFile()) yield name;
  }
}

const isVariant = (file: string) => Object.values(VARIANTS).some((suffix) => file.endsWith(suffix));

/** The files under `build`'s hashed folder (relative to `build`), without their compressed forms. */
async function assetsOf(layout: BuildLayout, build: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of filesUnder(build, layout.hashed)) if (!isVariant(file)) files.push(file);
  return files.sort();
}

/** The builds in `layout.builds`, oldest first (ids sort by time). */
export async function listBuilds(layout: BuildLayout): Promise<string[]> {
  const entries = await readdir(layout.builds, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

/** The id of the build `layout.served` points at, or undefined (missing, or a plain folder). */
export async function servedBuild(layout: BuildLayout): Promise<string | undefined> {
  const target = await readlink(layout.served).catch(() => undefined);
  return target === undefined ? undefined : path.basename(target);
}

async function readRecord(layout: BuildLayout, id: string): Promise<BuildRecord> {
  try {
    return JSON.parse(await readFile(path.join(layout.builds, `${id}.json`), 'utf8')) as BuildRecord;
  } catch {
    // A build without its record (the plain `dist` of before): all its assets are its own.
    return { id, assets: await assetsOf(layout, path.join(layout.builds, id)) };
  }
}

/**
 * Hard-links `assets` (files relative to the build folder `from`), and their
 * compressed forms, into `into` where `into` has no file of that name (a
 * hashed name holds the same content in both). A copy where a link is
 * refused (another file system). Resolves with how many files were carried.
 */
async function carryAssets(from: string, assets: readonly string[], into: string): Promise<number> {
  let carried = 0;
  for (const asset of assets) {
    for (const file of [asset, ...Object.values(VARIANTS).map((suffix) => asset + suffix)]) {
      const target = path.join(into, file);
      if (await exists(target)) continue;
      const source = path.join(from, file);
      if (!(await exists(source))) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await link(source, target).catch(() => copyFile(source, target));
      carried++;
    }
  }
  return carried;
}

const exists = (file: string) => lstat(file).then(() => true, () => false);

/**
 * Points `layout.served` at builds/`id` by renaming a new symlink over it
 * (atomic). A plain folder there (the layout of before) is first moved into
 * builds/ under `legacyId`, and resolves with that id.
 */
async function pointServedAt(layout: BuildLayout, id: string, legacyId: string): Promise<string | undefined> {
  const next = `${layout.served}.next-${process.pid}`;
  await rm(next, { force: true });
  await symlink(path.relative(path.dirname(layout.served), path.join(layout.builds, id)), next);
  const served = await lstat(layout.served).catch(() => undefined);
  let legacy: string | undefined;
  if (served?.isDirectory()) {
    legacy = legacyId;
    await rename(layout.served, path.join(layout.builds, legacy));
  }
  await rename(next, layout.served);
  return legacy;
}

/** Removes the builds older than the last BUILDS_KEPT, but never `keep`. */
async function prune(layout: BuildLayout, keep: ReadonlySet<string>): Promise<string[]> {
  const builds = await listBuilds(layout);
  const old = builds.slice(0, Math.max(0, builds.length - BUILDS_KEPT)).filter((id) => !keep.has(id));
  for (const id of old) {
    await rm(path.join(layout.builds, id), { recursive: true, force: true });
    await rm(path.join(layout.builds, `${id}.json`), { force: true });
  }
  return old;
}

/** What a build or a rollback did. */
export interface SwitchResult {
  /** The build now served. */
  id: string;
  /** The build served before (its assets are still served), if any. */
  previous: string | undefined;
  /** Files carried from the previous build. */
  carried: number;
  /** Builds removed. */
  removed: string[];
}

/**
 * Builds into a new folder with `make` (which writes the whole build into
 * the folder it is given), precompresses it, carries the served build's own
 * hashed files into it, and switches `layout.served` to it.
 * @example await buildAndSwitch(HOST_LAYOUT, (outDir) => run('npx', ['vite', 'build', '--outDir', outDir]))
 */
export async function buildAndSwitch(layout: BuildLayout, make: (outDir: string) => Promise<void>, now: () => Date = () => new Date()): Promise<SwitchResult> {
  await mkdir(layout.builds, { recursive: true });
  const started = now();
  let id = buildId(started);
  for (let later = 1; (await listBuilds(layout)).includes(id); later++) id = buildId(new Date(started.getTime() + later));
  const dir = path.join(layout.builds, id);
  try {
    await make(dir);
    await precompressDirectory(dir);
  } catch (err) {
    // A failed build leaves the served one as it was, and no half folder behind.
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  await writeFile(path.join(layout.builds, `${id}.json`), `${JSON.stringify({ id, assets: await assetsOf(layout, dir) } satisfies BuildRecord, null, 2)}\n`);

  // The build served now: a build of builds/, or the plain folder of before, moved there at the switch.
  let previous = await servedBuild(layout);
  // Named just before this build, so that it sorts before it.
  const legacyId = `${buildId(new Date(started.getTime() - 1))}-before`;
  const plain = previous === undefined && (await lstat(layout.served).catch(() => undefined))?.isDirectory();
  let carried = 0;
  if (previous !== undefined) carried = await carryAssets(path.join(layout.builds, previous), (await readRecord(layout, previous)).assets, dir);
  // The plain folder's files are carried from where they are, before it moves: the same files, linked.
  else if (plain) carried = await carryAssets(layout.served, await assetsOf(layout, layout.served), dir);
  const legacy = await pointServedAt(layout, id, legacyId);
  previous ??= legacy;
  const removed = await prune(layout, new Set([id, ...(previous ? [previous] : [])]));
  return { id, previous, carried, removed };
}

/** The served build and the one before it, or an error naming what is there. */
async function servedAndBefore(layout: BuildLayout): Promise<{ current: string; before: string }> {
  const current = await servedBuild(layout);
  const builds = await listBuilds(layout);
  const before = builds.filter((id) => current === undefined || id < current).at(-1);
  if (current === undefined || before === undefined) throw new Error(`No build before the served one in ${layout.builds} (builds: ${builds.join(', ') || 'none'}).`);
  return { current, before };
}

/**
 * Points `layout.served` back at the build before the served one, carrying
 * the served one's own hashed files into it.
 * @example await rollBack(HOST_LAYOUT) // { id: '20261129-101500-000', previous: '20261129-104503-120', … }
 */
export async function rollBack(layout: BuildLayout): Promise<SwitchResult> {
  const { current, before } = await servedAndBefore(layout);
  const carried = await carryAssets(path.join(layout.builds, current), (await readRecord(layout, current)).assets, path.join(layout.builds, before));
  await pointServedAt(layout, before, `${buildId()}-before`);
  return { id: before, previous: current, carried, removed: [] };
}

/**
 * The served build's folder and its own files (relative to it, without their
 * compressed forms): not the hashed files carried from the build before.
 * What the npm package of the widgets is made of (scripts/pack-widgets.ts).
 * @example await ownFiles(WIDGETS_LAYOUT) // { dir: '…/builds/20261129-104503-120', files: ['embed/manifest.json', …, 'parole-widgets.js'] }
 */
export async function ownFiles(layout: BuildLayout): Promise<{ dir: string; files: string[] }> {
  const id = await servedBuild(layout);
  const dir = id === undefined ? layout.served : path.join(layout.builds, id);
  if (!(await exists(dir))) throw new Error(`Nothing built at ${layout.served}.`);
  const own = new Set(id === undefined ? await assetsOf(layout, dir) : (await readRecord(layout, id)).assets);
  const files: string[] = [];
  for await (const file of filesUnder(dir)) {
    const carried = file.startsWith(`${layout.hashed}${path.sep}`) && !own.has(file);
    if (!isVariant(file) && !carried) files.push(file);
  }
  return { dir, files: files.sort() };
}

/** Runs `command` with `args` in the repository, its output on this process's. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** What the command builds and switches: its layout (the served path as the nodes read it) and its build into a folder. */
const PARTS = {
  host: {
    layout: () => layoutOf(readPath(process.env, 'WEB_ROOT', HOST_LAYOUT.served), HOST_LAYOUT.hashed),
    make: (outDir: string) => run('npm', ['run', 'build', '-w', '@parole/host', '--', '--outDir', outDir, '--emptyOutDir']),
  },
  widgets: {
    layout: () => layoutOf(readPath(process.env, 'WIDGETS_ROOT', WIDGETS_LAYOUT.served), WIDGETS_LAYOUT.hashed),
    // rollup.config.mjs writes where WIDGETS_OUT_DIR says (it refuses to run without it: a bare `rollup -c` would write into the served build).
    make: (outDir: string) => run('npx', ['rollup', '-c'], { ...process.env, WIDGETS_OUT_DIR: outDir }),
  },
} as const;
type Part = keyof typeof PARTS;
const isPart = (name: string): name is Part => Object.hasOwn(PARTS, name);

/**
 * `site-build.ts host|widgets` builds and switches one; `site-build.ts
 * --rollback [host|widgets]` rolls back both (an upgrade's `npm run build`
 * built both), or the one named. Both are checked before either is switched:
 * a rollback that cannot go back for one part switches neither.
 */
async function main(args: string[]): Promise<void> {
  const rollback = args.includes('--rollback');
  const named = args.filter((arg) => arg !== '--rollback');
  const unknown = named.filter((name) => !isPart(name));
  if (unknown.length > 0 || (!rollback && named.length === 0)) {
    throw new Error(`Usage: site-build.ts host|widgets, or site-build.ts --rollback [host|widgets] (got: ${args.join(' ') || 'nothing'}).`);
  }
  const parts = (named.length > 0 ? named : Object.keys(PARTS)).filter(isPart);
  if (rollback) {
    for (const part of parts) {
      await servedAndBefore(PARTS[part].layout()).catch((err: Error) => {
        const others = parts.filter((other) => other !== part);
        throw new Error(`${err.message} Nothing was rolled back${others.length > 0 ? `; \`npm run build:rollback -- ${others.join(' ')}\` rolls back the other alone` : ''}.`);
      });
    }
  }
  for (const part of parts) {
    const started = performance.now();
    const layout = PARTS[part].layout();
    const result = rollback ? await rollBack(layout) : await buildAndSwitch(layout, PARTS[part].make);
    const where = path.relative(REPO_ROOT, layout.served);
    console.log(
      `${where} -> builds/${result.id}${result.previous ? ` (before: ${result.previous}, ${result.carried} of its files carried, the others unchanged)` : ''}` +
        `${result.removed.length > 0 ? `; removed ${result.removed.join(', ')}` : ''}, in ${Math.round(performance.now() - started)} ms.`,
    );
  }
}

runIfMain(import.meta.url, () => main(process.argv.slice(2)));
