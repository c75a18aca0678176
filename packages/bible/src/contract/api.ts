/**
 * The API's endpoints (specification, section 7), each declared once: method,
 * path, typed parameters with their refusals, rules across parameters and
 * the type of the answer. The API's validators (packages/api), the typed
 * client and the fake client (packages/widgets) are derived from this table;
 * an endpoint of a later feature is one entry here.
 *
 * Paths and wire names are the specification's (French); the keys and the
 * typed inputs are English (docs/architecture.md, "Naming").
 */
import { as, endpoint, route, spec } from './endpoint.js';
import { REFUSALS as R } from './refusals.js';
import {
  aiChapterParam,
  aiModelParam,
  aiPromptParam,
  attemptParam,
  bookParam,
  chapterFileParam,
  gameIdParam,
  gameTokenParam,
  loginNameParam,
  maxTokensParam,
  passwordParam,
  pngFileParam,
  pseudoParam,
  chapterParam,
  passagesIn,
  passagesParam,
  readPassages,
  referencesLimitParam,
  themeImageFileParam,
  verseParam,
  versesParam,
  yearParam,
  type PassagesRefused,
} from './params.js';
import type { Refusal } from './refusals.js';
import { ANY_NUMBERING, hasChapter, readingNumbering } from '../versification/reading.js';
import {
  chapterCheck,
  chapterSpecs,
  planDateCheck,
  planDateSpecs,
  searchSpecs,
  themeIdSpec,
  translationListSpec,
  translationQuery,
  translationSpec,
  wordCloudScopeSpec,
} from './specs.js';
import type {
  AiBudgetResponse,
  AiResponse,
  ChapterResponse,
  CrossReferencesResponse,
  BookCrossReferencesResponse,
  LoginResponse,
  GamePlayResponse,
  GamesResponse,
  GameSummaryResponse,
  NewGameResponse,
  InfoResponse,
  OfflineBibleResponse,
  ParallelResponse,
  PassagesResponse,
  PlanResponse,
  SearchResponse,
  SessionResponse,
  ThemeListResponse,
  ThemeVersesResponse,
  TranslationsResponse,
  WordCloudResponse,
} from './types.js';


/** The refusal of each reason readPassages gives. */
const PASSAGES_REFUSALS: Record<PassagesRefused, Refusal> = {
  tooLong: R.passagesTooLong,
  tooManyPassages: R.tooManyPassages,
  tooManyRanges: R.tooManyVerseRanges,
  tooManyVerses: R.tooManyVerses,
  notFound: R.versesNotFound,
};

/**
 * A list of passages passagesParam refuses (read as it reads them, in the
 * widest numbering): the bound it passes, or 404 for what no Bible has.
 */
const passagesRefusal = (text: string): Refusal => {
  const read = readPassages(text, { numbering: ANY_NUMBERING, countVerses: false });
  return typeof read === 'string' ? PASSAGES_REFUSALS[read] : R.versesNotFound;
};

/** A nickname: 422 with the specification's message otherwise. */
const pseudoSpec = spec(pseudoParam, R.pseudo);

/**
 * The body of a game's calls: the spec's `pseudo` and `partie`, and the
 * game's secret `jeton` (docs/decisions/quiz.md). A game that does not exist
 * is 404; a secret or nickname that is not the game's, 403.
 */
const gameBody = {
  pseudo: spec(pseudoParam, R.gameNotYours),
  game: spec(gameIdParam, R.gameNotFound, 'partie'),
  token: spec(gameTokenParam, R.gameNotYours, 'jeton'),
};


/*
 * The two endpoints the reference tagger asks (issue 25, 43), declared apart
 * and entered in the table below as they are: the tagger's script imports
 * them alone, and not the table (`endpoint` and `spec` are free of side
 * effects, so a bundle drops the other endpoints), which keeps it within its
 * size budget (scripts/embed-budget.ts).
 */

/**
 * GET /api/passages/{passages} (an addition, issue 25): up to
 * PASSAGES_MAX passages at once (`43.3.16-18;19.23`), each with its
 * reference and first verses as plain text: what the reference tagger's
 * previews show. A chapter or verse this Bible lacks is 404; a list over
 * a bound of its cost (readPassages: its length, passages, ranges,
 * verses) is refused with that bound; a list written in another form
 * than its own is sent there (a 301, the route's). The passages are read
 * in the numbering of the translation (`traduction`): Darby's `1.32.1` is
 * Laban's farewell (issue 41).
 */
export const passagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/passages/:passages',
  params: { passages: spec(passagesParam, passagesRefusal) },
  query: translationQuery,
  check: ({ passages, translation }) => {
    const read = passagesIn(passages, translation);
    return typeof read === 'string' ? PASSAGES_REFUSALS[read] : null;
  },
  response: as<PassagesResponse>(),
});

/**
 * GET /api/references/{book}/{chapter}/{verse}?limite=10[&traduction=darby]
 * (issue 43): the verses that echo a verse (OpenBible.info's cross
 * references), most voted first, each with its reference and first
 * verse, `limite` of them (1 to 100, 10 without), with how many it has
 * and their credit. The verse is read in the numbering of the
 * translation `traduction` names, the references answered in it (their
 * numbers and text). A book or chapter the translation does not have is
 * `chapterNotFound`, a verse `verseNotFound` (404).
 */
export const crossReferencesEndpoint = endpoint({
  method: 'GET',
  path: '/api/references/:book/:chapter/:verse',
  params: { ...chapterSpecs, verse: spec(verseParam, R.verseNotFound) },
  query: { limit: spec(referencesLimitParam, R.referencesLimit, 'limite'), translation: translationSpec },
  check: ({ book, chapter, verse, translation }) =>
    chapterCheck({ book, chapter, translation }) ?? (verse <= readingNumbering(translation).lastVerse(book, chapter) ? null : R.verseNotFound),
  response: as<CrossReferencesResponse>(),
});

/**
 * GET /api/references-livre/{book} (issue 43, offline): a book's cross
 * references without texts, in product keys, for each verse that has any:
 * what « Lire hors ligne » downloads with a translation's chapters, so that
 * the service worker answers GET /api/references offline by joining them
 * with the downloaded chapters (joinCrossReferences). The same for every
 * translation (no `traduction`); cached immutable like a chapter.
 */
export const bookCrossReferencesEndpoint = endpoint({
  method: 'GET',
  path: '/api/references-livre/:book',
  params: { book: spec(bookParam, R.chapterNotFound) },
  response: as<BookCrossReferencesResponse>(),
});

export const api = {
  /**
   * GET /api/lire/{id}/{chap}[?traduction=darby]: a chapter, its headings and
   * its book's chapter list, in a translation's numbering (the default's,
   * Louis Segond 1910, without `traduction`: issue 41). Every read of the
   * text below takes `traduction` the same way (translationQuery).
   */
  chapter: endpoint({
    method: 'GET',
    path: '/api/lire/:book/:chapter',
    params: chapterSpecs,
    query: translationQuery,
    check: chapterCheck,
    response: as<ChapterResponse>(),
  }),
  /**
   * GET /api/parallele/{id}/{chap}?traductions=lsg,darby[,martin] (issue 42):
   * a chapter of the first translation (in its numbering) beside the others,
   * in rows of corresponding verses (docs/decisions/parallel.md). Two or
   * three distinct translations, required (refused by the route when
   * absent); the chapter must be the first's.
   */
  parallel: endpoint({
    method: 'GET',
    path: '/api/parallele/:book/:chapter',
    params: chapterSpecs,
    query: { translations: translationListSpec },
    // Without `traductions` at all, the route refuses R.parallelCount (a query parameter is optional in the table).
    check: ({ book, chapter, translations }) => chapterCheck({ book, chapter, translation: translations?.[0] }),
    response: as<ParallelResponse>(),
  }),
  /** GET /api/print/{id}/{chap}: the same document, for the print layout. */
  printChapter: endpoint({
    method: 'GET',
    path: '/api/print/:book/:chapter',
    params: chapterSpecs,
    query: translationQuery,
    check: chapterCheck,
    response: as<ChapterResponse>(),
  }),
  /**
   * GET /api/rechercher/{word}/{filter}/{exact}: the first 100 verses of a
   * search and its counts. The word is sent as typed, one path segment.
   */
  search: endpoint({
    method: 'GET',
    path: '/api/rechercher/:word/:scope/:exact',
    params: searchSpecs,
    query: translationQuery,
    response: as<SearchResponse>(),
  }),
  /**
   * GET /api/bible1an/{m}/{d}?annee={year}: the one-year plan's readings of
   * a date. The year decides 28/29 February; absent, the server's current year.
   */
  planDay: endpoint({
    method: 'GET',
    path: '/api/bible1an/:month/:day',
    params: planDateSpecs,
    query: { year: spec(yearParam, R.planYear, 'annee'), translation: translationSpec },
    check: planDateCheck,
    response: as<PlanResponse>(),
  }),
  /** GET /api/tagcloud/{livre}: the 100 most used words of a scope (nt without one). */
  wordCloud: endpoint({
    method: 'GET',
    path: '/api/tagcloud/:scope?',
    params: { scope: wordCloudScopeSpec },
    query: translationQuery,
    response: as<WordCloudResponse>(),
  }),
  /** GET /api/theme: every theme. */
  themes: endpoint({ method: 'GET', path: '/api/theme', query: translationQuery, response: as<ThemeListResponse>() }),
  /**
   * GET /api/theme/{id}: a theme and its verses; in a translation, the
   * verses of that translation that hold the theme's (its references are
   * product keys), in its numbering.
   */
  theme: endpoint({ method: 'GET', path: '/api/theme/:id', params: { id: themeIdSpec }, query: translationQuery, response: as<ThemeVersesResponse>() }),
  /** GET /api/jeu: the last and the best finished games. */
  games: endpoint({ method: 'GET', path: '/api/jeu', response: as<GamesResponse>() }),
  /** GET /api/jeu/partie/{pseudo}: starts a game for a nickname (limited per client address: 429). */
  newGame: endpoint({ method: 'GET', path: '/api/jeu/partie/:pseudo', params: { pseudo: pseudoSpec }, response: as<NewGameResponse>() }),
  /** POST /api/jouefirst {pseudo, partie, jeton}: the verse to guess now; the first call starts the timer. */
  gameStart: endpoint({ method: 'POST', path: '/api/jouefirst', body: gameBody, response: as<GamePlayResponse>() }),
  /**
   * POST /api/joue {pseudo, partie, jeton, essai, livre}: answers round
   * `essai` with book `livre` and gives the next verse. `essai` (an addition)
   * names the round answered, so a repeated or concurrent answer is refused
   * (409) instead of answering the next round.
   */
  gameAnswer: endpoint({
    method: 'POST',
    path: '/api/joue',
    body: {
      ...gameBody,
      attempt: spec(attemptParam, R.gameAttempt, 'essai'),
      book: spec(bookParam, R.gameBook, 'livre'),
    },
    response: as<GamePlayResponse>(),
  }),
  /** GET /api/partie/{partie}: a game's summary, round by round. */
  gameSummary: endpoint({ method: 'GET', path: '/api/partie/:game', params: { game: spec(gameIdParam, R.gameNotFound) }, response: as<GameSummaryResponse>() }),
  /**
   * GET /api/hors-ligne (an addition): what "Lire hors ligne" downloads, the
   * whole Bible chapter by chapter, measured before it is asked
   * (docs/decisions/offline.md).
   */
  offlineBible: endpoint({ method: 'GET', path: '/api/hors-ligne', query: translationQuery, response: as<OfflineBibleResponse>() }),
  passages: passagesEndpoint,
  crossReferences: crossReferencesEndpoint,
  bookCrossReferences: bookCrossReferencesEndpoint,
  /** GET /api/info: the default translation, the contact address, the AI helper's models and the cross references' credit. */
  info: endpoint({ method: 'GET', path: '/api/info', response: as<InfoResponse>() }),
  /**
   * GET /api/traductions (issue 41): the translations the server has, the
   * default first, each with its names, year, copyright line and verses:
   * the ids every read's `traduction` takes.
   */
  translations: endpoint({ method: 'GET', path: '/api/traductions', response: as<TranslationsResponse>() }),
  /**
   * POST /api/login {name, password}: starts a session (a new session id,
   * an HttpOnly cookie) and answers the user. Any failure, a missing field
   * included, is 422 with the one message of the spec; too many failures on
   * the account or from the address are 429 (`loginThrottled`, Retry-After)
   * until a growing delay has passed. Needs the anti-forgery token of
   * GET /sanctum/csrf-cookie (403 without).
   */
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: { name: spec(loginNameParam, R.loginFailed), password: spec(passwordParam, R.loginFailed) },
    response: as<LoginResponse>(),
  }),
  /** DELETE /api/logout: ends the session on the server (if any: 204 either way) and removes its cookies. */
  logout: endpoint({ method: 'DELETE', path: '/api/logout', response: as<void>() }),
  /**
   * GET /api/session (an addition): whether the browser's session is still
   * alive on the server, and whose it is; `user` is null when it has ended
   * (expired, logged out elsewhere, removed by an operator) or there is
   * none. Never a 401: the site asks it to learn the state, not to use the
   * session (docs/decisions/accounts.md, "A session that ended").
   */
  session: endpoint({ method: 'GET', path: '/api/session', response: as<SessionResponse>() }),
  /**
   * POST /api/oairequest {id, chap, pre, maxtokens, model}: the AI helper on
   * book `id`, chapter `chap` (0: the whole book), for a logged-in user
   * (401 otherwise). `pre` is the request built from the chosen option; the
   * server wraps it in its own instructions. Asked with `Accept:
   * text/event-stream`, the answer streams as the model writes it
   * (ai-stream.ts: its events, AiStreamEvent). `?traduction=darby` (issue
   * 41): the translation studied, the only source the prompt names and
   * quotes, its chapter read in its numbering (Louis Segond 1910 without).
   */
  aiRequest: endpoint({
    method: 'POST',
    path: '/api/oairequest',
    query: translationQuery,
    body: {
      book: spec(bookParam, R.aiBook, 'id'),
      chapter: spec(aiChapterParam, R.aiBook, 'chap'),
      prompt: spec(aiPromptParam, (text) => (text.trim() === '' ? R.aiIncorrectSelection : R.aiPromptTooLong), 'pre'),
      maxTokens: spec(maxTokensParam, R.aiMaxTokens, 'maxtokens'),
      model: spec(aiModelParam, R.aiUnknownModel),
    },
    check: ({ book, chapter, translation }) => (chapter === 0 || hasChapter(readingNumbering(translation), book, chapter) ? null : R.aiBook),
    response: as<AiResponse>(),
  }),
  /**
   * GET /api/oaibudget (issue 47): the logged-in user's AI budget of the day
   * (401 without a session, 503 without a provider key), shown beside
   * « Tokens max » and read again after each request, so that a stopped or
   * failed answer can say what it counted.
   */
  aiBudget: endpoint({ method: 'GET', path: '/api/oaibudget', response: as<AiBudgetResponse>() }),
  /** GET /sanctum/csrf-cookie: sets the anti-forgery cookie (called before login). */
  csrfCookie: endpoint({ method: 'GET', path: '/sanctum/csrf-cookie', response: as<void>() }),
} as const;

/** The names of the API's endpoints. */
export type ApiName = keyof typeof api;

/**
 * The files the API serves beside its JSON endpoints, declared like them
 * (path, typed parameters, refusals) but answered with bytes, not a
 * document: the client gives their URLs (`mediaUrl`) for the page to load
 * (an `<audio src>`), it never fetches them itself.
 */
export const media = {
  /**
   * GET /mp3/{id}/{chap}.mp3 (spec, section 7): a chapter read aloud, a
   * recording when the server has one, else synthesized speech
   * (docs/decisions/audio.md). Range requests are answered once the file is
   * complete on the server. With `traduction`, that translation's chapter,
   * in its numbering, read from its text (issue 41).
   */
  chapterAudio: route({
    path: '/mp3/:book/:chapter',
    params: { book: chapterSpecs.book, chapter: spec(chapterFileParam, R.chapterNotFound) },
    query: translationQuery,
    check: chapterCheck,
  }),
  /**
   * GET /mp3/{id}/{chap}/versets.vtt: where each verse starts and ends in the
   * chapter's audio, as WebVTT (one cue per verse, its id the verse number,
   * its text the verse's), for a `<track>` (docs/decisions/audio.md, "Verse
   * timings"). A recording without a timings file is REFUSALS.timingsMissing.
   * With `traduction`, the timings of that translation's audio: its verses.
   */
  chapterTimings: route({
    path: '/mp3/:book/:chapter/versets.vtt',
    params: chapterSpecs,
    query: translationQuery,
    check: chapterCheck,
  }),
} as const;

/** The names of the API's files. */
export type MediaName = keyof typeof media;

/**
 * Which source answered a chapter's audio (`media.chapterAudio`), in the
 * answer's AUDIO_SOURCE_HEADER: a recording, the synthesis cache, or a
 * synthesis made as it is sent (docs/decisions/audio.md).
 */
export type AudioSource = 'recording' | 'cache' | 'live';
/**
 * The header of a chapter's audio that names its source (an AudioSource):
 * for logs, tests, the benchmark, and the player's note on the voice, which
 * asks it with a HEAD request (never a synthesis).
 */
export const AUDIO_SOURCE_HEADER = 'X-Parole-Audio';
/**
 * The header of a recording's audio that gives its name as listeners see it,
 * percent-encoded (a header is Latin-1): the player says it instead of
 * « Voix de synthèse ». Absent for a synthesized chapter.
 */
export const AUDIO_NAME_HEADER = 'X-Parole-Audio-Name';

/**
 * The share images (docs/decisions/share.md): PNG files of 1200×630 that
 * link previews show, answered with bytes like the media table. The site's
 * pages name them in their Open Graph tags; no widget loads them.
 */
export const shareImages = {
  /**
   * GET /partage/{id}/{chap}.png: the share image of a chapter (its opening),
   * 1200×630, what a link preview shows (docs/decisions/share.md).
   */
  chapter: route({
    path: '/partage/:book/:chapter',
    params: { book: chapterSpecs.book, chapter: spec(pngFileParam(chapterParam), R.chapterNotFound) },
    query: translationQuery,
    check: chapterCheck,
  }),
  /**
   * GET /partage/{id}/{chap}/{versets}.png: the share image of a verse or a
   * selection (`16`, `16-18`, `1,3-5`); in the numbering and text of the
   * translation `traduction` names, like every image here (issue 41).
   */
  verses: route({
    path: '/partage/:book/:chapter/:verses',
    params: { ...chapterSpecs, verses: spec(pngFileParam(versesParam), R.versesNotFound) },
    query: translationQuery,
    check: ({ book, chapter, verses, translation }) =>
      chapterCheck({ book, chapter, translation }) ?? (verses.at(-1)! <= readingNumbering(translation).lastVerse(book, chapter) ? null : R.versesNotFound),
  }),
  /** GET /partage/parole.png: the site's own share image (pages that show no passage). */
  site: route({ path: '/partage/parole.png' }),
} as const;

/**
 * The images the API draws for the site's pages, answered with bytes like
 * the media table: the themes' pictures (spec, section 7: the `image` of a
 * theme names its file).
 */
export const images = {
  /** GET /img/themes/{slug}.svg: a theme's picture, an SVG drawn from its name and colours. */
  theme: route({
    path: '/img/themes/:file',
    params: { file: spec(themeImageFileParam, R.themeImageNotFound) },
  }),
} as const;
