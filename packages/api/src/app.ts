/**
 * The HTTP application: middleware, one sub-app per resource, static files.
 * Built from an open database and the configuration, so tests drive it
 * through app.request() without a server.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { cors } from 'hono/cors';
import { api, type Random } from '@parole/bible';
import type { Config } from './config.js';
import { createChapterStore } from './db/reader.js';
import { createSearchStore } from './db/search.js';
import { createThemeStore } from './db/themes.js';
import { createPlanStore } from './db/plan.js';
import { createWordCloudStore } from './db/wordcloud.js';
import type { Database } from './db/sqlite.js';
import { MESSAGES } from './messages.js';
import { antiForgery } from './middleware/anti-forgery.js';
import {
  API_HEADERS,
  headerPolicies,
  IMAGE_HEADERS,
  MEDIA_HEADERS,
  SITE_HEADERS,
  WIDGET_HEADERS,
  type HeaderRecord,
} from './middleware/headers.js';
import { readerRoutes } from './routes/reader.js';
import { infoRoutes } from './routes/info.js';
import { planRoutes } from './routes/plan.js';
import { sanctumRoutes } from './routes/sanctum.js';
import { searchRoutes } from './routes/search.js';
import { wordCloudRoutes } from './routes/wordcloud.js';
import { staticRoutes } from './routes/static.js';
import { themeImageRoutes, themeRoutes } from './routes/themes.js';
import { noStore, QUIZ_ENDPOINTS, quizRoutes } from './routes/quiz.js';
import type { QuizStore } from './quiz/store.js';
import { createQuizBible } from './quiz/verses.js';
import { createSearchEngine, type SearchEngine } from './search/engine.js';
import type { ChapterAudio } from './audio/chapter-audio.js';
import { audioRoutes } from './routes/audio.js';

/** Largest request body accepted under /api (the API's writes are small JSON documents). */
export const API_BODY_LIMIT = 64 * 1024;

export interface AppDeps {
  /** The Bible database, open read-only. */
  db: Database;
  config: Config;
  /**
   * The search engine over `db`; made by createApp when absent. The server
   * passes one it has made ready, so that the first search does not wait
   * for the text to load.
   */
  search?: SearchEngine;
  /**
   * The quiz: its writable games store (quiz/sqlite-store.ts), and for
   * tests and recordings a random source for the draw, a clock (ms since the
   * epoch) and a maker of secrets. Without it, the quiz's paths answer 404.
   */
  quiz?: { store: QuizStore; random?: Random; now?: () => number; token?: () => string };
  /** Chapter audio (audio/open.ts); without it, /mp3/ answers 404. */
  audio?: ChapterAudio;
}

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

/** Each part of the site's header policy (middleware/headers.ts). */
const policyFor = (path: string): HeaderRecord => {
  if (path.startsWith('/api/')) return API_HEADERS;
  if (path.startsWith('/widgets/')) return WIDGET_HEADERS;
  if (path.startsWith('/img/')) return IMAGE_HEADERS;
  if (path.startsWith('/mp3/')) return MEDIA_HEADERS;
  return SITE_HEADERS;
};

/**
 * Builds the application. Its SQL statements are prepared on first use and
 * finalized when `db` closes.
 * @example
 * const app = createApp({ db, config });
 * const res = await app.request('/api/lire/43/3');
 */
export function createApp({ db, config, search, quiz, audio }: AppDeps): Hono {
  const chapters = createChapterStore(db);
  const engine = search ?? createSearchEngine(createSearchStore(db));
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: MESSAGES.badRequest }, err.status);
    }
    console.error(`${c.req.method} ${c.req.path}:`, err);
    return c.json({ message: MESSAGES.internalError }, 500);
  });
  app.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));

  app.use(headerPolicies(policyFor));

  // A path with broken percent-encoding (/api/lire/%E0%A4%A/1) is the
  // client's error; refuse it before any route tries to decode it.
  app.use(async (c, next) => {
    if (c.req.url.includes('%')) {
      const url = new URL(c.req.url);
      try {
        decodeURIComponent(url.pathname + url.search);
      } catch {
        return c.json({ message: MESSAGES.badRequest }, 400);
      }
    }
    return next();
  });

  // The read API is public and embeds run on other sites (church pages), so
  // any origin may read it, without cookies: nothing it answers depends on
  // who asks. Its answers carry Access-Control-Allow-Origin (API_HEADERS);
  // preflights are answered here, before the anti-forgery check. Writes stay
  // same-origin (no CORS for them), but for the game calls, which carry
  // their own secret and no cookie: an embedded quiz plays from any origin,
  // still without credentials. Registered first, they answer their paths'
  // preflights.
  for (const endpoint of TOKEN_AUTHENTICATED) {
    app.options(endpoint.path, cors({ origin: '*', allowMethods: [endpoint.method], allowHeaders: CORS_GAME_HEADERS, maxAge: 86_400 }));
  }
  app.options('/api/*', cors({ origin: '*', allowMethods: ['GET', 'HEAD'], allowHeaders: CORS_HEADERS, maxAge: 86_400 }));
  // Every answer of a game call, refusals included, is never cached.
  if (quiz) for (const endpoint of QUIZ_ENDPOINTS) app.use(endpoint.path, noStore);
  // Writes only, registered before the routes, so that a forged write is
  // refused even on a path that would be a 404, and the body is looked for
  // only where one may come (looking makes @hono/node-server build a full
  // Request). Reads go through none of this.
  const limit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: (c) => c.json({ message: MESSAGES.payloadTooLarge }, 413) });
  app.on(WRITE_METHODS, '/api/*', antiForgery({ tokenAuthenticated: TOKEN_AUTHENTICATED }), limit);

  // Each sub-app declares the paths of @parole/bible's endpoint table.
  app.route('/', readerRoutes(chapters));
  app.route('/', searchRoutes(engine, { cacheEntries: config.searchCacheEntries }));
  app.route('/', infoRoutes(config));
  app.route('/', planRoutes(createPlanStore(db)));
  app.route('/', wordCloudRoutes(createWordCloudStore(db)));
  app.route('/', themeRoutes(createThemeStore(db)));
  app.route('/img/themes', themeImageRoutes());
  if (quiz) {
    app.route(
      '/',
      quizRoutes({
        ...quiz,
        bible: createQuizBible(db),
        limit: { games: config.gameCreationLimit, windowSeconds: config.gameCreationWindowSeconds },
      }),
    );
  }
  if (audio) app.route('/', audioRoutes(audio));
  app.route('/', sanctumRoutes());
  app.route('/', staticRoutes(config));
  return app;
}
