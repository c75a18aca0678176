/**
 * GET /metrics on the real server over TCP (issue 50): Prometheus's text
 * format, read by a parser of that format (parse-prometheus-text-format,
 * ported from Prometheus's own Python client), with what the server counts
 * where it happens; to METRICS_ALLOWED's addresses only, 404 to anyone else,
 * a visitor behind a trusted proxy included.
 */
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';

const servers: RunningServer[] = [];
let files: TempTree;
const start = async (overrides: Parameters<typeof startServer>[0] = {}) => {
  const server = await startServer({ host: '127.0.0.1', port: 0, webRoot: '/nonexistent', widgetsRoot: '/nonexistent', searchWorkers: 0, stateDatabasePath: files.path(`state-${servers.length}.sqlite`), ...overrides });
  servers.push(server);
  return server;
};
beforeAll(async () => {
  files = await tempTree('parole-metrics-', {});
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await files?.remove();
});

/** The family `name` of `families`. */
const family = (families: PrometheusFamily[], name: string) => {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in /metrics`);
  return found;
};

describe('GET /metrics', () => {
  let server: RunningServer;
  let families: PrometheusFamily[];
  let text: string;
  beforeAll(async () => {
    server = await start();
    expect((await fetch(`${server.url}/api/lire/43/3`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/api/rechercher/lumiere/atnt/nex`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/jeu/partie/Mesure`)).status).toBe(200);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    text = await res.text();
    families = parsePrometheusTextFormat(text);
  });

  it('counts the requests by route pattern, method and status, with their durations as a histogram', () => {
    const requests = family(families, 'parole_http_request_duration_seconds');
    expect(requests.type).toBe('HISTOGRAM');
    // The parser keeps a histogram's buckets but not its labels (prom-client writes `le` first): its lines, read as written.
    const labels = 'route="/api/lire/:book/:chapter",method="GET",status="200"';
    expect(text).toContain(`parole_http_request_duration_seconds_count{${labels}} 1\n`);
    expect(text).toContain(`parole_http_request_duration_seconds_bucket{le="+Inf",${labels}} 1\n`);
    expect(text).toMatch(new RegExp(`^parole_http_request_duration_seconds_sum\\{${labels.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\} 0\\.\\d+$`, 'm'));
  });

  it('counts the search cache’s hits, the games started, and tells the queues and the state pool', () => {
    const searches = family(families, 'parole_search_answers_total').metrics;
    expect(searches.find((m) => m.labels?.hit === 'false')?.value).toBe('1');
    expect(searches.find((m) => m.labels?.hit === 'true')?.value).toBe('1');
    expect(family(families, 'parole_games_started_total').metrics[0]?.value).toBe('1');
    expect(family(families, 'parole_state_unavailable_total').metrics[0]?.value).toBe('0');
    expect(family(families, 'parole_ai_tokens_total').type).toBe('COUNTER');
    expect(family(families, 'parole_search_queue_length').metrics[0]?.value).toBe('0');
    expect(family(families, 'parole_audio_jobs').type).toBe('GAUGE');
    // On SQLite, no pool: its three values are 0.
    expect(family(families, 'parole_state_pool_connections').metrics.map((m) => m.labels?.state)).toEqual(['open', 'idle', 'waiting']);
    // Node's own: memory, event loop lag.
    expect(family(families, 'parole_process_resident_memory_bytes').type).toBe('GAUGE');
    expect(family(families, 'parole_nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
  });
});

describe('who may read /metrics', () => {
  it('is 404 JSON to an address METRICS_ALLOWED does not name', async () => {
    const server = await start({ metricsAllowed: ['10.9.9.9'] });
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('is 404 to a visitor behind a trusted proxy on loopback (nginx), 200 to the proxy’s own requests', async () => {
    const server = await start({ trustedProxies: ['127.0.0.1'] });
    expect((await fetch(`${server.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
  });
});
