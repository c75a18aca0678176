/**
 * The HTTP application of the API: middleware, one sub-app per resource,
 * and a place for the site's pages beside them (`AppDeps.pages`: the
 * sub-app of packages/pages, which the composition root, packages/server,
 * gives). Built from an open database and the configuration, so tests drive
 * it through app.request() without a server.
 */
import { Hono, type Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { api, REFUSALS, SERVER_SEGMENTS, type Random } from '@parole/bible';
import { createXsrf, sessionCookie } from './accounts/cookies.js';
import { argon2idHasher, dummyHash, type PasswordHasher } from './accounts/passwords.js';
import { requireUser, withSessionContext, type SessionContext } from './accounts/session.js';
import { createSessions, newSessionId } from './accounts/sessions.js';
import type { AccountStore } from './accounts/store.js';
import { loginThrottle } from './accounts/throttle.js';
import type { Config } from './config.js';
import type { ChapterStore } from './db/reader.js';
import type { ThemeStore } from './db/themes.js';
import { openTexts, type Texts } from './db/texts.js';
import type { Database } from './db/sqlite.js';
import { noStore, refusalAnswer, refuse } from './http.js';
import { once, recentMemo } from './memo.js';
import { antiForgery } from './middleware/anti-forgery.js';
import { crossOrigin, type CrossOrigin } from './middleware/cors.js';
import { API_HEADERS, IMAGE_HEADERS, MEDIA_HEADERS, OPERATIONS_HEADERS, SITE_HEADERS, WIDGET_HEADERS } from './headers.js';
import { frontDoor, type FrontDoorOptions } from './middleware/front-door.js';
import { bookReferenceAnswers, crossReferenceRoutes } from './routes/crossrefs.js';
import { passageRoutes } from './routes/passages.js';
import { parallelRoutes } from './routes/parallel.js';
import { readerRoutes } from './routes/reader.js';
import { infoRoutes } from './routes/info.js';
import { translationRoutes } from './routes/translations.js';
import { planRoutes } from './routes/plan.js';
import { sanctumRoutes } from './routes/sanctum.js';
import { searchRoutes } from './routes/search.js';
import { wordCloudRoutes } from './routes/wordcloud.js';
import { themeImageRoutes, themeRoutes } from './routes/themes.js';
import { ACCOUNT_ENDPOINTS, accountRoutes, sessionRoutes } from './routes/accounts.js';
import { QUIZ_ENDPOINTS, quizRoutes } from './routes/quiz.js';
import type { QuizStore } from './quiz/store.js';
import { createQuizBible } from './quiz/verses.js';
import { inProcessSearch, searchAnswers, type SearchAnswers } from './search/answers.js';
import { createSearchEngine, type SearchEngine } from './search/engine.js';
import type { SearchPool } from './search/pool.js';
import type { RateLimits } from './state/rate-limits.js';
import { StateUnavailableError } from './state/unavailable.js';
import { aiRoutes } from './routes/ai.js';
import { createOpenAiProvider, type AiProvider } from './ai/provider.js';
import type { AiUsageStore } from './ai/store.js';
import type { ChapterAudio } from './audio/chapter-audio.js';
import { audioRoutes } from './routes/audio.js';
import { healthRoutes, type ReadinessCheck } from './routes/health.js';
import { bursts, consoleLogger, type Logger } from './log.js';
import { createMetrics, type Metrics } from './metrics.js';
import { metricsRoutes } from './routes/metrics.js';
import { requestLog, routeOf } from './middleware/request-log.js';
import { trustedProxies } from './proxy.js';
import { keptPaths } from './router.js';

/** Largest request body accepted under /api (the API's writes are small JSON documents). */
export const API_BODY_LIMIT = 64 * 1024;

export interface AppDeps {
  /** The Bible database, open read-only. */
  db: Database;
  config: Config;
  /**
   * The search engine of the default translation over `db`; made by
   * createApp when absent (and every other translation's, always). The
   * server passes one it has made ready, so that the first search does not
   * wait for the text to load.
   */
  search?: SearchEngine;
  /**
   * The search threads (search/pool.ts): searches the cache does not hold
   * run there, off the event loop. Absent: on the event loop, with `search`.
   */
  searchPool?: SearchPool;
  /**
   * The quiz: its writable games store (quiz/sqlite-store.ts), and for
   * tests and recordings a random source for the draw, a clock (ms since the
   * epoch) and a maker of secrets. Without it, the quiz's paths answer 404.
   */
  quiz?: { store: QuizStore; random?: Random; now?: () => number; token?: () => string };
  /**
   * The accounts: their store and the rate limits' counters (both on the
   * state database, state/database.ts), and for tests a password hasher
   * (argon2id by default), a clock and a maker of session ids. Without it,
   * login and logout answer 404, no session ever exists, and the
   * anti-forgery tokens are signed with a key of this process only (tools
   * and tests).
   */
  accounts?: {
    store: AccountStore;
    limits: RateLimits;
    passwords?: PasswordHasher;
    now?: () => number;
    sessionId?: () => string;
  };
  /**
   * The AI helper (POST /api/oairequest, routes/ai.ts, for logged-in users:
   * `requireUser()` of the accounts): the users' usage store (ai/store.ts),
   * and for tests a provider and a clock. The provider defaults to the
   * configuration's (none without AI_API_KEY: the call answers 503).
   * Without it, the path answers 404.
   */
  ai?: {
    store: AiUsageStore;
    /** Where a failed provider call is written (routes/ai.ts; console.warn by default): the server gives its log. */
    log?: (line: string) => void;
    provider?: AiProvider | null;
    now?: () => number;
  };
  /** Chapter audio (audio/open.ts); without it, /mp3/ answers 404. */
  audio?: ChapterAudio;
  /**
   * The site's pages and files (packages/pages), mounted beside the API,
   * after its routes, from what the API shares with them. Given by the
   * composition root (packages/server), which the API does not import;
   * without it, the app answers the API only.
   */
  pages?: (shared: SharedWithPages) => Hono;
  /** The metrics (metrics.ts), counted where each happens; a new set by default. */
  metrics?: Metrics;
  /** The log (log.ts): the server's; by default warnings and errors through console.error (tools, tests). */
  log?: Logger;
  /**
   * GET /readyz's checks beside the Bible database's own (routes/health.ts):
   * the server gives the state database's (`state`).
   */
  readiness?: Record<string, ReadinessCheck>;
}

/**
 * What the API shares with the pages mounted beside it: its stores, and its
 * kept searches, one cache for GET /api/rechercher and the search pages (a
 * search asked by a page and then by the app runs once).
 */
export interface SharedWithPages {
  /** The default translation's chapters (Louis Segond 1910's). */
  chapters: ChapterStore;
  /** The default translation's themes. */
  themes: ThemeStore;
  /** Every translation's stores (issue 41), by the id `traduction` names. */
  texts: Texts;
  searches: SearchAnswers;
  /** Where the pages write a failure (the app's log, at `error`, bursts summed up). */
  log: (line: string) => void;
}

/**
 * The provider of the configuration, or null when it has no key.
 * @example const provider = providerOf(config.ai);
 */
export function providerOf(ai: Config['ai']): AiProvider | null {
  if (ai.apiKey === undefined) return null;
  return createOpenAiProvider({ baseURL: ai.baseURL, apiKey: ai.apiKey, timeoutMs: ai.timeoutSeconds * 1000, maxRetries: ai.maxRetries });
}

/** The Retry-After of a 503 answered while the state database is out of reach. */
const STATE_RETRY_AFTER_SECONDS = 5;

/** The methods that may change something: the anti-forgery check and the body limit apply to them. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Request headers our client sends, which a cross-origin read must be allowed to carry. */
const CORS_HEADERS = ['X-Requested-With', 'If-None-Match'];

/**
 * The writes authenticated by a secret in their JSON body (a game's
 * `jeton`), never by a cookie: exempt from the anti-forgery cookie, and
 * open to other origins (docs/decisions/quiz.md, "Threat model").
 */
const TOKEN_AUTHENTICATED = [api.gameStart, api.gameAnswer];

/** Request headers a cross-origin game call carries. */
const CORS_GAME_HEADERS = ['X-Requested-With', 'Content-Type'];

/**
 * The site's own calls: a reader's account and the AI helper, which no
 * embed makes. Their answers carry no CORS header at all, not even `*`
 * (issue 45): credentials are refused across origins anyway, but nothing
 * of theirs is for another site's page to read.
 */
const SITE_OWN_CALLS = [...ACCOUNT_ENDPOINTS, api.aiRequest, api.aiBudget];

/**
 * The header policy of each family of the site's paths (headers.ts),
 * the API's and the audio's with the CORS header of the request's origin
 * (middleware/cors.ts), but for the site's own calls.
 */
function policies(cors: CrossOrigin): FrontDoorOptions['policies'] {
  const apiHeaders = cors.readable(API_HEADERS);
  const ownPaths = new Set<string>(SITE_OWN_CALLS.map((endpoint) => endpoint.path));
  return {
    api: (c) => (ownPaths.has(c.req.path) ? API_HEADERS : apiHeaders(c)),
    media: cors.readable(MEDIA_HEADERS),
    widgets: WIDGET_HEADERS,
    images: IMAGE_HEADERS,
    shareImages: IMAGE_HEADERS,
    liveness: OPERATIONS_HEADERS,
    readiness: OPERATIONS_HEADERS,
    metrics: OPERATIONS_HEADERS,
    health: OPERATIONS_HEADERS,
    site: SITE_HEADERS,
  };
}

/** The front door's `answered`: the request's log line, and its count and time in the metrics. */
function answered(logLine: (c: Context, status: number, ms: number) => void, metrics: Metrics) {
  return (c: Context, status: number, ms: number) => {
    logLine(c, status, ms);
    metrics.request(routeOf(c), c.req.method, status, ms / 1000);
  };
}

/** Whether the path and query of `url` (absolute) decode: every percent sign starts an escape of UTF-8. */
function decodable(url: string): boolean {
  const { pathname, search } = new URL(url);
  try {
    decodeURIComponent(pathname + search);
    return true;
  } catch {
    return false;
  }
}

/**
 * The refusal of a request whose path or query has broken percent-encoding
 * (/api/lire/%E0%A4%A/1): the client's error, refused before any route
 * tries to decode it (the front door's screen). A search's words are
 * percent-encoded, and the same searches come back: the verdicts of the
 * last URLs are kept.
 */
function brokenEncoding(verdicts: (url: string, make: () => boolean) => boolean): NonNullable<FrontDoorOptions['screen']> {
  return (c) => {
    const url = c.req.url;
    if (!url.includes('%') || verdicts(url, () => decodable(url))) return undefined;
    return refusalAnswer(REFUSALS.badRequest);
  };
}

/** URLs whose percent-encoding's verdict brokenEncoding() keeps. */
const ENCODING_VERDICTS_KEPT = 1000;

/** URLs with a percent sign whose decoded path the router keeps (router.ts, keptPaths). */
const DECODED_PATHS_KEPT = 1000;

/**
 * Builds the application. Its SQL statements are prepared on first use and
 * finalized when `db` closes.
 * @example
 * const app = createApp({ db, config });
 * const res = await app.request('/api/lire/43/3');
 */
export function createApp({ db, config, search, searchPool, quiz, accounts, ai, audio, pages, readiness, log = consoleLogger('warn'), metrics = createMetrics() }: AppDeps): Hono {
  // Every translation's stores, the default's (Louis Segond 1910's) first (issue 41).
  const texts = openTexts(
    db,
    config.translations.map((t) => t.id),
  );
  const { chapters, themes } = texts.get(undefined)!;
  const engines = new Map(
    texts.ids.map((id) => [id, id === texts.ids[0] && search ? search : createSearchEngine(texts.get(id)!.search)] as const),
  );
  // Hono's RegExpRouter, which matches a path with one regular expression:
  // it cannot hold a fixed segment beside a parameter at the same place, and
  // says so when such a route is added (router.ts); the decoded paths of the
  // last URLs with a percent sign (searches) are kept.
  const app = new Hono({ router: new RegExpRouter(), getPath: keptPaths(DECODED_PATHS_KEPT) });

  // Sessions and the anti-forgery tokens bound to them (accounts/).
  const now = accounts?.now ?? Date.now;
  const xsrf = createXsrf(
    accounts ? once(() => accounts.store.serverKey('xsrf', () => randomBytes(32), now())) : once(() => Promise.resolve(randomBytes(32))),
  );
  const sessions = accounts
    ? createSessions(
        accounts.store,
        { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteHours * 3_600_000 },
        now,
        accounts.sessionId ?? newSessionId,
      )
    : undefined;
  /** The request's user, looked up once, when first asked (requireUser()). */
  const sessionContext = (c: Context): SessionContext => ({
    user: once(async () => (sessions ? ((await sessions.find(sessionCookie(c)))?.user ?? null) : null)),
  });

  // A failure that repeats (every request while PostgreSQL is down) is logged once, then summed up (log.ts).
  const burst = bursts(log);
  /** A failure told as a line by a part (a search thread, a page): at `error`, its repeats summed up. */
  const errorLine = (line: string) => burst('error', line, {}, line);
  app.onError((err, c) => {
    // What the framework refuses (a body it cannot read): the client's fault, said as the contract says it.
    if (err instanceof HTTPException && err.status < 500) return refuse(c, err.status === 413 ? REFUSALS.payloadTooLarge : REFUSALS.badRequest);
    const request = { id: c.get('requestId'), method: c.req.method, route: routeOf(c) };
    // The shared state database is out of reach (state/postgres.ts): say so, once per burst, without a stack.
    if (err instanceof StateUnavailableError) {
      metrics.stateError();
      burst('error', err.message, request, err.message);
      return refuse(c, REFUSALS.stateUnavailable, { 'Retry-After': String(STATE_RETRY_AFTER_SECONDS) });
    }
    burst('error', `${request.method} ${request.route} ${err.message}`, { ...request, err }, `${request.method} ${request.route}: ${err.message}`);
    return refuse(c, REFUSALS.internalError);
  });
  app.notFound((c) => refuse(c, REFUSALS.notFound));

  const cors = crossOrigin(config.allowedOrigins);
  // First, around everything else (middleware/front-door.ts): behind trusted
  // reverse proxies, the client's address and scheme come from their
  // forwarding headers (proxy.ts), from anything else from the socket; every
  // answer gets the header policy of its path's family; a broken
  // percent-encoding is refused before any route.
  app.use(
    frontDoor({
      policies: policies(cors),
      screen: brokenEncoding(recentMemo(ENCODING_VERDICTS_KEPT)),
      proxies: config.trustedProxies.length > 0 ? trustedProxies(config.trustedProxies) : undefined,
      answered: answered(requestLog(log), metrics),
    }),
  );

  // The read API is public and embeds run on other sites (church pages), so
  // other origins may read it (any, or those of ALLOWED_ORIGINS), without
  // cookies: nothing it answers depends on who asks. Its answers carry
  // Access-Control-Allow-Origin for them (the front door's policies,
  // above); preflights are answered here, before the anti-forgery check.
  // Writes stay same-origin (no CORS for them), but for the game calls,
  // which carry their own secret and no cookie: an embedded quiz plays from
  // the same origins, still without credentials. Registered first, they
  // answer their paths' preflights.
  for (const endpoint of TOKEN_AUTHENTICATED) {
    app.options(endpoint.path, cors.preflight({ methods: [endpoint.method], headers: CORS_GAME_HEADERS }));
  }
  app.options(`/${SERVER_SEGMENTS.api}/*`, cors.preflight({ methods: ['GET', 'HEAD'], headers: CORS_HEADERS }));
  // Every answer of a game call, refusals included, is never cached.
  if (quiz) for (const endpoint of QUIZ_ENDPOINTS) app.use(endpoint.path, noStore);
  for (const endpoint of [...ACCOUNT_ENDPOINTS, api.csrfCookie]) app.use(endpoint.path, noStore);
  // Writes only, registered before the routes, so that a forged write is
  // refused even on a path that would be a 404, and the body is looked for
  // only where one may come (looking makes @hono/node-server build a full
  // Request). Reads go through none of this. Every write gets the session
  // context requireUser() reads (nothing is looked up until it asks).
  const limit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: (c) => refuse(c, REFUSALS.payloadTooLarge) });
  app.on(
    WRITE_METHODS,
    `/${SERVER_SEGMENTS.api}/*`,
    withSessionContext(sessionContext),
    antiForgery({ tokenAuthenticated: TOKEN_AUTHENTICATED, checkToken: xsrf.check }),
    limit,
  );
  // The one read that is a user's own (issue 47: the AI budget of the day): it gets the session context too.
  app.get(api.aiBudget.path, withSessionContext(sessionContext));

  // The operator's probes (issue 50): the Bible database answers, and what the server adds (the state database).
  app.route('/', healthRoutes({ bible: () => db.query('SELECT 1'), ...readiness }));
  app.route('/', metricsRoutes(metrics, trustedProxies(config.metricsAllowed, 'METRICS_ALLOWED')));
  // Each sub-app declares the paths of @parole/bible's endpoint table.
  // Each book's references without texts: sent by their route, counted in « Lire hors ligne »'s size (issue 43).
  const bookReferences = config.crossReferencesFile !== null ? bookReferenceAnswers(texts) : undefined;
  app.route('/', readerRoutes(texts, bookReferences));
  app.route('/', parallelRoutes(texts));
  const searches = searchAnswers(searchPool ?? inProcessSearch((id) => engines.get(id)), { cacheEntries: config.searchCacheEntries });
  app.route('/', searchRoutes(searches, texts, errorLine, metrics.search));
  app.route('/', infoRoutes(config));
  app.route('/', translationRoutes(config.translations, texts));
  app.route('/', planRoutes(texts));
  app.route('/', wordCloudRoutes(texts));
  app.route('/', themeRoutes(texts));
  app.route('/', passageRoutes(texts, config.translations));
  app.route('/', crossReferenceRoutes(texts, config.crossReferencesFile !== null, bookReferences));
  app.route('/', themeImageRoutes());
  if (quiz) {
    app.route(
      '/',
      quizRoutes({
        ...quiz,
        bible: createQuizBible(db),
        limit: { games: config.gameCreationLimit, windowSeconds: config.gameCreationWindowSeconds },
        started: metrics.gameStarted,
      }),
    );
  }
  if (ai) {
    app.route(
      '/',
      aiRoutes({
        ai: config.ai,
        // Each translation's name and text: the one a request names is what the prompt quotes (issue 41).
        sources: new Map(config.translations.map((t) => [t.id, { name: t.name, bible: texts.get(t.id)!.chapterTexts }])),
        requireUser: requireUser(),
        store: ai.store,
        provider: ai.provider === undefined ? providerOf(config.ai) : ai.provider,
        now: ai.now,
        log: ai.log,
        spent: metrics.aiTokens,
      }),
    );
  }
  if (accounts && sessions) {
    const passwords = accounts.passwords ?? argon2idHasher;
    // Made now, so that the first login of an unknown name does not wait for it (and take longer than a wrong password).
    const dummy = dummyHash(passwords);
    dummy.catch(() => undefined);
    app.route(
      '/',
      accountRoutes({
        store: accounts.store,
        sessions,
        xsrf,
        throttle: loginThrottle(accounts.limits),
        passwords,
        dummyHash: () => dummy,
        now,
      }),
    );
  }
  if (audio) app.route('/', audioRoutes(audio, texts));
  app.route('/', sessionRoutes(sessions));
  app.route('/', sanctumRoutes({ xsrf, sessions, now }));
  // The site's pages, share images and files, last: a page is whatever no route of the API answers.
  if (pages) app.route('/', pages({ chapters, themes, texts, searches, log: errorLine }));

  return app;
}
