/**
 * The npm package of @parole/widgets, packed from the served build
 * (`npm run pack:widgets -- [npm pack's options]`, after `npm run build:widgets`).
 *
 * packages/widgets/dist is a symlink to the served build (issue 50,
 * packages/pages/src/site-build.ts), and `npm pack` does not follow symlinks
 * (npm-packlist walks with `follow: false`): packed in place, the package
 * would hold no dist/ at all. So this script stages the package in a
 * temporary folder, its package.json (without its scripts: they are the
 * monorepo's) and README beside a real dist/ made of the served build's own
 * files (hard links; not the embed chunks carried from the build before, nor
 * the .br/.gz forms), and runs `npm pack` there with the options it was given
 * (`--dry-run`, `--json`, `--pack-destination`; the tarball is written in the
 * current folder by default, as `npm pack` does). `npm pack -w @parole/widgets`
 * stops with a message pointing here (the package's `prepack`).
 */
import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@parole/api/config';
import { runIfMain } from '@parole/api/run-main';
import { ownFiles, WIDGETS_LAYOUT } from '../packages/pages/src/site-build.js';

const PACKAGE = path.join(REPO_ROOT, 'packages', 'widgets');

/**
 * Stages the package in a new temporary folder and resolves with it (the caller removes it).
 * @example const staged = await stagePackage(); // '/tmp/parole-widgets-pack-…', holding package.json, README.md and dist/
 */
export async function stagePackage(): Promise<string> {
  const staged = await mkdtemp(path.join(os.tmpdir(), 'parole-widgets-pack-'));
  const manifest = JSON.parse(await readFile(path.join(PACKAGE, 'package.json'), 'utf8')) as Record<string, unknown>;
  delete manifest.scripts;
  await writeFile(path.join(staged, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await copyFile(path.join(PACKAGE, 'README.md'), path.join(staged, 'README.md'));
  const { dir, files } = await ownFiles(WIDGETS_LAYOUT);
  for (const file of files) {
    const target = path.join(staged, 'dist', file);
    await mkdir(path.dirname(target), { recursive: true });
    // A copy where a link is refused (the temporary folder on another file system).
    await link(path.join(dir, file), target).catch(() => copyFile(path.join(dir, file), target));
  }
  return staged;
}

/** Runs `npm pack` on the staged package with `args`, its output on this process's; resolves with its exit code. */
async function pack(args: string[]): Promise<number> {
  const staged = await stagePackage();
  try {
    return await new Promise<number>((resolve, reject) => {
      const child = spawn('npm', ['pack', staged, '--ignore-scripts', ...args], { stdio: 'inherit' });
      child.once('error', reject);
      child.once('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, () => pack(process.argv.slice(2)));
