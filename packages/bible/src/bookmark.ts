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
  /**
   * The translation the bookmark was made in, whose numbering `chapter` and
   * `verses` are in (issue 41: Darby's Genèse 32:1 is Segond's 31:55);
   * absent for the default, Louis Segond 1910 (every bookmark made before).
   */
  translation?: string;
}
