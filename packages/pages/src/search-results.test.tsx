import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type SearchResponse } from '@parole/bible';
import { drawResults } from './search-results.js';

/** A real answer of the API, as the widgets' fixtures recorded it. */
const berger = (JSON.parse(readFileSync(new URL('../../widgets/src/testing/recordings/rechercher-berger-atnt-nex.json', import.meta.url), 'utf8')) as { body: SearchResponse })
  .body;
const draw = (answer: SearchResponse = berger, word = 'berger') => drawResults(answer, parseSearchQuery(word), 'nex', 'atnt', word);

describe('drawResults', () => {
  it('draws the widget’s own markup: its title, its verses linked to their pages, its filter panel', () => {
    const { html } = draw();
    expect(html).toMatch(/^<section lang="fr" aria-labelledby="[^"]+" aria-busy="false" class="[^"]+"><header/);
    expect(html).toContain(`<h1 id=`);
    expect(html.match(/<li data-verset-id="/g)).toHaveLength(berger.versets.length);
    expect(html).toContain('href="/lire/19/23/1"');
    expect(html).toContain('aria-label="Par livre"');
  });

  it('writes no style attribute, which the site’s policy refuses in markup: the bars are SVG rectangles', () => {
    const { html } = draw();
    expect(html).not.toContain(' style=');
    expect(html).toMatch(/<rect width="100%" height="100%" class="[^"]+"><\/rect>/);
  });

  it('lays out by the widget’s width in CSS, both layouts in the markup, as no browser measures it here', () => {
    const { html, css } = draw();
    expect(css).toMatch(/@container parole-widget \(width >= 768px\)\{[^}]*\{grid-template-columns:minmax\(12rem, 16rem\) minmax\(0, 1fr\);/);
    expect(css).toMatch(/@container parole-widget \(width < 768px\)\{[^}]*\{display:none;/);
    // The panel's heading both ways: the words of a wide widget, the toggle of a narrow one.
    // (The heading is the type scale's sub-section, issue 51: it carries data-look and its class.)
    expect(html).toMatch(/<h2 id="[^"]+" data-look="title-subsection" class="[^"]+"><span class="[^"]+">Filtres<\/span><span class="[^"]+"><button type="button" aria-expanded="false"/);
  });

  it('leaves out what only a browser’s styled-components would read again', () => {
    const { html, css } = draw();
    expect(css).not.toMatch(/data-styled|\/\*!sc\*\//);
    expect(html).not.toMatch(/\bsc-[\w-]+/);
  });

  it('shows the word it is given, escaped as any text', () => {
    expect(draw(berger, '<berger> & "brebis"').html).toContain('« &lt;berger&gt; &amp; &quot;brebis&quot; »');
  });

  it('refuses a verse whose HTML is not the importer’s, rather than put it in a page', () => {
    const hostile = { ...berger, versets: [{ ...berger.versets[0], texte: 'berger <img src=x onerror=alert(1)>' }] };
    expect(() => draw(hostile)).toThrow(/search result/);
  });
});
