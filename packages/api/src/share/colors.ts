/**
 * The site's colours the share images are drawn in: those of the widgets'
 * default style (packages/widgets/src/style.ts, defaultStyle.colors), which
 * the API cannot import (it would bring React). tests/api/share-image.test.ts
 * checks that they are still the same.
 */
export const SHARE_COLORS = {
  oldTestament: '#6b3fa0',
  newTestament: '#00758a',
  text: '#1f1f24',
  textMuted: '#5c5c66',
  background: '#ffffff',
  border: '#d6d4de',
} as const;
