import { describe, expect, it } from 'vitest';
import { defaultStyle } from '../style.js';
import { COUNT_THRESHOLDS } from './layout.js';
import { WORD_COLORS } from './palette.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('WORD_COLORS', () => {
  it('has one colour per count step, all different', () => {
    expect(WORD_COLORS).toHaveLength(COUNT_THRESHOLDS.length + 1);
    expect(new Set(WORD_COLORS).size).toBe(WORD_COLORS.length);
  });

  it.each(WORD_COLORS)('%s reads on the background at 4.5:1 or more (WCAG AA)', (hex) => {
    expect(contrast(hex, defaultStyle.colors.background)).toBeGreaterThanOrEqual(4.5);
  });
});
