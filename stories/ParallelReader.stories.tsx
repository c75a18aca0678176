import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEFAULT_DISPLAY_SETTINGS, ReaderView } from '@parole/widgets';
import { recorded } from '@parole/widgets/testing';
import { DARK, LOADING, PHONE, noControl, ready, refused, spies } from './support.js';
import { refusalOf } from '@parole/widgets/testing';

/**
 * The reader side by side (issue 42): a chapter beside one or two other
 * translations, rows of corresponding verses (GET /api/parallele, recorded
 * from the real API). Columns from 560 px of the reader's own width, verse
 * by verse below.
 */
const translations = recorded('translations', {}).traductions;
const parallel = (book: number, chapter: number, compared: readonly string[]) => ({
  book,
  chapter,
  state: ready(recorded('chapter', { book, chapter })),
  parallel: { state: ready(recorded('parallel', { book, chapter, translations: ['lsg', ...compared] })), count: 1 + compared.length, translations, onRemove: fn() },
});

const meta = {
  title: 'Widgets/Reader side by side',
  component: ReaderView,
  args: {
    ...parallel(1, 31, ['darby']),
    settings: DEFAULT_DISPLAY_SETTINGS,
    hrefFor: ({ book, chapter }) => `/lire/${book}/${chapter}?traduction=lsg,darby`,
    ...spies('onNavigate', 'onRetry', 'onToggleVerse', 'onSettingsAction', 'onTogglePanel', 'onExpandChapters', 'onCopySelection', 'onCopyChapter', 'onDismissNotice', 'onCompare'),
  },
  argTypes: noControl('state', 'parallel', 'hrefFor', 'rootRef', 'gestureProps'),
} satisfies Meta<typeof ReaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Genèse 31 beside Darby: its last row holds Segond's 31:55 and Darby's 32:1 (Laban's farewell), numbered 32:1. */
export const BesideDarby: Story = { args: { selected: [55], compareName: 'Martin' } };

/** Marc 9: Segond's 9:50 and 9:51 in one row with Darby's one verse 9:50. */
export const MergedRow: Story = { args: parallel(41, 9, ['darby']) };

/** Matthieu 23: Darby's empty cell for 23:14, « absent de cette traduction », why in its title. */
export const AbsentVerse: Story = { args: parallel(40, 23, ['darby']) };

/** Jean 3 in the three translations. */
export const ThreeTranslations: Story = { args: parallel(43, 3, ['darby', 'martin']) };

/** While the rows come: a skeleton of as many columns, so that nothing moves when they arrive. */
export const Loading: Story = { args: { parallel: { state: LOADING, count: 2, translations } } };

/** A translation the server does not have: the API's French refusal. */
export const UnknownTranslation: Story = {
  args: { parallel: { state: refused(refusalOf('parallel', { book: 43, chapter: 3, translations: ['lsg', 'kjv'] })), count: 2, translations } },
};

/** On a phone: verse by verse, each counterpart under its verse, labelled by its short name. */
export const Phone: Story = { args: { compact: true }, globals: PHONE };

/** The dark palette. */
export const Dark: Story = { args: { selected: [55] }, globals: DARK };
