/**
 * Style values given as data attributes of an embed's element: the style's
 * `data-*` vocabulary (data-scheme, data-color-*, data-dark-color-*,
 * data-font-*, data-radius, data-spacing), declared and parsed once in
 * @parole/bible's style module (style/attributes.ts). This reads them on
 * the element and the page, and says in French what it ignored.
 *
 * The page can give a theme for all its widgets on one element (the loader's
 * script tag): an attribute the widget's element lacks is read there.
 *
 * A value the browser's CSS rejects (CSS.supports) is ignored with a French
 * console.warn naming the attribute and what it expects (also returned in
 * `problems`, which the mount core shows on the page while debugging); the
 * rest of the widget works.
 */
import { COLOR_ATTRIBUTES, STYLE_ATTRIBUTES, styleFromAttributes, type AttributeStyle } from '@parole/bible';
import { messages } from '../messages.js';

export { mergeOverrides } from '@parole/bible';
export { COLOR_ATTRIBUTES };

export interface EmbedTheme extends Omit<AttributeStyle, 'ignored'> {
  /** What was ignored, in French, one sentence per attribute (absent when nothing was). */
  problems?: string[];
}

/** Every attribute of the embed's style, the colours of both palettes included. */
export const THEME_ATTRIBUTES: readonly string[] = STYLE_ATTRIBUTES;

/**
 * The theme an element's data attributes ask for, each attribute it lacks
 * read on `page` (the page's theme for all its widgets); nothing for
 * attributes that are absent or invalid.
 * @example themeFromAttributes(element) // { scheme: 'dark', style: { colors: { accent: '#c00' } } }
 * @example themeFromAttributes(element, document.querySelector('script[src$="parole-widgets.js"]'))
 */
export function themeFromAttributes(element: HTMLElement, page?: Element | null): EmbedTheme {
  const { ignored, ...theme } = styleFromAttributes((attribute) => {
    const own = element.getAttribute(attribute)?.trim();
    return own ? own : page?.getAttribute(attribute)?.trim();
  });
  if (!ignored) return theme;
  const problems = ignored.map(({ attribute, value, expected }) => messages.embed.ignoredAttribute(attribute, value, messages.embed.expected[expected]));
  for (const problem of problems) console.warn(messages.embed.console(problem));
  return { ...theme, problems };
}
