/**
 * The style's `data-*` vocabulary, which a page uses to dress the widgets of
 * the script-tag embed (widgets' embed/theme-attributes.ts) and the
 * reference tagger's preview (widgets' tagger/preview.ts), and its one
 * parser:
 *
 * - `data-scheme`: light, dark or auto (the visitor's system setting);
 * - `data-color-<role>`: every colour role of ParoleStyle, in kebab-case
 *   (data-color-old-testament, data-color-new-testament, data-color-accent…),
 *   in both palettes;
 * - `data-dark-color-<role>`: the same roles for the dark palette only, over
 *   `data-color-<role>` there;
 * - `data-font-text` (the Bible text), `data-font-ui` (controls, labels);
 * - `data-radius`: the corners of boxes (`md`; small corners are half of it);
 * - `data-spacing`: the medium space; the scale derives from it (xs ¼, sm ½,
 *   lg 1½, xl 2×).
 *
 * Pure: the caller says how an attribute is read (an element, and the
 * page's element for the ones it lacks) and whether the browser accepts a
 * value (CSS.supports); what was ignored comes back as data, which each
 * caller words in French for its readers.
 */
import { COLOR_ROLES, COLOR_SCHEMES, type ColorRole, type ColorScheme, type ParoleStyle, type ParoleStyleOverride } from './palette.js';

/** The colour roles, as the data attributes that set them: data-color-<role in kebab-case>. */
export const COLOR_ATTRIBUTES: ReadonlyArray<{ role: ColorRole; attribute: string }> = /* @__PURE__ */ COLOR_ROLES.map((role) => ({
  role,
  attribute: `data-color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
}));

/** The dark palette's colour attributes: data-dark-color-<role>. */
export const DARK_COLOR_ATTRIBUTES: ReadonlyArray<{ role: ColorRole; attribute: string }> = /* @__PURE__ */ COLOR_ATTRIBUTES.map(({ role, attribute }) => ({
  role,
  attribute: attribute.replace('data-color-', 'data-dark-color-'),
}));

/** Every attribute of the style, the colours of both palettes included. */
export const STYLE_ATTRIBUTES: readonly string[] = [
  'data-scheme',
  // Pure (as the lists above): left out of a bundle that does not use them (the site's, the tagger's).
  .../* @__PURE__ */ COLOR_ATTRIBUTES.map(({ attribute }) => attribute),
  .../* @__PURE__ */ DARK_COLOR_ATTRIBUTES.map(({ attribute }) => attribute),
  'data-font-text',
  'data-font-ui',
  'data-radius',
  'data-spacing',
];

/** What an ignored attribute should have held: a colour, a font list, a CSS length, or one of the schemes. */
export type StyleValueKind = 'color' | 'font' | 'length' | 'scheme';

/** An attribute ignored by styleFromAttributes(), and what it should have held. */
export interface IgnoredAttribute {
  attribute: string;
  value: string;
  expected: StyleValueKind;
}

/** The style a set of `data-*` attributes asks for. */
export interface AttributeStyle {
  /** Over the palette in force (data-color-*, fonts, radius, spacing). */
  style?: ParoleStyleOverride;
  scheme?: ColorScheme;
  /** The dark palette's own colours (data-dark-color-*). */
  darkColors?: Partial<ParoleStyle['colors']>;
  /** What was ignored, in the order read (absent when nothing was). */
  ignored?: IgnoredAttribute[];
}


/**
 * Whether the browser accepts `value` for `property` (CSS.supports); where
 * there is no browser to ask, any value that cannot break out of a
 * declaration.
 * @example cssSupports('color', 'rebeccapurple') // true in a browser
 */
export function cssSupports(property: string, value: string): boolean {
  // Read off globalThis: the module is also built for the service worker, whose global has no CSS.
  const css = (globalThis as { CSS?: { supports?: (property: string, value: string) => boolean } }).CSS;
  if (typeof css?.supports !== 'function') return !/[;{}]/.test(value);
  return css.supports(property, value);
}

/**
 * The style that `data-*` attributes ask for: `read(attribute)` gives an
 * attribute's value (trimmed; undefined or '' when absent), `supports`
 * whether the browser accepts a value for a CSS property. A value it
 * refuses, or a scheme other than light, dark or auto (in any case), is
 * ignored and listed in `ignored`; nothing is kept for absent attributes.
 * @example styleFromAttributes((name) => element.getAttribute(name)?.trim()) // { scheme: 'dark', style: { colors: { accent: '#c00' } } }
 */
export function styleFromAttributes(
  read: (attribute: string) => string | undefined,
  supports: (property: string, value: string) => boolean = cssSupports,
): AttributeStyle {
  const result: AttributeStyle = {};
  const style: ParoleStyleOverride = {};
  const ignore = (attribute: string, value: string, expected: StyleValueKind) => (result.ignored ??= []).push({ attribute, value, expected });
  // Each value is checked against the CSS property it will be written in.
  const value = (attribute: string, property: string, kind: Exclude<StyleValueKind, 'scheme'>): string | undefined => {
    const given = read(attribute);
    if (given === undefined || given === '') return undefined;
    if (supports(property, given)) return given;
    ignore(attribute, given, kind);
    return undefined;
  };

  const scheme = read('data-scheme');
  if (scheme) {
    const name = scheme.toLowerCase();
    if ((COLOR_SCHEMES as readonly string[]).includes(name)) result.scheme = name as ColorScheme;
    else ignore('data-scheme', scheme, 'scheme');
  }

  for (const { role, attribute } of COLOR_ATTRIBUTES) {
    const color = value(attribute, 'color', 'color');
    if (color !== undefined) (style.colors ??= {})[role] = color;
  }
  for (const { role, attribute } of DARK_COLOR_ATTRIBUTES) {
    const color = value(attribute, 'color', 'color');
    if (color !== undefined) (result.darkColors ??= {})[role] = color;
  }
  const text = value('data-font-text', 'font-family', 'font');
  const ui = value('data-font-ui', 'font-family', 'font');
  if (text !== undefined || ui !== undefined) style.fonts = { ...(text !== undefined && { text }), ...(ui !== undefined && { ui }) };

  const radius = value('data-radius', 'border-radius', 'length');
  if (radius !== undefined) style.radii = { sm: `calc(${radius} / 2)`, md: radius };

  const spacing = value('data-spacing', 'padding', 'length');
  if (spacing !== undefined) {
    const times = (factor: number) => `calc(${spacing} * ${factor})`;
    style.space = { xs: times(0.25), sm: times(0.5), md: spacing, lg: times(1.5), xl: times(2) };
  }

  if (Object.keys(style).length > 0) result.style = style;
  return result;
}
