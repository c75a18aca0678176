/** GET /api/info: what the site shows about itself (translation, contact, the AI helper's models, the cross references' credit). */
import { Hono } from 'hono';
import { api, type InfoResponse } from '@parole/bible';
import type { Config } from '../config.js';
import { OPENBIBLE_CREDIT } from '../import/crossrefs.js';
import { represent, sendRepresentation } from '../http.js';
import { once } from '../memo.js';

/** The answer changes only with the configuration, that is with a restart: revalidate it each time (a 304). */
export const INFO_CACHE_CONTROL = 'no-cache';

/**
 * The /api/info route, mounted at '/'.
 * @example app.route('/', infoRoutes(config));
 */
export function infoRoutes(config: Pick<Config, 'translation' | 'contact' | 'ai' | 'crossReferencesFile'>): Hono {
  const info: InfoResponse = {
    traduction: { nom: config.translation.name, copyright: config.translation.copyright },
    contact: config.contact,
    references: config.crossReferencesFile === null ? null : OPENBIBLE_CREDIT,
    // Whether a key is set, never the key.
    ia: { configure: config.ai.apiKey !== undefined, modeles: config.ai.models, modele: config.ai.defaultModel, limites: config.ai.limitsUrl },
  };
  const answer = once(() => represent(info, { cacheControl: INFO_CACHE_CONTROL }));
  const app = new Hono();
  app.get(api.info.path, async (c) => sendRepresentation(c, await answer()));
  return app;
}
