import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { api } from '@parole/bible';
import { validate, validated } from './validate.js';

describe('validate', () => {
  const app = new Hono();
  app.get(api.planDay.path, validate(api.planDay), (c) => c.json(c.req.valid('param')));
  app.get(api.wordCloud.path, validate(api.wordCloud), (c) => c.json(c.req.valid('param')));
  const defaulted = new Hono();
  defaulted.get(
    api.planDay.path,
    validate(api.planDay, (raw) => ({ ...raw, query: { year: raw.query?.year ?? '2027' } })),
    (c) => c.json(c.req.valid('param')),
  );

  describe('given values the table accepts', () => {
    it('hands the typed input to the handler, the query under its English name', async () => {
      expect(await (await app.request('/api/bible1an/2/28?annee=2027')).json()).toEqual({ month: 2, day: 28, year: 2027 });
      expect(await (await app.request('/api/bible1an/2/28')).json()).toEqual({ month: 2, day: 28 });
    });

    it('leaves an absent optional path parameter absent', async () => {
      expect(await (await app.request('/api/tagcloud')).json()).toEqual({});
      expect(await (await app.request('/api/tagcloud/43')).json()).toEqual({ scope: '43' });
    });

    it('lets the server complete the raw values first', async () => {
      expect(await (await defaulted.request('/api/bible1an/2/29')).json()).toEqual({
        message: 'Date invalide : le 29 février n’existe pas en 2027 (ses lectures sont au 28 février)',
      });
    });
  });

  describe('given values the table refuses', () => {
    it.each([
      ['/api/bible1an/13/1', 400, 'Date invalide : le mois va de 1 à 12 et le jour doit exister dans ce mois'],
      ['/api/bible1an/2/29?annee=2027', 400, 'Date invalide : le 29 février n’existe pas en 2027 (ses lectures sont au 28 février)'],
      ['/api/bible1an/1/1?annee=27', 400, 'Année invalide (4 chiffres, par exemple 2027)'],
      ['/api/bible1an/1/1?annee=2027&annee=2028', 400, 'Année invalide (4 chiffres, par exemple 2027)'],
      ['/api/tagcloud/043', 400, 'Nuage de mots invalide (atnt, at, nt ou un numéro de livre de 1 à 66)'],
    ])('answers %s with its refusal', async (path, status, message) => {
      const res = await app.request(path);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message });
    });
  });

  describe('given an endpoint with a JSON body', () => {
    const posts = new Hono();
    posts.post(api.gameAnswer.path, validate(api.gameAnswer), (c) => c.json(c.req.valid('param')));
    const token = 'a'.repeat(43);
    const send = (body: string, type = 'application/json') =>
      posts.request('/api/joue', { method: 'POST', headers: { 'Content-Type': type }, body });

    it('hands its fields to the handler, typed, under their English names', async () => {
      const res = await send(JSON.stringify({ pseudo: ' Marie ', partie: 12, jeton: token, essai: '3', livre: 43 }), 'application/json; charset=UTF-8');
      expect(await res.json()).toEqual({ pseudo: 'Marie', game: 12, token, attempt: 3, book: 43 });
    });

    it('answers 415 to a body not sent as JSON, 400 to one that does not parse, and the table’s refusal to a bad field', async () => {
      const body = JSON.stringify({ pseudo: 'Marie', partie: 12, jeton: token, essai: 3, livre: 43 });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
        const res = await send(body, type);
        expect(res.status, type).toBe(415);
        expect(await res.json()).toEqual({ message: 'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json)' });
      }
      const broken = await send('{"pseudo":');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ message: 'Requête invalide : le corps n’est pas un document JSON' });
      const bad = await send(JSON.stringify({ pseudo: 'Marie', partie: 12, jeton: token, essai: 3, livre: 67 }));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: 'Livre invalide : choisissez un livre de 1 à 66.' });
    });
  });
});

describe('validated', () => {
  const app = new Hono();
  let handled = 0;
  app.get(
    api.planDay.path,
    validated(api.planDay, (c, input) => c.json(input), { prepare: (raw) => ({ ...raw, query: { year: raw.query?.year ?? '2027' } }) }),
  );
  const inputs: unknown[] = [];
  app.get(
    api.chapter.path,
    validated(
      api.chapter,
      (c, input) => {
        handled++;
        inputs.push(input);
        return c.json(input);
      },
      { keep: 2 },
    ),
  );

  it('hands the typed input to the handler, after `prepare`', async () => {
    expect(await (await app.request('/api/bible1an/2/28')).json()).toEqual({ month: 2, day: 28, year: 2027 });
    expect(await (await app.request('/api/bible1an/3/1?annee=2028')).json()).toEqual({ month: 3, day: 1, year: 2028 });
  });

  it('answers a bad value with the refusal validate() answers, without calling the handler', async () => {
    for (const path of ['/api/bible1an/2/29', '/api/bible1an/1/1?annee=27', '/api/lire/43/22', '/api/lire/043/1']) {
      const [mine, theirs] = await Promise.all([app.request(path), validatedBoth.request(path)]);
      expect(mine.status, path).toBe(theirs.status);
      expect(await mine.json(), path).toEqual(await theirs.json());
    }
    expect(handled).toBe(0);
  });

  it('keeps the verdict of the last paths: the same input for the same path', async () => {
    await app.request('/api/lire/43/3');
    await app.request('/api/lire/43/3');
    await app.request('/api/lire/43/4');
    await app.request('/api/lire/43/5');
    await app.request('/api/lire/43/3');
    expect(inputs[0]).toBe(inputs[1]);
    expect(inputs[0]).toEqual({ book: 43, chapter: 3 });
    // Two paths kept: 43/3 was forgotten when 43/5 came, and is checked again.
    expect(inputs[4]).not.toBe(inputs[0]);
    expect(inputs[4]).toEqual(inputs[0]);
  });

  it('keeps the verdict of a URL with its query', async () => {
    const kept = new Hono();
    kept.get(api.planDay.path, validated(api.planDay, (c, input) => c.json(input), { keep: 10 }));
    for (const [path, status, body] of [
      ['/api/bible1an/2/29?annee=2028', 200, { month: 2, day: 29, year: 2028 }],
      ['/api/bible1an/2/29?annee=2027', 400, { message: 'Date invalide : le 29 février n’existe pas en 2027 (ses lectures sont au 28 février)' }],
      ['/api/bible1an/2/29?annee=2028', 200, { month: 2, day: 29, year: 2028 }],
      ['/api/bible1an/2/29', 200, { month: 2, day: 29 }],
      ['/api/bible1an/2/29?annee=2027&annee=2028', 400, { message: 'Année invalide (4 chiffres, par exemple 2027)' }],
    ] as const) {
      const res = await kept.request(path);
      expect(res.status, path).toBe(status);
      expect(await res.json(), path).toEqual(body);
    }
  });

  it('keeps no verdict with prepare(), and takes no body', () => {
    expect(() => validated(api.planDay, (c) => c.text(''), { keep: 10, prepare: (raw) => raw })).toThrow(/without prepare/);
    expect(() => validated(api.gameAnswer, (c) => c.text(''))).toThrow(/body/);
  });
});

/** The same routes through validate(), for comparison. */
const validatedBoth = new Hono();
validatedBoth.get(
  api.planDay.path,
  validate(api.planDay, (raw) => ({ ...raw, query: { year: raw.query?.year ?? '2027' } })),
  (c) => c.json(c.req.valid('param')),
);
validatedBoth.get(api.chapter.path, validate(api.chapter), (c) => c.json(c.req.valid('param')));
