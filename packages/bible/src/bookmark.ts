/** A verse or chapter kept on the device (never sent to the server). */
export interface Bookmark {
  book: number;
  chapter: number;
  /** Verse selection ('16', '16-18', '1,3-5'); absent for a whole chapter. */
  verses?: string;
  /** The start of the text, plain, to recognise the bookmark in a list. */
  excerpt: string;
  /** ISO date of creation. */
  date: string;
}
