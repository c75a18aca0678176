/**
 * The host's styling: the widgets' style, given to styled-components for the
 * host's own components, and the site's global CSS.
 *
 * The widgets read their style from ParoleStyleProvider and never from
 * styled-components' ambient theme, so the host feeds both from the same
 * object. Global CSS is allowed here and only here: the host owns the page.
 */
import { ParoleStyleProvider, defaultStyle, color, font } from '@parole/widgets';
import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';

/** The style of the whole site: the widgets' default, not overridden. */
export const siteStyle = defaultStyle;

/*
 * The widgets' accessors for styled-components templates, for the site's own
 * components: one definition, fed by the ThemeProvider below with the same
 * style object the widgets read.
 */
export { bareList, color, controlLook, fieldErrorLook, font, narrow, radius, space, textFieldLook, wide } from '@parole/widgets';

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

export function SiteStyleProvider({ children, global = true }: { children: ReactNode; global?: boolean }) {
  return (
    <ParoleStyleProvider>
      <ThemeProvider theme={siteStyle}>
        {global && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </ParoleStyleProvider>
  );
}
