import { DEFAULT_TRANSLATION, htmlToText, PARALLEL_MAX, type ParallelResponse, type TranslationItem } from '@parole/bible';
import { useCallback } from 'react';
import { useApiResource, viewOf, type ApiResource, type ViewState } from '../../api/useApiResource.js';
import { useCopyWithNotice } from '../copy.js';
import { messages } from '../../messages.js';

/** The parallel chapter's state, for the Reader's view. */
export type ParallelState = ViewState<ParallelResponse>;

/** Nothing asked: a single translation is read. */
const SINGLE = { status: 'single' } as const;

export interface ParallelOptions {
  book: number;
  chapter: number;
  /** The translation read (its numbering is the chapter's), the default's when absent. */
  translation?: string;
  /** The translations beside it, in order (none: single reading). */
  compareWith?: readonly string[];
  /** The server's translations (names, and which one « Comparer » adds next). */
  translations?: readonly TranslationItem[];
  /** The translations beside, with the selection shown when they were asked. */
  onCompareChange?: (compareWith: string[], selected: readonly number[]) => void;
  bookName: string;
  selected: readonly number[];
  notify: (message: string) => void;
}

export interface ParallelController {
  /** The parallel chapter while comparing, undefined in single reading. */
  state?: ParallelState;
  /** « Réessayer » of a failure worth asking again. */
  onRetry?: () => void;
  /** Adds the next translation, when the host lets the reader compare and one is left. */
  onCompare?: () => void;
  /** The name of the translation « Comparer » adds. */
  nextName?: string;
  onRemove?: (translation: string) => void;
  /** The copies of single reading, replaced while comparing: each translation's text under its name. */
  onCopySelection?: () => void;
  onCopyChapter?: () => void;
}

/**
 * The text of rows of a parallel chapter for the clipboard: for each
 * translation, its name and reference in its own numbering, then its verses
 * (« 55 Laban se leva… »). `rows`: the row indices to copy.
 * @example parallelCopy('Genèse', answer, names, [54]) // "Genèse 31:55 — Louis Segond 1910\n55 Laban…\n\nGenèse 32:1 — Darby 1885\n1 Laban…"
 */
export function parallelCopy(bookName: string, data: ParallelResponse, nameOf: (id: string) => string, rows: readonly number[]): string {
  return data.traductions
    .map((id, t) => {
      const verses = rows.flatMap((r) => data.rangees[r]!.cellules[t]!.versets);
      if (verses.length === 0) return `${nameOf(id)}\n${messages.parallel.absent}`;
      const first = verses[0]!;
      const last = verses.at(-1)!;
      const reference =
        first === last
          ? `${first.chapitre}:${first.verset}`
          : first.chapitre === last.chapitre
            ? `${first.chapitre}:${first.verset}-${last.verset}`
            : `${first.chapitre}:${first.verset}-${last.chapitre}:${last.verset}`;
      const lines = verses.map((v) => `${v.verset} ${htmlToText(v.texte)}`);
      return [`${bookName} ${reference} — ${nameOf(id)}`, ...lines].join('\n');
    })
    .join('\n\n');
}

/**
 * The Reader's parallel view (issue 42): the chapter beside `compareWith`,
 * « Comparer » and « Retirer », and the copies of the rows.
 * @example const parallel = useParallel({ book: 1, chapter: 31, compareWith: ['darby'], … }); // GET /api/parallele/1/31?traductions=lsg,darby
 */
export function useParallel(options: ParallelOptions): ParallelController {
  const { book, chapter, translation, compareWith = [], translations, onCompareChange, bookName, selected, notify } = options;
  const first = translation ?? DEFAULT_TRANSLATION;
  const shown = [first, ...compareWith];
  const comparing = compareWith.length > 0;
  const { state, reload } = useApiResource('parallel', { book, chapter, translations: shown }, { skip: comparing ? null : SINGLE });
  const data = state.status === 'ready' ? state.data : undefined;
  const nameOf = useCallback((id: string) => translations?.find((x) => x.id === id)?.nom ?? id, [translations]);
  const next = translations?.find((x) => !shown.includes(x.id));

  const copy = useCopyWithNotice(notify);
  const onCopySelection = useCallback(() => {
    if (!data || selected.length === 0) return;
    const rows = data.rangees.flatMap((row, r) => (row.cellules[0]!.versets.some((v) => selected.includes(v.verset)) ? [r] : []));
    void copy(parallelCopy(bookName, data, nameOf, rows), messages.reader.copiedSelection);
  }, [data, selected, bookName, nameOf, copy]);
  const onCopyChapter = useCallback(() => {
    if (!data) return;
    void copy(parallelCopy(bookName, data, nameOf, data.rangees.map((_, r) => r)), messages.reader.copiedChapter);
  }, [data, bookName, nameOf, copy]);

  const view = state.status === 'single' ? undefined : viewOf({ state: state as ApiResource<ParallelResponse>, reload });
  return {
    state: view?.state,
    onRetry: view?.onRetry,
    onCompare: onCompareChange && next && shown.length < PARALLEL_MAX ? () => onCompareChange([...compareWith, next.id], selected) : undefined,
    nextName: next?.nomCourt,
    onRemove: onCompareChange && comparing ? (id) => onCompareChange(compareWith.filter((x) => x !== id), selected) : undefined,
    ...(comparing ? { onCopySelection, onCopyChapter } : {}),
  };
}
