import {
  formatChapterCopy,
  formatSelectionCopy,
  formatVerseSelection,
  getBook,
  nextChapter,
  previousChapter,
  type Bookmark,
  type ChapterRef,
  type ChapterResponse,
  type ReadingPlace,
  type Verse,
} from '@parole/bible';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createBookmark, formatBookmarkReference } from '../bookmarks/bookmark.js';
import { useBibleApi } from '../api/context.js';
import { copyText } from '../internal/clipboard.js';
import { useArrowKeys } from '../internal/useArrowKeys.js';
import { useWidthCompact } from '../internal/useMediaQuery.js';
import { useNotice } from '../internal/useNotice.js';
import { useSwipe } from '../internal/useSwipe.js';
import { messages } from '../messages.js';
import { ReaderView, type ReaderPanel, type ReaderViewProps } from './ReaderView.js';
import { applySettingsAction, DEFAULT_DISPLAY_SETTINGS, type DisplaySettings, type SettingsAction } from './settings.js';
import { requestCached } from '../api/cache.js';
import { useTranslationName } from '../api/useSiteInfo.js';
import { useReader } from './useReader.js';
import { viewOf } from '../api/useApiResource.js';
import { useAudioPlayer } from '../audio/useAudioPlayer.js';

export interface ReaderProps {
  book: number;
  chapter: number;
  /** Verses pre-selected on load (the reading route's `16`, `16-18`, `1,3-5,9`, parsed). */
  selection?: readonly number[];
  /** Controlled when given. */
  settings?: DisplaySettings;
  onSettingsChange?: (s: DisplaySettings) => void;
  /** Chapter change request (bar click, swipe, arrow keys). */
  onNavigate?: (ref: { book: number; chapter: number }) => void;
  /** Real links for the chapter bar (embeds use plain links to the full site). */
  hrefFor?: (place: ReadingPlace) => string;
  /** For the chapter copy header; default from client.info(). */
  translationName?: string;
  /** Confirmations (copied…); default an inline snackbar in the widget. */
  onNotify?: (message: string) => void;
  /**
   * Shows a "Marque-page" button: a bookmark of the selected verses, or of
   * the chapter when none is selected, for the host to keep on the device.
   * A notice confirms it.
   */
  onBookmark?: (bookmark: Bookmark) => void;
  /** The chapter has loaded (not called when it failed): the host remembers it as the last one read. */
  onLoad?: (chapter: ChapterResponse) => void;
  /**
   * The verses selected, each time they change (the pre-selection once the
   * chapter has loaded, the reader's toggles, the empty selection of a new
   * chapter), in order: the site's AI section asks about them (option 7).
   */
  onSelectionChange?: (verses: readonly number[]) => void;
}

/** The chapter copy of formatChapterCopy, with a bare "Jean 3" header while the translation's name is unknown. */
function chapterCopy(bookName: string, chapter: number, translationName: string | undefined, verses: readonly Verse[]): string {
  const text = formatChapterCopy(bookName, chapter, translationName ?? '', verses);
  if (translationName !== undefined) return text;
  return [`${bookName} ${chapter}`, ...text.split('\n').slice(1)].join('\n');
}

/**
 * Every behaviour of the reader, as the props of ReaderView: data, display
 * settings (controlled or not), the one open panel, verse selection, copy,
 * notices, and chapter navigation by bar, swipe and arrow keys.
 */
export function useReaderController(props: ReaderProps): ReaderViewProps {
  const { book, chapter, selection, onSettingsChange, onNavigate, hrefFor, onNotify, onBookmark, onLoad, onSelectionChange } = props;
  const client = useBibleApi();
  const { state: data, reload } = useReader({ book, chapter });
  const loaded = data.status === 'ready' ? data.data : undefined;
  useEffect(() => {
    if (loaded) onLoad?.(loaded);
  }, [loaded, onLoad]);
  const rootRef = useRef<HTMLElement>(null);
  const [compact, attachRoot] = useWidthCompact(rootRef);
  const translationName = useTranslationName(props.translationName);
  const { notice, notify, dismiss } = useNotice(onNotify);
  const bookName = getBook(book)?.name ?? String(book);

  // Display settings: controlled when the host passes them (it persists them).
  const [ownSettings, setOwnSettings] = useState<DisplaySettings>(DEFAULT_DISPLAY_SETTINGS);
  const settings = props.settings ?? ownSettings;
  const onSettingsAction = useCallback(
    (action: SettingsAction) => {
      const next = applySettingsAction(settings, action);
      if (props.settings === undefined) setOwnSettings(next);
      onSettingsChange?.(next);
    },
    [settings, props.settings, onSettingsChange],
  );

  /*
   * The player (specification, section 4): opening its panel plays the
   * chapter; at its end the next chapter plays, the reader following it
   * through onNavigate; closing the panel (or opening the settings, since
   * one panel is open at a time) stops it.
   */
  const audioSrc = useMemo(() => client.mediaUrl('chapterAudio', { book, chapter }), [client, book, chapter]);
  const following = nextChapter({ book, chapter });
  const player = useAudioPlayer({
    onEnded: () => {
      if (following && onNavigate) onNavigate(following);
    },
  });

  const [openPanel, setOpenPanel] = useState<ReaderPanel | null>(null);
  const onTogglePanel = useCallback(
    (panel: ReaderPanel) => {
      const next = openPanel === panel ? null : panel;
      setOpenPanel(next);
      if (next === 'player') player.play({ key: `${book}/${chapter}`, src: audioSrc });
      else if (openPanel === 'player') player.stop();
    },
    [openPanel, player, book, chapter, audioSrc],
  );
  // A new chapter while the panel is open (the next one after an end, or any page turned): the
  // player takes it, playing on if it was playing.
  const { cue } = player;
  useEffect(() => {
    if (openPanel === 'player') cue({ key: `${book}/${chapter}`, src: audioSrc });
  }, [openPanel, cue, book, chapter, audioSrc]);

  // The '...' of the chapter bar stays used for the book it was used in.
  const [expandedBook, setExpandedBook] = useState<number | null>(null);

  /*
   * Selection. The verses pre-selected by the `selection` prop apply once the
   * chapter has loaded (its verse count bounds them). The user's own
   * selection is stored with the chapter and `selection` it was made under,
   * so it is dropped, with no effect to run, when either changes.
   */
  const verses = data.status === 'ready' ? data.data.versets : undefined;
  const [initial, missing] = useMemo(() => {
    if (!verses?.length) return [[], []];
    const exists = new Set(verses.map((v) => v.verset));
    const wanted = selection ?? [];
    return [wanted.filter((n) => exists.has(n)), wanted.filter((n) => !exists.has(n))];
  }, [verses, selection]);
  const selectionKey = `${book}/${chapter}|${selection?.join(',') ?? ''}`;
  const [own, setOwn] = useState<{ key: string; verses: number[] } | null>(null);
  const selected = own?.key === selectionKey ? own.verses : initial;
  const onToggleVerse = useCallback(
    (verse: number) =>
      setOwn({
        key: selectionKey,
        verses: selected.includes(verse) ? selected.filter((n) => n !== verse) : [...selected, verse].sort((a, b) => a - b),
      }),
    [selectionKey, selected],
  );

  // Told once per change of what is selected, whatever the identity of the host's callback.
  const selectedKey = `${book}/${chapter}:${selected.join(',')}`;
  const selectionListener = useRef(onSelectionChange);
  selectionListener.current = onSelectionChange;
  const selectedNow = useRef(selected);
  selectedNow.current = selected;
  useEffect(() => {
    selectionListener.current?.(selectedNow.current);
  }, [selectedKey]);

  // Verses asked for that the chapter does not have are said, not silently dropped.
  // Once per chapter and selection, whatever the identity of the host's onNotify.
  const missingText = missing.length > 0 ? `${bookName} ${chapter}:${formatVerseSelection(missing)}` : null;
  const reportedMissing = useRef<string | null>(null);
  useEffect(() => {
    if (!missingText || reportedMissing.current === missingText) return;
    reportedMissing.current = missingText;
    notify(messages.reader.missingVerses(missingText));
  }, [missingText, notify]);

  // Bring the first pre-selected verse into view once the chapter is shown,
  // after a frame has painted it at the top: the chapter's text then grows
  // below the fold (no layout shift) and the jump is a scroll, which layout
  // shift does not count. Scrolling in the frame that first shows the text
  // moved everything under the fold at once (a CLS of 0.9 on a phone).
  // Looked at after every commit, once per chapter and verse: an effect keyed
  // on the selection was seen, on a busy machine, not to run for the commit
  // that first showed the chapter (a shared verse left below the fold).
  const scrollTarget = initial.length > 0 ? `${book}/${chapter}/${initial[0]}` : null;
  const scrolledTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (scrollTarget === null || scrolledTo.current === scrollTarget) return;
    scrolledTo.current = scrollTarget;
    const verse = initial[0];
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // Another chapter or selection since: its own scroll, not this one.
        if (scrolledTo.current === scrollTarget) rootRef.current?.querySelector(`[data-verset="${verse}"]`)?.scrollIntoView({ block: 'center' });
      }),
    );
  });

  const copy = useCallback(
    (text: string, confirmation: string) =>
      copyText(text).then(
        () => notify(confirmation),
        () => notify(messages.reader.copyFailed),
      ),
    [notify],
  );

  const onCopySelection = useCallback(() => {
    if (!verses || selected.length === 0) return;
    const chosen = verses.filter((v) => selected.includes(v.verset));
    void copy(formatSelectionCopy(bookName, chapter, chosen), messages.reader.copiedSelection);
  }, [verses, selected, bookName, chapter, copy]);

  const onCopyChapter = useCallback(() => {
    if (!verses) return;
    if (translationName !== undefined) {
      // Copied within the click itself: some browsers allow clipboard writes only there.
      void copy(chapterCopy(bookName, chapter, translationName, verses), messages.reader.copiedChapter);
      return;
    }
    void requestCached(client, 'info', {})
      .then((info) => info.traduction.nom, () => undefined)
      .then((name) => copy(chapterCopy(bookName, chapter, name, verses), messages.reader.copiedChapter));
  }, [verses, translationName, bookName, chapter, copy, client]);

  const onBookmarkClick = useCallback(() => {
    if (!verses || !onBookmark) return;
    const bookmark = createBookmark({ book, chapter, verses, selected });
    onBookmark(bookmark);
    notify(messages.reader.bookmarked(formatBookmarkReference(bookmark)));
  }, [verses, onBookmark, book, chapter, selected, notify]);

  // Navigation: every way of turning the page asks the host through onNavigate.
  const go = useCallback(
    (ref: ChapterRef | undefined) => {
      if (ref) onNavigate?.(ref); // undefined before Genèse 1 and after Apocalypse 22
    },
    [onNavigate],
  );
  const toNext = useCallback(() => go(nextChapter({ book, chapter })), [go, book, chapter]);
  const toPrevious = useCallback(() => go(previousChapter({ book, chapter })), [go, book, chapter]);
  useArrowKeys(rootRef, { onLeft: toPrevious, onRight: toNext });
  // Swiping left brings the next page in, as in a book.
  const gestureProps = useSwipe({ onSwipeLeft: toNext, onSwipeRight: toPrevious });

  // Retry whatever failed: a chapter is worth asking again for, even after a refusal.
  const { state } = viewOf({ state: data, reload });

  return {
    book,
    chapter,
    state,
    settings,
    compact,
    selected,
    openPanel,
    player: {
      status: player.status,
      continues: following !== undefined && onNavigate !== undefined,
      element: player.element,
      onRetry: player.retry,
    },
    chaptersExpanded: expandedBook === book,
    notice,
    hrefFor,
    rootRef: attachRoot,
    gestureProps,
    onNavigate: onNavigate ? go : undefined,
    onRetry: reload,
    onToggleVerse,
    onSettingsAction,
    onTogglePanel,
    onExpandChapters: () => setExpandedBook(book),
    onCopySelection,
    onCopyChapter,
    onBookmark: onBookmark ? onBookmarkClick : undefined,
    onDismissNotice: dismiss,
  };
}

/**
 * The reader widget: a chapter with its chapter bar, display settings,
 * verse selection and copy. Needs a <BibleApiProvider> above it.
 * @example <Reader book={43} chapter={3} selection={[16]} onNavigate={({ book, chapter }) => navigate(`/lire/${book}/${chapter}`)} />
 */
export function Reader(props: ReaderProps) {
  return <ReaderView {...useReaderController(props)} />;
}
