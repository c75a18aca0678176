/**
 * The sizes every widget shares, as plain data (issue 51, "One of each,
 * visibly"): one type scale for titles, one field, one button in four kinds,
 * one verse card. The colours stay in palette.ts; these are the measures and
 * weights, in rem so that they follow the reader's browser settings (the
 * embed turns rem into the visitor's default size, widgets' embed/shadow.ts).
 *
 * The widgets draw them (widgets' style.ts: titleLook, fieldLook, buttonLook,
 * verseCardLook) and the story tests check every drawn title, field, button
 * and verse card against them (.storybook/looks.ts): a widget that sizes its
 * own title differently fails there, not in a designer's review.
 */

/** A level of the type scale: what a title is in its page, not which HTML heading it is. */
export type TitleLevel = 'page' | 'section' | 'subsection';

/** One title level: its size (rem), weight and line height. */
export interface TitleToken {
  size: string;
  weight: number;
  lineHeight: number;
}

/**
 * The type scale: a widget's own title (page: the reader's book and chapter,
 * the plan's date), a part of it or a widget set inside a page (section: the
 * AI helper, the bookmarks, the quiz's tables, a dialog's title) and a
 * group inside a part (subsection: a testament's list, « Filtres »,
 * « Historique »).
 * @example TYPE_SCALE.section.size // '1.25rem'
 */
export const TYPE_SCALE: Readonly<Record<TitleLevel, TitleToken>> = {
  page: { size: '1.75rem', weight: 700, lineHeight: 1.2 },
  section: { size: '1.25rem', weight: 700, lineHeight: 1.3 },
  subsection: { size: '1rem', weight: 700, lineHeight: 1.3 },
};

/** Every title level, largest first. */
export const TITLE_LEVELS: readonly TitleLevel[] = ['page', 'section', 'subsection'];

/**
 * The one height of every field and button (a select, a text field, a tab, a
 * primary action): 2.25rem, 36 px at the default size, above WCAG 2.5.8's
 * 24 px target. A chip is the one smaller control (a filter among many).
 */
export const CONTROL = {
  height: '2.25rem',
  fontSize: '0.9rem',
  lineHeight: 1.2,
  chipHeight: '1.75rem',
} as const;

/** A kind of button: the main action, any other action, a choice among tabs, a small filter. */
export type ButtonKind = 'primary' | 'secondary' | 'tab' | 'chip';

/** Every button kind. */
export const BUTTON_KINDS: readonly ButtonKind[] = ['primary', 'secondary', 'tab', 'chip'];

/**
 * Each button kind's weight and height: the primary action semibold on the
 * accent, the others regular; a chip is the smaller one.
 * @example BUTTON_TOKENS.primary.weight // 600
 */
export const BUTTON_TOKENS: Readonly<Record<ButtonKind, { weight: number; height: string }>> = {
  primary: { weight: 600, height: CONTROL.height },
  secondary: { weight: 400, height: CONTROL.height },
  tab: { weight: 400, height: CONTROL.height },
  chip: { weight: 400, height: CONTROL.chipHeight },
};
