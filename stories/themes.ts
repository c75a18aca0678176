/**
 * The looks the catalogue's toolbar offers (the `church` global of
 * .storybook/preview.tsx): the default style, and a sample church's theme
 * that changes every kind of value a church can set (both testament colours,
 * the accent, the fonts, the radius, the spacing), in a light and a dark
 * variant that both keep WCAG AA contrast. Not a widget; stories only.
 */
import type { ParoleStyleOverride } from '@parole/widgets';

export type SchemeName = 'light' | 'dark';

export interface ChurchTheme {
  /** The toolbar's label (French: the catalogue is shown to French-speaking designers too). */
  title: string;
  /** The override for ParoleStyleProvider's `style`, per palette. */
  style: (scheme: SchemeName) => ParoleStyleOverride | undefined;
}

/**
 * A parish's look: burgundy and green for the testaments, a copper accent,
 * Palatino-like text and a plain sans-serif interface (the fonts installed on
 * the test machine are the last of each list, so the change shows there
 * too), square corners and roomier spacing. The same look as data attributes
 * is on the Theme docs page.
 */
const SAINT_MARTIN_LIGHT: ParoleStyleOverride = {
  colors: { oldTestament: '#8c2f39', newTestament: '#1f6f4a', accent: '#a8431a', focus: '#a8431a' },
  fonts: {
    text: "'Palatino Linotype', Palatino, 'Book Antiqua', 'DejaVu Serif', serif",
    ui: "Candara, Optima, 'Liberation Sans', Arial, sans-serif",
  },
  // What data-radius="0" and data-spacing="1.25rem" give an embed (the scale derives from md).
  radii: { sm: '0', md: '0' },
  space: { xs: '0.3125rem', sm: '0.625rem', md: '1.25rem', lg: '1.875rem', xl: '2.5rem' },
};

const SAINT_MARTIN_DARK: ParoleStyleOverride = {
  ...SAINT_MARTIN_LIGHT,
  colors: { oldTestament: '#f0a0a8', newTestament: '#7fd6a8', accent: '#ffab80', focus: '#ffab80' },
};

export const CHURCH_THEMES = {
  none: { title: 'Parole (par défaut)', style: () => undefined },
  'saint-martin': {
    title: 'Paroisse Saint-Martin',
    style: (scheme) => (scheme === 'dark' ? SAINT_MARTIN_DARK : SAINT_MARTIN_LIGHT),
  },
} satisfies Record<string, ChurchTheme>;

export type ChurchThemeName = keyof typeof CHURCH_THEMES;

/** The sample church's light override, for the Theme docs page. */
export const SAMPLE_CHURCH_STYLE = SAINT_MARTIN_LIGHT;
