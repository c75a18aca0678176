/**
 * GET /metrics (issue 50): the server's metrics in Prometheus's text format
 * (metrics.ts), to the addresses of METRICS_ALLOWED only (loopback by
 * default; the client's address as the front door found it, behind trusted
 * proxies the one they forwarded, so a visitor through nginx is never
 * loopback). Anyone else gets the JSON 404 of any unknown path rather than
 * a 403: nothing tells them that the path exists.
 */
import { Hono } from 'hono';
import { OPERATIONS, REFUSALS } from '@parole/bible';
import { clientAddress, refuse } from '../http.js';
import type { Metrics } from '../metrics.js';
import type { TrustedProxies } from '../proxy.js';

/**
 * The /metrics route, mounted at '/'.
 * @example app.route('/', metricsRoutes(metrics, trustedProxies(config.metricsAllowed, 'METRICS_ALLOWED')));
 */
export function metricsRoutes(metrics: Metrics, allowed: TrustedProxies): Hono {
  const app = new Hono();
  app.get(OPERATIONS.metrics, async (c) => {
    if (!allowed.has(clientAddress(c))) return refuse(c, REFUSALS.notFound);
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return app;
}
