/**
 * The Parole style without React (docs/architecture.md, "Styling"): the
 * palettes and their roles (palette.ts), the `data-*` vocabulary and its
 * parsing (attributes.ts), and the rules that keep given colours readable
 * (readable.ts). Named "style", as the widgets' look is everywhere in the
 * code: "theme" is the Bible's themes (docs/architecture.md, Naming).
 */
export {
  COLOR_ROLES,
  COLOR_SCHEMES,
  darkColors,
  darkStyle,
  defaultStyle,
  mergeOverrides,
  mergeStyle,
} from './palette.js';
export type { ColorRole, ColorScheme, ParoleStyle, ParoleStyleOverride } from './palette.js';
export { COLOR_ATTRIBUTES, DARK_COLOR_ATTRIBUTES, STYLE_ATTRIBUTES, cssSupports, styleFromAttributes } from './attributes.js';
export type { AttributeStyle, IgnoredAttribute, StyleValueKind } from './attributes.js';
export { contrastRatio, isDark, parseColor, readableColors, relativeLuminance } from './readable.js';
export { BUTTON_KINDS, BUTTON_TOKENS, CONTROL, TITLE_LEVELS, TYPE_SCALE } from './scale.js';
export type { ButtonKind, TitleLevel, TitleToken } from './scale.js';
