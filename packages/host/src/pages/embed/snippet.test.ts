import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, NONCE_PLACEHOLDER, previewDocument, snippetFor } from './snippet.js';

const SITE = 'https://bible.example.org';

/** The README's ```html blocks of the section titled `title` (its text up to the next `## `). */
function readmeHtml(title: string): string[] {
  // A path, not a URL: in jsdom, URL is jsdom's, which node:fs does not take.
  const readme = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README: no section « ${title} »`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^```html\n([\s\S]*?)\n```$/gm)].map(([, block]) => block!);
}

/** The origin a snippet's first script is served from. */
const originOf = (snippet: string) => new URL(/<script src="([^"]+)"/.exec(snippet)![1]!).origin;

describe('snippetFor', () => {
  it('writes a reader side by side as one data-traduction list, the translation read first (issue 42)', () => {
    const reader = { ...DEFAULT_OPTIONS, choice: 'reader' as const, linkToSite: false, reader: { book: 1, chapter: 31 } };
    expect(snippetFor(SITE, { ...reader, compareWith: 'darby' }).split('\n')[1]).toBe(
      '<div data-bible-widget="reader" data-livre="1" data-chapitre="31" data-traduction="lsg,darby"></div>',
    );
    expect(snippetFor(SITE, { ...reader, translation: 'martin', compareWith: 'darby' })).toContain('data-traduction="martin,darby"');
    // Only the reader compares.
    expect(snippetFor(SITE, { ...reader, choice: 'search', compareWith: 'darby' })).not.toContain('data-traduction');
  });

  it('gives the README’s two lines for a widget, its links leading to the site', () => {
    expect(snippetFor(SITE, DEFAULT_OPTIONS)).toBe(
      `<script src="${SITE}/widgets/parole-widgets.js" defer></script>\n<div data-bible-widget="plan" data-site="${SITE}"></div>`,
    );
  });

  it('writes each setting as the attribute the README documents', () => {
    const snippet = snippetFor(SITE, {
      ...DEFAULT_OPTIONS,
      choice: 'reader',
      newTab: true,
      hideTitle: true,
      scheme: 'dark',
      colors: { accent: '#8b1a1a', background: '#fbf6ea' },
      reader: { book: 19, chapter: 23 },
    });
    expect(snippet.split('\n')[1]).toBe(
      `<div data-bible-widget="reader" data-site="${SITE}" data-new-tab data-hide-title data-livre="19" data-chapitre="23" data-scheme="dark" data-color-accent="#8b1a1a" data-color-background="#fbf6ea"></div>`,
    );
  });

  it('writes every theme attribute the widgets read: the colours, the fonts, the corners (issue 44)', () => {
    const snippet = snippetFor(SITE, {
      ...DEFAULT_OPTIONS,
      colors: { accent: '#8b1a1a', background: '#fbf6ea', text: '#2b1d14', surface: '#f4ecd8', border: '#d9c7a7', oldTestament: '#7a4b1e', newTestament: '#2f5d50' },
      fonts: { ui: 'Verdana, sans-serif', text: '"Times New Roman", Times, serif' },
      radius: '0px',
    });
    expect(snippet.split('\n')[1]).toBe(
      `<div data-bible-widget="plan" data-site="${SITE}" data-color-accent="#8b1a1a" data-color-background="#fbf6ea" data-color-text="#2b1d14" data-color-surface="#f4ecd8" data-color-border="#d9c7a7" data-color-old-testament="#7a4b1e" data-color-new-testament="#2f5d50" data-font-ui="Verdana, sans-serif" data-font-text="&quot;Times New Roman&quot;, Times, serif" data-radius="0px"></div>`,
    );
    // The tagger's preview reads the same vocabulary.
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'tagger', fonts: { ui: 'Georgia, serif' }, radius: '4px' })).toBe(
      `<script src="${SITE}/widgets/parole-tagger.js" defer data-font-ui="Georgia, serif" data-radius="4px"></script>`,
    );
  });

  it('puts the nonce placeholder on the script tag when the page has a policy, and the site’s own nonce in its preview instead (issue 44)', () => {
    const options = { ...DEFAULT_OPTIONS, nonce: true };
    const snippet = snippetFor(SITE, options);
    expect(snippet.split('\n')[0]).toBe(`<script src="${SITE}/widgets/parole-widgets.js" nonce="${NONCE_PLACEHOLDER}" defer></script>`);
    expect(snippetFor(SITE, { ...options, choice: 'tagger' })).toBe(`<script src="${SITE}/widgets/parole-tagger.js" nonce="${NONCE_PLACEHOLDER}" defer></script>`);
    const page = previewDocument(snippet, options, 'abc');
    expect(page).toContain(`<script nonce="abc" src="${SITE}/widgets/parole-widgets.js" defer></script>`);
    expect(page).not.toContain(NONCE_PLACEHOLDER);
  });

  it('leaves data-site (and data-new-tab with it) out when everything opens in the widget', () => {
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'quiz', linkToSite: false, newTab: true }).split('\n')[1]).toBe('<div data-bible-widget="quiz"></div>');
  });

  it('escapes a searched word in its attribute', () => {
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'search', word: ' "berger" <b> & ' }).split('\n')[1]).toBe(
      `<div data-bible-widget="search" data-site="${SITE}" data-word="&quot;berger&quot; &lt;b&gt; &amp;"></div>`,
    );
  });

  it('gives the tagger’s one line, with its own attributes', () => {
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'tagger' })).toBe(`<script src="${SITE}/widgets/parole-tagger.js" defer></script>`);
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'tagger', newTab: true, noPreview: true, scheme: 'auto' })).toBe(
      `<script src="${SITE}/widgets/parole-tagger.js" defer data-new-tab data-preview="false" data-scheme="auto"></script>`,
    );
  });
});

describe('the README and the builder', () => {
  it('give the same tagger snippet: the README’s one html block is the builder’s tagger with its default options, for the README’s site', () => {
    const blocks = readmeHtml('Reference tagger');
    expect(blocks).toHaveLength(1);
    const [block] = blocks as [string];
    // An absolute src, that a webmaster pastes as it is.
    expect(block).toMatch(/^<script src="https:\/\/[^"/]+\/widgets\/parole-tagger\.js"/);
    expect(block).toBe(snippetFor(originOf(block), { ...DEFAULT_OPTIONS, choice: 'tagger' }));
  });

  it('give the same widget snippet: the README’s two lines are the builder’s day plan, everything opening in the widget', () => {
    const [block] = readmeHtml('Embedding a widget') as [string];
    expect(block).toBe(snippetFor(originOf(block), { ...DEFAULT_OPTIONS, linkToSite: false }));
  });
});

describe('previewDocument', () => {
  it('is the snippet in a page, its scripts and style given the site’s nonce', () => {
    const page = previewDocument(snippetFor(SITE, DEFAULT_OPTIONS), DEFAULT_OPTIONS, 'abc');
    expect(page).toContain(`<script nonce="abc" src="${SITE}/widgets/parole-widgets.js" defer></script>`);
    expect(page).toContain('<style nonce="abc">');
    expect(page).toContain(`<div data-bible-widget="plan" data-site="${SITE}"></div>`);
  });

  it('holds a sermon’s paragraph for the tagger', () => {
    expect(previewDocument('', { choice: 'tagger' }, undefined)).toContain('Jean 10.11-18');
  });
});

describe('snippetFor a translation (issue 41)', () => {
  it('writes data-traduction on the widget’s element, and on the tagger’s script tag', () => {
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'reader', translation: 'darby' }).split('\n')[1]).toBe(
      `<div data-bible-widget="reader" data-site="${SITE}" data-livre="43" data-chapitre="3" data-traduction="darby"></div>`,
    );
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'tagger', translation: 'martin' })).toBe(
      `<script src="${SITE}/widgets/parole-tagger.js" defer data-traduction="martin"></script>`,
    );
  });

  it('writes none for the quiz, which reads Louis Segond 1910 whatever the page', () => {
    expect(snippetFor(SITE, { ...DEFAULT_OPTIONS, choice: 'quiz', translation: 'darby' })).not.toContain('data-traduction');
  });
});
