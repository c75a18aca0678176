import { describe, expect, it } from 'vitest';
import { darkColors, defaultStyle } from '../style.js';
import { COUNT_THRESHOLDS } from './layout.js';
import { DARK_WORD_COLORS, WORD_COLORS, luminance, wordColors } from './palette.js';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a)!, luminance(b)!].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe.each([
  ['WORD_COLORS', WORD_COLORS, defaultStyle.colors.background],
  ['DARK_WORD_COLORS', DARK_WORD_COLORS, darkColors.background],
])('%s', (_name, colors, background) => {
  it('has one colour per count step, all different', () => {
    expect(colors).toHaveLength(COUNT_THRESHOLDS.length + 1);
    expect(new Set(colors).size).toBe(colors.length);
  });

  it.each(colors)('%s reads on the background at 4.5:1 or more (WCAG AA)', (hex) => {
    expect(contrast(hex, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('wordColors', () => {
  it('picks the steps that read on the background', () => {
    expect(wordColors(defaultStyle.colors.background)).toBe(WORD_COLORS);
    expect(wordColors(darkColors.background)).toBe(DARK_WORD_COLORS);
    expect(wordColors('#fff8e7')).toBe(WORD_COLORS);
    expect(wordColors('#000')).toBe(DARK_WORD_COLORS);
  });

  it('keeps the light steps for a colour it cannot read', () => {
    expect(wordColors('rgb(0 0 0)')).toBe(WORD_COLORS);
  });
});
