import { DEFAULT_TRANSLATION, getBook, readingNumbering, type Bookmark, type ChapterResponse, type ReadingPlace } from '@parole/bible';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslationList } from '../api/translations.js';
import { useTranslationName } from '../api/useSiteInfo.js';
import { viewOf } from '../api/useApiResource.js';
import { useTouchScreen, useWidthCompact } from '../internal/useMediaQuery.js';
import { useNotice } from '../internal/useNotice.js';
import { useChapterPlayer, type ReaderOfflineAudio } from './controller/useChapterPlayer.js';
import { useDisplaySettings } from './controller/useDisplaySettings.js';
import { usePageTurns } from './controller/usePageTurns.js';
import { useReaderCopy } from './controller/useReaderCopy.js';
import { useVerseSelection } from './controller/useVerseSelection.js';
import { ReaderView, type ReaderViewProps } from './ReaderView.js';
import type { DisplaySettings } from './settings.js';
import { useReader } from './useReader.js';
import { useParallel } from './parallel/useParallel.js';

export interface ReaderProps {
  book: number;
  chapter: number;
  /**
   * The translation read (GET /api/traductions' id: `darby`), whose
   * numbering `book`, `chapter` and `selection` are in; Louis Segond 1910
   * (`lsg`) when absent (issue 41). The player plays its audio.
   */
  translation?: string;
  /**
   * Translations read beside `translation`, in order (issue 42): the
   * parallel view, rows of corresponding verses (GET /api/parallele), the
   * chapter in `translation`'s numbering. None: single reading.
   */
  compareWith?: readonly string[];
  /**
   * Shows « Comparer » (adds a translation) and each column's « Retirer »:
   * the translations beside, for the host to read, with the selection shown
   * when it was asked (as onTranslationChange's, not onSelectionChange's later copy).
   */
  onCompareChange?: (compareWith: string[], selected: readonly number[]) => void;
  /** Verses pre-selected on load (the reading route's `16`, `16-18`, `1,3-5,9`, parsed). */
  selection?: readonly number[];
  /** Controlled when given. */
  settings?: DisplaySettings;
  onSettingsChange?: (s: DisplaySettings) => void;
  /** Chapter change request (bar click, swipe, arrow keys). */
  onNavigate?: (ref: { book: number; chapter: number }) => void;
  /**
   * A reference of the « Références » panel opened by a plain click (issue
   * 43): the site's router goes to its reading page, the reader embed opens
   * it in place; `onNavigate` to its chapter when absent. Its link is
   * `hrefFor`'s (a new tab, a copied link).
   */
  onOpen?: (place: ReadingPlace) => void;
  /** Real links for the chapter bar (embeds use plain links to the full site). */
  hrefFor?: (place: ReadingPlace) => string;
  /** For the chapter copy header; default the translation's name from the server. */
  translationName?: string;
  /**
   * Shows the translation picker in the chapter's header (the server's
   * translations, GET /api/traductions): another one was chosen, for the
   * host to read the same place in it (switchTranslation of @parole/bible).
   * `selected` is the selection shown when it was chosen: the host's copy
   * through onSelectionChange comes an effect and a render later, so a
   * choice made just after the chapter appeared would lose it.
   */
  onTranslationChange?: (translation: string, selected: readonly number[]) => void;
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
  /**
   * The audio the site keeps on the device for listening offline (issue
   * 47): offline, the player says at once when the chapter's is not there,
   * and shows the site's part that keeps it.
   */
  offlineAudio?: ReaderOfflineAudio;
}

/**
 * Every behaviour of the reader, as the props of ReaderView: the chapter's
 * data and notices here, and a focused hook for each concern (controller/):
 * display settings (controlled or not), the one open panel and its player,
 * verse selection, copy and bookmark, and turning the page by bar, swipe
 * and arrow keys.
 */
export function useReaderController(props: ReaderProps): ReaderViewProps {
  const { book, chapter, translation, selection, onNavigate, onOpen, hrefFor, onNotify, onBookmark, onLoad, onSelectionChange } = props;
  const { state: data, reload } = useReader({ book, chapter, translation });
  const loaded = data.status === 'ready' ? data.data : undefined;
  useEffect(() => {
    if (loaded) onLoad?.(loaded);
  }, [loaded, onLoad]);
  const verses = loaded?.versets;
  const rootRef = useRef<HTMLElement>(null);
  const [compact, attachRoot] = useWidthCompact(rootRef);
  // A touch screen, where a tap selects a verse (the hint's words: issue 47).
  const touch = useTouchScreen();
  const translationName = useTranslationName(props.translationName, translation);
  // The picker's list, asked only when there is a picker.
  const comparing = (props.compareWith?.length ?? 0) > 0;
  const listAsked = props.onTranslationChange !== undefined || props.onCompareChange !== undefined || comparing;
  const translations = useTranslationList(listAsked)?.traductions;
  const { notice, notify, dismiss } = useNotice(onNotify);
  const bookName = getBook(book)?.name ?? String(book);

  const { settings, onSettingsAction } = useDisplaySettings(props.settings, props.onSettingsChange);
  const { selected, onToggleVerse } = useVerseSelection({ book, chapter, translation, bookName, verses, selection, onSelectionChange, notify, rootRef });
  // The picker's choice with the selection it was made on (not the host's copy, an effect behind).
  const hostTranslationChange = props.onTranslationChange;
  const onTranslationChange = useMemo(
    () => hostTranslationChange && ((to: string) => hostTranslationChange(to, selected)),
    [hostTranslationChange, selected],
  );
  const onRate = useCallback((value: number) => onSettingsAction({ type: 'speed', value }), [onSettingsAction]);
  const { openPanel, onTogglePanel, player } = useChapterPlayer({ book, chapter, translation, onNavigate, startVerse: selected[0], rate: settings.speed, onRate, rootRef, offlineAudio: props.offlineAudio });
  const copy = useReaderCopy({ book, chapter, translation, bookName, verses, selected, translationName, onBookmark, notify });
  const { go, gestureProps } = usePageTurns(rootRef, { book, chapter, translation, onNavigate });
  // The « Références » panel: the first selected verse's, which the panel asks once open (issue 43).
  const referencesOpen = openPanel === 'references' && selected.length > 0;
  const referenced = referencesOpen ? { book, chapter, verse: selected[0]! } : null;
  const openReference = onOpen ?? onNavigate;
  const onOpenReference = useCallback(
    (place: ReadingPlace) => {
      // The panel (a sheet on a phone) closes on the way to the verse opened.
      onTogglePanel('references');
      openReference?.(place);
    },
    [onTogglePanel, openReference],
  );
  // Side by side (issue 42): the rows, « Comparer », and copies of every column.
  const { onCopySelection, onCopyChapter, ...parallel } = useParallel({ book, chapter, translation, compareWith: props.compareWith, translations, onCompareChange: props.onCompareChange, bookName, selected, notify });
  // The '...' of the chapter bar stays used for the book it was used in.
  const [expandedBook, setExpandedBook] = useState<number | null>(null);

  // Retry whatever failed: a chapter is worth asking again for, even after a refusal.
  const { state } = viewOf({ state: data, reload });

  return {
    book,
    chapter,
    chapterCount: readingNumbering(translation).chapterCount(book),
    translation,
    translations,
    onTranslationChange,
    state,
    settings,
    compact,
    touch,
    selected,
    // No selection left: the panel closes with it (its button is disabled).
    openPanel: openPanel === 'references' && !referencesOpen ? null : openPanel,
    player,
    references: referenced ? { verse: referenced, reference: `${bookName} ${chapter}:${referenced.verse}`, translation } : undefined,
    onOpenReference: openReference ? onOpenReference : undefined,
    chaptersExpanded: expandedBook === book,
    notice,
    hrefFor,
    rootRef: attachRoot,
    gestureProps,
    onNavigate: go,
    onRetry: reload,
    onToggleVerse,
    onSettingsAction,
    onTogglePanel,
    onExpandChapters: () => setExpandedBook(book),
    ...copy,
    ...(onCopySelection && onCopyChapter ? { onCopySelection, onCopyChapter } : {}),
    parallel: parallel.state && { ...parallel, state: parallel.state, count: 1 + (props.compareWith?.length ?? 0), translations },
    onCompare: parallel.onCompare,
    // The selection in every translation, where the server has several (the list is asked with the picker or « Comparer »).
    versesCompare: translations && translations.length > 1 ? { translation: translation ?? DEFAULT_TRANSLATION, translations, notify } : undefined,
    compareName: parallel.nextName,
    // Until the list arrives, the buttons it may bring hold their place (nothing moves when it does).
    comparePending: listAsked && translations === undefined ? { compare: props.onCompareChange !== undefined, verses: true } : undefined,
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
