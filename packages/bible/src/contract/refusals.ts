/**
 * Every refusal the API can answer, declared once: the HTTP status and the
 * French message of the JSON answer `{ message }`. The parameter specs of
 * the tables (api.ts, specs.ts) and every route and middleware of the
 * server answer with one of these (the server's `refuse`), and the clients
 * show the answer's message, or the same entry's when they refuse an input
 * without asking (an impossible date, a word too short).
 *
 * A refusal whose message depends on the request (a wait, a year, a
 * provider's failure) is a function returning one. tests/api/fuzz.test.ts
 * checks that each of 10,000 hostile requests is answered with one of these,
 * status and message together.
 */
import { aiFailureMessage } from '../ai.js';
import { PSEUDO_MESSAGES, pseudoError } from '../game.js';
import { searchInputError } from '../search.js';
import { CONTRACT_MESSAGES as M } from './messages.js';

/** The statuses of the API's refusals: the client's fault (4xx) or the server's (5xx). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 502 | 503 | 504 | 507;

/** Why a request is refused: the HTTP status and the French message of the answer. */
export interface Refusal {
  readonly status: RefusalStatus;
  readonly message: string;
}

const refusal = <S extends RefusalStatus>(status: S, message: string) => ({ status, message }) as const;

/**
 * The messages that depend on the request, called apart from
 * CONTRACT_MESSAGES (a call of its method would keep every message in a
 * bundle that uses one: the tagger's budget, issue 44).
 */
const messageOf = {
  unknownTranslation: M.unknownTranslation,
  verses: M.verses,
  planLeapDay: M.planLeapDay,
  tooManyChapterAudios: M.tooManyChapterAudios,
  loginThrottled: M.loginThrottled,
  aiBudgetAdvice: M.aiBudgetAdvice,
};

export const REFUSALS = {
  // Any route: what the request itself gets wrong.
  /** A path no route answers, or a hidden file. */
  notFound: refusal(404, M.notFound),
  /** A path with broken percent-encoding, a header or body the framework cannot read. */
  badRequest: refusal(400, M.badRequest),
  malformedJson: refusal(400, M.malformedJson),
  jsonRequired: refusal(415, M.jsonRequired),
  payloadTooLarge: refusal(413, M.payloadTooLarge),
  antiForgery: refusal(403, M.antiForgery),
  // Any route: what fails on the server.
  internalError: refusal(500, M.internalError),
  /** The shared state database (PostgreSQL) cannot be reached (with Retry-After). */
  stateUnavailable: refusal(503, M.stateUnavailable),

  // Reading.
  /**
   * A `traduction` the server does not have, listing those it has (issue 41):
   * the contract's own ids for a value that cannot be an id, the server's
   * configured ones for an id it does not have.
   */
  unknownTranslation: (ids: readonly string[]) => refusal(400, messageOf.unknownTranslation(ids)),
  chapterNotFound: refusal(404, M.chapterNotFound),
  /** A parallel chapter (GET /api/parallele, issue 42) without two or three distinct translations. */
  parallelCount: refusal(400, M.parallelCount),
  versesNotFound: refusal(404, M.versesNotFound),
  /** A verse the chapter does not have in the translation asked (GET /api/references, issue 43). */
  verseNotFound: refusal(404, M.verseNotFound),
  /** The cross references' `limite` out of 1-100. */
  referencesLimit: refusal(400, M.referencesLimit),
  /** The server has no cross references (no CROSS_REFERENCES_FILE): 503, like the AI helper without a key. */
  crossReferencesUnavailable: refusal(503, M.crossReferencesUnavailable),
  /** The bounds of a list of passages (GET /api/passages): its length first, then its passages, ranges and verses. */
  passagesTooLong: refusal(414, M.passagesTooLong),
  tooManyPassages: refusal(400, M.tooManyPassages),
  tooManyVerseRanges: refusal(400, M.tooManyVerseRanges),
  tooManyVerses: refusal(400, M.tooManyVerses),
  /** A reading page's verse selection that is not one (the site opens the chapter without it). */
  verses: (text: string) => refusal(400, messageOf.verses(text)),
  planDate: refusal(400, M.planDate),
  planLeapDay: (year: number) => refusal(400, messageOf.planLeapDay(year)),
  planYear: refusal(400, M.planYear),
  themeNotFound: refusal(404, M.themeNotFound),
  themeImageNotFound: refusal(404, M.themeImageNotFound),
  wordCloudScope: refusal(400, M.wordCloudScope),

  // Search.
  /** A word the search box would not send (too short, too long, too many words, a reference with filters): its message. */
  searchWord: (text: string) => refusal(400, searchInputError(text) ?? M.searchMinLength),
  searchScope: refusal(400, M.searchScope),
  searchExact: refusal(400, M.searchExact),
  /** Every search thread busy and too many searches waiting (with Retry-After). */
  searchBusy: refusal(503, M.searchBusy),
  /** The thread running the search stopped; the pool has started another. */
  searchFailed: refusal(500, M.searchFailed),

  // Chapter audio.
  /** New syntheses from one address over the minute's allowance (with Retry-After). */
  tooManyChapterAudios: (seconds: number) => refusal(429, messageOf.tooManyChapterAudios(seconds)),
  /** Every synthesis slot taken (with Retry-After). */
  audioBusy: refusal(503, M.audioBusy),
  audioFailed: refusal(500, M.audioFailed),
  audioCacheFull: refusal(507, M.audioCacheFull),
  timingsMissing: refusal(404, M.timingsMissing),

  // Share images.
  tooManyShareImages: refusal(429, M.tooManyShareImages),

  // The quiz.
  /** A nickname `pseudoError` refuses: its message. */
  pseudo: (text: string) => refusal(422, pseudoError(text) ?? PSEUDO_MESSAGES.required),
  gameNotFound: refusal(404, M.gameNotFound),
  gameNotYours: refusal(403, M.gameNotYours),
  gameFinished: refusal(409, M.gameFinished),
  gameBook: refusal(400, M.gameBook),
  gameAttempt: refusal(400, M.gameAttempt),
  roundAnswered: refusal(409, M.roundAnswered),
  roundAhead: refusal(409, M.roundAhead),
  tooManyGames: refusal(429, M.tooManyGames),

  // Accounts.
  loginFailed: refusal(422, M.loginFailed),
  loginRequired: refusal(401, M.loginRequired),
  /** Too many failed logins on the account or from the address (with Retry-After). */
  loginThrottled: (seconds: number) => refusal(429, messageOf.loginThrottled(seconds)),

  // The AI helper.
  aiIncorrectSelection: refusal(400, M.aiIncorrectSelection),
  aiMaxTokens: refusal(400, M.aiMaxTokens),
  aiPromptTooLong: refusal(413, M.aiPromptTooLong),
  aiBook: refusal(400, M.aiBook),
  aiUnknownModel: refusal(400, M.aiUnknownModel),
  aiPromptTooLarge: refusal(413, M.aiPromptTooLarge),
  aiTooManyRequests: refusal(429, M.aiTooManyRequests),
  aiBudgetSpent: refusal(429, M.aiBudgetSpent),
  /** The day's budget refuses this request, a shorter answer fits: what is left, the prompt's estimate and the longest answer (messages.ts). */
  aiBudgetAdvice: (left: number, prompt: number, answer: number, wholeBook: boolean) => refusal(429, messageOf.aiBudgetAdvice(left, prompt, answer, wholeBook)),
  aiNotConfigured: refusal(503, M.aiNotConfigured),
  /** The provider failed (502) or did not answer in time (504): the specification's text, then what failed. */
  aiProviderFailed: (status: 502 | 504, detail: string) => refusal(status, aiFailureMessage(detail)),
} as const;

export type RefusalName = keyof typeof REFUSALS;
