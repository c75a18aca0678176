/** GET /api/info: what the site shows about itself (translation, contact). */
import { Hono } from 'hono';
import type { InfoResponse } from '@parole/bible';
import type { Config } from '../config.js';

/**
 * The /api/info sub-app.
 * @example app.route('/api/info', infoRoutes(config));
 */
export function infoRoutes(config: Pick<Config, 'traduction' | 'contact'>): Hono {
  const info: InfoResponse = { traduction: { ...config.traduction }, contact: config.contact };
  const app = new Hono();
  app.get('/', (c) => c.json(info));
  return app;
}
