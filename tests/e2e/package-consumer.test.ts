/**
 * @parole/widgets as an application outside the repository gets it: the
 * tarball `npm run pack:widgets` makes, installed into a fresh Vite + React 19 project in
 * the system's temporary folder, which imports one widget, type-checks,
 * builds, and shows the widget in Chromium against the real server.
 *
 * - Types: the consumer's tsc resolves the package's declarations (a wrong
 *   prop is refused, so they are not `any`).
 * - Tree shaking: the build that imports `Plan` alone leaves out what only
 *   other widgets use (markdown-it of the AI helper, d3-cloud of the word
 *   cloud, the quiz's code) and is smaller than the build that uses every
 *   widget.
 *
 * Needs the build (`npm run build`). The consumer's dependencies are the
 * versions this repository installed, so npm finds them in its cache.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { useJourney } from './harness.js';

const run = promisify(execFile);
const WIDGETS = path.join(REPO_ROOT, 'packages/widgets');

/** The version of `name` this repository installed: the consumer asks for the same, found in npm's cache. */
const installed = (name: string): string => JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The consumer's sources, by entry: one widget, or all of them. */
const ENTRIES = {
  plan: `import { createRoot } from 'react-dom/client';
import { BibleApiProvider, Plan } from '@parole/widgets';

const api = new URLSearchParams(location.search).get('api') ?? '';
createRoot(document.getElementById('root')!).render(
  <BibleApiProvider baseURL={api}>
    <Plan month={3} day={14} />
  </BibleApiProvider>,
);
`,
  all: `import { createRoot } from 'react-dom/client';
import { AiHelper, BibleApiProvider, Plan, Quiz, Reader, SearchBox, SearchResults, ThemeList, WordCloud, localQuizStorage } from '@parole/widgets';

const api = new URLSearchParams(location.search).get('api') ?? '';
createRoot(document.getElementById('root')!).render(
  <BibleApiProvider baseURL={api}>
    <Plan month={3} day={14} />
    <Reader book={43} chapter={3} />
    <SearchBox value="" onValueChange={() => {}} exact="nex" onExactChange={() => {}} history={[]} onHistoryChange={() => {}} onSearch={() => {}} onReference={() => {}} />
    <SearchResults word="berger" filter="atnt" exact="nex" />
    <ThemeList onOpen={() => {}} />
    <WordCloud scope="nt" />
    <Quiz storage={localQuizStorage('quiz')} />
    <AiHelper book={43} chapter={3} />
  </BibleApiProvider>,
);
`,
} as const;

interface Consumer {
  dir: string;
  /** Builds `entry` into dist-<entry>/ and returns the gzip size of its JavaScript and the code itself. */
  build(entry: keyof typeof ENTRIES): Promise<{ gzip: number; code: string; dist: string }>;
  tsc(): Promise<{ ok: boolean; output: string }>;
}

async function makeConsumer(): Promise<Consumer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parole-consumer-'));
  // The package as `npm run pack:widgets` makes it from the served build (`npm pack` of a staged copy:
  // it does not follow the dist symlink, issue 50), the build already there.
  const { stdout } = await run('npx', ['tsx', 'scripts/pack-widgets.ts', '--json', '--pack-destination', dir], { cwd: REPO_ROOT });
  const tarball = path.join(dir, JSON.parse(stdout)[0].filename as string);
  const pkg = {
    name: 'paroisse-saint-jean',
    private: true,
    type: 'module',
    dependencies: {
      '@parole/widgets': `file:${tarball}`,
      react: installed('react'),
      'react-dom': installed('react-dom'),
      'styled-components': installed('styled-components'),
    },
    devDependencies: {
      vite: installed('vite'),
      '@vitejs/plugin-react': installed('@vitejs/plugin-react'),
      typescript: installed('typescript'),
      '@types/react': installed('@types/react'),
      '@types/react-dom': installed('@types/react-dom'),
    },
  };
  const app = path.join(dir, 'app');
  await mkdir(path.join(app, 'src'), { recursive: true });
  await writeFile(path.join(app, 'package.json'), JSON.stringify(pkg, null, 2));
  // Vite's React + TypeScript template settings.
  await writeFile(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: true },
      include: ['src'],
    }),
  );
  await writeFile(
    path.join(app, 'vite.config.js'),
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig(({ mode }) => ({ plugins: [react()], build: { outDir: 'dist-' + mode } }));
`,
  );
  await writeFile(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  for (const [name, code] of Object.entries(ENTRIES)) await writeFile(path.join(app, 'src', `${name}.tsx`), code);
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });

  const bin = (name: string) => path.join(app, 'node_modules', '.bin', name);
  return {
    dir,
    async build(entry) {
      await writeFile(path.join(app, 'src', 'main.tsx'), `import './${entry}.js';\n`);
      await run(bin('vite'), ['build', '--mode', entry, '--logLevel', 'error'], { cwd: app });
      const dist = path.join(app, `dist-${entry}`);
      const assets = path.join(dist, 'assets');
      const code = readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(path.join(assets, f), 'utf8'))
        .join('\n');
      return { gzip: gzipSync(code).length, code, dist };
    },
    async tsc() {
      try {
        const { stdout } = await run(bin('tsc'), ['-p', '.'], { cwd: app });
        return { ok: true, output: stdout };
      } catch (error) {
        return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
      }
    },
  };
}

/** Serves a built site's folder on a loopback port. */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('@parole/widgets installed from its npm pack tarball into a fresh Vite + React 19 project', () => {
  const journey = useJourney();
  let consumer: Consumer;
  let plan: Awaited<ReturnType<Consumer['build']>>;
  let all: Awaited<ReturnType<Consumer['build']>>;
  let site: { url: string; server: Server } | undefined;

  beforeAll(async () => {
    for (const file of ['dist/esm/index.js', 'dist/index.cjs', 'dist/index.d.ts']) {
      if (!existsSync(path.join(WIDGETS, file))) throw new Error(`packages/widgets/${file} is missing: run \`npm run build\` first.`);
    }
    consumer = await makeConsumer();
    plan = await consumer.build('plan');
    all = await consumer.build('all');
    site = await serve(plan.dist);
  }, 300_000);

  afterAll(async () => {
    site?.server.closeAllConnections();
    await new Promise((resolve) => site?.server.close(resolve));
    if (consumer) await rm(consumer.dir, { recursive: true, force: true });
  });

  it('type-checks against the package’s own declarations, which refuse a wrong prop', async () => {
    expect(await consumer.tsc()).toEqual({ ok: true, output: '' });
    const wrong = path.join(consumer.dir, 'app', 'src', 'wrong.tsx');
    await writeFile(wrong, `import { Plan } from '@parole/widgets';\nexport const x = <Plan month="mars" day={14} />;\n`);
    const refused = await consumer.tsc();
    await rm(wrong);
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/wrong\.tsx.*TS2322/);
  });

  it('bundles only what the imported widget needs', () => {
    // Plan's own code is there…
    expect(plan.code).toContain('data-chapitre');
    // …not markdown-it (the AI helper's), d3-cloud (the word cloud's), nor the quiz's storage.
    for (const [name, code] of [
      ['plan', plan.code],
      ['all', all.code],
    ] as const) {
      const present = (marker: RegExp) => marker.test(code);
      expect([present(/linkify|markdown-it/i), present(/rectangular/), present(/parole:quiz/)], name).toEqual(
        name === 'plan' ? [false, false, false] : [true, true, true],
      );
    }
    expect(plan.gzip).toBeLessThan(all.gzip * 0.85);
  });

  it('shows the widget, talking to the real server from its own origin', async () => {
    const page = await journey.page();
    await page.goto(`${site!.url}/?api=${encodeURIComponent(journey.site.url)}`);
    // 14 March: Deutéronome 13-15 and Romains 10.
    await expect.poll(() => page.getByRole('heading', { level: 3 }).allTextContents(), { timeout: 20_000 }).toContain('Romains 10');
    await page.close();
  });
});
