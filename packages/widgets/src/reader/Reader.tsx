import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  formatChapterCopy,
  formatSelectionCopy,
  getBook,
  nextChapter,
  parseVerseSelection,
  previousChapter,
  type Bookmark,
  type ChapterRef,
  type Verset,
} from '@parole/bible';
import { createBookmark, formatBookmarkReference } from '../bookmarks/bookmark.js';
import { useBibleApi } from '../api/context.js';
import { copyText } from '../internal/clipboard.js';
import { useArrowKeys } from '../internal/useArrowKeys.js';
import { useMediaQuery } from '../internal/useMediaQuery.js';
import { useNotice } from '../internal/useNotice.js';
import { useSwipe } from '../internal/useSwipe.js';
import { messages } from '../messages.js';
import { useParoleTheme } from '../theme.js';
import { ReaderView, type ReaderPanel, type ReaderViewProps, type ReaderViewState } from './ReaderView.js';
import { applySettingsAction, DEFAULT_DISPLAY_SETTINGS, type DisplaySettings, type SettingsAction } from './settings.js';
import { loadInfo, useTranslationName } from './useTranslationName.js';
import { useReader } from './useReader.js';

export interface ReaderProps {
  livre: number;
  chapitre: number;
  /** ver route parameter: '16', '16-18', '1,3-5,9'; pre-selected on load */
  selection?: string;
  /** Controlled when given. */
  settings?: DisplaySettings;
  onSettingsChange?: (s: DisplaySettings) => void;
  /** Chapter change request (bar click, swipe, arrow keys). */
  onNavigate?: (ref: { livre: number; chapitre: number }) => void;
  /** Real links for the chapter bar (embeds use plain links to the full site). */
  hrefFor?: (ref: { livre: number; chapitre: number; verset?: number }) => string;
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
}

/** The chapter copy of formatChapterCopy, with a bare "Jean 3" header while the translation's name is unknown. */
function chapterCopy(bookName: string, chapitre: number, translationName: string | undefined, versets: readonly Verset[]): string {
  const text = formatChapterCopy(bookName, chapitre, translationName ?? '', versets);
  if (translationName !== undefined) return text;
  return [`${bookName} ${chapitre}`, ...text.split('\n').slice(1)].join('\n');
}

/**
 * Every behaviour of the reader, as the props of ReaderView: data, display
 * settings (controlled or not), the one open panel, verse selection, copy,
 * notices, and chapter navigation by bar, swipe and arrow keys.
 */
export function useReaderController(props: ReaderProps): ReaderViewProps {
  const { livre, chapitre, selection, onSettingsChange, onNavigate, hrefFor, onNotify, onBookmark } = props;
  const client = useBibleApi();
  const theme = useParoleTheme();
  const { state: data, reload } = useReader({ livre, chapitre });
  const compact = useMediaQuery(`(max-width: ${theme.breakpoints.mobile - 1}px)`);
  const translationName = useTranslationName(client, props.translationName);
  const { notice, notify, dismiss } = useNotice(onNotify);
  const rootRef = useRef<HTMLElement>(null);
  const bookName = getBook(livre)?.nom ?? String(livre);

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

  const [openPanel, setOpenPanel] = useState<ReaderPanel | null>(null);
  const onTogglePanel = useCallback((panel: ReaderPanel) => setOpenPanel((open) => (open === panel ? null : panel)), []);

  // The '...' of the chapter bar stays used for the book it was used in.
  const [expandedBook, setExpandedBook] = useState<number | null>(null);

  /*
   * Selection. The verses pre-selected by the `selection` prop apply once the
   * chapter has loaded (its verse count bounds them). The user's own
   * selection is stored with the chapter and `selection` it was made under,
   * so it is dropped, with no effect to run, when either changes.
   */
  const versets = data.status === 'ready' ? data.data.versets : undefined;
  const initial = useMemo(() => {
    if (!versets?.length) return [];
    const exists = new Set(versets.map((v) => v.verset));
    return (parseVerseSelection(selection, versets[versets.length - 1].verset) ?? []).filter((n) => exists.has(n));
  }, [versets, selection]);
  const selectionKey = `${livre}/${chapitre}|${selection ?? ''}`;
  const [own, setOwn] = useState<{ key: string; verses: number[] } | null>(null);
  const selected = own?.key === selectionKey ? own.verses : initial;
  const onToggleVerse = useCallback(
    (verset: number) =>
      setOwn({
        key: selectionKey,
        verses: selected.includes(verset) ? selected.filter((n) => n !== verset) : [...selected, verset].sort((a, b) => a - b),
      }),
    [selectionKey, selected],
  );

  // Bring the first pre-selected verse into view once the chapter is shown.
  useEffect(() => {
    if (initial.length === 0) return;
    rootRef.current?.querySelector(`[data-verset="${initial[0]}"]`)?.scrollIntoView({ block: 'center' });
  }, [initial]);

  const copy = useCallback(
    (text: string, confirmation: string) =>
      copyText(text).then(
        () => notify(confirmation),
        () => notify(messages.reader.copyFailed),
      ),
    [notify],
  );

  const onCopySelection = useCallback(() => {
    if (!versets || selected.length === 0) return;
    const chosen = versets.filter((v) => selected.includes(v.verset));
    void copy(formatSelectionCopy(bookName, chapitre, chosen), messages.reader.copiedSelection);
  }, [versets, selected, bookName, chapitre, copy]);

  const onCopyChapter = useCallback(() => {
    if (!versets) return;
    if (translationName !== undefined) {
      // Copied within the click itself: some browsers allow clipboard writes only there.
      void copy(chapterCopy(bookName, chapitre, translationName, versets), messages.reader.copiedChapter);
      return;
    }
    void loadInfo(client)
      .then((info) => info.traduction.nom, () => undefined)
      .then((name) => copy(chapterCopy(bookName, chapitre, name, versets), messages.reader.copiedChapter));
  }, [versets, translationName, bookName, chapitre, copy, client]);

  const onBookmarkClick = useCallback(() => {
    if (!versets || !onBookmark) return;
    const bookmark = createBookmark({ livre, chapitre, versets, selected });
    onBookmark(bookmark);
    notify(messages.reader.bookmarked(formatBookmarkReference(bookmark)));
  }, [versets, onBookmark, livre, chapitre, selected, notify]);

  // Navigation: every way of turning the page asks the host through onNavigate.
  const go = useCallback(
    (ref: ChapterRef | undefined) => {
      if (ref) onNavigate?.(ref); // undefined before Genèse 1 and after Apocalypse 22
    },
    [onNavigate],
  );
  const toNext = useCallback(() => go(nextChapter({ livre, chapitre })), [go, livre, chapitre]);
  const toPrevious = useCallback(() => go(previousChapter({ livre, chapitre })), [go, livre, chapitre]);
  useArrowKeys(rootRef, { onLeft: toPrevious, onRight: toNext });
  // Swiping left brings the next page in, as in a book.
  const gestureProps = useSwipe({ onSwipeLeft: toNext, onSwipeRight: toPrevious });

  const state: ReaderViewState =
    data.status === 'error' ? { status: 'error', message: data.error.message } : data;

  return {
    livre,
    chapitre,
    state,
    settings,
    compact,
    selected,
    openPanel,
    chaptersExpanded: expandedBook === livre,
    notice,
    hrefFor,
    rootRef,
    gestureProps,
    onNavigate: onNavigate ? go : undefined,
    onRetry: reload,
    onToggleVerse,
    onSettingsAction,
    onTogglePanel,
    onExpandChapters: () => setExpandedBook(livre),
    onCopySelection,
    onCopyChapter,
    onBookmark: onBookmark ? onBookmarkClick : undefined,
    onDismissNotice: dismiss,
  };
}

/**
 * The reader widget: a chapter with its chapter bar, display settings,
 * verse selection and copy. Needs a <BibleApiProvider> above it.
 * @example <Reader livre={43} chapitre={3} selection="16" onNavigate={({ livre, chapitre }) => navigate(`/lire/${livre}/${chapitre}`)} />
 */
export function Reader(props: ReaderProps) {
  return <ReaderView {...useReaderController(props)} />;
}
