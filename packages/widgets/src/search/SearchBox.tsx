import {
  hasPhrase,
  isReferenceInput,
  normalizeSpaces,
  parseReference,
  readingNumbering,
  searchInputError,
  SEARCH_MESSAGES,
  type ExactMode,
  type ReadingPlace,
} from '@parole/bible';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCompactLayout } from '../internal/useMediaQuery.js';
import { SearchBoxView, type SearchBoxViewProps } from './SearchBoxView.js';

export interface SearchBoxProps {
  /** The text of the field (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  exact: ExactMode;
  onExactChange: (exact: ExactMode) => void;
  /** Past searches and references, oldest first as the host keeps them. */
  history: string[];
  onHistoryChange: (history: string[]) => void;
  /**
   * A valid text search: the word trimmed with its inner white space
   * collapsed. `rerun` is true when the exact toggle reruns the search in
   * force (spec, section 4: each toggle reruns the same search), so the host
   * keeps the filter of the results shown; a new search uses atnt (section 9).
   */
  onSearch: (word: string, exact: ExactMode, rerun: boolean) => void;
  /**
   * A valid '..' reference: the host navigates to
   * /lire/:book/:chapter/:verses? and records `input` in the history.
   */
  onReference: (place: ReadingPlace, input: string) => void;
  /**
   * The translation read: a '..' reference is read in its numbering
   * (`..gn 32.33` is Darby's); the chapter table's when absent (issue 41).
   */
  translation?: string;
  /** Shown on the bookmarks button. */
  bookmarksCount?: number;
  /** Shows a bookmarks button next to the history button. */
  onOpenBookmarks?: () => void;
  /**
   * Mobile layout: a toggle button shows and hides the field. When absent,
   * follows the style's mobile breakpoint.
   */
  compact?: boolean;
}

/** Double quotes of any kind, as parseSearchQuery reads them. */
const ANY_QUOTE = /["\u201C\u201D\u201E\u00AB\u00BB]/g;

/**
 * Every behaviour of the search box, as the props of SearchBoxView: the
 * specification's validation (sections 4 and 5) and its messages, the quote
 * and exact toggles, the history panel with its edit mode and confirmation,
 * and the mobile toggle.
 */
export function useSearchBoxController(props: SearchBoxProps): SearchBoxViewProps {
  const { value, onValueChange, exact, onExactChange, history, onHistoryChange, onSearch, onReference, translation, bookmarksCount, onOpenBookmarks } =
    props;
  const mobile = useCompactLayout();
  const compact = props.compact ?? mobile;

  const [expanded, setExpanded] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [info, setInfo] = useState<string | null>(null);

  const closeHistory = useCallback(() => {
    setHistoryOpen(false);
    setEditing(false);
  }, []);

  /** Searches `input`, or follows it when it is a reference; false when refused (the dialog says why). */
  const run = useCallback(
    (input: string, mode: ExactMode, rerun = false): boolean => {
      const text = normalizeSpaces(input);
      if (isReferenceInput(text)) {
        const ref = parseReference(text, readingNumbering(translation));
        if (!ref) {
          setInfo(SEARCH_MESSAGES.badReference);
          return false;
        }
        if (text !== value) onValueChange(text);
        onReference(ref, text);
      } else {
        const error = searchInputError(text);
        if (error) {
          setInfo(error);
          return false;
        }
        if (text !== value) onValueChange(text);
        onSearch(text, mode, rerun);
      }
      closeHistory();
      // On mobile the field gives the room back to the page it leads to.
      setExpanded(false);
      return true;
    },
    [value, onValueChange, onReference, onSearch, closeHistory, translation],
  );

  /** The quote and exact buttons' rule: not with a reference, not under 3 characters. */
  const refusal = useCallback((text: string): string | null => {
    if (isReferenceInput(text)) return SEARCH_MESSAGES.notWithReference;
    return searchInputError(text.replace(ANY_QUOTE, ' '));
  }, []);

  const onToggleQuote = useCallback(() => {
    const text = normalizeSpaces(value);
    const refused = refusal(text);
    if (refused) return setInfo(refused);
    const bare = normalizeSpaces(text.replace(ANY_QUOTE, ' '));
    onValueChange(hasPhrase(text) ? bare : `"${bare}"`);
  }, [value, refusal, onValueChange]);

  const onToggleExact = useCallback(() => {
    const text = normalizeSpaces(value);
    const refused = refusal(text);
    if (refused) return setInfo(refused);
    const next: ExactMode = exact === 'exa' ? 'nex' : 'exa';
    onExactChange(next);
    // Each toggle reruns the search (spec, section 4).
    run(text, next, true);
  }, [value, exact, refusal, onExactChange, run]);

  const onChoose = useCallback(
    (index: number) => {
      const word = history[index];
      if (word !== undefined) run(word, exact);
    },
    [history, exact, run],
  );

  const onRemove = useCallback(
    (index: number) => {
      const next = history.filter((_, i) => i !== index);
      if (next.length === 0) setEditing(false);
      onHistoryChange(next);
    },
    [history, onHistoryChange],
  );

  const onConfirmClear = useCallback(() => {
    setConfirmingClear(false);
    setEditing(false);
    onHistoryChange([]);
  }, [onHistoryChange]);

  // A click anywhere outside the box closes the history panel; not while one
  // of its dialogs is open: a click beside a dialog closes that dialog only.
  const rootRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!historyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      if (confirmingClear || info !== null) return;
      closeHistory();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [historyOpen, confirmingClear, info, closeHistory]);

  return {
    value,
    exact,
    history,
    bookmarksCount,
    compact,
    expanded,
    historyOpen,
    editing,
    confirmingClear,
    info,
    rootRef,
    onValueChange,
    onSubmit: () => run(value, exact),
    onToggleQuote,
    onToggleExact,
    onToggleExpanded: () => setExpanded((open) => !open),
    onToggleHistory: () => (historyOpen ? closeHistory() : setHistoryOpen(true)),
    onCloseHistory: closeHistory,
    onToggleEditing: () => setEditing((on) => !on),
    onChoose,
    onRemove,
    onAskClear: () => setConfirmingClear(true),
    onConfirmClear,
    onCancelClear: () => setConfirmingClear(false),
    onCloseInfo: () => setInfo(null),
    onOpenBookmarks,
  };
}

/**
 * The top bar's search controls: a text field that searches words and
 * "phrases" or jumps to a '..' reference, the quote and exact toggles, the
 * search history and the bookmarks button. Controlled: the host keeps the
 * text, the exact mode and the history (it persists them on the device).
 * @example
 * <SearchBox value={word} onValueChange={setWord} exact={exact} onExactChange={setExact}
 *   history={history} onHistoryChange={setHistory}
 *   onSearch={(w, e) => navigate(href('search', { word: w, scope: 'atnt', exact: e }))}
 *   onReference={(place) => navigate(href('read', place))} />
 */
export function SearchBox(props: SearchBoxProps) {
  return <SearchBoxView {...useSearchBoxController(props)} />;
}

/** What a SearchBox is controlled by, and `remember` to add an entry to the history once. */
export type SearchBoxState = Pick<SearchBoxProps, 'value' | 'onValueChange' | 'exact' | 'onExactChange' | 'history' | 'onHistoryChange'> & {
  remember: (entry: string) => void;
};

/**
 * The state of a SearchBox kept in memory, for a page without a store of
 * its own (an embed, a story): the text, the mode and the history, for the
 * page's lifetime. The site keeps them on the device instead.
 * @example const { remember, ...box } = useSearchBoxState({ value: 'berger' }); <SearchBox {...box} onSearch={…} onReference={…} />
 */
export function useSearchBoxState(initial: { value?: string; exact?: ExactMode; history?: string[] } = {}): SearchBoxState {
  const [value, onValueChange] = useState(initial.value ?? '');
  const [exact, onExactChange] = useState<ExactMode>(initial.exact ?? 'nex');
  const [history, onHistoryChange] = useState<string[]>(initial.history ?? []);
  const remember = useCallback((entry: string) => onHistoryChange((list) => (list.includes(entry) ? list : [...list, entry])), []);
  return { value, onValueChange, exact, onExactChange, history, onHistoryChange, remember };
}
