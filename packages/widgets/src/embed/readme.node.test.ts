/**
 * The README is the webmaster's whole manual: every attribute a widget reads
 * is named in it, so that none is found only by reading the code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_ATTRIBUTES, WIDGET_ATTRIBUTES } from './names.js';
import { COLOR_ATTRIBUTES, THEME_ATTRIBUTES } from './theme-attributes.js';

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('WIDGET_ATTRIBUTES', () => {
  it('holds every attribute each widget’s module reads (data.maxResults is data-max-results)', () => {
    for (const [widget, attributes] of Object.entries(WIDGET_ATTRIBUTES)) {
      const source = readFileSync(new URL(`./widgets/${widget}.tsx`, import.meta.url), 'utf8');
      const read = [...source.matchAll(/\bdata\.([a-zA-Z]+)/g)].map(([, key]) => `data-${key!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      expect(read.filter((attribute) => !attributes.includes(attribute)), widget).toEqual([]);
    }
  });
});

describe('the README', () => {
  it('names every colour role of the theme as its data-color attribute', () => {
    const missing = COLOR_ATTRIBUTES.map(({ attribute }) => attribute).filter((attribute) => !README.includes(`\`${attribute}\``));
    expect(missing).toEqual([]);
  });

  it('names every other attribute a widget reads', () => {
    const attributes = [...COMMON_ATTRIBUTES, ...Object.values(WIDGET_ATTRIBUTES).flat(), ...THEME_ATTRIBUTES.filter((a) => !a.startsWith('data-dark-color-') && !a.startsWith('data-color-'))];
    expect(attributes.filter((attribute) => !README.includes(attribute))).toEqual([]);
  });
});
