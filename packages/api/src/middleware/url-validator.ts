/**
 * hono/validator for the inputs read from the URL (`param`, `query`), with the
 * same signature and typing (`c.req.valid(target)`), minus one cost: Hono's
 * validator reads the Content-Type request header for every target, and over
 * @hono/node-server that read builds a Fetch Headers object of the whole
 * request, the largest remaining cost of a prepared answer (a chapter, a
 * plan day, a kept search). tests/api/fast-path.test.ts guards it.
 */
import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';

/**
 * Use as hono/validator, for the `param` and `query` targets only (any other
 * target throws when the route is built).
 * @example app.get('/:id', urlValidator('param', (p, c) => (ID.test(p.id) ? { id: Number(p.id) } : c.json({ message }, 400))), handler)
 */
export const urlValidator = ((target: string, validate: (value: unknown, c: Parameters<MiddlewareHandler>[0]) => unknown) => {
  if (target !== 'param' && target !== 'query') throw new Error(`urlValidator reads the URL only, not '${target}'`);
  const handler: MiddlewareHandler = async (c, next) => {
    // As hono/validator: one value per query key, or the list when a key is repeated.
    const value =
      target === 'param'
        ? c.req.param()
        : Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
    const result = await validate(value, c);
    if (result instanceof Response) return result;
    c.req.addValidatedData(target, result as object);
    await next();
  };
  return handler;
}) as unknown as typeof validator;
