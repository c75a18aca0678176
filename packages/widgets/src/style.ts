/**
 * The one style of the widgets, and the provider an embedding site uses to
 * override it.
 *
 * Widgets do not read styled-components' ambient theme: a host page may run
 * its own `<ThemeProvider>` with an unrelated object. Each widget root
 * instead reads the Parole style from its own context (the default style when
 * no provider is present) and re-provides it to styled-components for its
 * subtree only. Nothing is written to global CSS.
 */
import { CONTROL, TYPE_SCALE, darkColors, defaultStyle, isDark as isDarkBackground, mergeStyle, readableColors, type ColorScheme, type ParoleStyle, type ParoleStyleOverride, type Testament, type TitleLevel } from '@parole/bible';
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { css, type DefaultTheme } from 'styled-components';

// The style itself (palettes, roles, merging) lives in @parole/bible's style module, without React.
export { darkColors, darkStyle, defaultStyle, mergeStyle, type ColorScheme, type ParoleStyle, type ParoleStyleOverride } from '@parole/bible';

const ParoleStyleContext = createContext<ParoleStyle>(defaultStyle);

export interface ParoleStyleProviderProps {
  /** Overrides merged over the enclosing Parole style (the default style at the top). */
  style?: ParoleStyleOverride;
  /**
   * The palette under the overrides: `light` (the default colours), `dark`
   * (darkColors) or `auto` (the visitor's system setting). Without it, the
   * enclosing palette is kept.
   */
  scheme?: ColorScheme;
  /**
   * Colours for the dark palette only, over `style.colors` when the palette
   * in force is dark (`data-dark-color-*` of the embed).
   */
  darkColors?: Partial<ParoleStyle['colors']>;
  children?: ReactNode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemIsDark = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Whether the system prefers dark, followed as it changes; false when `watch` is off. */
function useSystemDark(watch: boolean): boolean {
  const [dark, setDark] = useState(() => watch && systemIsDark());
  useEffect(() => {
    if (!watch || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const update = () => setDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [watch]);
  return watch && dark;
}

/**
 * Overrides the style of every widget below it. Nested providers merge over
 * each other; a `scheme` swaps the palette first, then `style` applies
 * (with `darkColors` over its colours when the palette is dark).
 *
 * Given colours never make the widgets unreadable (@parole/bible's style/readable.ts):
 * the roles not given come from the palette that matches the background's
 * lightness, and a colour drawn as text is darkened or lightened until it
 * reads at 4.5:1.
 * @example <ParoleStyleProvider scheme="dark" style={{ colors: { oldTestament: '#c9a3ff' } }}><Reader … /></ParoleStyleProvider>
 */
export function ParoleStyleProvider({ style, scheme, darkColors: darkOverride, children }: ParoleStyleProviderProps) {
  const parent = useContext(ParoleStyleContext);
  const systemDark = useSystemDark(scheme === 'auto');
  const dark = scheme === 'dark' || (scheme === 'auto' && systemDark);
  const merged = useMemo(() => {
    const base = scheme === undefined ? parent : { ...parent, colors: dark ? darkColors : defaultStyle.colors };
    // Without a scheme, the enclosing palette is dark when its background is.
    const paletteDark = scheme === undefined ? (isDarkBackground(base.colors.background) ?? false) : dark;
    const given = { ...style?.colors, ...(paletteDark && darkOverride) };
    const result = mergeStyle(base, style);
    if (Object.keys(given).length === 0) return result;
    return { ...result, colors: readableColors(base.colors, given) };
  }, [parent, style, scheme, dark, darkOverride]);
  return createElement(ParoleStyleContext.Provider, { value: merged }, children);
}

/** The Parole style in force (the default style when no provider is present). */
export function useParoleStyle(): ParoleStyle {
  return useContext(ParoleStyleContext);
}

/** The accent colour of a testament: violet for the old, cyan for the new. */
export function testamentColor(style: ParoleStyle, testament: Testament): string {
  return testament === 'old' ? style.colors.oldTestament : style.colors.newTestament;
}

/*
 * Accessors for styled-components templates, for the widgets and for a site
 * that styles its own components like them (the host). The ThemeProvider
 * that feeds them always holds a ParoleStyle (a widget root's, or the site's
 * own), so the cast is safe; it spares a global `DefaultTheme` augmentation
 * that would leak into (and could clash with) the embedding application's
 * own typings.
 */
type StyledProps = { theme?: DefaultTheme };
const t = (p: StyledProps) => p.theme as ParoleStyle;
export const color = (key: keyof ParoleStyle['colors']) => (p: StyledProps) => t(p).colors[key];
export const font = (key: keyof ParoleStyle['fonts']) => (p: StyledProps) => t(p).fonts[key];
export const space = (key: keyof ParoleStyle['space']) => (p: StyledProps) => t(p).space[key];
export const radius = (key: keyof ParoleStyle['radii']) => (p: StyledProps) => t(p).radii[key];
export const accent = (p: StyledProps & { $testament: Testament }) => testamentColor(t(p), p.$testament);
/** A media query for screens at least as wide as the mobile breakpoint (mobile first). */
export const wide = (p: StyledProps) => `@media (min-width: ${t(p).breakpoints.mobile}px)`;
/** Its complement: screens narrower than the mobile breakpoint (the compact layouts). */
export const narrow = (p: StyledProps) => `@media (max-width: ${t(p).breakpoints.mobile - 1}px)`;

/**
 * The query container every page-sized widget's root is (PageRoot): inside
 * it, a widget lays out by the width the page gives it (a church's 280-px
 * sidebar), not by the window's (issue 32).
 */
export const WIDGET_CONTAINER = 'parole-widget';
/** A container query: inside a widget at least as wide as the mobile breakpoint. Styles what a PageRoot holds, never the root itself. */
export const wideWidget = (p: StyledProps) => `@container ${WIDGET_CONTAINER} (width >= ${t(p).breakpoints.mobile}px)`;
/** Its complement: inside a widget narrower than the mobile breakpoint (as useWidthCompact decides). */
export const narrowWidget = (p: StyledProps) => `@container ${WIDGET_CONTAINER} (width < ${t(p).breakpoints.mobile}px)`;

/** A list without bullets, margins or indentation: its layout is the caller's. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The bordered look of the controls: buttons, selects, the chapter bar's numbers, the history chips. */
export const controlLook = css`
  border: 1px solid ${color('border')};
  border-radius: ${radius('sm')};
  background: ${color('background')};
  color: ${color('text')};
  font: inherit;
`;

/** A field's refusal under it, in the error colour; takes no room while empty (a live region stays in the page). */
export const fieldErrorLook = css`
  margin: 0;
  color: ${color('error')};
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

/**
 * The one look of a field (issue 51): the search box's field, the word
 * cloud's select, the quiz's nickname, the AI helper's fields, the site's
 * login. One height (CONTROL.height, 36 px) and one border, `textMuted`
 * rather than `border`: a field's edge is how one finds it, so it needs WCAG
 * 1.4.11's 3:1 against the background, which `textMuted` gives in both
 * palettes (6.6:1 light, 8:1 dark) and `border` in neither (1.5:1 light,
 * 2:1 dark). Red once refused. The element carries `data-look="field"`
 * (`field-area` for a text area), checked by the story tests.
 */
export const textFieldLook = css`
  box-sizing: border-box;
  min-height: ${CONTROL.height};
  padding: ${space('xs')} ${space('sm')};
  border: 1px solid ${color('textMuted')};
  border-radius: ${radius('sm')};
  background: ${color('background')};
  color: ${color('text')};
  font: inherit;
  font-size: 1rem;

  &[aria-invalid='true'] {
    border-color: ${color('error')};
    box-shadow: inset 0 0 0 1px ${color('error')};
  }
`;

/**
 * A title at one level of the type scale (TYPE_SCALE, in @parole/bible's
 * style/scale.ts beside the palettes): its size, weight and line height,
 * nothing else (margins and colour are the caller's). The element also
 * carries `data-look="title-<level>"`, which the story tests check
 * (.storybook/looks.ts).
 * @example const Heading = styled.h2.attrs({ 'data-look': 'title-section' })`${titleLook('section')} margin: 0;`
 */
export const titleLook = (level: TitleLevel) => css`
  font-size: ${TYPE_SCALE[level].size};
  font-weight: ${TYPE_SCALE[level].weight};
  line-height: ${TYPE_SCALE[level].lineHeight};
`;
