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
  '#6b3fa0', // 200-499
  '#9a2c84', // 500-999
  '#b3261e', // 1000-1999
  '#8a1c00', // 2000 and more
];
