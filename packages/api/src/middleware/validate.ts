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
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyValues, parseInput, REFUSALS, type RawInput, type Route, type RouteInput } from '@parole/bible';
import { isJsonType, refuse, requestHeader } from '../http.js';

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
  const queryNames = Object.entries(endpoint.query).map(([name, spec]) => [name, spec.wire ?? name] as const);
  const hasBody = Object.keys(endpoint.body).length > 0;
  return async (c, next) => {
    const query: Record<string, string | undefined> = {};
    for (const [name, wire] of queryNames) {
      const values = c.req.queries(wire);
      // A repeated parameter names no single value: it is refused like a bad one.
      query[name] = values === undefined ? undefined : values.length === 1 ? values[0] : '';
    }
    const raw: RawInput = { params: c.req.param() as Record<string, string | undefined>, query };
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
