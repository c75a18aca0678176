/**
 * Types of the public HTTP contract (specification, sections 3 and 7).
 * Field names are French and kept exactly: they are what the API answers and
 * what every widget reads. Defined once, here.
 */

/** The book as embedded in a verse. */
export interface LivreRef {
  nom: string;
  abr: string;
}

/** A verse (spec entity "Verse"). */
export interface Verset {
  /** Stable id: livre_id * 1_000_000 + chapitre * 1_000 + verset. */
  id: number;
  livre_id: number;
  chapitre: number;
  verset: number;
  /** Safe HTML: text with <span class="wj">, <span class="qs">, <i>, <sup> and <br> only. */
  texte: string;
  livre: LivreRef;
}

/** An item of a book's chapter list (spec entity "Chapter list item"). */
export interface ChapitreItem {
  /** Stable id: livre_id * 1_000 + chapitre. */
  id: number;
  chapitre: number;
}

/** A section heading of the text, shown before the verse `avant`. */
export interface Titre {
  /** Number of the verse this heading precedes. */
  avant: number;
  /** USFM level: 'ms1' and 'ms2' (major sections) or 's' (section). */
  niveau: 'ms1' | 'ms2' | 's';
  texte: string;
}

/** GET /api/lire/{id}/{chap} and GET /api/print/{id}/{chap}. */
export interface LireResponse {
  versets: Verset[];
  chapitres: ChapitreItem[];
  /** The chapter's section headings (an addition to the spec's fields). */
  titres: Titre[];
}

/** The configured translation, shown in the footer, print footer and copy header. */
export interface Traduction {
  /** e.g. "Louis Segond 1910" */
  nom: string;
  /** e.g. "Louis Segond 1910, domaine public" */
  copyright: string;
}

/** GET /api/info: what the site shows about itself. */
export interface InfoResponse {
  traduction: Traduction;
  /** Contact address of the footer ({email} in the spec). */
  contact: string;
}

/** Every 4xx/5xx JSON body of the API. */
export interface ApiError {
  /** French message, fit to show to a reader. */
  message: string;
}

/** A book's hit count in a search response. */
export interface LivreCount {
  livre_id: number;
  total: number;
  livre: { abr: string };
}

/**
 * GET /api/rechercher/{word}/{filter}/{exact} (spec entity "Search response").
 * Counts cover every hit, not only the verses returned.
 */
export interface SearchResponse {
  /** The first 100 hits within the filter, in canonical order. */
  versets: Verset[];
  /** Hits within the filter. */
  versetsCount: number;
  /** Hits in the old testament (whatever the filter). */
  versetsCountAT: number;
  /** Hits in the new testament (whatever the filter). */
  versetsCountNT: number;
  /** Hits in the whole Bible. */
  versetsCountTotal: number;
  /** One entry per book with at least one hit, in canonical order (whatever the filter). */
  livres: LivreCount[];
  /** The largest `total` of `livres` (0 without hits), to scale the bars. */
  livresMax: number;
}

/** A search filter: both testaments, one of them, or a book number 1-66. */
export type SearchFilter = 'atnt' | 'at' | 'nt' | `${number}`;

/** A verse or chapter kept on the device (never sent to the server). */
export interface Bookmark {
  livre: number;
  chapitre: number;
  /** Verse selection ('16', '16-18', '1,3-5'); absent for a whole chapter. */
  versets?: string;
  /** The start of the text, plain, to recognise the bookmark in a list. */
  extrait: string;
  /** ISO date of creation. */
  date: string;
}
