/**
 * What /lire/:book?/:chapter?/:verses? means, decided without React so every
 * case can be tested on its own (the parameters are read by @parole/bible's
 * route table, as everywhere):
 * - no book: the last chapter read on this device (the state's `lastRead`, stored as `verset`), else Genèse 1;
 * - a book without chapter: its chapter 1;
 * - a book or chapter that does not exist (abc, 0, 67, Jude 2): not found;
 * - a malformed verse selection (abc, 0, 3,,): the chapter opens with
 *   nothing selected, and the page says why (`selectionRefusal`, the table's
 *   refusal of the selection).
 */
import { isValidChapter, pages, parseInput } from '@parole/bible';
import type { LastRead } from '../../store/index.js';
import { readHref } from '../../routing/links.js';

/** The raw parameters of the route, as the router gives them. */
export type ReaderParams = Readonly<Record<string, string | undefined>>;

export type ReaderRoute =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'chapter'; book: number; chapter: number; selection?: readonly number[]; selectionRefusal?: string };

/** The first chapter of the Bible, where a first visit starts. */
export const FIRST_CHAPTER: LastRead = { book: 1, chapter: 1 };

export function resolveReaderRoute(params: ReaderParams, lastRead: LastRead | null): ReaderRoute {
  const { verses, ...place } = params;
  const route = parseInput(pages.read, { params: place });
  if (!route.ok) return { kind: 'notFound' };
  const { book, chapter } = route.input;
  if (book === undefined) {
    const start = lastRead && isValidChapter(lastRead.book, lastRead.chapter) ? lastRead : FIRST_CHAPTER;
    return { kind: 'redirect', to: readHref(start) };
  }
  if (chapter === undefined) return { kind: 'redirect', to: readHref({ book, chapter: 1 }) };
  if (verses === undefined) return { kind: 'chapter', book, chapter };
  // The book and chapter are right: only the selection can be refused now.
  const withSelection = parseInput(pages.read, { params });
  return withSelection.ok
    ? { kind: 'chapter', book, chapter, selection: withSelection.input.verses }
    : { kind: 'chapter', book, chapter, selectionRefusal: withSelection.refusal.message };
}
