import type { Meta, StoryObj } from '@storybook/react-vite';
import { href } from '@parole/bible';
import { BookmarksList, createBookmark, type Bookmark } from '@parole/widgets';
import { recorded } from '@parole/widgets/testing';
import { CHURCH, CHURCH_DARK, DARK, PHONE, noControl, spies } from './support.js';

/**
 * Device bookmarks. They are made by the reader's "Marque-page" button
 * (createBookmark) from the recorded chapters, with fixed dates so the
 * stories do not change from one day to the next.
 */
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
const chapter = (key: string) => {
  const [book, chapter] = key.split('/').map(Number);
  return recorded('chapter', { book, chapter }).versets;
};

const TYPICAL: Bookmark[] = [
  createBookmark({ book: 43, chapter: 3, verses: chapter('43/3'), selected: [16, 17, 18] }, at(12)),
  createBookmark({ book: 19, chapter: 117, verses: chapter('19/117') }, at(10)),
  createBookmark({ book: 1, chapter: 1, verses: chapter('1/1'), selected: [1, 2, 3] }, at(3)),
];

/** Psaume 119, one bookmark per stanza of 8 verses, then the others: a long list. */
const LONG: Bookmark[] = [
  ...Array.from({ length: 22 }, (_, i) =>
    createBookmark({ book: 19, chapter: 119, verses: chapter('19/119'), selected: Array.from({ length: 8 }, (_, k) => i * 8 + k + 1) }, at(22 - i)),
  ),
  ...TYPICAL,
];

const meta = {
  title: 'Widgets/BookmarksList',
  component: BookmarksList,
  args: {
    bookmarks: TYPICAL,
    ...spies('onRemove', 'onClear', 'onOpen'),
    hrefFor: (place) => href('read', place),
  },
  argTypes: noControl('bookmarks', 'hrefFor'),
} satisfies Meta<typeof BookmarksList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { bookmarks: [] },
};

export const Typical: Story = {};

export const Long: Story = {
  args: { bookmarks: LONG },
};

/** Without hrefFor: the references are buttons calling onOpen. */
export const WithoutLinks: Story = {
  args: { hrefFor: undefined },
};

export const Mobile: Story = {
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...Typical, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...Typical, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...Typical, globals: CHURCH_DARK };

/** Issue 41: bookmarks made in Darby and Martin show their translation's short name beside the reference; Segond's none. */
export const InSeveralTranslations: Story = {
  args: {
    bookmarks: [
      createBookmark({ book: 1, chapter: 32, verses: recorded('chapter', { book: 1, chapter: 32, translation: 'darby' }).versets, selected: [1], translation: 'darby' }, at(14)),
      createBookmark({ book: 43, chapter: 3, verses: recorded('chapter', { book: 43, chapter: 3, translation: 'martin' }).versets, selected: [16, 17, 18], translation: 'martin' }, at(13)),
      ...TYPICAL,
    ],
    translations: recorded('translations', {}).traductions,
  },
};
