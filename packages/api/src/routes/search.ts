/**
 * GET /api/rechercher/{word}/{filter}/{exact}: full-text search (spec,
 * sections 2, 3, 5, 7 and 9). Matching is @parole/bible's search language;
 * the engine (search/engine.ts) finds the verses; this file validates the
 * input and sends the answer. Answers are kept by search/answers.ts, shared
 * with the search pages; the searches it does not hold run on the search
 * threads (search/pool.ts) when the server has them: a 503 with Retry-After
 * when too many wait, a 500 when a thread dies.
 */
import { constants } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { api, REFUSALS } from '@parole/bible';
import { acceptsGzip, encode, gzipEncode, refuse, requestHeader, sendEncoded, TEXT_CACHE_CONTROL, type Encoded } from '../http.js';
import { keepValue, whenSettled } from '../memo.js';
import { validated } from '../middleware/validate.js';
import type { Texts } from '../db/texts.js';
import type { KeptAnswer, SearchAnswers } from '../search/answers.js';
import { SearchBusyError, SearchThreadError } from '../search/pool.js';
import { textOf } from './translations.js';

/** Seconds a client is asked to wait when every search thread is busy and the queue full. */
export const SEARCH_RETRY_AFTER_SECONDS = 1;

const ENCODING = { cacheControl: TEXT_CACHE_CONTROL };

/** The Server-Timing of an answer found in the cache. */
const HIT_TIMING = { 'Server-Timing': 'cache;desc="hit"' };

/** `encoded` with `extra` in its 200 headers. */
const withHeaders = (encoded: Encoded, extra: Readonly<Record<string, string>>): Encoded => ({ ...encoded, headers: { ...encoded.headers, ...extra } });

/** The gzip form of a kept answer, made on the first request that accepts it. */
function gzipForm(answer: KeptAnswer): Promise<Encoded> {
  const { identity } = answer;
  return (answer.gzip ??= keepValue(gzipEncode(identity.body, constants.Z_DEFAULT_COMPRESSION).then((z) => encode(z, identity.etag, true, ENCODING))));
}

/**
 * Searches whose words' verdict is kept (validated()'s `keep`): checking
 * the words parses them whole, which costs more than answering a kept search.
 */
export const SEARCH_VERDICTS_KEPT = 1000;

/** The refusal of a search that could not run (too many waiting, a thread that died); anything else is passed on. */
function refuseFailed(c: Context, err: unknown, log: (line: string) => void): Response {
  if (err instanceof SearchBusyError) {
    return refuse(c, REFUSALS.searchBusy, { 'Retry-After': String(SEARCH_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  }
  if (err instanceof SearchThreadError) {
    log(`Search: ${err.message}`);
    return refuse(c, REFUSALS.searchFailed, { 'Cache-Control': 'no-store' });
  }
  throw err;
}

/**
 * Answers a search's answer, in gzip when the client accepts it; `hit` when
 * it was kept (its Server-Timing says so), else with the time it took. A
 * kept answer's forms already made are answered at once (memo.ts).
 */
function sendAnswer(c: Context, answer: KeptAnswer, hit: boolean): Response | Promise<Response> {
  const gzipped = acceptsGzip(requestHeader(c, 'accept-encoding'));
  // The work the answer cost (none for a kept one), for browsers' developer tools and the benchmark.
  if (!hit) {
    const timing = { 'Server-Timing': `search;dur=${answer.ms.toFixed(2)}` };
    return gzipped ? whenSettled(gzipForm(answer), (z) => sendEncoded(c, z, timing)) : sendEncoded(c, answer.identity, timing);
  }
  const kept = (answer.hit ??= { identity: withHeaders(answer.identity, HIT_TIMING) });
  if (!gzipped) return sendEncoded(c, kept.identity);
  return whenSettled((kept.gzip ??= keepValue(gzipForm(answer).then((z) => withHeaders(z, HIT_TIMING)))), (z) => sendEncoded(c, z));
}

/**
 * The search route, mounted at '/': a search in the translation `traduction`
 * names (issue 41), one of `texts`.
 * @example app.route('/', searchRoutes(searchAnswers(inProcessSearch(engine), { cacheEntries: 500 }), texts));
 */
export function searchRoutes(
  answers: SearchAnswers,
  texts: Pick<Texts, 'ids' | 'get'>,
  log: (line: string) => void = (line) => console.error(line),
  answered: (hit: boolean) => void = () => undefined,
): Hono {
  const app = new Hono();
  app.get(
    api.search.path,
    validated(
      api.search,
      (c, input) => {
        const text = textOf(c, texts, input.translation);
        if (text instanceof Response) return text;
        const { entry, hit } = answers.lookup(answers.params(input));
        answered(hit);
        return whenSettled(
          entry,
          (answer) => sendAnswer(c, answer, hit),
          (err) => refuseFailed(c, err, log),
        );
      },
      { keep: SEARCH_VERDICTS_KEPT },
    ),
  );
  return app;
}
