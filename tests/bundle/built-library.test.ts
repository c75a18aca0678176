// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://embedding-site.example/page" }
/**
 * The BUILT library, as a user gets it: dist/esm/index.js (ESM, one file per
 * source module) and dist/index.cjs
 * (CJS) export what src/index.ts exports and render in Node (the CJS build is
 * where a wrong styled-components interop shows), and the script-tag embed
 * is a small loader and code-split chunks named by its manifest (loading and
 * mounting them on another origin: tests/e2e/embed.test.ts, in Chromium).
 *
 * Needs `npm run build:widgets` first (dist: a symlink to the served build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownFiles, WIDGETS_LAYOUT } from '../../packages/pages/src/site-build.js';
import type { EmbedManifest } from '../../packages/widgets/src/embed/manifest.js';

// Paths from this file's own location (a string: under jsdom, URL is jsdom's class, which Node's fileURLToPath refuses).
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/widgets/dist');
const file = (name: string) => path.join(DIST, name);

/** The built files are meant to have the source's shape; the tests below check it. */
type Library = typeof import('../../packages/widgets/src/index.js');

beforeAll(() => {
  for (const name of ['esm/index.js', 'index.cjs', 'index.d.ts', 'parole-widgets.js', 'embed/manifest.json']) {
    if (!existsSync(file(name))) throw new Error(`${file(name)} is missing: run \`npm run build:widgets\` first.`);
  }
});

describe('the built library', () => {
  const builds: Array<[string, () => Promise<Library>]> = [
    ['ESM dist/esm/index.js', async () => (await import(pathToFileURL(file('esm/index.js')).href)) as Library],
    ['CJS dist/index.cjs', async () => createRequire(import.meta.url)(file('index.cjs')) as Library],
  ];

  describe.each(builds)('%s', (_name, load) => {
    it('exports exactly what src/index.ts exports', async () => {
      const [built, source] = await Promise.all([load(), import('../../packages/widgets/src/index.js')]);
      expect(Object.keys(built).filter((k) => k !== '__esModule').sort()).toEqual(Object.keys(source).sort());
    });

    it('renders the reader with the application’s React and styled-components', async () => {
      const { ReaderView } = await load();
      const html = renderToString(createElement(ReaderView, { book: 43, chapter: 3, state: { status: 'loading' } }));
      expect(html).toContain('Jean 3');
      expect(html).toContain('Chargement du chapitre…');
    });
  });

  it('leaves markdown-it to the application, and renders the AI section with it', async () => {
    for (const name of ['esm/ai/markdown.js', 'index.cjs']) {
      const code = readFileSync(file(name), 'utf8');
      expect(code, name).toMatch(/(from ['"]markdown-it['"]|require\(['"]markdown-it['"]\))/);
      // markdown-it's own code (its link validation) is not copied in.
      expect(code, name).not.toMatch(/BAD_PROTO_RE|GOOD_DATA_RE/);
    }
    const { AiHelperView, renderMarkdown } = (await import(pathToFileURL(file('esm/index.js')).href)) as Library;
    expect(renderMarkdown('**a** <b>b</b>')).toBe('<p><strong>a</strong> &lt;b&gt;b&lt;/b&gt;</p>\n');
    const html = renderToString(
      createElement(AiHelperView, {
        book: 43,
        chapter: 3,
        setup: { status: 'ready', data: { configure: true, modeles: ['m'], modele: 'm', limites: 'https://x.example' } },
        form: { option: 1, summaryWords: '100', character: '', freeText: '', wholeBible: false, model: null, maxTokens: '600' },
        selectionReference: null,
        loading: null,
        outcome: { status: 'answer', markdown: '## Résumé' },
        tokens: { prompt: 1532, completion: 418, total: 1950 },
      }),
    );
    expect(html).toContain('Help (c:livre)');
    expect(html).toContain('<h4>Résumé</h4>');
  });

  it('ships one declaration file with the contract types inlined', () => {
    const dts = readFileSync(file('index.d.ts'), 'utf8');
    expect(dts).toMatch(/interface ReaderProps/);
    expect(dts).toMatch(/interface ChapterResponse/);
    expect(dts).not.toMatch(/from '@parole\/bible'/);
  });
});

describe('the script-tag embed', () => {
  const manifest = () => JSON.parse(readFileSync(file('embed/manifest.json'), 'utf8')) as EmbedManifest;
  // The build's own chunks: its embed/ also holds those carried from the build before (issue 50).
  const chunks = async () =>
    (await ownFiles(WIDGETS_LAYOUT)).files.filter((name) => name.startsWith(`embed${path.sep}`) && name.endsWith('.js')).map((name) => path.basename(name));

  it('names in its manifest a runtime and one chunk per widget, all built, with content-hashed names', () => {
    const { runtime, widgets } = manifest();
    expect(Object.keys(widgets).sort()).toEqual(['plan', 'quiz', 'reader', 'search', 'themes', 'wordcloud']);
    const named = [runtime, ...Object.values(widgets).flatMap((w) => [w.file, ...w.imports])];
    for (const name of named) {
      expect(name, name).toMatch(/^[\w.-]+-[\w-]{8}\.js$/);
      expect(existsSync(file(`embed/${name}`)), name).toBe(true);
    }
    for (const widget of Object.values(widgets)) expect(widget.imports).toContain(runtime);
  });

  it('has a loader without React that carries the manifest', () => {
    const loader = readFileSync(file('parole-widgets.js'), 'utf8');
    const { runtime, widgets } = manifest();
    expect(loader).toContain(runtime);
    expect(loader).toContain(widgets.plan.file);
    for (const text of ['createRoot', 'useState', 'styled-components', 'axios']) expect(loader.includes(text), text).toBe(false);
  });

  it('puts the renderer (preact/compat, not React DOM) and styled-components in the runtime only, nothing of the AI section nor of markdown-it anywhere', async () => {
    const { runtime } = manifest();
    for (const name of await chunks()) {
      const code = readFileSync(file(`embed/${name}`), 'utf8');
      // (The contract's table, with the AI call and its refusals, is the client's: it is there.)
      for (const text of ['Help (c:livre)', 'Assistant IA', 'Tokens (en milliers)', 'Établis une grille', 'validateLink', 'linkify']) {
        expect(code.includes(text), `${name}: ${text}`).toBe(false);
      }
      // React DOM (its error decoder's URL) nowhere: the embed renders with preact/compat, whose
      // SVG attribute table ('strikethrough'), like styled-components' errors link, is in the runtime only.
      expect(code.includes('react.dev/errors'), name).toBe(false);
      expect(code.includes('strikethrough'), name).toBe(name === runtime);
      expect(code.includes('styled-components/src/utils/errors.md'), name).toBe(name === runtime);
    }
  });

  it('replaces the old single bundle', () => {
    expect(existsSync(file('parole-widgets.iife.js'))).toBe(false);
  });
});
