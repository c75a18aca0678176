/** The real server over TCP: what app.request() cannot show. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';

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

  describe('given slow clients', () => {
    let slow: RunningServer;
    beforeAll(async () => {
      slow = await startServer({ host: '127.0.0.1', port: 0, http: { headersTimeoutSeconds: 2, requestTimeoutSeconds: 3 } });
    });
    afterAll(() => slow?.close());

    /**
     * Opens a connection to `slow`, calls `feed` with it, and resolves with
     * what the server sent and how long after opening it closed the connection.
     */
    function cut(feed: (socket: net.Socket) => void): Promise<{ data: string; ms: number }> {
      const { hostname, port } = new URL(slow.url);
      return new Promise((resolve, reject) => {
        const start = performance.now();
        const socket = net.connect(Number(port), hostname, () => feed(socket));
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('close', () => resolve({ data, ms: performance.now() - start }));
        socket.on('error', () => {}); // a reset is a way of being cut too
        setTimeout(() => reject(new Error('the server kept the connection 15 s')), 15_000).unref();
      });
    }

    it('cuts a connection that sends nothing, after its headers timeout', async () => {
      const { ms } = await cut(() => {});
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(5_000);
    });

    it('cuts a client trickling its headers, even though bytes keep coming', async () => {
      let timer: NodeJS.Timeout | undefined;
      const { ms } = await cut((socket) => {
        socket.write('GET /api/info HTTP/1.1\r\nHost: x\r\n');
        timer = setInterval(() => socket.writable && socket.write('X-Slow: y\r\n'), 200);
      });
      clearInterval(timer);
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(5_000);
    });

    it('cuts a body that never ends, answered or not', async () => {
      // The login refuses the request (no anti-forgery token) before reading the body, and the connection is closed then.
      const { data, ms } = await cut((socket) => {
        socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"login":');
      });
      expect(data).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(ms).toBeLessThan(6_000);
    });

    it('closes an idle kept-alive connection after its answer', async () => {
      const { data, ms } = await cut((socket) => socket.write('GET /api/info HTTP/1.1\r\nHost: x\r\n\r\n'));
      expect(data).toMatch(/^HTTP\/1\.1 200 /);
      expect(ms).toBeLessThan(8_000);
    });

    it('still serves a client that sends its request at once', async () => {
      expect((await fetch(`${slow.url}/api/info`)).status).toBe(200);
    });
  });

  it('lets a request whose client has left finish before it closes its databases (found by the fuzz test)', async () => {
    const other = await startServer({ host: '127.0.0.1', port: 0, webRoot: '/nonexistent', widgetsRoot: '/nonexistent' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The first /api/hors-ligne reads every chapter (hundreds of ms); its client leaves at once, then the server stops.
      const { port } = new URL(other.url);
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('GET /api/hors-ligne HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 20);
        });
      });
      await other.close();
      // A request cut short by the closed database fails soon after (it had the time to finish otherwise).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
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
