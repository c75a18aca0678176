import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { urlValidator } from './url-validator.js';

describe('urlValidator', () => {
  const app = new Hono();
  app.get(
    '/n/:id',
    urlValidator('param', (p, c) => (/^\d+$/.test(p.id) ? { id: Number(p.id) } : c.json({ message: 'non' }, 400))),
    urlValidator('query', (q) => ({ tags: q.tag ?? null })),
    (c) => c.json({ ...c.req.valid('param'), ...c.req.valid('query') }),
  );

  it('hands the parsed parameters and query to the handler, typed', async () => {
    expect(await (await app.request('/n/12?tag=a')).json()).toEqual({ id: 12, tags: 'a' });
    // A repeated key gives the list, as with hono/validator.
    expect(await (await app.request('/n/12?tag=a&tag=b')).json()).toEqual({ id: 12, tags: ['a', 'b'] });
  });

  it('answers what the validation answers', async () => {
    const res = await app.request('/n/x');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'non' });
  });

  it('refuses the targets that are not in the URL', () => {
    expect(() => urlValidator('json', () => ({}))).toThrow(/URL only/);
  });
});
