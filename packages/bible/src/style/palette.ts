/**
 * The Parole style and its two palettes, as plain data: no React, no
 * styled-components, no I/O. The widgets give it to styled-components
 * (widgets' style.ts), the embed and the reference tagger read the same
 * colours in their few kilobytes, and the server's pages and share images
 * are drawn in them (packages/pages). Every colour of the palettes is
 * written here and nowhere else (tests/tooling/palette-literals.test.ts).
 *
 * A colour role is a key of `colors`: what the colour is for, never which
 * colour it is. A new role goes here, in both palettes, with the comment
 * that says where it is drawn; readable.ts says on what it must read.
 */
export interface ParoleStyle {
  colors: {
    /** Old testament accent (violet). */
    oldTestament: string;
    /** New testament accent (cyan). */
    newTestament: string;
    /** The interface's own accent: links, the current choice, the main action. */
    accent: string;
    /** Text drawn on a testament accent background. */
    onAccent: string;
    text: string;
    textMuted: string;
    background: string;
    surface: string;
    border: string;
    /** Focus ring of keyboard navigation. */
    focus: string;
    /** Background of a selected verse. */
    selection: string;
    /** Words of Jesus (span.wj in the verse HTML). */
    wordsOfJesus: string;
    /** Highlighted divine names (span.dieu). */
    divineName: string;
    /** Background of the words a search found (<mark> in search results). */
    mark: string;
    /** Backdrop behind a modal dialog. */
    backdrop: string;
    /** Shadow under what floats over the page: dialogs, panels, notices, a hovered card. */
    shadow: string;
    error: string;
    /** A right answer (the quiz's attempt boxes); `error` is a wrong one. */
    success: string;
    skeleton: string;
  };
  fonts: {
    /** The Bible text. */
    text: string;
    /** Controls, labels, numbers. */
    ui: string;
  };
  /** Spacing scale, in rem so it follows the reader's browser settings. */
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  radii: { sm: string; md: string; pill: string };
  /** Widths in px; below `mobile` a widget uses its compact layout. */
  breakpoints: { mobile: number };
}

export const defaultStyle: ParoleStyle = {
  colors: {
    oldTestament: '#6b3fa0',
    newTestament: '#00758a',
    accent: '#1a5fd0',
    onAccent: '#ffffff',
    text: '#1f1f24',
    textMuted: '#5c5c66',
    background: '#ffffff',
    surface: '#f4f3f7',
    border: '#d6d4de',
    focus: '#1a5fd0',
    selection: '#fff1b8',
    wordsOfJesus: '#9b1c1c',
    divineName: '#8a4b00',
    mark: '#ffd84d',
    backdrop: 'rgb(20 20 28 / 55%)',
    shadow: 'rgb(20 20 28 / 22%)',
    error: '#b00020',
    success: '#1e7b34',
    skeleton: '#e7e5ee',
  },
  fonts: {
    text: "Georgia, 'Times New Roman', serif",
    ui: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radii: { sm: '4px', md: '8px', pill: '999px' },
  breakpoints: { mobile: 768 },
};

/**
 * The dark palette: the same roles, light text on dark surfaces, every
 * pairing the widgets use kept at WCAG AA contrast (4.5:1 for text).
 */
export const darkColors: ParoleStyle['colors'] = {
  // #c1a2ed rather than #b995ea (4.1:1): verse numbers on a selected verse read at 4.6:1 (issue 31).
  oldTestament: '#c1a2ed',
  newTestament: '#4cc6dc',
  accent: '#84b1ff',
  onAccent: '#111116',
  text: '#ececf1',
  textMuted: '#ababb8',
  background: '#16161c',
  surface: '#22222b',
  border: '#4a4a58',
  focus: '#84b1ff',
  selection: '#4d4213',
  wordsOfJesus: '#ff9b9b',
  divineName: '#e8b36c',
  mark: '#4d4000',
  backdrop: 'rgb(0 0 0 / 70%)',
  shadow: 'rgb(0 0 0 / 60%)',
  error: '#ff7a8a',
  success: '#6ad486',
  skeleton: '#2c2c36',
};

/** The default style with the dark palette. */
export const darkStyle: ParoleStyle = { ...defaultStyle, colors: darkColors };

/** A colour role: what a colour of the palette is for (`oldTestament`, `accent`, `text`…). */
export type ColorRole = keyof ParoleStyle['colors'];

/** Every colour role, in the palette's order. */
// Pure: left out of a bundle that does not list the roles.
export const COLOR_ROLES: readonly ColorRole[] = /* @__PURE__ */ Object.keys(defaultStyle.colors) as ColorRole[];

/**
 * Light or dark palette; `auto` follows the visitor's system setting
 * (prefers-color-scheme) and changes with it.
 */
export type ColorScheme = 'light' | 'dark' | 'auto';

/** The schemes, as `data-scheme` names them. */
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'auto'];

/** A partial style: any subset of each group may be given. */
export type ParoleStyleOverride = {
  [K in keyof ParoleStyle]?: Partial<ParoleStyle[K]>;
};

/**
 * Merges an override into a style, group by group (one level deep is the
 * whole depth of the style).
 * @example mergeStyle(defaultStyle, { colors: { newTestament: '#0077aa' } })
 */
export function mergeStyle(base: ParoleStyle, override?: ParoleStyleOverride): ParoleStyle {
  if (!override) return base;
  return {
    colors: { ...base.colors, ...override.colors },
    fonts: { ...base.fonts, ...override.fonts },
    space: { ...base.space, ...override.space },
    radii: { ...base.radii, ...override.radii },
    breakpoints: { ...base.breakpoints, ...override.breakpoints },
  };
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
