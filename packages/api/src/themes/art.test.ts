// @vitest-environment jsdom
// jsdom for its DOMParser: a strict XML parser, as a browser's for an SVG file.
import { describe, expect, it } from 'vitest';
import { ART_HEIGHT, ART_WIDTH, themeSvg } from './art.js';
import { THEMES } from './data.js';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('themeSvg', () => {
  describe.each(THEMES.map((t) => [t.slug, t] as const))('for %s', (_slug, theme) => {
    const svg = themeSvg(theme);
    const doc = parse(svg);

    it('is well-formed SVG with a fixed viewBox', () => {
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const root = doc.documentElement;
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${ART_WIDTH} ${ART_HEIGHT}`);
    });

    it('is titled with the theme’s French name', () => {
      const title = doc.documentElement.firstElementChild;
      expect(title?.tagName).toBe('title');
      expect(title?.textContent).toBe(theme.name);
      expect(doc.documentElement.getAttribute('aria-labelledby')).toBe(title?.getAttribute('id'));
    });

    it('holds no script, event handler, link, external resource or inline style (its CSP allows none)', () => {
      const elements = Array.from(doc.getElementsByTagName('*'));
      expect(elements.map((e) => e.tagName)).not.toEqual(expect.arrayContaining(['script', 'foreignObject', 'a', 'image', 'use', 'style']));
      for (const element of elements) {
        // xmlns is the SVG namespace's name, never fetched.
        for (const attribute of Array.from(element.attributes).filter((a) => a.name !== 'xmlns')) {
          expect(attribute.name).not.toMatch(/^on|href$|^style$/i);
          expect(attribute.value).not.toMatch(/javascript:|https?:|url\((?!#)/i);
        }
      }
    });

    it('draws the theme’s symbol over the background', () => {
      // background rect, rays, circles, two waves, light, symbol
      expect(doc.documentElement.querySelectorAll(':scope > g').length).toBe(2);
      expect(doc.documentElement.lastElementChild?.children.length).toBeGreaterThan(0);
    });

    it('is the same on every call', () => {
      expect(themeSvg(theme)).toBe(svg);
    });
  });

  it('gives each theme its own picture', () => {
    const images = new Set(THEMES.map((t) => themeSvg(t)));
    expect(images.size).toBe(THEMES.length);
  });

  it('escapes the name', () => {
    const doc = parse(themeSvg({ slug: 'essai', name: 'Loi & <grâce> "x"', symbol: 'cross' }));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe('Loi & <grâce> "x"');
  });
});
