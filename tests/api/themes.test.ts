/**
 * The themes as a reader gets them: GET /api/theme, GET /api/theme/{id} and
 * the images, from the real database built from the real text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToText, verseId, type ThemeListResponse, type ThemeVersesResponse } from '@parole/bible';
import { parseThemeReference } from '../../packages/api/src/import/themes.js';
import { THEMES } from '../../packages/api/src/themes/data.js';
import { openTestApp, type TestApp } from '../../packages/api/src/testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

async function json<T>(url: string): Promise<T> {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  return res.json();
}

const themeId = (name: string) => THEMES.find((theme) => theme.name === name)!.id;

describe('GET /api/theme', () => {
  it('lists every theme with its id, name and image path, in the data’s order', async () => {
    const { themes } = await json<ThemeListResponse>('/api/theme');
    expect(themes.length).toBeGreaterThanOrEqual(24);
    expect(themes.map((theme) => theme.nom)).toEqual(THEMES.map((theme) => theme.name));
    expect(themes.find((theme) => theme.nom === 'Paix')).toEqual({
      id: themeId('Paix'),
      nom: 'Paix',
      image: '/img/themes/paix.svg',
      description: expect.stringMatching(/paix/),
      versets21: expect.objectContaining({ id: 43_014_027, livre: { nom: 'Jean', abr: 'Jn' } }),
    });
    for (const theme of themes) expect(theme.image).toMatch(/^\/img\/themes\/[a-z-]+\.svg$/);
  });

  it('gives each theme its first verse (versets21): the first verse of its first reference', async () => {
    const { themes } = await json<ThemeListResponse>('/api/theme');
    for (const data of THEMES) {
      const ref = parseThemeReference(data.references[0])!;
      const theme = themes.find((t) => t.id === data.id)!;
      expect(theme.versets21.id, data.name).toBe(verseId(ref.book, ref.chapter, ref.first));
      expect(htmlToText(theme.versets21.texte).length, data.name).toBeGreaterThan(10);
    }
    // A range starts the theme: Prière opens with Matthieu 6:9-13.
    expect(themes.find((t) => t.nom === 'Prière')!.versets21).toMatchObject({ livre_id: 40, chapitre: 6, verset: 9 });
  });

  it('is cacheable and revalidates with its entity tag', async () => {
    const first = await t.app.request('/api/theme');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    const again = await t.app.request('/api/theme', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/theme/{id}', () => {
  it('gives the theme and its verses, each item with the theme’s name and the full verse', async () => {
    const { theme, versets: verses } = await json<ThemeVersesResponse>(`/api/theme/${themeId('Paix')}`);
    expect(theme).toMatchObject({ id: themeId('Paix'), nom: 'Paix', image: '/img/themes/paix.svg' });
    expect(verses[0]).toEqual({
      nom: 'Paix',
      passage: 1,
      versets21: {
        id: 43_014_027,
        livre_id: 43,
        chapitre: 14,
        verset: 27,
        texte: expect.stringContaining('Je vous laisse la paix'),
        livre: { nom: 'Jean', abr: 'Jn' },
      },
    });
    expect(verses.every((v) => v.nom === 'Paix')).toBe(true);
  });

  it('gives a range as consecutive verses sharing one passage number', async () => {
    const { versets: verses } = await json<ThemeVersesResponse>(`/api/theme/${themeId('Paix')}`);
    // 'PHP 4:6-7', the second reference of Paix.
    expect(verses.filter((v) => v.passage === 2).map((v) => v.versets21.id)).toEqual([50_004_006, 50_004_007]);
  });

  it('finds every reference of the data in the text, verse by verse', async () => {
    for (const data of THEMES) {
      const { versets: verses } = await json<ThemeVersesResponse>(`/api/theme/${data.id}`);
      const expected = data.references.flatMap((reference, i) => {
        const ref = parseThemeReference(reference)!;
        return Array.from({ length: ref.last - ref.first + 1 }, (_, k) => [i + 1, verseId(ref.book, ref.chapter, ref.first + k)]);
      });
      expect(verses.map((v) => [v.passage, v.versets21.id]), data.name).toEqual(expected);
      for (const v of verses) expect(htmlToText(v.versets21.texte).length, `${data.name} ${v.versets21.id}`).toBeGreaterThan(10);
    }
  });

  it('follows the product’s versification in Joël and Malachie', async () => {
    const spirit = await json<ThemeVersesResponse>(`/api/theme/${themeId('Saint-Esprit')}`);
    const joel = spirit.versets.find((v) => v.versets21.livre_id === 29)!.versets21;
    expect([joel.chapitre, joel.verset]).toEqual([3, 1]);
    expect(htmlToText(joel.texte)).toMatch(/^Après cela, je répandrai mon esprit sur toute chair/);

    const healing = await json<ThemeVersesResponse>(`/api/theme/${themeId('Guérison')}`);
    const malachi = healing.versets.find((v) => v.versets21.livre_id === 39)!.versets21;
    expect([malachi.chapitre, malachi.verset]).toEqual([3, 20]);
    expect(htmlToText(malachi.texte)).toMatch(/soleil de la justice, Et la guérison sera sous ses ailes/);
  });

  it.each(['0', '999', '01', '-1', '1.5', 'paix', '1e1', '%20'])('answers 404 with a French message for %j', async (id) => {
    const res = await t.app.request(`/api/theme/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Thème introuvable' });
  });
});

describe('GET /img/themes/{slug}.svg', () => {
  it('serves each theme’s image as SVG with long caching and a strict policy', async () => {
    const { themes } = await json<ThemeListResponse>('/api/theme');
    for (const theme of themes) {
      const res = await t.app.request(theme.image);
      expect(res.status, theme.image).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=UTF-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=2592000');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300"/);
      expect(svg).toContain(`<title id="titre-${theme.image.slice(12, -4)}">${theme.nom}</title>`);
    }
  });

  it('revalidates with its entity tag', async () => {
    const first = await t.app.request('/img/themes/paix.svg');
    const again = await t.app.request('/img/themes/paix.svg', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it.each(['inconnu.svg', 'paix.png', 'paix', 'PAIX.svg', '..%2Fpaix.svg'])('answers 404 in French for %s', async (file) => {
    const res = await t.app.request(`/img/themes/${file}`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Image de thème introuvable');
  });
});
