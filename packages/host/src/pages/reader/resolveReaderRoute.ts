/**
 * What /lire/:book?/:chapter?/:verses?[?traduction=…] means, decided without
 * React so every case can be tested on its own (the parameters are read by
 * @parole/bible's route table, as everywhere):
 * - the translation (issue 41): the address's `traduction` wins; without it,
 *   the one remembered on this device, which the address then says (a
 *   redirect); the chapters and verses are read in its numbering (Darby's
 *   Genèse 32 has 33 verses). An id of a shape the contract refuses is said
 *   in the contract's French message (`refused`); one the server lacks, by
 *   the reader, in the API's;
 * - no book: the last chapter read on this device (the state's `lastRead`, stored as `verset`), else Genèse 1;
 * - a book without chapter: its chapter 1;
 * - a book or chapter that does not exist (abc, 0, 67, Jude 2): not found;
 * - a malformed verse selection (abc, 0, 3,,): the chapter opens with
 *   nothing selected, and the page says why (`selectionRefusal`, the table's
 *   refusal of the selection).
 */
import { hasChapter, pages, parseInput, readingNumbering } from '@parole/bible';
import type { LastRead } from '../../store/index.js';
import { readHref } from '../../routing/links.js';

/** The raw parameters of the route, as the router gives them. */
export type ReaderParams = Readonly<Record<string, string | undefined>>;

export type ReaderRoute =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  /** The address's translation, refused for its shape: the contract's French message. */
  | { kind: 'refused'; message: string }
  | { kind: 'chapter'; book: number; chapter: number; translation?: string; selection?: readonly number[]; selectionRefusal?: string };

/** Where the translation comes from: the address's `traduction` (as written), the one remembered on the device (undefined for the default). */
export interface ReaderTranslations {
  url?: string;
  remembered?: string;
}

/** The first chapter of the Bible, where a first visit starts. */
export const FIRST_CHAPTER: LastRead = { book: 1, chapter: 1 };

/** The reading address of a chapter with its verse selection as written (a malformed one is kept, for the page to say why). */
function withSelection(place: LastRead, verses: string | undefined, translation: string | undefined): string {
  const [path, query] = readHref(place, translation).split('?');
  const full = verses === undefined ? path! : `${path}/${encodeURIComponent(verses).replace(/%2C/g, ',')}`;
  return query === undefined ? full : `${full}?${query}`;
}

export function resolveReaderRoute(params: ReaderParams, lastRead: LastRead | null, { url, remembered }: ReaderTranslations = {}): ReaderRoute {
  const translation = url ?? remembered;
  const query = translation === undefined ? {} : { translation };
  const { verses, ...place } = params;
  const route = parseInput(pages.read, { params: place, query });
  if (!route.ok) return route.param === 'translation' ? { kind: 'refused', message: route.refusal.message } : { kind: 'notFound' };
  const { book, chapter } = route.input;
  if (book === undefined) {
    const start = lastRead && hasChapter(readingNumbering(translation), lastRead.book, lastRead.chapter) ? lastRead : FIRST_CHAPTER;
    return { kind: 'redirect', to: readHref(start, translation) };
  }
  if (chapter === undefined) return { kind: 'redirect', to: readHref({ book, chapter: 1 }, translation) };
  // The remembered translation, said by the address: shared, it reads the same.
  if (url === undefined && remembered !== undefined) return { kind: 'redirect', to: withSelection({ book, chapter }, verses, remembered) };
  const read = translation === undefined ? {} : { translation };
  if (verses === undefined) return { kind: 'chapter', book, chapter, ...read };
  // The book and chapter are right: only the selection can be refused now.
  const selected = parseInput(pages.read, { params, query });
  return selected.ok
    ? { kind: 'chapter', book, chapter, ...read, selection: selected.input.verses }
    : { kind: 'chapter', book, chapter, ...read, selectionRefusal: selected.refusal.message };
}
