/**
 * Where the quiz's games live: a small interface over games and their
 * rounds (and the rate limit's counters), with ids only, in the state
 * database the features share (state/database.ts); the store does not own
 * the connection: whoever opened it closes it. It never reads the
 * Bible: the verses are drawn and shown by quiz/verses.ts over the read-only
 * Bible database, so that another implementation (PostgreSQL, for several
 * servers sharing their games) needs nothing but its own tables.
 *
 * Times are milliseconds since the Unix epoch (UTC), given by the caller (the
 * app's injected clock), never read by the store.
 *
 * What every implementation must guarantee (docs/decisions/quiz.md):
 * - a game and its rounds are created together or not at all;
 * - answerRound records an answer at most once per round, only to the first
 *   round without one, and the tenth answer finishes the game (finished_at,
 *   correct, seconds) in the same atomic step: no game is ever seen with ten
 *   answers and no score;
 * - what a call has resolved is durable: a server killed afterwards loses
 *   nothing of it;
 * - countHit is one atomic step too, safe under concurrent callers.
 */

/** A verse drawn for a round: its id (livre_id * 1,000,000 + chapitre * 1,000 + verset) and its book. */
export interface DrawnVerse {
  verseId: number;
  bookId: number;
}

/** A round as stored. */
export interface StoredRound {
  /** 1 to 10. */
  round: number;
  verseId: number;
  /** The verse's book: the right answer. */
  bookId: number;
  /** The book answered; null until the round is answered. */
  answer: number | null;
  answeredAt: number | null;
}

/** A game as stored, with its rounds in order. */
export interface StoredGame {
  id: number;
  /** As given, normalized (trimmed, spaces collapsed): shown as text, never as HTML. */
  pseudo: string;
  /** SHA-256 of the game's secret (jeton); the secret itself is never stored. */
  tokenHash: Uint8Array;
  createdAt: number;
  /** When the first verse was shown (the timer's start); null before. */
  startedAt: number | null;
  /** When the tenth answer was recorded; null before. */
  finishedAt: number | null;
  /** Correct answers (juste), set with finishedAt. */
  correct: number | null;
  /** Whole seconds from startedAt to finishedAt (chrono), set with finishedAt. */
  seconds: number | null;
  rounds: StoredRound[];
}

/**
 * Why a finished game's answer times are not a person's (quiz/fair-play.ts,
 * gameTiming): 'quick', less in all than reading its verses takes;
 * 'regular', too regular. Such a game stays out of the tables.
 */
export type GameTiming = 'quick' | 'regular';

/** A finished game, as the tables of GET /api/jeu list it. */
export interface FinishedGame {
  id: number;
  pseudo: string;
  createdAt: number;
  correct: number;
  seconds: number;
}

/** What the operator hid from the tables (npm run quiz -- hidden). */
export interface HiddenEntries {
  games: { id: number; pseudo: string; hiddenAt: number }[];
  pseudos: { pseudo: string; hiddenAt: number }[];
}

/** What createGame needs: the drawn verses are stored with the game, so a restart changes nothing. */
export interface NewGame {
  pseudo: string;
  tokenHash: Uint8Array;
  createdAt: number;
  /** The verses of rounds 1, 2, …, in order. */
  verses: readonly DrawnVerse[];
}

export interface QuizStore {
  /**
   * Creates a game and its rounds (together or not at all); resolves with
   * its id. A nickname that looks like a hidden one is hidden in the same
   * step (setPseudoHidden).
   */
  createGame(game: NewGame): Promise<number>;
  /** A game with its rounds, or null when there is none with this id. */
  getGame(id: number): Promise<StoredGame | null>;
  /** Starts a game's timer at `at` unless it is started already; true when this call started it. */
  startGame(id: number, at: number): Promise<boolean>;
  /**
   * Records `book` as the answer to `round` at `at`, only when the game is
   * started and not finished and `round` is its first round without an
   * answer; the tenth answer finishes the game in the same step. True when
   * recorded; false, with nothing changed, otherwise (a concurrent answer
   * to the same round was first, or the round is not the current one).
   * `fast`: the answer came sooner than a person answers (quiz/fair-play.ts); false when left out.
   * `timing`: the game's times are not a person's, kept on the game in the
   * same step as this answer (the tenth, which finishes it); null when left out.
   */
  answerRound(id: number, round: number, book: number, at: number, fast?: boolean, timing?: GameTiming | null): Promise<boolean>;
  /** The last listed games (finished, not hidden, played at a person's speed and irregularity), the most recently finished first. */
  lastGames(limit: number): Promise<FinishedGame[]>;
  /** The best listed games: most correct answers, then fewest seconds, then the latest finished. */
  bestGames(limit: number): Promise<FinishedGame[]>;
  /** Hides a game from the tables (or shows it again); false when there is no such game. */
  setGameHidden(id: number, hiddenAt: number | null): Promise<boolean>;
  /**
   * Hides every game of a nickname and of every nickname that looks like it
   * (quiz/look-alike.ts), past and future: the nickname and its look-alikes
   * played so far are kept hidden, and createGame hides a look-alike
   * created later. With `hiddenAt` null, shows again every hidden nickname
   * that looks like it. False when nothing changed.
   */
  setPseudoHidden(pseudo: string, hiddenAt: number | null): Promise<boolean>;
  /** What the operator hid: games (by id) and nicknames, the most recently hidden first. */
  hidden(): Promise<HiddenEntries>;
  /**
   * Counts a hit of `key` in the fixed window starting at `windowStart` and
   * resolves with that window's hits so far, this one included. A key's
   * count starts again at 1 in a later window; counts of earlier windows
   * may be forgotten. (The counters every feature shares,
   * state/rate-limits.ts.)
   */
  countHit(key: string, windowStart: number): Promise<number>;
}
