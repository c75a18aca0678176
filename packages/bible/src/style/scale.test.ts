import { describe, expect, it } from 'vitest';
import { darkColors, defaultStyle } from './palette.js';
import { contrastRatio, parseColor } from './readable.js';
import { BUTTON_KINDS, BUTTON_TOKENS, CONTROL, TITLE_LEVELS, TYPE_SCALE } from './scale.js';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);
const rem = (length: string) => Number(/^([\d.]+)rem$/.exec(length)![1]);

describe('the shared sizes (issue 51)', () => {
  it('has three title levels, each smaller than the one above', () => {
    const sizes = TITLE_LEVELS.map((level) => rem(TYPE_SCALE[level].size));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(3);
  });

  it('gives every button kind a weight and a height, none below WCAG 2.5.8’s 24 px', () => {
    for (const kind of BUTTON_KINDS) expect(rem(BUTTON_TOKENS[kind].height) * 16).toBeGreaterThanOrEqual(24);
    expect(BUTTON_TOKENS.primary.height).toBe(CONTROL.height);
  });

  it('draws a field’s edge (textMuted) at 3:1 at least on the background and the surface, in both palettes, where `border` would not', () => {
    for (const colors of [defaultStyle.colors, darkColors]) {
      expect(ratio(colors.textMuted, colors.background)).toBeGreaterThanOrEqual(3);
      expect(ratio(colors.textMuted, colors.surface)).toBeGreaterThanOrEqual(3);
      expect(ratio(colors.border, colors.background)).toBeLessThan(3);
    }
  });
});
