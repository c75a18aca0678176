/**
 * What /lire/:id?/:chap?/:ver? means, decided without React so every case can
 * be tested on its own:
 * - no book: the last chapter read on this device (persisted `verset`), else Genèse 1;
 * - a book without chapter: its chapter 1;
 * - a book or chapter that does not exist (abc, 0, 67, Jude 2): not found;
 * - a malformed verse selection is ignored: the chapter opens with nothing selected.
 */
import { getBook, isValidChapter, parseVerseSelection } from '@parole/bible';
import { paths } from '../../routing/paths.js';
import type { LastRead } from '../../store/index.js';

export interface ReadParams {
  id?: string;
  chap?: string;
  ver?: string;
}

export type ReadRoute =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'chapter'; book: number; chapter: number; selection?: string };

/** The first chapter of the Bible, where a first visit starts. */
export const FIRST_CHAPTER: LastRead = { book: 1, chapter: 1 };

// Digits only: Number() alone would accept "1e1", " 3" or "0x2".
const toNumber = (text: string): number => (/^\d{1,3}$/.test(text) ? Number(text) : NaN);

export function resolveReadRoute(params: ReadParams, lastRead: LastRead | null): ReadRoute {
  if (params.id === undefined) {
    const start = lastRead && isValidChapter(lastRead.book, lastRead.chapter) ? lastRead : FIRST_CHAPTER;
    return { kind: 'redirect', to: paths.read(start) };
  }
  const book = toNumber(params.id);
  if (!getBook(book)) return { kind: 'notFound' };
  if (params.chap === undefined) return { kind: 'redirect', to: paths.read({ book, chapter: 1 }) };
  const chapter = toNumber(params.chap);
  if (!isValidChapter(book, chapter)) return { kind: 'notFound' };
  const selection = params.ver !== undefined && parseVerseSelection(params.ver) !== null ? params.ver : undefined;
  return selection === undefined ? { kind: 'chapter', book, chapter } : { kind: 'chapter', book, chapter, selection };
}
