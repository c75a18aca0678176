/**
 * A temporary folder of files for tests of what is served from disk (the
 * built site, the widget bundles): written in one call, removed in one.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TempTree {
  /** The folder itself. */
  dir: string;
  /** The absolute path of `relative` inside the folder. */
  path(relative: string): string;
  /** Deletes the folder and everything in it. */
  remove(): Promise<void>;
}

/**
 * Makes a folder in the system's temporary directory holding `files`, keyed
 * by their path inside it ('/'-separated; folders are made as needed).
 * @example
 * const tree = await tempTree('parole-static-', { 'web/index.html': '<!doctype html>', 'widgets/w.js': '' });
 * const app = await openTestApp({ webRoot: tree.path('web') });
 * await tree.remove();
 */
export async function tempTree(prefix: string, files: Record<string, string | Uint8Array>): Promise<TempTree> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const inside = (relative: string) => path.join(dir, ...relative.split('/'));
  for (const [relative, content] of Object.entries(files)) {
    await mkdir(path.dirname(inside(relative)), { recursive: true });
    await writeFile(inside(relative), content);
  }
  return { dir, path: inside, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Every file under `dir` (none when it does not exist), as sorted paths
 * relative to it; with `keys`, an audio cache's 20-character keys written
 * KEY (`64/1.KEY.mp3`).
 */
export async function filesIn(dir: string, { keys = false } = {}): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .map((file) => (keys ? file.replace(/\.[\w-]{20}\./, '.KEY.') : file))
    .sort();
}
