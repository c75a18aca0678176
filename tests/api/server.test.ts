/** The real server over TCP: what app.request() cannot show. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../packages/api/src/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ host: '127.0.0.1', port: 0, webRoot: '/nonexistent', widgetsRoot: '/nonexistent' });
});
afterAll(() => server?.close());

/** Sends raw bytes and returns the status line of the answer. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe('startServer', () => {
  it('listens on the given interface and a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the API', async () => {
    const res = await fetch(`${server.url}/api/lire/43/3`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = await res.json(); // fetch decompresses
    expect(body.versets).toHaveLength(36);
  });

  it('reads the request’s headers from Node: identity unless gzip is accepted, 304 for a known ETag', async () => {
    const url = `${server.url}/api/lire/43/3`;
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe((await plain.arrayBuffer()).byteLength);
    const refused = await fetch(url, { headers: { 'Accept-Encoding': 'gzip;q=0, br' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const gzipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const again = await fetch(url, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/"x", ${gzipped.headers.get('etag')}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(gzipped.headers.get('etag'));
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const other = await fetch(url, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': gzipped.headers.get('etag')! } });
    expect(other.status).toBe(200);
  });

  it('answers 4xx, never 5xx, to malformed request targets', async () => {
    for (const target of ['/api/lire/%E0%A4%A/1', '/%', '/api/lire/43/3%ZZ', '/api/lire/../../etc/passwd']) {
      const status = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(status, target).toMatch(/^HTTP\/1\.1 4\d\d /);
    }
  });

  it('stops, closing its database, and can be stopped twice', async () => {
    const other = await startServer({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${other.url}/api/info`)).status).toBe(200);
    await other.close();
    await other.close();
    await expect(fetch(`${other.url}/api/info`)).rejects.toThrow();
  });
});
