/**
 * Types of the public HTTP contract (specification, sections 3 and 7).
 * Field names are French and kept exactly: they are what the API answers and
 * what every widget reads. Defined once, here.
 */

/** The book as embedded in a verse. */
export interface VerseBook {
  nom: string;
  abr: string;
}

/** A verse (spec entity "Verse"). */
export interface Verse {
  /** Stable id: livre_id * 1_000_000 + chapitre * 1_000 + verset. */
  id: number;
  livre_id: number;
  chapitre: number;
  verset: number;
  /** Safe HTML: text with <span class="wj">, <span class="qs">, <i>, <sup> and <br> only. */
  texte: string;
  livre: VerseBook;
}

/** An item of a book's chapter list (spec entity "Chapter list item"). */
export interface ChapterItem {
  /** Stable id: livre_id * 1_000 + chapitre. */
  id: number;
  chapitre: number;
}

/** A section heading of the text, shown before the verse `avant`. */
export interface Heading {
  /** Number of the verse this heading precedes. */
  avant: number;
  /** USFM level: 'ms1' and 'ms2' (major sections) or 's' (section). */
  niveau: 'ms1' | 'ms2' | 's';
  texte: string;
}

/**
 * What every answer that carries the Bible's text says of it (issue 41): the
 * translation it is in, as `traduction` names it in the request (`lsg`,
 * `darby`, `martin`), whether the request named one or not. Its verses,
 * chapters and numbers are that translation's (docs/decisions/translations.md).
 */
export interface InTranslation {
  /** The translation's id (GET /api/traductions names and credits it). */
  traduction_id: string;
}

/** GET /api/lire/{id}/{chap} and GET /api/print/{id}/{chap}. */
export interface ChapterResponse extends InTranslation {
  versets: Verse[];
  chapitres: ChapterItem[];
  /** The chapter's section headings (an addition to the spec's fields). */
  titres: Heading[];
}

/** A verse of a parallel chapter's cell, in its translation's numbering (issue 42). */
export interface ParallelVerse {
  chapitre: number;
  verset: number;
  /** Safe HTML, as a chapter's verse (`Verse.texte`). */
  texte: string;
}

/** A translation's verses in a row of a parallel chapter. */
export interface ParallelCell {
  /** The translation's id, as `traductions` names it. */
  traduction: string;
  /** Its verses in the row, in its order; empty where it has none. */
  versets: ParallelVerse[];
  /**
   * Present (true) on an empty cell that is no absence: its verse holding these
   * words is in the row just before or after, the row being cut at a chapter
   * boundary of the first translation (docs/decisions/parallel.md; twice in the Bible).
   */
  ailleurs?: true;
}

/** A row of corresponding verses: one cell per translation, in the order asked. */
export interface ParallelRowItem {
  cellules: ParallelCell[];
}

/**
 * GET /api/parallele/{id}/{chap}?traductions=lsg,darby (issue 42): a chapter
 * of the first translation, in its numbering, beside the others, row by row.
 */
export interface ParallelResponse {
  /** The translations' ids, in the order asked: the first gives the chapter's numbering. */
  traductions: string[];
  /** The rows in the first translation's order. */
  rangees: ParallelRowItem[];
}

/** The configured translation, shown in the footer, print footer and copy header. */
export interface Translation {
  /** e.g. "Louis Segond 1910" */
  nom: string;
  /** e.g. "Louis Segond 1910, domaine public" */
  copyright: string;
}

/**
 * GET /api/hors-ligne: the size of the whole Bible as "Lire hors ligne"
 * downloads it, one answer of GET /api/lire/{id}/{chap} per chapter.
 */
export interface OfflineBibleResponse extends InTranslation {
  /** Chapters of the Bible (1,189). */
  chapitres: number;
  /**
   * Books whose cross references without texts (GET /api/references-livre)
   * the download adds, counted in the sizes below (issue 43): 66, or 0 on a
   * server without cross references.
   */
  livresReferences: number;
  /** Their answers' bodies, in bytes: what the device keeps. */
  octets: number;
  /** The same answers gzip-compressed, in bytes: what the download costs. */
  octetsCompresses: number;
}

/** A translation the server has, as GET /api/traductions lists it (issue 41). */
export interface TranslationItem {
  /** What `traduction` names it by (`darby`). */
  id: string;
  /** « Darby 1885 ». */
  nom: string;
  /** A short name for a picker or a card (« Darby »). */
  nomCourt: string;
  /** The year of its text (1885). */
  annee: number;
  /** Its copyright line, shown where its text is (« Darby 1885 — domaine public »). */
  copyright: string;
  /** Its verses, in its own numbering (31,167 for Darby). */
  versetsCount: number;
}

/** GET /api/traductions: the translations the server has, the default first. */
export interface TranslationsResponse {
  traductions: TranslationItem[];
  /** The id of the translation a read without `traduction` is in (`lsg`). */
  defaut: string;
}

/** GET /api/info: what the site shows about itself. */
export interface InfoResponse {
  traduction: Translation;
  /** Contact address of the footer ({email} in the spec). */
  contact: string;
  /** The cross references' credit, for the help page and the credits (issue 43); null when the server has none. */
  references: CrossReferencesCredit | null;
  /** The AI helper as this server offers it (an addition: models and limits are configuration). */
  ia: AiInfo;
}

/** The AI helper's configuration, as the reader's AI section needs it (never the key). */
export interface AiInfo {
  /** False when the server has no provider key: the section says the helper is not configured. */
  configure: boolean;
  /** The models a request may name, the default first. */
  modeles: string[];
  /** The model selected at first. */
  modele: string;
  /** The provider's page on its rate limits, linked from the failure message. */
  limites: string;
}

/** Every 4xx/5xx JSON body of the API. */
export interface ApiError {
  /** French message, fit to show to a reader. */
  message: string;
}

/** A book's hit count in a search response. */
export interface BookHits {
  livre_id: number;
  total: number;
  livre: { abr: string };
}

/**
 * GET /api/rechercher/{word}/{filter}/{exact} (spec entity "Search response").
 * Counts cover every hit, not only the verses returned.
 */
export interface SearchResponse extends InTranslation {
  /** The first 100 hits within the filter, in canonical order. */
  versets: Verse[];
  /** Hits within the filter. */
  versetsCount: number;
  /** Hits in the old testament (whatever the filter). */
  versetsCountAT: number;
  /** Hits in the new testament (whatever the filter). */
  versetsCountNT: number;
  /** Hits in the whole Bible. */
  versetsCountTotal: number;
  /** One entry per book with at least one hit, in canonical order (whatever the filter). */
  livres: BookHits[];
  /** The largest `total` of `livres` (0 without hits), to scale the bars. */
  livresMax: number;
}

/**
 * What a search or a word cloud covers (the `filter` of /rechercher and the
 * `livre` of /tagcloud): both testaments, one of them, or a book number 1-66.
 */
export type Scope = 'atnt' | 'at' | 'nt' | `${number}`;

/** A word of the word cloud and its number of uses in the scope (spec entity "Tag cloud"). */
export interface WordCount {
  /** The word in its usual written form ("Éternel", "berger"). */
  mot: string;
  nb: number;
}

/** A book in the word cloud's dropdowns. */
export interface BookItem {
  id: number;
  nom: string;
}

/** GET /api/tagcloud/{livre} (spec, sections 3 and 7). */
export interface WordCloudResponse extends InTranslation {
  /** At most 100 words, most used first. */
  tags: WordCount[];
  /** The old testament's books, in canonical order. */
  livresAt: BookItem[];
  /** The new testament's books, in canonical order. */
  livresNt: BookItem[];
}

/**
 * GET /api/bible1an/{m}/{d} (spec entity "One-year plan response"): the
 * verses of the day's chapters, each list in reading order (chapter after
 * chapter), so a page can show the text grouped by chapter.
 */
export interface PlanResponse extends InTranslation {
  /** The old testament chapters of the day (2-3; 4-6 on 28 February of a year without 29 February). */
  versetsAt: Verse[];
  /** The new testament chapter of the day (1; 2 on 28 February of a year without 29 February). */
  versetsNt: Verse[];
}

/** A theme in GET /api/theme (spec entity "Theme"). */
export interface ThemeItem {
  /** Public identifier: /theme/{id}. */
  id: number;
  nom: string;
  /** URL path of the theme's image on the API's origin: `/img/themes/{slug}.svg`. */
  image: string;
  /** One sentence about the theme (an addition to the spec's fields). */
  description: string;
  /** The theme's first verse (its first reference's first verse), to quote on the theme's card. */
  versets21: Verse;
}

/** GET /api/theme. */
export interface ThemeListResponse extends InTranslation {
  /** Every theme, in the order of the page. */
  themes: ThemeItem[];
}

/** A verse of a theme (spec: "first item has nom and versets21"). */
export interface ThemeVerse {
  /** The theme's name, on every item. */
  nom: string;
  /**
   * Position (from 1) of the theme's reference this verse belongs to: the
   * verses of a range share it and come in verse order (an addition to the
   * spec's fields, so a range shows as one passage).
   */
  passage: number;
  versets21: Verse;
}

/** A passage of GET /api/passages: its reference and its first verses, as plain text. */
export interface Passage {
  /** The passage as asked (`43.3.16-18`), to match answers with questions. */
  passage: string;
  /** « Jean 3:16-18 », « Psaumes 23 ». */
  reference: string;
  /** Its first verses (PASSAGE_PREVIEW_VERSES at most), plain text. */
  versets: Array<{ verset: number; texte: string }>;
  /** Whether the passage goes on past them. */
  suite: boolean;
}

/** GET /api/passages/{passages} (an addition, issue 25): what the reference tagger's previews show. */
export interface PassagesResponse extends InTranslation {
  /** The translation's name (« Louis Segond 1910 »). */
  traduction: string;
  passages: Passage[];
}

/**
 * Where the cross references come from, credited wherever they are shown
 * (CC BY, issue 43): the site shows `texte` linked to `lien`, as the API
 * gives them, never words of its own.
 */
export interface CrossReferencesCredit {
  /** « Références croisées : OpenBible.info (CC BY) ». */
  texte: string;
  /** Their page: « https://www.openbible.info/labs/cross-references/ ». */
  lien: string;
}

/** A verse's place: where a range of verses ends. */
export interface VersePlace {
  livre_id: number;
  chapitre: number;
  verset: number;
}

/** A cross reference of GET /api/references: a verse, or a range of verses, that echoes the verse asked. */
export interface CrossReference {
  /** « Romains 5:8 », « Ésaïe 42:5-6 », « 2 Chroniques 36:22 – Esdras 1:3 »: in the translation's numbering. */
  reference: string;
  /** Its first verse, whole (`texte` safe HTML, as a chapter's): for a range, the client shows it and « … ». */
  verset: Verse;
  /** Where a range ends (its last verse); null for a single verse. */
  fin: VersePlace | null;
  /** How many readers found it useful (OpenBible.info): the order of the list, most first. */
  votes: number;
}

/**
 * GET /api/references/{livre}/{chapitre}/{verset} (issue 43): the verses
 * that echo a verse, in the translation asked (its numbering and text).
 */
export interface CrossReferencesResponse extends InTranslation {
  /** The verse asked: « Jean 3:16 ». */
  reference: string;
  /** Its first `limite` cross references (10 without), most voted first. */
  references: CrossReference[];
  /** How many it has in all, in this translation: « Voir plus » while it is more than `references` holds. */
  total: number;
  /** The credit to show with them. */
  source: CrossReferencesCredit;
}

/**
 * GET /api/references-livre/{livre} (issue 43, offline): a book's cross
 * references without texts, in product keys (docs/decisions/crossrefs.md, "Offline").
 */
export interface BookCrossReferencesResponse {
  livre_id: number;
  /**
   * For each verse key of the book that has references (« 43003016 »):
   * `[first, votes]` for a verse, `[first, votes, last]` for a range, most
   * voted first (then in the Bible's order).
   */
  references: Record<string, number[][]>;
  /** The credit to show with them. */
  source: CrossReferencesCredit;
}

/** GET /api/theme/{id}. */
export interface ThemeVersesResponse extends InTranslation {
  /** The theme itself (an addition to the spec's fields, for the page's header). */
  theme: ThemeItem;
  /** The theme's verses, in the order of its references. */
  versets: ThemeVerse[];
}

/** A finished game in the tables of GET /api/jeu (spec entity "Game list item"). */
export interface GameItem {
  /** Public id: the summary is /partie/{id}. */
  id: number;
  pseudo: string;
  /** Correct answers, 0 to 10. */
  juste: number;
  /** Seconds from the first verse shown to the tenth answer. */
  chrono: number;
  /** ISO 8601 date and time (UTC) the game was created. */
  created_at: string;
}

/** GET /api/jeu: the tables of the game's home. */
export interface GamesResponse {
  /** The last 10 finished games, most recent first. */
  partiesJouees: GameItem[];
  /** The best 10 finished games: most correct answers, then fastest, then earliest. */
  meilleuresParties: GameItem[];
}

/** GET /api/jeu/partie/{pseudo}: a new game. */
export interface NewGameResponse {
  /** The game's public id. */
  partie: number;
  /**
   * The game's secret (an addition to the spec): every answer carries it, so
   * that only the device that started the game plays it, from any site.
   */
  jeton: string;
}

/** The verse of a round, as the player sees it before answering: its text only, never its book. */
export interface GameVerse {
  /** Safe HTML, like Verse.texte. */
  texte: string;
}

/** A round already answered, as the attempt boxes show it. */
export interface AnsweredRound {
  /** The round, 1 to 10. */
  essai: number;
  /** Whether the book answered was the verse's. */
  juste: boolean;
  /** The verse's book. */
  livre_id: number;
  /** The book answered. */
  livreid_reponse: number;
}

/**
 * POST /api/jouefirst and POST /api/joue: where a game stands. The first
 * call starts the timer; both answer the verse to guess now and the rounds
 * answered so far, so a reloaded page resumes at the same round.
 */
export interface GamePlayResponse {
  partie: number;
  /** The verse to guess now; null when the ten answers are in. */
  verset: GameVerse | null;
  /** The round of `verset`, 1 to 10 (10 when the game is over). */
  essaiNb: number;
  /** The rounds answered, in order. */
  essaisPartie: AnsweredRound[];
  /** Seconds since the first verse was shown (the final time once the game is over). */
  chrono: number;
  /** True once the ten answers are in: the summary is /partie/{partie}. */
  termine: boolean;
}

/** A round of a game's summary (spec entity "Played round"). */
export interface PlayedRound {
  /** The round, 1 to 10. */
  id: number;
  /** The verse, whole (with its book, chapter and number, for a link to the reader). */
  versets21: Verse;
  /** The verse's book. */
  livre: VerseBook;
  /** The book answered. */
  livre_reponse: VerseBook;
  livre_id: number;
  livreid_reponse: number;
}

/** GET /api/partie/{partie}: a game's summary. */
export interface GameSummaryResponse {
  /** The game; its score and time count the rounds answered so far until it is over. */
  partie: GameItem & { termine: boolean };
  /** The rounds answered, in order (all ten once the game is over; never a round not yet answered). */
  joues: PlayedRound[];
}

/** POST /api/login: the user logged in (spec: "user object (name read)"), stored by the site as the current user. */
export interface LoginResponse {
  name: string;
}

/** GET /api/session: the user of the browser's live session, or null when it has none. */
export interface SessionResponse {
  user: LoginResponse | null;
}

/**
 * GET /api/oaibudget (issue 47): the logged-in user's AI token budget of the
 * day (UTC), reservations of answers being written included.
 */
export interface AiBudgetResponse {
  /** The day's budget (AI_DAILY_TOKENS). */
  quotidien: number;
  /** Tokens counted today: answers, stopped and failed ones, and reservations. */
  utilises: number;
  /** What is left today: quotidien − utilises, never below 0. */
  restants: number;
}

/** POST /api/oairequest: the AI helper's answer (spec entity "AI answer"). */
export interface AiResponse {
  /** Markdown: rendered as markdown, never as HTML. */
  response: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}
