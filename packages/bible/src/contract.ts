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
  /** Safe HTML: text with <span class="wj">, <i>, <br> only. */
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
