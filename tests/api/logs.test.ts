/**
 * The server's log over TCP (issue 50): one JSON line per request with its
 * id, method, route pattern, status and duration; the id returned in
 * X-Request-Id, taken from the request only when it comes from a trusted
 * proxy (TRUSTED_PROXIES), made otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../packages/api/src/log.js';
import { startServer } from '../../packages/server/src/server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NGINX_ID = '7d2b0a64e5c4f3a29b18c7d6e5f4a3b2';

/** A server whose log lines are kept. */
async function loggedServer(trustedProxies: string[]) {
  const lines: string[] = [];
  const server = await startServer(
    { host: '127.0.0.1', port: 0, webRoot: '/nonexistent', widgetsRoot: '/nonexistent', searchWorkers: 0, trustedProxies },
    { log: createLogger({ level: 'info', destination: { write: (line) => void lines.push(line) } }) },
  );
  return { server, lines, events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

let proxied: Awaited<ReturnType<typeof loggedServer>>;
let direct: Awaited<ReturnType<typeof loggedServer>>;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([loggedServer(['127.0.0.1']), loggedServer([])]);
});
afterAll(async () => {
  await Promise.all([proxied?.server.close(), direct?.server.close()]);
});

/** The request lines of `events` with the id `id`. */
const requestLines = (events: Array<Record<string, unknown>>, id: string | null) => events.filter((e) => e.msg === 'request' && e.id === id);

describe('the request’s log line', () => {
  it('is one JSON line with the id, method, route pattern, status and duration', async () => {
    const res = await fetch(`${direct.server.url}/api/lire/43/3`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const [line, ...more] = requestLines(direct.events(), id);
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      msg: 'request',
      id,
      method: 'GET',
      route: '/api/lire/:book/:chapter',
      status: 200,
      ms: expect.any(Number),
    });
    for (const text of direct.lines) expect(text.trimEnd()).not.toContain('\n');
  });

  it('names a refusal’s route and status, never the path the client wrote', async () => {
    const res = await fetch(`${direct.server.url}/api/lire/99/1`);
    expect(res.status).toBe(404);
    const [line] = requestLines(direct.events(), res.headers.get('x-request-id'));
    expect(line).toMatchObject({ route: '/api/lire/:book/:chapter', status: 404 });
  });

  it('leaves the probes out at level info', async () => {
    const res = await fetch(`${direct.server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(requestLines(direct.events(), res.headers.get('x-request-id'))).toEqual([]);
  });
});

describe('X-Request-Id', () => {
  it('is the trusted proxy’s, in the answer and the log', async () => {
    const res = await fetch(`${proxied.server.url}/api/info`, { headers: { 'X-Request-Id': NGINX_ID } });
    expect(res.headers.get('x-request-id')).toBe(NGINX_ID);
    expect(requestLines(proxied.events(), NGINX_ID)).toHaveLength(1);
  });

  it('is the server’s own when the request comes from no trusted proxy', async () => {
    const res = await fetch(`${direct.server.url}/api/info`, { headers: { 'X-Request-Id': NGINX_ID } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(requestLines(direct.events(), NGINX_ID)).toEqual([]);
    expect(requestLines(direct.events(), id)).toHaveLength(1);
  });
});
