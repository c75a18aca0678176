import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_ATTRIBUTES, mergeOverrides, themeFromAttributes } from './theme-attributes.js';

const element = (attributes: Record<string, string>) => {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
};

afterEach(() => vi.restoreAllMocks());

describe('themeFromAttributes', () => {
  it('names every colour role of the style in kebab-case', () => {
    expect(COLOR_ATTRIBUTES.map((c) => c.attribute)).toEqual(expect.arrayContaining(['data-color-old-testament', 'data-color-new-testament', 'data-color-accent', 'data-color-text', 'data-color-background', 'data-color-on-accent']));
  });

  it('reads the scheme, colours, fonts, radius and spacing', () => {
    const theme = themeFromAttributes(
      element({
        'data-scheme': 'dark',
        'data-color-old-testament': '#552288',
        'data-color-accent': 'rebeccapurple',
        'data-font-text': 'Merriweather, serif',
        'data-radius': '12px',
        'data-spacing': '1.25rem',
      }),
    );
    expect(theme).toEqual({
      scheme: 'dark',
      style: {
        colors: { oldTestament: '#552288', accent: 'rebeccapurple' },
        fonts: { text: 'Merriweather, serif' },
        radii: { sm: 'calc(12px / 2)', md: '12px' },
        space: { xs: 'calc(1.25rem * 0.25)', sm: 'calc(1.25rem * 0.5)', md: '1.25rem', lg: 'calc(1.25rem * 1.5)', xl: 'calc(1.25rem * 2)' },
      },
    });
  });

  it('reads on the page’s element each attribute the widget’s element lacks, the widget’s own winning', () => {
    const page = element({ 'data-scheme': 'dark', 'data-color-accent': '#8b1a1a', 'data-font-ui': 'Verdana, sans-serif' });
    const theme = themeFromAttributes(element({ 'data-color-accent': '#e0a100', 'data-scheme': ' ' }), page);
    expect(theme).toEqual({ scheme: 'dark', style: { colors: { accent: '#e0a100' }, fonts: { ui: 'Verdana, sans-serif' } } });
    expect(themeFromAttributes(element({}), null)).toEqual({});
  });

  it('ignores an invalid value with a warning naming its attribute, keeping the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => !(property === 'color' && value === 'pas-une-couleur') });
    const theme = themeFromAttributes(element({ 'data-scheme': 'sepia', 'data-color-accent': 'pas-une-couleur', 'data-color-text': '#111' }));
    vi.unstubAllGlobals();
    expect(theme).toEqual({
      style: { colors: { text: '#111' } },
      problems: [
        'data-scheme="sepia" est ignoré : data-scheme vaut light, dark ou auto.',
        'data-color-accent="pas-une-couleur" est ignoré : une couleur CSS est attendue, par exemple #8b1a1a, rgb(139 26 26) ou darkred.',
      ],
    });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('data-scheme="sepia"'),
      expect.stringContaining('data-color-accent="pas-une-couleur"'),
    ]);
  });

  it('refuses what would break out of a declaration where the browser cannot be asked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('CSS', undefined);
    const theme = themeFromAttributes(element({ 'data-color-accent': 'red; } * { color: red' }));
    vi.unstubAllGlobals();
    expect(theme.style).toBeUndefined();
    expect(theme.problems).toHaveLength(1);
  });
});

describe('mergeOverrides', () => {
  it('merges group by group, the second winning', () => {
    expect(mergeOverrides({ colors: { accent: 'red', text: 'black' } }, { colors: { accent: 'blue' }, fonts: { ui: 'Arial' } })).toEqual({
      colors: { accent: 'blue', text: 'black' },
      fonts: { ui: 'Arial' },
    });
  });
});

describe('data-dark-color-*', () => {
  it('reads the dark palette’s own colours apart from those of both palettes', () => {
    const theme = themeFromAttributes(element({ 'data-color-background': '#fbf6ea', 'data-dark-color-background': '#1d1a14', 'data-dark-color-accent': '#e0a100' }));
    expect(theme).toEqual({ style: { colors: { background: '#fbf6ea' } }, darkColors: { background: '#1d1a14', accent: '#e0a100' } });
  });
});
