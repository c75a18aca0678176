/**
 * The site's pages as a Hono sub-app (issue 46), which the server mounts
 * beside the API with `app.route('/', …)` (packages/server): what crawlers,
 * link previews and a visitor's first paint get, apart from the API.
 *
 * - the share images, the sitemap and robots.txt (routes/share.ts);
 * - the built site's files and the embed's scripts, and every other GET a
 *   page: index.html with the page's head, a chapter's text, a search's
 *   first results drawn by the widgets (routes/static.ts, page.ts,
 *   search-page.ts), a word cloud laid out once per scope
 *   (wordcloud-page.ts), each with a nonce of its own;
 * - no hidden file (.git, .env…) wherever WEB_ROOT points (hidden-files.ts).
 *
 * Mounted after the API's routes: a page is whatever the API does not answer.
 * Its answers get the site's header policy from the API's front door.
 */
import path from 'node:path';
import { Hono } from 'hono';
import type { SharedWithPages } from '@parole/api/app';
import type { Config } from '@parole/api/config';
import { headFor } from './heads.js';
import { hiddenFiles } from './hidden-files.js';
import { createPageRenderer } from './page.js';
import { shareRoutes } from './routes/share.js';
import { SITE_ROUTES, staticRoutes } from './routes/static.js';
import { searchPageResults } from './search-page.js';
import { wordCloudPageRoot } from './wordcloud-page.js';

/** What the pages are made from: the API's stores and kept searches, and the configuration. */
export interface PagesDeps extends SharedWithPages {
  config: Pick<Config, 'webRoot' | 'widgetsRoot' | 'siteUrl' | 'publicSourceMaps' | 'translation' | 'translations'>;
}

/**
 * The pages' sub-app, to mount at '/' after the API's routes.
 * @example app.route('/', pagesApp({ chapters, themes, searches, config }));
 */
export function pagesApp({ chapters, themes, texts, searches, config, log }: PagesDeps): Hono {
  const app = new Hono();
  app.route('/', shareRoutes({ texts, themes, config }));
  // A page in another translation (issue 41): its chapters, themes and name, for an id the server has.
  const names = new Map(config.translations.map((t) => [t.id, t.name]));
  const inTranslation = (id: string) => {
    const text = texts.get(id);
    const name = names.get(id);
    return text && name !== undefined ? { chapters: text.chapters, themes: text.themes, name } : undefined;
  };
  // The default translation's word clouds, laid out once per scope on the server (issue 48).
  const defaultText = texts.get(undefined);
  const pages = createPageRenderer(
    path.join(config.webRoot, 'index.html'),
    (p) => headFor(p, { chapters, themes, translation: config.translation.name, inTranslation }),
    { searchResults: searchPageResults(searches, { log }), wordCloud: defaultText && wordCloudPageRoot(defaultText.wordClouds, { log }) },
  );
  // No file or folder whose name starts with a dot (.git, .env…), wherever WEB_ROOT points.
  app.use(hiddenFiles(new Set(['api', ...SITE_ROUTES])));
  app.route('/', staticRoutes(config, pages));
  return app;
}
