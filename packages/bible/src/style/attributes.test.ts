import { describe, expect, it } from 'vitest';
import { COLOR_ATTRIBUTES, DARK_COLOR_ATTRIBUTES, STYLE_ATTRIBUTES, cssSupports, styleFromAttributes } from './attributes.js';
import { COLOR_ROLES } from './palette.js';

/** An attribute reader over a record, as an element's getAttribute() trimmed. */
const attributes = (record: Record<string, string>) => (name: string) => record[name]?.trim();

describe('the style’s data-* vocabulary', () => {
  it('names every colour role once per palette, in kebab-case', () => {
    expect(COLOR_ATTRIBUTES.map((c) => c.role)).toEqual(COLOR_ROLES);
    expect(COLOR_ATTRIBUTES.find((c) => c.role === 'oldTestament')?.attribute).toBe('data-color-old-testament');
    expect(DARK_COLOR_ATTRIBUTES.find((c) => c.role === 'onAccent')?.attribute).toBe('data-dark-color-on-accent');
    expect(STYLE_ATTRIBUTES).toHaveLength(1 + 2 * COLOR_ROLES.length + 4);
    expect(new Set(STYLE_ATTRIBUTES).size).toBe(STYLE_ATTRIBUTES.length);
  });
});

describe('styleFromAttributes', () => {
  it('reads the scheme in any case, both palettes’ colours, fonts, radius and spacing', () => {
    const read = attributes({
      'data-scheme': 'Dark',
      'data-color-accent': '#8b1a1a',
      'data-dark-color-accent': '#ff9999',
      'data-font-ui': 'Verdana, sans-serif',
      'data-radius': '12px',
      'data-spacing': '1rem',
    });
    expect(styleFromAttributes(read, () => true)).toEqual({
      scheme: 'dark',
      darkColors: { accent: '#ff9999' },
      style: {
        colors: { accent: '#8b1a1a' },
        fonts: { ui: 'Verdana, sans-serif' },
        radii: { sm: 'calc(12px / 2)', md: '12px' },
        space: { xs: 'calc(1rem * 0.25)', sm: 'calc(1rem * 0.5)', md: '1rem', lg: 'calc(1rem * 1.5)', xl: 'calc(1rem * 2)' },
      },
    });
  });

  it('lists what it ignored, with what was expected, each value checked against the property it is written in', () => {
    const asked: string[] = [];
    const supports = (property: string, value: string) => {
      asked.push(`${property}: ${value}`);
      return value !== 'nope';
    };
    const read = attributes({ 'data-scheme': 'sepia', 'data-color-text': 'nope', 'data-font-text': 'nope', 'data-radius': '4px', 'data-spacing': 'nope' });
    expect(styleFromAttributes(read, supports)).toEqual({
      style: { radii: { sm: 'calc(4px / 2)', md: '4px' } },
      ignored: [
        { attribute: 'data-scheme', value: 'sepia', expected: 'scheme' },
        { attribute: 'data-color-text', value: 'nope', expected: 'color' },
        { attribute: 'data-font-text', value: 'nope', expected: 'font' },
        { attribute: 'data-spacing', value: 'nope', expected: 'length' },
      ],
    });
    expect(asked).toEqual(['color: nope', 'font-family: nope', 'border-radius: 4px', 'padding: nope']);
  });

  it('gives nothing for absent or empty attributes', () => {
    expect(styleFromAttributes(attributes({ 'data-color-text': '' }))).toEqual({});
  });
});

describe('cssSupports outside a browser', () => {
  it('refuses what would break out of a declaration, and nothing else', () => {
    expect(cssSupports('color', 'red; } * { color: red')).toBe(false);
    expect(cssSupports('color', 'rebeccapurple')).toBe(true);
  });
});
