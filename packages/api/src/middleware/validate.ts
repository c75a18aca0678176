/**
 * The validator of every route: an endpoint of @parole/bible's table reads
 * its path and query parameters, and its JSON body when it has one, answers
 * its refusal (status and French message) to a bad value, and hands the
 * typed input to the handler as `c.req.valid('param')` (path, query and body
 * fields together, under their English names).
 *
 * For an endpoint without a body it reads the URL only: Hono's own validator
 * reads the Content-Type request header for every target, and over
 * @hono/node-server that read builds a Fetch Headers object of the whole
 * request, the largest cost of a prepared answer (a chapter, a plan day, a
 * kept search). tests/api/fast-path.test.ts guards it.
 *
 * The prepared reads (a chapter, a plan day, a kept search…) use
 * validated(): the validation and the route's handler as one handler, so
 * that Hono's compose runs one step per request for the route instead of
 * two (an async function and its promise each).
 */
import type { Context, Handler, MiddlewareHandler } from 'hono';
import { bodyValues, parseInput, REFUSALS, type ParseResult, type RawInput, type Route, type RouteInput } from '@parole/bible';
import { isJsonType, refuse, requestHeader } from '../http.js';
import { recentMemo } from '../memo.js';

/**
 * The raw values of a JSON body (bodyValues), or the answer refusing it:
 * 415 when it is not sent as JSON, 400 when it does not parse.
 */
async function readBody(c: Context, endpoint: Route<unknown>): Promise<RawInput['body'] | Response> {
  if (!isJsonType(requestHeader(c, 'content-type'))) return refuse(c, REFUSALS.jsonRequired);
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return refuse(c, REFUSALS.malformedJson);
  }
  return bodyValues(endpoint, json);
}

/** Reads the raw values of an endpoint's path and query parameters out of a request. */
function urlReader(endpoint: Route<unknown>): (c: Context) => RawInput {
  const paramNames = Object.keys(endpoint.params);
  const queryNames = Object.entries(endpoint.query).map(([name, spec]) => [name, spec.wire ?? name] as const);
  return (c) => {
    // Only the endpoint's own parameters are decoded (c.req.param() would decode every one of the route's).
    const params: Record<string, string | undefined> = {};
    for (const name of paramNames) params[name] = c.req.param(name);
    const raw: RawInput = { params };
    if (queryNames.length > 0) {
      const query: Record<string, string | undefined> = {};
      for (const [name, wire] of queryNames) {
        const values = c.req.queries(wire);
        // A repeated parameter names no single value: it is refused like a bad one.
        query[name] = values === undefined ? undefined : values.length === 1 ? values[0] : '';
      }
      raw.query = query;
    }
    return raw;
  };
}

/**
 * Validates a request against `endpoint` (an endpoint of the API's table,
 * or a file of its media table). `prepare` may complete the raw
 * values first (a default the server decides, such as the current year).
 * @example app.get(api.chapter.path, validate(api.chapter), (c) => { const { book, chapter } = c.req.valid('param'); … })
 * @example app.post(api.gameAnswer.path, validate(api.gameAnswer), (c) => { const { game, token, attempt, book } = c.req.valid('param'); … })
 */
export function validate<E extends Route<unknown>>(
  endpoint: E,
  prepare?: (raw: RawInput) => RawInput,
): MiddlewareHandler<object, string, { out: { param: RouteInput<E> } }> {
  const readUrl = urlReader(endpoint);
  const hasBody = Object.keys(endpoint.body).length > 0;
  return async (c, next) => {
    const raw = readUrl(c);
    if (hasBody) {
      const body = await readBody(c, endpoint);
      if (body instanceof Response) return body;
      raw.body = body;
    }
    const result = parseInput(endpoint, prepare ? prepare(raw) : raw);
    if (!result.ok) return refuse(c, result.refusal);
    c.req.addValidatedData('param', result.input as object);
    await next();
  };
}

/**
 * The request's path (decoded, as Hono routes it: a `?` in it stays
 * encoded) and the query of its URL, as it came.
 */
function pathAndQuery(c: Context): string {
  const url = c.req.url;
  const query = url.indexOf('?');
  return query === -1 ? c.req.path : c.req.path + url.slice(query);
}

export interface ValidatedOptions {
  /** Completes the raw values first (a default the server decides, such as the current year). */
  prepare?: (raw: RawInput) => RawInput;
  /**
   * Keeps the verdict (the typed input, or the refusal) of this many URLs,
   * the first one kept forgotten first, for an endpoint without `prepare`:
   * its verdict depends on the path and the query alone. A kept URL is then
   * answered without reading or checking its values again; the handler
   * gets the same input object for the same URL, and must not change it.
   */
  keep?: number;
}

/**
 * validate(endpoint) and the route's `handler` as one handler, for an
 * endpoint without a body: the handler gets the typed input as its second
 * argument, and a bad value the endpoint's refusal as validate() answers it.
 * One handler where validate() makes two: one step of Hono's compose
 * fewer per request (docs/performance.md, "Where the contract's cost
 * went"). Register it on one route.
 * @example app.get(api.chapter.path, validated(api.chapter, (c, { book, chapter }) => …))
 * @example app.get(api.search.path, validated(api.search, (c, input) => …, { keep: 1000 }))
 */
export function validated<E extends Route<unknown>>(
  endpoint: E,
  handler: (c: Context, input: RouteInput<E>) => Response | Promise<Response>,
  { prepare, keep }: ValidatedOptions = {},
): Handler {
  if (Object.keys(endpoint.body).length > 0) throw new Error(`validated(${endpoint.path}): the endpoint has a body, use validate()`);
  if (keep !== undefined && prepare) throw new Error(`validated(${endpoint.path}): a verdict is kept by URL, without prepare()`);
  const readUrl = urlReader(endpoint);
  const parse = (c: Context) => parseInput(endpoint, prepare ? prepare(readUrl(c)) : readUrl(c)) as ParseResult<RouteInput<E>>;
  const verdicts = keep === undefined ? undefined : recentMemo<string, ParseResult<RouteInput<E>>>(keep);
  const keyOf = Object.keys(endpoint.query).length > 0 ? pathAndQuery : (c: Context) => c.req.path;
  return (c: Context) => {
    const result = verdicts ? verdicts(keyOf(c), () => parse(c)) : parse(c);
    if (!result.ok) return refuse(c, result.refusal);
    return handler(c, result.input);
  };
}
