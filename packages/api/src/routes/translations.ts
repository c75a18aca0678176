/**
 * GET /api/traductions (issue 41): the translations the server has, the
 * default first, as the configuration names and credits them, with the
 * verses the database holds of each; and the refusal every read of the text
 * answers to a `traduction` the server does not have.
 */
import type { Context } from 'hono';
import { api, DEFAULT_TRANSLATION, REFUSALS, type TranslationItem, type TranslationsResponse } from '@parole/bible';
import { Hono } from 'hono';
import type { Config } from '../config.js';
import type { Texts, TextStores } from '../db/texts.js';
import { refuse, represent, sendRepresentation } from '../http.js';
import { once } from '../memo.js';
import { INFO_CACHE_CONTROL } from './info.js';

/**
 * The stores of the translation a read names (the default's without one),
 * or the refusal of an id the server does not have, listing its own (400).
 * @example const text = textOf(c, texts, translation); if (text instanceof Response) return text;
 */
export function textOf(c: Context, texts: Pick<Texts, 'ids' | 'get'>, translation: string | undefined): TextStores | Response {
  return texts.get(translation) ?? refuse(c, REFUSALS.unknownTranslation(texts.ids));
}

/**
 * The /api/traductions route, mounted at '/'. Like GET /api/info, its answer
 * changes with the configuration only: revalidated each time (a 304).
 * @example app.route('/', translationRoutes(config.translations, texts));
 */
export function translationRoutes(translations: Config['translations'], texts: Texts): Hono {
  const answer = once(async () => {
    const facts = await texts.facts();
    const items = translations.map(
      (t): TranslationItem => ({
        id: t.id,
        nom: t.name,
        nomCourt: t.shortName,
        annee: t.year,
        copyright: t.copyright,
        versetsCount: facts.get(t.id)!.verseCount,
      }),
    );
    const document: TranslationsResponse = { traductions: items, defaut: DEFAULT_TRANSLATION };
    return represent(document, { cacheControl: INFO_CACHE_CONTROL });
  });
  const app = new Hono();
  app.get(api.translations.path, async (c) => sendRepresentation(c, await answer()));
  return app;
}
