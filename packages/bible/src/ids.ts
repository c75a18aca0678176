/**
 * The ids of verses and chapters in the contract (`Verse.id`,
 * `ChapterItem.id`): a verse is book × 1,000,000 + chapter × 1,000 + verse,
 * a chapter book × 1,000 + chapter. Canonical order is the order of the ids,
 * and a chapter's verses are one range of them. Written here only.
 */

/** Room for each part: up to 999 verses a chapter and 999 chapters a book. */
const VERSE_FACTOR = 1_000;
const CHAPTER_FACTOR = 1_000;

/**
 * @example verseId(43, 3, 16) // 43003016
 */
export function verseId(book: number, chapter: number, verse: number): number {
  return (book * CHAPTER_FACTOR + chapter) * VERSE_FACTOR + verse;
}

/**
 * @example chapterId(43, 3) // 43003
 */
export function chapterId(book: number, chapter: number): number {
  return book * CHAPTER_FACTOR + chapter;
}

/**
 * The chapter id of a verse id.
 * @example chapterOfVerse(43003016) // 43003
 */
export function chapterOfVerse(id: number): number {
  return Math.floor(id / VERSE_FACTOR);
}

/**
 * The verse number within its chapter of a verse id.
 * @example verseOfId(43003016) // 16
 */
export function verseOfId(id: number): number {
  return id % VERSE_FACTOR;
}

/**
 * The book, chapter and verse of a verse id.
 * @example placeOfVerse(43003016) // { book: 43, chapter: 3, verse: 16 }
 */
export function placeOfVerse(id: number): { book: number; chapter: number; verse: number } {
  const chapter = Math.floor(id / VERSE_FACTOR);
  return { book: Math.floor(chapter / CHAPTER_FACTOR), chapter: chapter % CHAPTER_FACTOR, verse: id % VERSE_FACTOR };
}

/**
 * The first and last possible verse ids of a chapter (bounds of a range query).
 * @example chapterVerseRange(43, 3) // [43003001, 43003999]
 */
export function chapterVerseRange(book: number, chapter: number): [number, number] {
  return [verseId(book, chapter, 1), verseId(book, chapter, VERSE_FACTOR - 1)];
}
