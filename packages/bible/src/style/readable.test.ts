import { describe, expect, it } from 'vitest';
import { darkColors, defaultStyle } from './palette.js';
import { contrastRatio, isDark, parseColor, readableColors } from './readable.js';

const palettes = { light: defaultStyle.colors, dark: darkColors };
const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);
const TEXT = ['text', 'textMuted', 'accent', 'oldTestament', 'newTestament', 'wordsOfJesus', 'divineName', 'error', 'success'] as const;

describe('readableColors', () => {
  it('leaves both default palettes as they are', () => {
    expect(readableColors(defaultStyle.colors, {}, palettes)).toEqual(defaultStyle.colors);
    expect(readableColors(darkColors, {}, palettes)).toEqual(darkColors);
  });

  it('gives a light background given to the dark palette the light palette’s text, never the dark one’s (issue 31: 1.09:1)', () => {
    const colors = readableColors(darkColors, { background: '#fbf6ea' }, palettes);
    expect(colors.background).toBe('#fbf6ea');
    expect(colors.text).toBe(defaultStyle.colors.text);
    for (const role of TEXT) expect(ratio(colors[role], colors.background), role).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a dark background given to the light palette the dark palette’s text', () => {
    const colors = readableColors(defaultStyle.colors, { background: '#102030' }, palettes);
    expect(colors.text).toBe(darkColors.text);
    expect(colors.surface).toBe(darkColors.surface);
    for (const role of TEXT) expect(ratio(colors[role], colors.background), role).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a dark-red accent on the dark background just enough to read at 4.5:1, and keeps it red', () => {
    const colors = readableColors(darkColors, { accent: '#8b1a1a' }, palettes);
    const rgb = parseColor(colors.accent)!;
    // On the background and on the (lighter) surface: the worst of the two is just above 4.5.
    const worst = Math.min(ratio(colors.accent, darkColors.background), ratio(colors.accent, darkColors.surface));
    expect(worst).toBeGreaterThanOrEqual(4.5);
    expect(worst).toBeLessThan(5);
    expect(rgb[0]).toBeGreaterThan(rgb[1]);
    expect(rgb[0]).toBeGreaterThan(rgb[2]);
  });

  it('keeps a given colour that already reads, in any notation it can read', () => {
    expect(readableColors(defaultStyle.colors, { accent: '#8b1a1a', text: 'rgb(10, 20, 30)' }, palettes)).toMatchObject({ accent: '#8b1a1a', text: 'rgb(10, 20, 30)' });
  });

  it('darkens a pale text given on a light background', () => {
    const colors = readableColors(defaultStyle.colors, { text: '#bbbbbb' }, palettes);
    expect(ratio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(colors.text, colors.selection)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks the text of filled buttons that reads on every fill when the given one does not', () => {
    const colors = readableColors(defaultStyle.colors, { accent: '#003366', onAccent: '#002244' }, palettes);
    expect(colors.onAccent).toBe('#ffffff');
    const onDark = readableColors(darkColors, { background: '#000000', onAccent: '#eeeeee' }, palettes);
    expect(onDark.onAccent).toBe('#000000');
  });

  it('keeps the focus ring at 3:1 on the background', () => {
    const colors = readableColors(defaultStyle.colors, { focus: '#dddddd' }, palettes);
    expect(ratio(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('uses as given a colour it cannot read (no canvas outside a browser)', () => {
    expect(readableColors(defaultStyle.colors, { accent: 'color-mix(in srgb, red, blue)' }, palettes).accent).toBe('color-mix(in srgb, red, blue)');
  });
});

describe('isDark', () => {
  it('tells the dark palette’s background from the light one’s, and says nothing of a colour it cannot read', () => {
    expect(isDark(darkColors.background)).toBe(true);
    expect(isDark(defaultStyle.colors.background)).toBe(false);
    expect(isDark('rgb(16 32 48)')).toBe(true);
    expect(isDark('color-mix(in srgb, red, blue)')).toBeUndefined();
  });
});
