/**
 * Theme values given as data attributes of an embed's element:
 *
 * - `data-scheme`: light, dark or auto (the visitor's system setting);
 * - `data-color-<role>`: every colour role of ParoleStyle, in kebab-case
 *   (data-color-old-testament, data-color-new-testament, data-color-accent…),
 *   in both palettes;
 * - `data-dark-color-<role>`: the same roles for the dark palette only, over
 *   `data-color-<role>` there (the widget is dark with `data-scheme="dark"`,
 *   or `auto` on a visitor's dark system);
 * - `data-font-text` (the Bible text), `data-font-ui` (controls, labels);
 * - `data-radius`: the corners of boxes (`md`; small corners are half of it);
 * - `data-spacing`: the medium space; the scale derives from it (xs ¼, sm ½,
 *   lg 1½, xl 2×).
 *
 * The page can give a theme for all its widgets on one element (the loader's
 * script tag): an attribute the widget's element lacks is read there.
 *
 * A value the browser's CSS rejects (CSS.supports) is ignored with a French
 * console.warn naming the attribute and what it expects (also returned in
 * `problems`, which the mount core shows on the page while debugging); the
 * rest of the widget works.
 */
import { messages } from '../messages.js';
import { defaultStyle, type ColorScheme, type ParoleStyle, type ParoleStyleOverride } from '../style.js';

export interface EmbedTheme {
  style?: ParoleStyleOverride;
  scheme?: ColorScheme;
  /** The dark palette's own colours (data-dark-color-*). */
  darkColors?: Partial<ParoleStyle['colors']>;
  /** What was ignored, in French, one sentence per attribute (absent when nothing was). */
  problems?: string[];
}

type ColorRole = keyof ParoleStyle['colors'];

/** The colour roles, as the data attributes that set them. */
export const COLOR_ATTRIBUTES: ReadonlyArray<{ role: ColorRole; attribute: string }> = (Object.keys(defaultStyle.colors) as ColorRole[]).map(
  (role) => ({ role, attribute: `data-color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` }),
);

/** The dark palette's colour attributes: data-dark-color-<role>. */
export const DARK_COLOR_ATTRIBUTES: ReadonlyArray<{ role: ColorRole; attribute: string }> = COLOR_ATTRIBUTES.map(({ role, attribute }) => ({
  role,
  attribute: attribute.replace('data-color-', 'data-dark-color-'),
}));

/** Every attribute of the theme, the colours of both palettes included. */
export const THEME_ATTRIBUTES: readonly string[] = [
  'data-scheme',
  ...COLOR_ATTRIBUTES.map(({ attribute }) => attribute),
  ...DARK_COLOR_ATTRIBUTES.map(({ attribute }) => attribute),
  'data-font-text',
  'data-font-ui',
  'data-radius',
  'data-spacing',
];

const SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'auto'];

/** Whether the browser accepts `value` for `property`; true where CSS.supports is missing (no browser to ask). */
function supports(property: string, value: string): boolean {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return !/[;{}]/.test(value);
  return CSS.supports(property, value);
}

type Expected = keyof typeof messages.embed.expected;
const EXPECTED: Record<string, Expected> = { color: 'color', 'font-family': 'font', 'border-radius': 'length', padding: 'length' };

/**
 * The theme an element's data attributes ask for, each attribute it lacks
 * read on `page` (the page's theme for all its widgets); nothing for
 * attributes that are absent or invalid.
 * @example themeFromAttributes(element) // { scheme: 'dark', style: { colors: { accent: '#c00' } } }
 * @example themeFromAttributes(element, document.querySelector('script[src$="parole-widgets.js"]'))
 */
export function themeFromAttributes(element: HTMLElement, page?: Element | null): EmbedTheme {
  const theme: EmbedTheme = {};
  const style: ParoleStyleOverride = {};
  const warn = (attribute: string, value: string, expected: Expected) => {
    const problem = messages.embed.ignoredAttribute(attribute, value, messages.embed.expected[expected]);
    console.warn(messages.embed.console(problem));
    (theme.problems ??= []).push(problem);
  };
  const given = (attribute: string): string | undefined => {
    const own = element.getAttribute(attribute)?.trim();
    return own ? own : page?.getAttribute(attribute)?.trim();
  };
  const read = (attribute: string, property: string): string | undefined => {
    const value = given(attribute);
    if (value === undefined || value === '') return undefined;
    if (supports(property, value)) return value;
    warn(attribute, value, EXPECTED[property] ?? 'length');
    return undefined;
  };

  const scheme = given('data-scheme');
  if (scheme) {
    if ((SCHEMES as readonly string[]).includes(scheme)) theme.scheme = scheme as ColorScheme;
    else warn('data-scheme', scheme, 'scheme');
  }

  for (const { role, attribute } of COLOR_ATTRIBUTES) {
    const value = read(attribute, 'color');
    if (value !== undefined) (style.colors ??= {})[role] = value;
  }
  for (const { role, attribute } of DARK_COLOR_ATTRIBUTES) {
    const value = read(attribute, 'color');
    if (value !== undefined) (theme.darkColors ??= {})[role] = value;
  }
  const text = read('data-font-text', 'font-family');
  const ui = read('data-font-ui', 'font-family');
  if (text !== undefined || ui !== undefined) style.fonts = { ...(text !== undefined && { text }), ...(ui !== undefined && { ui }) };

  const radius = read('data-radius', 'border-radius');
  if (radius !== undefined) style.radii = { sm: `calc(${radius} / 2)`, md: radius };

  const spacing = read('data-spacing', 'padding');
  if (spacing !== undefined) {
    const times = (factor: number) => `calc(${spacing} * ${factor})`;
    style.space = { xs: times(0.25), sm: times(0.5), md: spacing, lg: times(1.5), xl: times(2) };
  }

  if (Object.keys(style).length > 0) theme.style = style;
  return theme;
}

/**
 * Two overrides in one, `over` winning group by group.
 * @example mergeOverrides({ colors: { accent: 'red' } }, { colors: { text: 'black' } })
 */
export function mergeOverrides(base: ParoleStyleOverride | undefined, over: ParoleStyleOverride | undefined): ParoleStyleOverride | undefined {
  if (!base) return over;
  if (!over) return base;
  const merged: ParoleStyleOverride = { ...base };
  for (const key of Object.keys(over) as (keyof ParoleStyleOverride)[]) {
    merged[key] = { ...base[key], ...over[key] } as never;
  }
  return merged;
}
