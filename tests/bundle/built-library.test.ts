// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://embedding-site.example/page" }
/**
 * The BUILT library, as a user gets it: dist/esm/index.js (ESM, one file per
 * source module) and dist/index.cjs
 * (CJS) export what src/index.ts exports and render in Node (the CJS build is
 * where a wrong styled-components interop shows), and the script-tag bundle
 * registers window.ParoleWidgets and mounts widgets in a jsdom window, on a
 * page of another origin than the API's, as an embed is.
 *
 * Needs `npx rollup -c` (the build:widgets script) first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';

// Paths from this file's own location (a string: under jsdom, URL is jsdom's class, which Node's fileURLToPath refuses).
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/widgets/dist');
const file = (name: string) => path.join(DIST, name);

/** The built files are meant to have the source's shape; the tests below check it. */
type Library = typeof import('../../packages/widgets/src/index.js');

beforeAll(() => {
  for (const name of ['esm/index.js', 'index.cjs', 'index.d.ts', 'parole-widgets.iife.js']) {
    if (!existsSync(file(name))) throw new Error(`${file(name)} is missing: run \`npx rollup -c\` first.`);
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

describe('the script-tag bundle', () => {
  it('carries nothing of the AI section nor of markdown-it', () => {
    const code = readFileSync(file('parole-widgets.iife.js'), 'utf8');
    // (The contract's table, with the AI call and its refusals, is the client's: it is there.)
    for (const text of ['Help (c:livre)', 'Assistant IA', 'Tokens (en milliers)', 'Établis une grille', 'validateLink', 'linkify']) {
      expect(code.includes(text), text).toBe(false);
    }
  });

  it('registers window.ParoleWidgets and mounts the page’s widgets', async () => {
    document.body.innerHTML = `
      <div id="unknown" data-bible-widget="xyz"></div>
      <div id="reader" data-bible-widget="reader" data-api="http://127.0.0.1:9" data-livre="43" data-chapitre="3" data-site="https://parole.example"></div>`;
    // Run the bundle the way a <script> tag does: global code, in this page.
    new Function(readFileSync(file('parole-widgets.iife.js'), 'utf8'))();

    const widgets = window.ParoleWidgets;
    expect(widgets?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof widgets?.mount).toBe('function');
    expect(typeof widgets?.mountAll).toBe('function');

    await expect.poll(() => document.getElementById('unknown')?.textContent).toBe('Widget inconnu : xyz');
    await expect.poll(() => document.querySelector('#reader h1')?.textContent).toBe('Jean 3');
    expect(document.querySelector('#reader a[aria-label="Chapitre 5"]')?.getAttribute('href')).toBe('https://parole.example/lire/43/5');
    // Nothing listens on port 9: the bundled browser build of axios reports it in French.
    await expect
      .poll(() => document.querySelector('#reader [role="alert"]')?.textContent, { timeout: 10_000 })
      .toContain('Impossible de joindre le serveur');

    widgets?.mountAll().forEach((widget) => widget.unmount());
  });
});
