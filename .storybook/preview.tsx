import type { Decorator, Preview } from '@storybook/react-vite';
import { ParoleStyleProvider, color, darkStyle, defaultStyle, useParoleStyle } from '@parole/widgets';
import { ThemeProvider, createGlobalStyle, styled } from 'styled-components';
import { expect, spyOn } from 'storybook/test';
import { CHURCH_THEMES, type ChurchThemeName, type SchemeName } from '../stories/themes.js';
import { lookDifferences } from './looks.js';

/**
 * Every story renders inside the Parole style, as an embedding site would
 * provide it, on a page painted with the style's background (a widget on a
 * church's page sits on that page's colour; here the page is the style's).
 *
 * Two toolbar globals flip any story: `scheme` (light or dark palette) and
 * `church` (the default look or a sample church's colours, fonts, radius and
 * spacing, stories/themes.ts). The Dark and CustomTheme stories set them.
 *
 * When the stories run as tests (the vitest `storybook` project, Debian's
 * Chromium), every story also fails on an axe violation (WCAG A/AA, colour
 * contrast included: a real browser computes colours), on a console.error,
 * when it renders no heading or fewer than 20 characters of text, and when a
 * title, button, field or verse card it draws strays from the shared looks
 * (./looks.ts, issue 51).
 */
const Page = styled.div`
  min-height: 100vh;
  background: ${color('background')};
  color: ${color('text')};
`;

/* The page around it too: content wider than the phone viewport is still on the page's colour. */
const PageBackground = createGlobalStyle`
  body {
    background: ${color('background')};
  }
`;

function StylePage({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={useParoleStyle()}>
      <PageBackground />
      <Page>{children}</Page>
    </ThemeProvider>
  );
}

const withParoleStyle: Decorator = (Story, { globals }) => {
  const scheme: SchemeName = globals.scheme === 'dark' ? 'dark' : 'light';
  const church = CHURCH_THEMES[(globals.church as ChurchThemeName) ?? 'none'] ?? CHURCH_THEMES.none;
  return (
    <ParoleStyleProvider scheme={scheme} style={church.style(scheme)}>
      <StylePage>
        <Story />
      </StylePage>
    </ParoleStyleProvider>
  );
};

/** Whether the story runs as a test (vitest's browser mode sets this flag in the page). */
const underTest = () => (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true;

const preview: Preview = {
  decorators: [withParoleStyle],
  globalTypes: {
    scheme: {
      description: 'Palette of the widgets (ParoleStyleProvider scheme, data-scheme)',
      toolbar: {
        title: 'Palette',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Clair', icon: 'sun' },
          { value: 'dark', title: 'Sombre', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    church: {
      description: 'A church’s theme over the style (ParoleStyleProvider style, data-color-…)',
      toolbar: {
        title: 'Thème',
        icon: 'paintbrush',
        items: Object.entries(CHURCH_THEMES).map(([value, theme]) => ({ value, title: theme.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light', church: 'none' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Every story fails its test on any WCAG A/AA violation.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    docs: { toc: true },
  },
  async beforeEach() {
    // Only when running as a test: a designer browsing the catalogue sees stories, not assertions.
    if (!underTest()) return;
    const errors = spyOn(console, 'error');
    return () => errors.mockRestore();
  },
  async afterEach({ canvasElement, globals }) {
    if (!underTest()) return;
    // React's warnings (a missing key, a bad prop) are console errors: a story must log none.
    await expect(console.error).not.toHaveBeenCalled();
    // A title or heading and some text: not an empty shell.
    await expect(canvasElement.querySelector('h1, h2, [role="heading"]')).not.toBeNull();
    await expect(canvasElement.textContent?.trim().length ?? 0).toBeGreaterThan(20);
    // One look per kind of title, button, field and verse card: the tokens' (a church's theme may change radii and spacing, so the default look only).
    if ((globals.church ?? 'none') === 'none') await expect(lookDifferences(canvasElement, globals.scheme === 'dark' ? darkStyle : defaultStyle)).toEqual([]);
  },
};

export default preview;
