import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readingNumbering } from '@parole/bible';
import { DEFAULT_DISPLAY_SETTINGS, ReaderView, messages, type DisplaySettings, type ReaderReferences } from '@parole/widgets';
import { recorded, refusalOf } from '@parole/widgets/testing';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, allStates, noControl, ready, refused, spies } from './support.js';

/**
 * The reader's view in every state, from answers recorded from the real API
 * (@parole/widgets/testing). ReaderView renders props only, so each story is one
 * set of props; the interactive widget is `Reader`, which feeds it.
 */
const meta = {
  title: 'Widgets/Reader',
  component: ReaderView,
  args: {
    book: 43,
    chapter: 3,
    state: ready(recorded('chapter', { book: 43, chapter: 3 })),
    settings: DEFAULT_DISPLAY_SETTINGS,
    hrefFor: ({ book, chapter }) => `/lire/${book}/${chapter}`,
    ...spies('onNavigate', 'onRetry', 'onToggleVerse', 'onSettingsAction', 'onTogglePanel', 'onExpandChapters', 'onCopySelection', 'onCopyChapter', 'onDismissNotice'),
  },
  argTypes: noControl('state', 'hrefFor', 'rootRef', 'gestureProps'),
  // A panel's code is loaded on its first opening: the story is whole (and checked) once the open one is there.
  play: async ({ args, canvasElement }) => {
    if (args.openPanel) await panelsShown(canvasElement, 1);
  },
} satisfies Meta<typeof ReaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until `count` panels (settings or player) are shown. */
async function panelsShown(root: HTMLElement, count: number): Promise<void> {
  const isPanel = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? '';
    return name === messages.reader.settingsLabel || name.startsWith(messages.audio.player('')) || name.startsWith(messages.audio.bar(''));
  };
  await waitFor(() => expect(Array.from(root.querySelectorAll('[role="region"]')).filter(isPanel)).toHaveLength(count), { timeout: 10_000 });
}

const withSettings = (change: Partial<DisplaySettings>): DisplaySettings => ({ ...DEFAULT_DISPLAY_SETTINGS, ...change });

/** The args of a recorded chapter: its book, its number and its text. */
const chapter = (book: number, chapter: number) => ({ book, chapter, state: ready(recorded('chapter', { book, chapter })) });

export const Loading: Story = {
  args: { state: LOADING },
};

/** Jean has 21 chapters: the server's own answer to /api/lire/43/22. */
export const Error: Story = {
  args: { chapter: 22, state: refused(refusalOf('chapter', { book: 43, chapter: 22 })) },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** Psaume 117, the shortest chapter (2 verses). */
export const ShortChapter: Story = {
  args: chapter(19, 117),
};

/** Psaume 119, the longest chapter (176 verses); the chapter bar shows all 150 psalms as 119 is past the first 20. */
export const LongChapter: Story = {
  args: chapter(19, 119),
};

/** Jean 3: section headings before verses 1 and 22. */
export const WithHeadings: Story = {};

/** /lire/43/3/16-18 */
export const Selection: Story = {
  args: { selected: [16, 17, 18] },
};

/** A touch screen (no hover, a coarse pointer): a tap selects a verse, and the hint says so (issue 47). */
export const TouchScreen: Story = {
  args: { compact: true, touch: true },
  globals: PHONE,
};

export const SettingsOpen: Story = {
  args: { openPanel: 'settings' },
};

export const LargeFont: Story = {
  args: { settings: withSettings({ fontSize: 1.5 }), openPanel: 'settings' },
};

export const TightLeading: Story = {
  args: { settings: withSettings({ leading: 1.3 }) },
};

export const Justified: Story = {
  args: { settings: withSettings({ display: 'justify' }) },
};

export const OneColumn: Story = {
  args: { settings: withSettings({ column: 1 }) },
};

export const NoVerseNumbers: Story = {
  args: { settings: withSettings({ numbers: false }) },
};

export const DivineNames: Story = {
  args: { settings: withSettings({ divineNames: true }) },
};

/** New testament books are cyan. */
export const NewTestamentColour: Story = {
  args: { selected: [16] },
};

/** Old testament books are violet; Genèse 1 also has major section headings (ms1, ms2). */
export const OldTestamentColour: Story = {
  args: { ...chapter(1, 1), selected: [1] },
};

/** The '...' of the chapter bar, used. */
export const AllChapters: Story = {
  args: { ...chapter(1, 1), chaptersExpanded: true },
};

export const CopiedNotice: Story = {
  args: { selected: [16], notice: messages.reader.copiedSelection },
};

/** The "Marque-page" button (with onBookmark) and its confirmation. */
export const Bookmark: Story = {
  args: { selected: [16], onBookmark: fn(), notice: messages.reader.bookmarked('Jean 3:16') },
};

/** The player toggle ("Écouter") closed: no <audio> on the page, nothing fetched. */
export const PlayerClosed: Story = {
  args: { openPanel: null },
};

/** The player just opened: the chapter's audio is being prepared (the server synthesizes it). */
export const PlayerOpen: Story = {
  args: { openPanel: 'player', player: { status: 'loading', continues: true, element: { src: '/mp3/43/3.mp3' } } },
};

/** The chapter is heard; the next one follows its end. */
export const PlayerPlaying: Story = {
  args: { openPanel: 'player', player: { status: 'playing', continues: true, element: { src: '/mp3/43/3.mp3' } } },
};

/** The audio could not be loaded: said, with "Réessayer". */
export const PlayerError: Story = {
  args: { openPanel: 'player', player: { status: 'error', continues: true, element: { src: '/mp3/43/3.mp3' }, onRetry: fn() } },
};

/** Paused, in a reader that cannot turn pages (no onNavigate): nothing is said to follow. */
export const PlayerPaused: Story = {
  args: { ...chapter(19, 117), openPanel: 'player', player: { status: 'paused', continues: false, element: { src: '/mp3/19/117.mp3' } } },
};

/** The player's own controls (issue 47): 1,5× chosen in the player, 42 s into the chapter. */
const listening = {
  listening: true,
  continues: true,
  element: { src: '/mp3/43/3.mp3' },
  rate: 1.5,
  position: 42,
  duration: 185,
  onRate: fn(),
  onSeek: fn(),
  onToggle: fn(),
  onPrevious: fn(),
  onNext: fn(),
  onClose: fn(),
  onBackToVerse: fn(),
} as const;

/** Phone, while listening: the player is a bar fixed at the bottom of the screen, whatever the text's scroll. */
export const PlayerBarPhone: Story = {
  args: { compact: true, openPanel: 'player', player: { ...listening, status: 'playing', verse: 3 } },
  globals: PHONE,
};

/** Phone, paused: the bar's button plays on. */
export const PlayerBarPaused: Story = {
  args: { compact: true, openPanel: 'player', player: { ...listening, status: 'paused', verse: 3 } },
  globals: PHONE,
};

/** The settings opened while listening: nothing stops, the player folds into its bar with its speed. */
export const PlayerBarWithSettings: Story = {
  args: { openPanel: 'settings', settings: withSettings({ speed: 1.5 }), player: { ...listening, status: 'playing', verse: 16 } },
  play: async ({ canvasElement }) => panelsShown(canvasElement, 2),
};

/** The reader scrolled away from the verse being read: « Revenir au verset lu » until pressed. */
export const PlayerAway: Story = {
  args: { compact: true, openPanel: 'player', player: { ...listening, status: 'playing', verse: 16, away: true } },
  globals: PHONE,
};

/** Phone: 8 chapters before '...', one column whatever the setting, no column toggle. */
export const Mobile: Story = {
  args: { compact: true },
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...Selection, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...Selection, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...Selection, globals: CHURCH_DARK };

/** The server's translations (GET /api/traductions), for the picker of the chapter's header. */
const translations = recorded('translations', {}).traductions;

/** A recorded chapter in a translation, read in its numbering, with the picker of the chapter's header (issue 41). */
const inTranslation = (translation: string, book: number, chapter: number) => ({
  book,
  chapter,
  translation,
  translations,
  chapterCount: readingNumbering(translation).chapterCount(book),
  state: ready(recorded('chapter', { book, chapter, translation })),
  onTranslationChange: fn(),
});

/** Jean 3 in Louis Segond 1910, the default, with the picker of the chapter's header. */
export const TranslationPicker: Story = {
  args: { translation: 'lsg', translations, onTranslationChange: fn() },
};

/**
 * Darby 1885's Genèse 32, in Darby's numbering: its verse 1 is Laban's farewell (Segond's 31:55), its
 * 33 verses; the * of its verse 2 (numbered otherwise in other editions) raised beside the number, its
 * [words] as printed, and the legend of the signs after the text.
 */
export const Darby: Story = {
  args: { ...inTranslation('darby', 1, 32), selected: [1] },
};

/** Darby 1885's Genèse 14: ✶Dieu (the Hebrew El) raised before its word, and the legend. */
export const DarbySigns: Story = {
  args: inTranslation('darby', 1, 14),
};

/** Martin 1744's Jean 3. */
export const Martin: Story = {
  args: inTranslation('martin', 43, 3),
};

/** The picker on a phone: the translations' short names, its label for screen readers only. */
export const TranslationMobile: Story = {
  args: { ...inTranslation('darby', 1, 32), compact: true },
  globals: PHONE,
};

/** A translation the server does not have (an address's `traduction=kjv`): the API's French refusal. */
export const UnknownTranslation: Story = {
  args: { translation: 'kjv', translations, onTranslationChange: fn(), state: refused(refusalOf('chapter', { book: 43, chapter: 3, translation: 'kjv' })) },
};

/** Darby in the dark palette: the signs and the legend stay readable. */
export const DarbyDark: Story = { ...Darby, globals: DARK };

/** Several states side by side, for visual review. */
export const AllStates: Story = {
  render: allStates(ReaderView, [
    ['loading', { state: LOADING }],
    ['error', { chapter: 22, state: refused(refusalOf('chapter', { book: 43, chapter: 22 })) }],
    ['short', chapter(19, 117)],
    ['selection', { selected: [16, 17, 18], settings: withSettings({ column: 1 }) }],
    ['settings', { openPanel: 'settings', settings: withSettings({ fontSize: 1.2, divineNames: true }) }],
    ['player playing', { openPanel: 'player', player: { status: 'playing', continues: true, element: { src: '/mp3/43/3.mp3' } } }],
    ['player error', { openPanel: 'player', player: { status: 'error', element: { src: '/mp3/43/3.mp3' }, onRetry: fn() } }],
    ['old testament', chapter(1, 1)],
    ['mobile', { compact: true, settings: withSettings({ numbers: false }) }],
  ]),
  play: ({ canvasElement }) => panelsShown(canvasElement, 3),
};

/** Waits until the « Références » panel (loaded on its first opening) shows its title. */
async function referencesShown(root: HTMLElement): Promise<void> {
  const title = messages.references.title('Jean 3:16');
  await waitFor(() => expect(Array.from(root.ownerDocument.querySelectorAll('h2'), (h) => h.textContent)).toContain(title), { timeout: 10_000 });
}

/** The « Références » panel of Jean 3:16 (issue 43), `references` its state. */
const withReferences = (view: Partial<NonNullable<ReaderReferences['view']>>) => ({
  selected: [16],
  openPanel: 'references' as const,
  references: { verse: { book: 43, chapter: 3, verse: 16 }, reference: 'Jean 3:16', view: { state: LOADING, ...view } },
});
const referencesPlay: Story['play'] = async ({ canvasElement }) => referencesShown(canvasElement);

/** « Références » of a selected verse, while its references come. */
export const ReferencesLoading: Story = { args: withReferences({}), play: referencesPlay };

/** Jean 3:16's first ten references, most voted first (Romains 5:8), a range's first verse and « … », « Voir plus », the credit. */
export const ReferencesMany: Story = {
  args: withReferences({ state: ready(recorded('crossReferences', { book: 43, chapter: 3, verse: 16 })), onMore: fn() }),
  play: referencesPlay,
};

/** All 23 of Jean 3:16's, after « Voir plus ». */
export const ReferencesAll: Story = {
  args: withReferences({ state: ready(recorded('crossReferences', { book: 43, chapter: 3, verse: 16, limit: 100 })) }),
  play: referencesPlay,
};

/** A verse without any (a Psalm's title: the server's own answer for Psaumes 51:1), shown under Jean 3:16's title. */
export const ReferencesNone: Story = {
  args: withReferences({ state: ready(recorded('crossReferences', { book: 19, chapter: 51, verse: 1 })) }),
  play: referencesPlay,
};

/** They could not come: said, with « Réessayer ». */
export const ReferencesError: Story = {
  args: withReferences({ state: NETWORK_ERROR, onRetry: fn() }),
  play: referencesPlay,
};

/** On a phone: a sheet from the bottom. */
export const ReferencesPhone: Story = {
  args: { ...withReferences({ state: ready(recorded('crossReferences', { book: 43, chapter: 3, verse: 16 })), onMore: fn() }), compact: true },
  globals: PHONE,
  play: referencesPlay,
};
