/**
 * The widgets' build switched in under a running server (issue 50,
 * "Upgrades that lose nothing"): `npm run build:widgets` builds into a new
 * builds/<id>/ and switches the served symlink by a rename
 * (packages/pages/src/site-build.ts, buildAndSwitch), so a church page
 * loading the embed meanwhile gets every file it asks for, and a page that
 * loaded the loader of before still gets that build's chunks.
 *
 * On a layout of the test's (as the nodes read it through WIDGETS_ROOT),
 * never the worktree's; the server in this process serves it. The builds
 * are buildAndSwitch's, the function `npm run build:widgets` runs, with a
 * build step that lays out the worktree's own build file by file over some
 * seconds, so that the request loops run all through a build: rollup's own
 * run is exercised by every `npm test` (`test:prepare` runs `npm run build`,
 * into builds/<id>/ and switched), and a minute of a core here would only
 * make the same files (docs/performance.md, "Test suite"). What rollup must
 * never do, write into the served folder, is checked apart: run bare, it
 * refuses at once.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { IMMUTABLE } from '../../packages/pages/src/routes/static.js';
import { buildAndSwitch, layoutOf, listBuilds, ownFiles, servedBuild, WIDGETS_LAYOUT, type BuildLayout } from '../../packages/pages/src/site-build.js';
import type { EmbedManifest } from '../../packages/widgets/src/embed/manifest.js';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';

/** A chunk of the build of before that no build of today's source makes (a hashed name: 8 characters). */
const OLD_CHUNK = 'quiz-0ldBui1d.js';

let dir: string;
let layout: BuildLayout;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-widgets-upgrade-'));
  layout = layoutOf(path.join(dir, 'dist'), WIDGETS_LAYOUT.hashed);
  const { dir: built, files } = await ownFiles(WIDGETS_LAYOUT).catch(() => {
    throw new Error(`${WIDGETS_LAYOUT.served} is missing: run \`npm run build:widgets\` first.`);
  });
  // The build of before, laid out as `npm run build:widgets` lays it out.
  await buildAndSwitch(layout, async (outDir) => {
    for (const file of files) {
      await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await copyFile(path.join(built, file), path.join(outDir, file));
    }
    await writeFile(path.join(outDir, 'embed', OLD_CHUNK), `export const built = ${JSON.stringify('before '.repeat(100))};\n`);
  });
  server = await startServer({ host: '127.0.0.1', port: 0, webRoot: path.join(dir, 'no-site'), widgetsRoot: layout.served });
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs `npx rollup -c` without WIDGETS_OUT_DIR; resolves with its exit code and output. */
function bareRollup(): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env };
  delete env.WIDGETS_OUT_DIR;
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rollup', '-c'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The worktree's own build laid out in `outDir`, a file every few milliseconds: a build that takes seconds. */
async function slowCopyOf(built: string, files: readonly string[], outDir: string): Promise<void> {
  for (const file of files) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await copyFile(path.join(built, file), path.join(outDir, file));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('npm run build:widgets under a running server (issue 50)', () => {
  it('never fails a request for the embed while it builds and switches, and still serves the build of before’s chunks', { timeout: 120_000 }, async () => {
    const manifest = JSON.parse(await readFile(path.join(layout.served, 'embed', 'manifest.json'), 'utf8')) as EmbedManifest;
    const chunks = [manifest.runtime, ...Object.values(manifest.widgets).flatMap((w) => [w.file, ...w.imports])];
    const paths = ['/widgets/parole-widgets.js', '/widgets/parole-tagger.js', '/widgets/embed/manifest.json', ...new Set(chunks.map((c) => `/widgets/embed/${c}`)), `/widgets/embed/${OLD_CHUNK}`];
    const before = await servedBuild(layout);

    const failures: string[] = [];
    let answered = 0;
    let looping = true;
    const loop = async (start: number) => {
      for (let i = start; looping; i++) {
        const url = paths[i % paths.length];
        try {
          const reply = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
          await reply.arrayBuffer();
          if (reply.status === 200) answered++;
          else failures.push(`${url} ${reply.status}`);
        } catch (err) {
          failures.push(`${url} ${(err as Error).message}`);
        }
      }
    };
    const loops = [0, 1, 2, 3].map(loop);
    const { dir: built, files } = await ownFiles(WIDGETS_LAYOUT);
    await buildAndSwitch(layout, (outDir) => slowCopyOf(built, files, outDir));
    looping = false;
    await Promise.all(loops);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(paths.length * 4);
    // Switched: a new build served (the loader and the manifest its own), the one before kept.
    const after = await servedBuild(layout);
    expect(after).not.toBe(before);
    expect(await listBuilds(layout)).toEqual([before, after]);
    expect(await realpath(layout.served)).toBe(path.join(layout.builds, after!));
    // A page that loaded the loader of before still gets that build's chunk, cached as a hashed file is.
    const old = await fetch(`${server.url}/widgets/embed/${OLD_CHUNK}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await old.text()).toContain('before');
    // And the new loader's chunks are there.
    const current = JSON.parse(await readFile(path.join(layout.served, 'embed', 'manifest.json'), 'utf8')) as EmbedManifest;
    expect((await fetch(`${server.url}/widgets/embed/${current.runtime}`)).status).toBe(200);
  });

  it('never lets rollup write into the served folder: run bare, without the build folder npm run build:widgets gives it, it refuses', async () => {
    const bare = await bareRollup();
    expect(bare.code).not.toBe(0);
    expect(bare.output).toContain('WIDGETS_OUT_DIR is not set');
  });
});
