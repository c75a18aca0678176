/**
 * The site's build, switched into place whole (issue 50): a build never
 * empties the folder a running node serves, and the previous build's hashed
 * files stay served for the tabs still open on it.
 *
 *     packages/host/
 *       builds/<id>/        each build: index.html, assets/, sw.js, …
 *       builds/<id>.json    what the build made itself (its own assets/ files)
 *       dist -> builds/<id> the build served (WEB_ROOT's default): a symlink
 *
 * `npm run build:host` (this file's command) builds into a new
 * builds/<id>/, precompresses it, carries the previous build's own assets/
 * files into it (hard links), and only then replaces the `dist` symlink by
 * rename(2), which is atomic: a node reading the site through `dist` sees the
 * whole old build or the whole new one, never an empty or half-written
 * folder. The nodes follow the link at each request (the page template is
 * looked at again within a second, page.ts), so they need no restart to
 * serve the new site. The builds beyond the last two are removed.
 *
 * `npm run build:host -- --rollback` points `dist` back at the build before
 * the served one, carrying the served one's assets along (tabs opened on it
 * keep theirs).
 *
 * The first build after this change finds `dist` a plain folder: it is
 * renamed into builds/ (the two renames leave `dist` missing for
 * microseconds, once) and its assets are carried like a build's.
 */
import { spawn } from 'node:child_process';
import { copyFile, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '@parole/api/config';
import { runIfMain } from '@parole/api/run-main';
import { precompressDirectory, VARIANTS } from './precompress.js';

/** The folder of the site's hashed files (vite's assetsDir), the one carried from build to build. */
export const ASSETS_DIR = 'assets';
/** Builds kept in builds/: the served one and the one before (a rollback's, and whose assets are carried). */
export const BUILDS_KEPT = 2;

/** Where a package's builds live. */
export interface SiteLayout {
  /** The served path, a symlink to the current build (packages/host/dist). */
  served: string;
  /** The folder of the builds (packages/host/builds). */
  builds: string;
}

/** The site's layout in the repository. */
export const HOST_LAYOUT: SiteLayout = {
  served: path.join(REPO_ROOT, 'packages', 'host', 'dist'),
  builds: path.join(REPO_ROOT, 'packages', 'host', 'builds'),
};

/** What builds/<id>.json records of a build. */
interface BuildRecord {
  id: string;
  /** Its own files under assets/ (relative to the build's folder), the ones carried into the next build. */
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

/** The files under `build`'s assets/ (relative to `build`), without their compressed forms. */
async function assetsOf(build: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of filesUnder(build, ASSETS_DIR)) if (!isVariant(file)) files.push(file);
  return files.sort();
}

/** The builds in `layout.builds`, oldest first (ids sort by time). */
export async function listBuilds(layout: SiteLayout): Promise<string[]> {
  const entries = await readdir(layout.builds, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

/** The id of the build `layout.served` points at, or undefined (missing, or a plain folder). */
export async function servedBuild(layout: SiteLayout): Promise<string | undefined> {
  const target = await readlink(layout.served).catch(() => undefined);
  return target === undefined ? undefined : path.basename(target);
}

async function readRecord(layout: SiteLayout, id: string): Promise<BuildRecord> {
  try {
    return JSON.parse(await readFile(path.join(layout.builds, `${id}.json`), 'utf8')) as BuildRecord;
  } catch {
    // A build without its record (the plain `dist` of before): all its assets are its own.
    return { id, assets: await assetsOf(path.join(layout.builds, id)) };
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
async function pointServedAt(layout: SiteLayout, id: string, legacyId: string): Promise<string | undefined> {
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
async function prune(layout: SiteLayout, keep: ReadonlySet<string>): Promise<string[]> {
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
 * Builds the site into a new folder with `make` (which writes the whole
 * build into the folder it is given), precompresses it, carries the served
 * build's own assets into it, and switches `layout.served` to it.
 * @example await buildSite(HOST_LAYOUT, (outDir) => run('npx', ['vite', 'build', '--outDir', outDir]))
 */
export async function buildSite(layout: SiteLayout, make: (outDir: string) => Promise<void>, now: () => Date = () => new Date()): Promise<SwitchResult> {
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
  await writeFile(path.join(layout.builds, `${id}.json`), `${JSON.stringify({ id, assets: await assetsOf(dir) } satisfies BuildRecord, null, 2)}\n`);

  // The build served now: a build of builds/, or the plain folder of before, moved there at the switch.
  let previous = await servedBuild(layout);
  // Named just before this build, so that it sorts before it.
  const legacyId = `${buildId(new Date(started.getTime() - 1))}-before`;
  const plain = previous === undefined && (await lstat(layout.served).catch(() => undefined))?.isDirectory();
  let carried = 0;
  if (previous !== undefined) carried = await carryAssets(path.join(layout.builds, previous), (await readRecord(layout, previous)).assets, dir);
  // The plain folder's files are carried from where they are, before it moves: the same files, linked.
  else if (plain) carried = await carryAssets(layout.served, await assetsOf(layout.served), dir);
  const legacy = await pointServedAt(layout, id, legacyId);
  previous ??= legacy;
  const removed = await prune(layout, new Set([id, ...(previous ? [previous] : [])]));
  return { id, previous, carried, removed };
}

/**
 * Points `layout.served` back at the build before the served one, carrying
 * the served one's assets into it.
 * @example await rollBack(HOST_LAYOUT) // { id: '20261129-101500-000', previous: '20261129-104503-120', … }
 */
export async function rollBack(layout: SiteLayout): Promise<SwitchResult> {
  const current = await servedBuild(layout);
  const builds = await listBuilds(layout);
  const before = builds.filter((id) => current === undefined || id < current).at(-1);
  if (current === undefined || before === undefined) throw new Error(`No build before the served one in ${layout.builds} (builds: ${builds.join(', ') || 'none'}).`);
  const carried = await carryAssets(path.join(layout.builds, current), (await readRecord(layout, current)).assets, path.join(layout.builds, before));
  await pointServedAt(layout, before, `${buildId()}-before`);
  return { id: before, previous: current, carried, removed: [] };
}

/** Runs `command` with `args` in the repository, its output on this process's. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function main(args: string[]): Promise<void> {
  const started = performance.now();
  const result =
    args[0] === '--rollback'
      ? await rollBack(HOST_LAYOUT)
      : await buildSite(HOST_LAYOUT, (outDir) => run('npm', ['run', 'build', '-w', '@parole/host', '--', '--outDir', outDir, '--emptyOutDir']));
  const where = path.relative(REPO_ROOT, HOST_LAYOUT.served);
  console.log(
    `${where} -> builds/${result.id}${result.previous ? ` (before: ${result.previous}, ${result.carried} of its files carried, the others unchanged)` : ''}` +
      `${result.removed.length > 0 ? `; removed ${result.removed.join(', ')}` : ''}, in ${Math.round(performance.now() - started)} ms.`,
  );
}

runIfMain(import.meta.url, () => main(process.argv.slice(2)));
