/**
 * The validator of every route: an endpoint of @parole/bible's table reads
 * its path and query parameters, answers its refusal (status and French
 * message) to a bad value, and hands the typed input to the handler as
 * `c.req.valid('param')`.
 *
 * It reads the URL only: Hono's own validator reads the Content-Type request
 * header for every target, and over @hono/node-server that read builds a
 * Fetch Headers object of the whole request, the largest cost of a prepared
 * answer (a chapter, a plan day, a kept search). tests/api/fast-path.test.ts
 * guards it.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { parseInput, type Endpoint, type RawInput, type RouteInput } from '@parole/bible';

/**
 * Validates a request against `endpoint`. `prepare` may complete the raw
 * values first (a default the server decides, such as the current year).
 * @example app.get(api.chapter.path, validate(api.chapter), (c) => { const { book, chapter } = c.req.valid('param'); … })
 */
export function validate<E extends Endpoint>(
  endpoint: E,
  prepare?: (raw: RawInput) => RawInput,
): MiddlewareHandler<object, string, { out: { param: RouteInput<E> } }> {
  const queryNames = Object.entries(endpoint.query).map(([name, spec]) => [name, spec.wire ?? name] as const);
  return async (c, next) => {
    const query: Record<string, string | undefined> = {};
    for (const [name, wire] of queryNames) {
      const values = c.req.queries(wire);
      // A repeated parameter names no single value: it is refused like a bad one.
      query[name] = values === undefined ? undefined : values.length === 1 ? values[0] : '';
    }
    const raw = { params: c.req.param() as Record<string, string | undefined>, query };
    const result = parseInput(endpoint, prepare ? prepare(raw) : raw);
    if (!result.ok) return c.json({ message: result.refusal.message }, result.refusal.status as ContentfulStatusCode);
    c.req.addValidatedData('param', result.input as object);
    await next();
  };
}
