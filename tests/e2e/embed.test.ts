/**
 * The script-tag embed on a church's page of another origin (another port of
 * 127.0.0.1), as a webmaster pastes it from the README: the loader
 * (/widgets/parole-widgets.js), its chunks, the widgets in shadow roots.
 * Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { EmbedManifest } from '../../packages/widgets/src/embed/manifest.js';
import { A11Y_RUN_OPTIONS, describeViolations } from '../support/a11y.js';
import { EMBED_WIDGETS as WIDGETS, EMBED_WIDGET_NAMES as NAMES, expectContent, type EmbedWidgetName as WidgetName } from './embed-widgets.js';
import { useChurchPage, useJourney } from './harness.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/widgets/dist');
const manifest = (): EmbedManifest => JSON.parse(readFileSync(path.join(DIST, 'embed/manifest.json'), 'utf8'));

/** The two lines of the README, and nothing else (data-api defaults to the site that serves the loader). */
const twoLines = (site: string, name: string, attributes = '') =>
  `<script src="${site}/widgets/parole-widgets.js" defer></script>\n<div id="w" data-bible-widget="${name}" ${attributes}></div>`;

const html = (body: string, head = '') =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title>${head}</head><body>${body}</body></html>`;

/** A page's CSS that tries everything to reach the widgets: resets, `*` rules, !important, a tiny root font size. */
const HOSTILE_CSS = `
  html { font-size: 10px !important; }
  *, *::before, *::after {
    margin: 0 !important; padding: 0 !important;
    font: 30px/1 "Comic Sans MS", cursive !important;
    color: red !important; box-sizing: content-box !important;
    letter-spacing: 2px !important; text-transform: uppercase !important; text-align: right !important;
    line-height: 3 !important; visibility: visible !important; word-spacing: 5px !important;
  }
  div { border: 3px solid lime !important; }
  button { all: unset !important; }
  h1, h2, h3, p, a, span, li, ul, svg, img { display: block !important; background: #ccc !important; }
  [data-bible-widget] { padding: 20px !important; font-size: 40px !important; font-style: italic !important; color: blue !important; }
`;

/** The page's own elements around the widgets, whose computed styles must not change. */
const PAGE_CONTENT = `<h1>Notre paroisse</h1><p class="intro">Bienvenue <a href="#messes">aux messes</a>.</p><button type="button">Contact</button>`;

const NONCE = 'cGFyb2xlLWVtYmVk';
const cspOf = (site: string) =>
  [
    "default-src 'none'",
    `script-src ${site} 'nonce-${NONCE}'`,
    `style-src 'nonce-${NONCE}'`,
    `connect-src ${site}`,
    `img-src ${site} data:`,
    `media-src ${site}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

function churchPage(site: string, pagePath: string): string {
  const [, kind, name] = pagePath.split('/') as [string, string, WidgetName | undefined];
  const loader = `<script src="${site}/widgets/parole-widgets.js" defer></script>`;
  switch (kind) {
    case 'two-lines':
      return html(twoLines(site, name!, WIDGETS[name!]));
    case 'all':
      return html(`${PAGE_CONTENT}${NAMES.map((n) => `<div id="${n}" data-bible-widget="${n}" ${WIDGETS[n]}></div>`).join('')}${loader}`);
    case 'clean':
    case 'hostile': {
      const style = kind === 'hostile' ? `<style>${HOSTILE_CSS}</style>` : '<style>body { margin: 0 }</style>';
      const widgets = name ? `<div class="frame" style="position: absolute; top: 0; left: 0; width: 640px"><div id="w" data-bible-widget="${name}" ${WIDGETS[name]}></div></div>${loader}` : '';
      return html(`${PAGE_CONTENT}${widgets}<p class="after">Horaires <span>du dimanche</span></p>`, style);
    }
    case 'themed':
      return html(
        `<div id="light" data-bible-widget="reader" data-livre="19" data-chapitre="117" data-color-background="#fdf6e3" data-color-text="#073642" data-color-accent="#b58900" data-font-ui="Verdana, sans-serif" data-radius="0px"></div>
         <div id="dark" data-bible-widget="reader" data-livre="19" data-chapitre="117" data-scheme="dark" data-color-accent="not-a-colour"></div>${loader}`,
      );
    case 'keyboard':
      return html(`<a id="before" href="#a">Avant</a><div id="w" data-bible-widget="search"></div><a id="after" href="#b">Après</a>${loader}`);
    case 'csp':
      return html(
        `<script nonce="${NONCE}">window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));</script>
         <div id="reader" data-bible-widget="reader" data-livre="43" data-chapitre="3" data-site="${site}"></div>
         <div id="themes" data-bible-widget="themes"></div>
         <div id="plan" data-bible-widget="plan" data-date="2026-03-15"></div>
         <script src="${site}/widgets/parole-widgets.js" nonce="${NONCE}" defer></script>`,
      );
    case 'csp-no-nonce':
      // The policy of the strict page, the loader's tag without the page's nonce (a CMS that strips it).
      return html(
        `<div id="reader" data-bible-widget="reader" data-livre="43" data-chapitre="3"></div>
         <div id="plan" data-bible-widget="plan" data-date="2026-03-15"></div>
         ${loader}`,
      );
    case 'hide-title':
      return html(
        `<h2>Lectures du jour</h2>
         <div id="hidden" data-bible-widget="plan" data-date="2026-03-15" data-hide-title></div>
         <div id="off" data-bible-widget="plan" data-date="2026-03-15" data-hide-title="false"></div>
         <div id="shown" data-bible-widget="plan" data-date="2026-03-15"></div>${loader}`,
      );
    case 'page-theme':
      // The theme once, on the script tag; the second widget keeps its own background.
      return html(
        `<div id="first" data-bible-widget="reader" data-livre="19" data-chapitre="117"></div>
         <div id="second" data-bible-widget="reader" data-livre="19" data-chapitre="117" data-color-background="#ffffff"></div>
         <script src="${site}/widgets/parole-widgets.js" data-color-background="#fdf6e3" data-color-text="#073642" data-font-ui="Verdana, sans-serif" defer></script>`,
      );
    case 'dynamic':
      return html(`<main id="page"></main>${loader}`);
    default:
      return html('');
  }
}

describe('the script-tag embed on another site, in Chromium', () => {
  const journey = useJourney();
  const church = useChurchPage(journey, churchPage, {
    headers: (site, pagePath): Record<string, string> => (pagePath.startsWith('/csp') ? { 'Content-Security-Policy': cspOf(site) } : {}),
  });
  const open = async (pagePath: string) => {
    const page = await journey.page();
    await page.goto(new URL(pagePath, church.url).href);
    return page;
  };

  it('mounts each of the six widgets from the two lines, its API defaulted to the loader’s site', async () => {
    expect(new URL(church.url).origin).not.toBe(new URL(journey.site.url).origin);
    for (const name of NAMES) {
      const page = await open(`/two-lines/${name}`);
      await expectContent(page, '#w', name);
      await page.close();
    }
  });

  it('transfers, for a page with one plan widget, the loader, the runtime and the plan’s chunks, no other', async () => {
    const page = await journey.page();
    await page.route('**/*', (route) => route.continue()); // routing disables the HTTP cache
    const fetched: string[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/widgets/')) fetched.push(url.pathname);
    });
    await page.goto(new URL('/two-lines/plan', church.url).href);
    await expectContent(page, '#w', 'plan');
    const { runtime, widgets } = manifest();
    const expected = ['/widgets/parole-widgets.js', ...[runtime, widgets.plan.file, ...widgets.plan.imports].map((f) => `/widgets/embed/${f}`)];
    expect(new Set(fetched)).toEqual(new Set(expected));
    await page.close();
  });

  it('mounts all six widgets on one page, each in its own shadow root, links leading to nothing of the page', async () => {
    const page = await open('/all');
    for (const name of NAMES) await expectContent(page, `#${name}`, name);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('[data-bible-widget]'), (e) => e.shadowRoot !== null && e.children.length === 0))).toEqual(NAMES.map(() => true));
    await page.close();
  });

  /** Computed styles of the page's own elements (not the widgets' hosts nor their frame), and its style sheets. */
  const pageStyles = (page: Page) =>
    page.evaluate(() => {
      const own = Array.from(document.querySelectorAll('body *')).filter((e) => !e.matches('[data-bible-widget], .frame, script'));
      return {
        sheets: document.styleSheets.length,
        headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
        elements: own.map((e) => {
          const style = getComputedStyle(e);
          return `${e.localName}: ${Array.from(style, (p) => `${p}=${style.getPropertyValue(p)}`).join(';')}`;
        }),
      };
    });

  it('looks the same on a hostile page as on a clean one, and changes nothing of the page around it', async () => {
    for (const name of ['reader', 'plan', 'themes'] as const) {
      const shots: PNG[] = [];
      for (const kind of ['clean', 'hostile']) {
        const page = await open(`/${kind}/${name}`);
        await expectContent(page, '#w', name);
        await page.evaluate(() => document.fonts.ready);
        shots.push(PNG.sync.read(await page.locator('#w').screenshot({ animations: 'disabled', caret: 'hide' })));
        if (kind === 'hostile') {
          const bare = await open('/hostile');
          expect(await pageStyles(page), name).toEqual(await pageStyles(bare));
          await bare.close();
        }
        await page.close();
      }
      // The element's box may start at another fraction of a pixel on each page: its
      // screenshot may be one row taller or shorter. The common area is compared.
      const [clean, hostile] = shots;
      expect(hostile.width, name).toBe(clean.width);
      expect(Math.abs(hostile.height - clean.height), name).toBeLessThanOrEqual(1);
      const width = clean.width;
      const height = Math.min(clean.height, hostile.height);
      const rows = (png: PNG) => png.data.subarray(0, width * height * 4);
      const different = pixelmatch(rows(clean), rows(hostile), undefined, width, height, { threshold: 0.1 });
      expect(different / (width * height), `${name}: ${different} pixels differ`).toBeLessThan(0.001);
    }
  });

  it('keeps each widget’s own theme when two are on one page, and ignores an invalid value with a warning', async () => {
    const page = await journey.page();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(new URL('/themed', church.url).href);
    for (const id of ['light', 'dark']) await expect.poll(() => page.locator(`#${id} [data-verset]`).count()).toBe(2);
    const look = (id: string) =>
      page.evaluate((id) => {
        const root = document.getElementById(id)!.shadowRoot!.querySelector('div[lang="fr"] > *')!;
        const style = getComputedStyle(root);
        return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
      }, id);
    expect(await look('light')).toEqual({ background: 'rgb(253, 246, 227)', color: 'rgb(7, 54, 66)', font: 'Verdana, sans-serif' });
    expect(await look('dark')).toMatchObject({ background: 'rgb(22, 22, 28)', color: 'rgb(236, 236, 241)' });
    expect(warnings.filter((w) => w.includes('data-color-accent="not-a-colour"'))).toHaveLength(1);
    await page.close();
  });

  it('hides a widget’s own title with data-hide-title, for screen readers still there', async () => {
    const page = await open('/hide-title');
    const title = (id: string) => page.locator(`#${id}`).getByRole('heading', { level: 1, name: 'Bible en 1 an' });
    for (const id of ['hidden', 'off', 'shown']) await title(id).waitFor({ state: 'attached' });
    const box = async (id: string) => {
      const { width, height } = (await title(id).boundingBox())!;
      return { width: Math.round(width), height: Math.round(height) };
    };
    expect(await box('hidden')).toEqual({ width: 1, height: 1 });
    for (const id of ['off', 'shown']) expect((await box(id)).height).toBeGreaterThan(20);
    // The region keeps its name from the hidden title.
    expect(await page.locator('#hidden').getByRole('region', { name: 'Bible en 1 an' }).count()).toBe(1);
    await page.close();
  });

  it('takes a theme for every widget from the script tag, a widget’s own attribute winning', async () => {
    const page = await open('/page-theme');
    for (const id of ['first', 'second']) await expect.poll(() => page.locator(`#${id} [data-verset]`).count()).toBe(2);
    const look = (id: string) =>
      page.evaluate((id) => {
        const style = getComputedStyle(document.getElementById(id)!.shadowRoot!.querySelector('div[lang="fr"] > *')!);
        return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
      }, id);
    expect(await look('first')).toEqual({ background: 'rgb(253, 246, 227)', color: 'rgb(7, 54, 66)', font: 'Verdana, sans-serif' });
    expect(await look('second')).toEqual({ background: 'rgb(255, 255, 255)', color: 'rgb(7, 54, 66)', font: 'Verdana, sans-serif' });
    await page.close();
  });

  it('is reached with Tab from the page and left again, focus visible, and passes axe with every widget', async () => {
    const page = await open('/keyboard');
    await page.locator('#w').getByRole('searchbox').waitFor();
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const style = active ? getComputedStyle(active) : null;
        return { id: active?.id ?? '', tag: active?.localName ?? '', inWidget: document.activeElement?.id === 'w', outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '' };
      });
    const first = await focused();
    expect(first.inWidget).toBe(true);
    expect(first.outline).not.toMatch(/^none|0px$/);
    let left = false;
    for (let i = 0; i < 40 && !left; i++) {
      await page.keyboard.press('Tab');
      left = (await focused()).id === 'after';
    }
    expect(left).toBe(true);
    await page.close();

    const all = await open('/all');
    for (const name of NAMES) await expectContent(all, `#${name}`, name);
    await all.addScriptTag({ content: axe.source });
    const results = await all.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), A11Y_RUN_OPTIONS);
    expect(describeViolations(results.violations)).toEqual([]);
    await all.close();
  });

  it('works under a strict Content-Security-Policy (no unsafe-inline, no unsafe-eval), styled, with no violation', async () => {
    const page = await open('/csp');
    await expectContent(page, '#reader', 'reader');
    await expectContent(page, '#themes', 'themes');
    await expectContent(page, '#plan', 'plan');
    // Styled: the reader's text in its serif font, on its own background.
    const verse = await page.locator('#reader [data-verset="16"]').evaluate((e) => getComputedStyle(e).fontFamily);
    expect(verse).toContain('Georgia');
    // And working: the chapter changes in place.
    await page.locator('#reader').getByRole('link', { name: 'Chapitre 4' }).click();
    await expect.poll(() => page.locator('#reader h1').first().textContent()).toBe('Jean 4');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await page.close();
  });

  it('says in French, in place of each widget, that the script tag lacks the page’s nonce under a strict policy', async () => {
    const page = await journey.page();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(new URL('/csp-no-nonce', church.url).href);
    const text =
      'Le widget ne peut pas s’afficher : la Content-Security-Policy de la page bloque ses styles. Ajoutez à sa balise <script> le nonce de la page (nonce="…" ou data-nonce="…").';
    for (const id of ['reader', 'plan']) {
      await expect.poll(() => page.locator(`#${id}`).evaluate((e) => e.shadowRoot?.textContent ?? '')).toBe(text);
    }
    expect(errors.filter((error) => error === `Parole : ${text}`)).toHaveLength(2);
    // No chunk was fetched for nothing.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/embed/')).length)).toBe(0);
    await page.close();
  });

  it('mounts a widget added later, unmounts a removed one, and offers mount and unmount to scripts', async () => {
    const page = await open('/dynamic');
    await page.waitForFunction(() => window.ParoleWidgets !== undefined);
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.id = 'later';
      div.dataset.bibleWidget = 'reader';
      div.dataset.livre = '43';
      div.dataset.chapitre = '3';
      document.getElementById('page')!.append(div);
    });
    await expectContent(page, '#later', 'reader');
    const removed = await page.evaluateHandle(() => {
      const div = document.getElementById('later')!;
      div.remove();
      return div;
    });
    await expect.poll(() => removed.evaluate((div) => div.shadowRoot!.childNodes.length)).toBe(0);

    // The global API: mount with options, unmount, mount again.
    await page.evaluate(async () => {
      const div = document.createElement('div');
      div.id = 'scripted';
      div.setAttribute('data-bible-widget', 'reader');
      div.setAttribute('data-livre', '19');
      div.setAttribute('data-chapitre', '117');
      document.body.append(div);
      await window.ParoleWidgets!.mount(div, { scheme: 'dark' });
    });
    await expect.poll(() => page.locator('#scripted [data-verset]').count()).toBe(2);
    await page.evaluate(() => window.ParoleWidgets!.unmount(document.getElementById('scripted')!));
    expect(await page.locator('#scripted').evaluate((div) => div.shadowRoot!.childNodes.length)).toBe(0);
    await page.evaluate(() => window.ParoleWidgets!.mount(document.getElementById('scripted')!));
    await expect.poll(() => page.locator('#scripted [data-verset]').count()).toBe(2);

    // An unknown widget says so in French, in place.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="unknown" data-bible-widget="calendrier"></div>'));
    await expect.poll(() => page.locator('#unknown').getByRole('note').textContent()).toBe('Widget inconnu : « calendrier ». data-bible-widget vaut plan, quiz, reader, search, themes ou wordcloud.');
    expect(await page.evaluate(() => typeof window.ParoleWidgets!.version)).toBe('string');
    await page.close();
  });

  it('behaves as on the site when used: the embed renders with preact/compat, the site with React', async () => {
    // Reader: select a verse by double-click and by keyboard, enlarge the text, turn the page.
    const reader = await open('/two-lines/reader');
    await expectContent(reader, '#w', 'reader');
    const verse = (n: number) => reader.locator(`#w [data-verset="${n}"]`);
    await verse(16).dblclick();
    await expect.poll(() => verse(16).getAttribute('aria-pressed')).toBe('true');
    await verse(17).focus();
    await verse(17).press('Enter');
    await expect.poll(() => verse(17).getAttribute('aria-pressed')).toBe('true');
    const size = () => verse(16).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await size();
    await reader.locator('#w').getByRole('button', { name: "Réglages d'affichage" }).click();
    await reader.locator('#w').getByRole('button', { name: 'Agrandir la taille du texte' }).click();
    await expect.poll(size).toBeGreaterThan(before);
    // Without data-site, the chapter bar's numbers turn the page in place.
    const chapters = reader.locator('#w').getByRole('navigation', { name: 'Chapitres' });
    await chapters.getByRole('link', { name: 'Chapitre 4' }).or(chapters.getByRole('button', { name: 'Chapitre 4' })).click();
    await expect.poll(() => reader.locator('#w h1').first().textContent()).toBe('Jean 4');
    await reader.close();

    // Search: a word typed and submitted, then a reference that opens a reader in the embed.
    const search = await open('/two-lines/search');
    await expectContent(search, '#w', 'search');
    const field = search.locator('#w').getByRole('searchbox', { name: 'Rechercher' });
    await field.fill('lumière du monde');
    await field.press('Enter');
    await expect.poll(() => search.locator('#w').getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Trouvé \d+/);
    await field.fill('..jean 3.16');
    await field.press('Enter');
    await expect.poll(() => search.locator('#w h1').first().textContent()).toBe('Jean 3');
    await expect.poll(() => search.locator('#w [data-verset="16"]').getAttribute('aria-pressed')).toBe('true');
    await search.close();

    // Word cloud: a word opens its search, and the way back.
    const cloud = await open('/two-lines/wordcloud');
    await expectContent(cloud, '#w', 'wordcloud');
    await cloud.locator('#w svg[data-testid="word-cloud"] text[data-mot="Jésus"]').click();
    await expect.poll(() => cloud.locator('#w').getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Trouvé \d+/);
    await cloud.locator('#w').getByRole('button', { name: 'Retour au nuage' }).click();
    await expectContent(cloud, '#w', 'wordcloud');
    await cloud.close();

    // Themes: a theme's verses, in place.
    const themes = await open('/two-lines/themes');
    await expectContent(themes, '#w', 'themes');
    const grid = themes.locator('#w').getByRole('list', { name: 'Liste des thèmes' });
    await grid.getByRole('link', { name: 'Paix', exact: true }).or(grid.getByRole('button', { name: 'Paix', exact: true })).click();
    await expect.poll(() => themes.locator('#w').getByRole('list', { name: 'Versets du thème Paix' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    await themes.close();
  });
});
