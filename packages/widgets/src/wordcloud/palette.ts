import { defaultStyle } from '@parole/bible';

/**
 * The colours of the nine count steps (layout.ts, countStep), least used
 * first: from cool greys and greens to warm reds, so that the eye finds the
 * most used words first. Each has a contrast of at least 5.8:1 on the
 * default style's white background (WCAG AA for normal text, which the smallest
 * words are), checked by palette.test.ts.
 */
export const WORD_COLORS: readonly string[] = [
  '#5c6470', // under 10
  '#2f6f6a', // 10-19
  '#2c6e2f', // 20-49
  '#1d6a96', // 50-99
  '#3f51a3', // 100-199
  defaultStyle.colors.oldTestament, // 200-499: the old testament's violet
  '#9a2c84', // 500-999
  '#b3261e', // 1000-1999
  '#8a1c00', // 2000 and more
];

/**
 * The same nine steps for a dark background (the dark palette, or a church's
 * own dark colours): the same hues, lightened to at least 7:1 on the dark
 * palette's background, checked by palette.test.ts.
 */
export const DARK_WORD_COLORS: readonly string[] = [
  '#a3abb8', // under 10
  '#6cc5bd', // 10-19
  '#7fcf82', // 20-49
  '#6ab8e8', // 50-99
  '#9aa8f0', // 100-199
  '#c0a0ef', // 200-499
  '#e58fd2', // 500-999
  '#ff8f86', // 1000-1999
  '#ffab73', // 2000 and more
];

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour; undefined for any other notation. */
export function luminance(color: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The word colours that read on `background`: the dark steps on a dark
 * background (luminance under 0.18, where white text contrasts more than
 * black), the light ones otherwise, and for a colour given in another
 * notation than #rgb/#rrggbb.
 * @example wordColors(useParoleStyle().colors.background)
 */
export function wordColors(background: string): readonly string[] {
  const l = luminance(background);
  return l !== undefined && l < 0.18 ? DARK_WORD_COLORS : WORD_COLORS;
}
