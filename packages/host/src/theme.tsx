/**
 * The host's styling: the widgets' theme, given to styled-components for the
 * host's own components, and the site's global CSS.
 *
 * The widgets read their theme from ParoleThemeProvider and never from
 * styled-components' ambient theme, so the host feeds both from the same
 * object. Global CSS is allowed here and only here: the host owns the page.
 */
import { ParoleThemeProvider, defaultTheme } from '@parole/widgets';
import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider, type DefaultTheme } from 'styled-components';

/** The theme of the whole site: the widgets' default, not overridden. */
export const siteTheme = defaultTheme;
export type SiteTheme = typeof defaultTheme;

/*
 * Accessors for styled-components templates. The host does not augment
 * DefaultTheme: the repository compiles as one program, and a global
 * augmentation from the host would leak into the widgets' typings.
 */
type Themed = { theme?: DefaultTheme };
const t = (p: Themed) => p.theme as SiteTheme;
export const color = (key: keyof SiteTheme['colors']) => (p: Themed) => t(p).colors[key];
export const font = (key: keyof SiteTheme['fonts']) => (p: Themed) => t(p).fonts[key];
export const space = (key: keyof SiteTheme['space']) => (p: Themed) => t(p).space[key];
export const radius = (key: keyof SiteTheme['radii']) => (p: Themed) => t(p).radii[key];
/** A media query for screens at least as wide as the widgets' mobile breakpoint (mobile first). */
export const wide = (p: Themed) => `@media (min-width: ${t(p).breakpoints.mobile}px)`;
/** Its complement: screens narrower than the mobile breakpoint (the widgets' compact layouts). */
export const narrow = (p: Themed) => `@media (max-width: ${t(p).breakpoints.mobile - 1}px)`;

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /*
   * Anchors and scrollIntoView stop below the sticky top bar instead of under it.
   * Where scrollbars take room (desktop), it is kept for one from the start, so
   * the page does not move sideways when a long text arrives or a page changes.
   */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 4.5rem; scrollbar-gutter: stable; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${font('ui')};
    line-height: 1.5;
    color: ${color('text')};
    background: ${color('background')};
  }
  /* Keyboard focus is always visible; mouse clicks do not draw the ring. */
  :focus-visible { outline: 3px solid ${color('focus')}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

export function SiteThemeProvider({ children, global = true }: { children: ReactNode; global?: boolean }) {
  return (
    <ParoleThemeProvider>
      <ThemeProvider theme={siteTheme}>
        {global && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </ParoleThemeProvider>
  );
}
