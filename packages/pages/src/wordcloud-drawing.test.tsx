import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cloudInk } from '../../../tests/support/cloud-ink.js';
import { defaultStyle, readPageCloudLayouts, type WordCloudResponse } from '@parole/bible';
import { drawWordCloud, SERVER_CLOUD_WIDTH, serverLayout } from './wordcloud-drawing.js';

/** Real answers of the API, as the widgets' fixtures recorded them. */
const recorded = (scope: string) =>
  (JSON.parse(readFileSync(new URL(`../../widgets/src/testing/recordings/tagcloud-${scope}.json`, import.meta.url), 'utf8')) as { body: WordCloudResponse }).body;
const nt = recorded('nt');
const at = recorded('at');


describe('the word cloud laid out on the server', () => {
  it('is the same picture every time: the widget’s seeded layout, on the same canvas and font', async () => {
    const first = await serverLayout(nt, 'nt', SERVER_CLOUD_WIDTH.desktop, 700);
    const second = await serverLayout(nt, 'nt', SERVER_CLOUD_WIDTH.desktop, 700);
    expect(second).toEqual(first);
    expect(first.placed).toHaveLength(100);
    expect(first.dropped).toBe(0);
  });

  it.each([
    ['the new testament on a desktop', nt, SERVER_CLOUD_WIDTH.desktop, 700],
    ['the old testament on a phone', at, SERVER_CLOUD_WIDTH.mobile, 350],
  ] as const)('never lets two words share a pixel: %s', async (_, answer, width, height) => {
    const { placed, dropped } = await serverLayout(answer, 'nt', width, height);
    expect(placed.length + dropped).toBe(answer.tags.length);
    const owner = new Int16Array(width * height).fill(-1);
    const shared: string[] = [];
    placed.forEach((word, i) => {
      const pixels = cloudInk(word, width, height, defaultStyle.fonts.text);
      for (let p = 0; p < pixels.length; p++) {
        if (!pixels[p]) continue;
        if (owner[p]! >= 0 && owner[p] !== i) shared.push(`${placed[owner[p]!]!.word}/${word.word}`);
        owner[p] = i;
      }
    });
    expect([...new Set(shared)]).toEqual([]);
  });

  it('draws the widget with both layouts, each shown at its width, and the layouts as page data reads them', async () => {
    const { html, css, layouts } = await drawWordCloud(nt, 'nt');
    expect(html.match(/data-testid="word-cloud-(?:wide|narrow)"/g)).toHaveLength(2);
    expect(html).toContain('viewBox=');
    expect(html).not.toContain(' style=');
    expect(css).toMatch(/@container parole-widget \(width < 768px\)\{[^}]*\{display:none;/);
    expect(css).toMatch(/@container parole-widget \(width >= 768px\)\{[^}]*\{display:none;/);
    // Every word is still a button of the list, for the keyboard.
    expect(html.match(/<button type="button" aria-label="Rechercher/g)).toHaveLength(100);
    expect(layouts.map((l) => [l.width, l.height])).toEqual([
      [SERVER_CLOUD_WIDTH.desktop, 700],
      [SERVER_CLOUD_WIDTH.mobile, 350],
    ]);
    expect(readPageCloudLayouts(JSON.stringify({ answers: [], cloudLayouts: layouts }))).toEqual(layouts);
  });
});
