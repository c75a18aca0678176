/**
 * The prepared answers' fast path, guarded: a chapter, a plan day, a word
 * cloud, a theme, a kept search and /api/info are written by
 * @hono/node-server from plain header records, without building a Fetch
 * `Headers` object for the request or the response. A middleware that reads
 * a request header through c.req.header() or touches c.res before the
 * handler (as hono/cors did, which cost two thirds of the chapter endpoint's
 * rate) breaks this test instead of going unnoticed until the next
 * benchmark (docs/decisions/api.md#performance).
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ host: '127.0.0.1', port: 0, webRoot: '/nonexistent', widgetsRoot: '/nonexistent' });
});
afterAll(() => server?.close());

/** GET through node:http (fetch would build Headers objects of its own in this process). */
function request(path: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      })
      .on('error', reject);
  });
}
const get = async (path: string, headers: Record<string, string> = {}) => (await request(path, headers)).statusCode;

const OriginalHeaders = globalThis.Headers;
let constructed = 0;
afterEach(() => {
  globalThis.Headers = OriginalHeaders;
});

/** Counts the Headers objects built while `run` runs. */
async function headersBuilt(run: () => Promise<unknown>): Promise<number> {
  constructed = 0;
  globalThis.Headers = class extends OriginalHeaders {
    constructor(init?: HeadersInit) {
      super(init);
      constructed++;
    }
  };
  try {
    await run();
  } finally {
    globalThis.Headers = OriginalHeaders;
  }
  return constructed;
}

const PREPARED = [
  '/api/lire/43/3',
  '/api/print/19/119',
  '/api/bible1an/1/1?annee=2027',
  '/api/tagcloud/nt',
  '/api/theme',
  '/api/theme/1',
  '/api/rechercher/amour/atnt/nex',
  '/api/info',
];

describe('prepared answers', () => {
  it('are written without a Fetch Headers object, in both encodings and as 304', async () => {
    // The first request of each builds and keeps the answer.
    for (const path of PREPARED) expect(await get(path), path).toBe(200);
    const etag = (await request('/api/lire/43/3')).headers.etag!;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json', origin: 'https://eglise.example' };
    const count = await headersBuilt(async () => {
      for (const path of PREPARED) {
        expect(await get(path), path).toBe(200);
        expect(await get(path, browser), path).toBe(200);
      }
      expect(await get('/api/lire/43/3', { 'if-none-match': `"nope", ${etag}` })).toBe(304);
    });
    expect(count).toBe(0);
  });

  it('still count, so the guard can fail: an error answer goes through Headers', async () => {
    expect(await headersBuilt(() => get('/api/lire/43/999'))).toBeGreaterThan(0);
  });
});
