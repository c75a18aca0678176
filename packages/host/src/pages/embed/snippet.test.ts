import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, previewDocument, snippetFor } from './snippet.js';

const SITE = 'https://bible.example.org';

describe('snippetFor', () => {
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
