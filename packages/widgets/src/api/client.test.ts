import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AI_CLIENT_TIMEOUT_MS } from '@parole/bible';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBibleApi } from './client.js';
import { ApiRequestError } from './errors.js';
import { messages } from '../messages.js';

type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network' | 'timeout' | 'hang';

/**
 * An axios adapter that answers from a function instead of the network and
 * records every request it received. Like the real adapters, it rejects on
 * 4xx/5xx and honours the abort signal.
 */
function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const answer = reply(config);
    return new Promise((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)));
      if (answer === 'hang') return;
      if (answer === 'network') return reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
      if (answer === 'timeout') return reject(new AxiosError('timeout', AxiosError.ETIMEDOUT, config));
      const response: AxiosResponse = {
        status: answer.status,
        statusText: String(answer.status),
        data: answer.data,
        headers: new AxiosHeaders(answer.headers ?? {}),
        config,
      };
      if (answer.status >= 400) {
        reject(new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response));
      } else {
        resolve(response);
      }
    });
  };
  return { adapter, requests };
}

const chapter = { versets: [], chapitres: [], titres: [] };

/** A request as the browser's fetch received it from axios's fetch adapter. */
interface Asked {
  url: string;
  method: string;
  credentials: RequestCredentials;
  cache: RequestCache;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/**
 * The browser's fetch, answering with `reply` and recording what it was
 * asked (the Request axios's fetch adapter builds); it rejects as the
 * browser's does when the request is aborted, before or while it waits.
 */
function stubFetch(reply: (request: Request) => Response | Promise<Response>) {
  const asked: Asked[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { url, method, credentials, cache, signal } = request;
    asked.push({ url, method, credentials, cache, signal, headers: Object.fromEntries(request.headers), body: await request.clone().text() });
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
    if (signal.aborted) throw aborted();
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(aborted()), { once: true });
      Promise.resolve(reply(request)).then(resolve, reject);
    });
  });
  return asked;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = '__Host-XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; secure';
});

describe('createBibleApi', () => {
  describe('given a same-origin API', () => {
    it('has a method per endpoint of the table, calls its path and returns the JSON body', async () => {
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      const api = createBibleApi({ baseURL: '', adapter });

      await expect(api.chapter({ book: 43, chapter: 3 })).resolves.toEqual(chapter);
      await api.printChapter({ book: 19, chapter: 117 });
      await api.info();
      await expect(api.csrfCookie()).resolves.toBeUndefined();

      expect(requests.map((r) => `${r.method?.toUpperCase()} ${r.url}`)).toEqual([
        'GET /api/lire/43/3',
        'GET /api/print/19/117',
        'GET /api/info',
        'GET /sanctum/csrf-cookie',
      ]);
    });

    it('searches with the word as one encoded segment: accents, quotes, spaces and slashes', async () => {
      const answer = { versets: [], versetsCount: 0, versetsCountAT: 0, versetsCountNT: 0, versetsCountTotal: 0, livres: [], livresMax: 0 };
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: answer }));
      const api = createBibleApi({ baseURL: '', adapter });

      await expect(api.search({ word: '"Éternel est mon berger"', scope: 'atnt', exact: 'nex' })).resolves.toEqual(answer);
      await api.search({ word: 'a/b ?#', scope: '19', exact: 'exa' });

      expect(requests.map((r) => r.url)).toEqual([
        '/api/rechercher/%22%C3%89ternel%20est%20mon%20berger%22/atnt/nex',
        '/api/rechercher/a%2Fb%20%3F%23/19/exa',
      ]);
    });

    it('formats query values under their wire names and leaves out an absent optional segment', async () => {
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: {} }));
      const api = createBibleApi({ baseURL: '', adapter });

      await api.planDay({ month: 2, day: 28, year: 2027 });
      await api.planDay({ month: 1, day: 1 });
      await api.wordCloud();
      await api.wordCloud({ scope: '43' });

      expect(requests.map((r) => r.url)).toEqual(['/api/bible1an/2/28?annee=2027', '/api/bible1an/1/1', '/api/tagcloud', '/api/tagcloud/43']);
    });

    it('rejects a refused search with the server’s French message', async () => {
      const { adapter } = fakeAdapter(() => ({ status: 400, data: { message: 'Min. 3 caractères!' } }));
      await expect(createBibleApi({ baseURL: '', adapter }).search({ word: 'ab', scope: 'atnt', exact: 'nex' })).rejects.toMatchObject({
        status: 400,
        kind: 'http',
        message: 'Min. 3 caractères!',
      });
    });

    it('sends X-Requested-With on every request, and no cookies cross-origin unless asked', async () => {
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: '', adapter }).chapter({ book: 1, chapter: 1 });
      await createBibleApi({ baseURL: '', adapter, withCredentials: true }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      // The public read API answers any origin with "*", which a credentialed request may not use.
      expect(requests[0].withCredentials).toBe(false);
      expect(requests[1].withCredentials).toBe(true);
    });

    it('sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header', async () => {
      document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc=/+def')}; path=/`;
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: '', adapter }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.get('X-XSRF-TOKEN')).toBe('abc=/+def');
    });

    it('sends the __Host-XSRF-TOKEN cookie (HTTPS) as the header, rather than a plain XSRF-TOKEN beside it', async () => {
      // jsdom, as a browser, keeps a __Host- cookie only when it is Secure with Path=/ (its page is on localhost).
      document.cookie = 'XSRF-TOKEN=plain; path=/';
      document.cookie = `__Host-XSRF-TOKEN=${encodeURIComponent('sec=/+ure')}; path=/; secure`;
      expect(document.cookie).toContain('__Host-XSRF-TOKEN=');
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: '', adapter }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.get('X-XSRF-TOKEN')).toBe('sec=/+ure');
    });

    it('ignores a cookie whose name merely ends with XSRF-TOKEN', async () => {
      document.cookie = 'MY-XSRF-TOKEN=other; path=/';
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: '', adapter }).chapter({ book: 1, chapter: 1 });
      document.cookie = 'MY-XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';

      expect(requests[0].headers.has('X-XSRF-TOKEN')).toBe(false);
    });

    it('sends no X-XSRF-TOKEN header when there is no cookie', async () => {
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: '', adapter }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.has('X-XSRF-TOKEN')).toBe(false);
    });
  });

  describe('given a cross-origin API', () => {
    it('keeps the page’s anti-forgery token to itself', async () => {
      document.cookie = 'XSRF-TOKEN=secret; path=/';
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: 'https://api.other.example', adapter }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.has('X-XSRF-TOKEN')).toBe(false);
    });

    it('keeps the __Host- token to itself too', async () => {
      document.cookie = '__Host-XSRF-TOKEN=secret; path=/; secure';
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: 'https://api.other.example', adapter }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.has('X-XSRF-TOKEN')).toBe(false);
    });

    it('sends it when sendXsrfCrossOrigin allows it', async () => {
      document.cookie = 'XSRF-TOKEN=secret; path=/';
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: chapter }));
      await createBibleApi({ baseURL: 'https://api.other.example', adapter, sendXsrfCrossOrigin: true }).chapter({ book: 1, chapter: 1 });

      expect(requests[0].headers.get('X-XSRF-TOKEN')).toBe('secret');
    });
  });

  describe('when the server answers 401', () => {
    it('calls onUnauthorized exactly once, then rejects to the caller', async () => {
      const order: string[] = [];
      const onUnauthorized = vi.fn(() => order.push('unauthorized'));
      const { adapter } = fakeAdapter(() => ({ status: 401, data: { message: 'Non authentifié.' } }));
      const api = createBibleApi({ baseURL: '', adapter, onUnauthorized });

      const failure = await api.info().catch((error: unknown) => {
        order.push('rejected');
        return error;
      });

      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(order).toEqual(['unauthorized', 'rejected']);
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect(failure).toMatchObject({ status: 401, kind: 'http', message: 'Non authentifié.' });
    });

    it('rejects a quiet read (quietUnauthorized) without calling onUnauthorized: a background read sends no one to the login page', async () => {
      const onUnauthorized = vi.fn();
      const { adapter } = fakeAdapter(() => ({ status: 401, data: { message: 'Non authentifié.' } }));
      const api = createBibleApi({ baseURL: '', adapter, onUnauthorized });
      await expect(api.aiBudget(undefined, { quietUnauthorized: true })).rejects.toMatchObject({ status: 401, kind: 'http' });
      expect(onUnauthorized).not.toHaveBeenCalled();
      await expect(api.aiBudget()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('does not call onUnauthorized for other errors', async () => {
      const onUnauthorized = vi.fn();
      const { adapter } = fakeAdapter(() => ({ status: 403, data: { message: 'Interdit.' } }));
      await expect(createBibleApi({ baseURL: '', adapter, onUnauthorized }).info()).rejects.toMatchObject({ status: 403 });

      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when a request fails', () => {
    it('rejects with the server’s French message and the status', async () => {
      const { adapter } = fakeAdapter(() => ({ status: 404, data: { message: 'Chapitre introuvable : Jean 22.' } }));
      const failure = createBibleApi({ baseURL: '', adapter }).chapter({ book: 43, chapter: 22 });

      await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
      await expect(failure).rejects.toMatchObject({ status: 404, kind: 'http', message: 'Chapitre introuvable : Jean 22.' });
    });

    it('gives the wait of a Retry-After, in seconds or as a date', async () => {
      const { adapter } = fakeAdapter((config) =>
        config.url === '/api/info'
          ? { status: 429, data: { message: 'Trop.' }, headers: { 'Retry-After': '42' } }
          : { status: 503, data: { message: 'Plus tard.' }, headers: { 'Retry-After': new Date(Date.now() + 90_000).toUTCString() } },
      );
      const api = createBibleApi({ baseURL: '', adapter });
      await expect(api.info()).rejects.toMatchObject({ status: 429, retryAfter: 42 });
      const later = await api.chapter({ book: 43, chapter: 3 }).then(() => expect.unreachable(), (e: ApiRequestError) => e);
      expect(later.retryAfter).toBeGreaterThanOrEqual(88);
      expect(later.retryAfter).toBeLessThanOrEqual(90);
    });

    it('gives no wait without a readable Retry-After', async () => {
      const { adapter } = fakeAdapter(() => ({ status: 429, data: { message: 'Trop.' }, headers: { 'Retry-After': 'bientôt' } }));
      const failure = await createBibleApi({ baseURL: '', adapter })
        .info()
        .then(() => expect.unreachable(), (e: ApiRequestError) => e);
      expect(failure.retryAfter).toBeUndefined();
    });

    it('falls back to a French message when the body has none', async () => {
      const { adapter } = fakeAdapter(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
      await expect(createBibleApi({ baseURL: '', adapter }).info()).rejects.toMatchObject({
        status: 502,
        message: messages.api.server(502),
      });
    });

    it('explains a network failure in French', async () => {
      const { adapter } = fakeAdapter(() => 'network');
      await expect(createBibleApi({ baseURL: '', adapter }).info()).rejects.toMatchObject({
        status: 0,
        kind: 'network',
        message: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
      });
    });

    it('explains a timeout in French', async () => {
      const { adapter } = fakeAdapter(() => 'timeout');
      await expect(createBibleApi({ baseURL: '', adapter }).info()).rejects.toMatchObject({
        kind: 'timeout',
        message: messages.api.timeout,
      });
    });

    it('waits 20 s by default, and as long as a call asks (an AI answer)', async () => {
      const { adapter, requests } = fakeAdapter(() => ({ status: 200, data: { response: '', promptTokens: 0, completionTokens: 0, totalTokens: 0 } }));
      const api = createBibleApi({ baseURL: '', adapter });
      await api.info();
      await api.aiRequest({ book: 43, chapter: 3, prompt: 'Résume.', maxTokens: 600, model: 'openai/gpt-oss-120b' }, { timeout: 120_000 });
      expect(requests.map((r) => r.timeout)).toEqual([20_000, 120_000]);
      expect(JSON.parse(requests[1].data as string)).toEqual({ id: 43, chap: 3, pre: 'Résume.', maxtokens: 600, model: 'openai/gpt-oss-120b' });
    });

    it('rejects as canceled when the caller aborts', async () => {
      const { adapter } = fakeAdapter(() => 'hang');
      const controller = new AbortController();
      const pending = createBibleApi({ baseURL: '', adapter }).chapter({ book: 43, chapter: 3 }, { signal: controller.signal });
      controller.abort();

      await expect(pending).rejects.toMatchObject({ kind: 'canceled', status: 0 });
    });
  });
});

describe('the whole answer of a GET endpoint (response)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the contract’s URL under baseURL with fetch’s own options and the client’s headers, and gives the answer whole', async () => {
    const asked = stubFetch(async () => new Response('{"versets":[]}', { status: 200, headers: { ETag: '"e"' } }));
    const controller = new AbortController();
    const answer = await createBibleApi({ baseURL: 'https://parole.example/' }).response(
      'chapter',
      { book: 43, chapter: 3 },
      { cache: 'no-store', credentials: 'omit', headers: { 'X-Parole-Hors-Ligne': '1' }, signal: controller.signal },
    );
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe('"e"');
    expect(await answer.text()).toBe('{"versets":[]}');
    expect(asked.map(({ url, method, cache, credentials, headers }) => ({ url, method, cache, credentials, headers }))).toEqual([
      {
        url: 'https://parole.example/api/lire/43/3',
        method: 'GET',
        cache: 'no-store',
        credentials: 'omit',
        headers: { accept: 'application/json', 'x-parole-hors-ligne': '1', 'x-requested-with': 'XMLHttpRequest' },
      },
    ]);
  });

  it('sends the anti-forgery token and the site’s cookies to its own origin, as every call', async () => {
    document.cookie = 'XSRF-TOKEN=jeton; path=/';
    const asked = stubFetch(async () => new Response('{}', { status: 200 }));
    await createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 });
    await createBibleApi({ baseURL: 'https://api.other.example' }).response('chapter', { book: 43, chapter: 3 });
    expect(asked.map(({ url, credentials, headers }) => ({ url, credentials, token: headers['x-xsrf-token'] }))).toEqual([
      { url: new URL('/api/lire/43/3', location.href).href, credentials: 'same-origin', token: 'jeton' },
      { url: 'https://api.other.example/api/lire/43/3', credentials: 'same-origin', token: undefined },
    ]);
  });

  it('rejects a refusal with the server’s French message and its wait, a 401 after onUnauthorized', async () => {
    stubFetch(async () => new Response('{"message":"Livre ou chapitre introuvable"}', { status: 404 }));
    await expect(createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 })).rejects.toMatchObject({ status: 404, kind: 'http', message: 'Livre ou chapitre introuvable' });
    stubFetch(async () => new Response('busy', { status: 503, headers: { 'Retry-After': '5' } }));
    await expect(createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 })).rejects.toMatchObject({ status: 503, retryAfter: 5, message: messages.api.server(503) });

    const order: string[] = [];
    stubFetch(async () => new Response('{"message":"Connexion requise"}', { status: 401 }));
    const failure = await createBibleApi({ baseURL: '', onUnauthorized: () => order.push('unauthorized') })
      .response('chapter', { book: 43, chapter: 3 })
      .catch((error: unknown) => {
        order.push('rejected');
        return error;
      });
    expect(order).toEqual(['unauthorized', 'rejected']);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, kind: 'http', message: 'Connexion requise' });
  });

  it('rejects no answer as a network failure, and an abort, before or while it waits, as canceled', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 })).rejects.toMatchObject({ kind: 'network', message: messages.api.network });
    const controller = new AbortController();
    controller.abort();
    await expect(createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 }, { signal: controller.signal })).rejects.toBeInstanceOf(ApiRequestError);
    await expect(createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 }, { signal: controller.signal })).rejects.toMatchObject({ kind: 'canceled' });

    const asked = stubFetch(() => new Promise<Response>(() => undefined));
    const during = new AbortController();
    const pending = createBibleApi({ baseURL: '' }).response('chapter', { book: 43, chapter: 3 }, { signal: during.signal });
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    during.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled', status: 0 });
    expect(asked[0].signal.aborted).toBe(true);
  });

  it('gives up after the client’s time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(() => new Promise<Response>(() => undefined));
    const failure = createBibleApi({ baseURL: '', timeout: 1_000 })
      .response('chapter', { book: 43, chapter: 3 })
      .then(() => expect.unreachable(), (e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await failure).toMatchObject({ kind: 'timeout', status: 0, message: messages.api.timeout });
  });

  it('reads GET endpoints only', async () => {
    await expect(createBibleApi({ baseURL: '' }).response('login', { name: 'marie', password: 'x' })).rejects.toThrow('response() reads GET endpoints only');
  });
});

describe('a streamed AI answer (aiStream)', () => {
  // The client loads its stream reader on the first stream; loaded here, with real timers, for the tests that fake them.
  beforeAll(() => Promise.all([import('./ai-stream.js'), import('eventsource-parser')]));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const request = { book: 43, chapter: 3, prompt: 'Résume ce chapitre (Jean 3) en 100 mots environ.', maxTokens: 600, model: 'openai/gpt-oss-120b' };
  const COUNTS = { promptTokens: 1_532, completionTokens: 418, totalTokens: 1_950 };
  const encoder = new TextEncoder();
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  /** A stream's body the test writes to, piece by piece, and ends (or not). */
  function body() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    return {
      stream,
      write: (text: string | Uint8Array) => controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text),
      end: () => controller.close(),
    };
  }

  const streamed = (stream: ReadableStream<Uint8Array>) => new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });

  /** A turn of the event loop: the client has read what was written before it. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('posts the contract’s body under baseURL, asking for the stream, with the same headers as the other calls', async () => {
    document.cookie = 'XSRF-TOKEN=jeton; path=/';
    const answer = body();
    const asked = stubFetch(() => streamed(answer.stream));
    const pending = createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: () => undefined });
    answer.write(event('done', COUNTS));
    await pending;
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe(new URL('/api/oairequest', location.href).href);
    const { method, credentials, headers, body: sent } = asked[0];
    expect({ method, credentials }).toEqual({ method: 'POST', credentials: 'same-origin' });
    expect(headers).toEqual({ 'content-type': 'application/json', accept: 'text/event-stream', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': 'jeton' });
    expect(JSON.parse(sent)).toEqual({ id: 43, chap: 3, pre: request.prompt, maxtokens: 600, model: 'openai/gpt-oss-120b' });
  });

  it('keeps the anti-forgery token from another origin unless allowed, and sends cookies there only when asked', async () => {
    document.cookie = 'XSRF-TOKEN=jeton; path=/';
    const asked = stubFetch(() => streamed(new ReadableStream({ start: (c) => c.enqueue(encoder.encode(event('done', COUNTS))) })));
    await createBibleApi({ baseURL: 'https://api.other.example/' }).aiStream(request, { onDelta: () => undefined });
    await createBibleApi({ baseURL: 'https://api.other.example', sendXsrfCrossOrigin: true, withCredentials: true }).aiStream(request, { onDelta: () => undefined });
    expect(asked.map((a) => a.url)).toEqual(['https://api.other.example/api/oairequest', 'https://api.other.example/api/oairequest']);
    expect(asked.map((a) => a.headers['x-xsrf-token'])).toEqual([undefined, 'jeton']);
    expect(asked.map((a) => a.credentials)).toEqual(['same-origin', 'include']);
  });

  it('hands on each piece as it arrives, in order, then resolves with the counts', async () => {
    const answer = body();
    stubFetch(() => streamed(answer.stream));
    const pieces: string[] = [];
    let counts: unknown;
    const pending = createBibleApi({ baseURL: '' })
      .aiStream(request, { onDelta: (text) => pieces.push(text) })
      .then((c) => (counts = c));

    answer.write(event('delta', { text: '## Résumé\n\n' }));
    await vi.waitFor(() => expect(pieces).toEqual(['## Résumé\n\n']));
    // An event cut anywhere, even inside a letter's bytes (é is two bytes in UTF-8), is read whole.
    const cut = encoder.encode(event('delta', { text: 'Jésus parle ' }) + ': un commentaire\n\n' + event('autre', { x: 1 }) + event('delta', { text: 'avec Nicodème.' }));
    const inLetter = cut.indexOf(0xc3) + 1;
    answer.write(cut.slice(0, inLetter));
    await settle();
    expect(pieces).toHaveLength(1);
    answer.write(cut.slice(inLetter, inLetter + 20));
    answer.write(cut.slice(inLetter + 20));
    await vi.waitFor(() => expect(pieces).toEqual(['## Résumé\n\n', 'Jésus parle ', 'avec Nicodème.']));
    expect(counts).toBeUndefined();

    answer.write(event('done', { ...COUNTS, model: 'en trop' }));
    await pending;
    expect(counts).toEqual(COUNTS);
  });

  it('rejects with the status and message of an `error` event, after the pieces before it', async () => {
    const answer = body();
    stubFetch(() => streamed(answer.stream));
    const pieces: string[] = [];
    const pending = createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: (text) => pieces.push(text) });
    const message = 'Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ] Le fournisseur d’IA n’a pas répondu à temps.';
    answer.write(event('delta', { text: 'Au ' }) + event('error', { status: 504, message }) + event('delta', { text: 'jamais lu' }));
    const failure = await pending.then(() => expect.unreachable(), (e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'http', status: 504, message });
    expect(pieces).toEqual(['Au ']);
  });

  it('rejects an answer that ends without `done` as a network failure', async () => {
    const answer = body();
    stubFetch(() => streamed(answer.stream));
    const pending = createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: () => undefined });
    answer.write(event('delta', { text: 'Au commencement' }) + 'event: done\ndata: {"promptTokens":1');
    answer.end();
    await expect(pending).rejects.toMatchObject({ kind: 'network', status: 0, message: messages.api.network });
  });

  it('rejects a refusal before the stream with the server’s message and wait, a 401 after onUnauthorized', async () => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    stubFetch(() => json(429, { message: 'Limite de ce site atteinte.' }, { 'Retry-After': '42' }));
    await expect(createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: () => undefined })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      retryAfter: 42,
      message: 'Limite de ce site atteinte.',
    });

    const order: string[] = [];
    stubFetch(() => json(401, { message: 'Connexion requise' }));
    const failure = await createBibleApi({ baseURL: '', onUnauthorized: () => order.push('unauthorized') })
      .aiStream(request, { onDelta: () => undefined })
      .catch((error: unknown) => {
        order.push('rejected');
        return error;
      });
    expect(order).toEqual(['unauthorized', 'rejected']);
    expect(failure).toMatchObject({ kind: 'http', status: 401, message: 'Connexion requise' });
  });

  it('reads the whole JSON answer of a server that does not stream as one piece', async () => {
    stubFetch(() => new Response(JSON.stringify({ response: '## Résumé', ...COUNTS }), { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } }));
    const pieces: string[] = [];
    await expect(createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: (text) => pieces.push(text) })).resolves.toEqual(COUNTS);
    expect(pieces).toEqual(['## Résumé']);

    stubFetch(() => new Response('<html>portail</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: (text) => pieces.push(text) })).rejects.toMatchObject({ kind: 'network' });
    expect(pieces).toEqual(['## Résumé']);
  });

  it('rejects no answer as a network failure, and an abort, before or during the answer, as canceled', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: () => undefined })).rejects.toMatchObject({ kind: 'network' });

    const answer = body();
    const asked = stubFetch(() => streamed(answer.stream));
    const before = new AbortController();
    before.abort();
    await expect(createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: () => undefined }, { signal: before.signal })).rejects.toMatchObject({ kind: 'canceled' });

    const during = new AbortController();
    const pieces: string[] = [];
    const pending = createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: (text) => pieces.push(text) }, { signal: during.signal });
    answer.write(event('delta', { text: 'Au ' }));
    await vi.waitFor(() => expect(pieces).toEqual(['Au ']));
    during.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled', status: 0 });
    // The request itself is aborted: the server then stops the provider.
    expect(asked.at(-1)!.signal.aborted).toBe(true);
    expect(pieces).toEqual(['Au ']);
  });

  it('gives up after `timeout` of silence, however long the whole answer takes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = body();
    stubFetch(() => streamed(slow.stream));
    const pieces: string[] = [];
    const answered = createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: (text) => pieces.push(text) }, { timeout: 1_000 });
    for (const word of ['Au ', 'commencement ', 'était ']) {
      await vi.advanceTimersByTimeAsync(900);
      slow.write(event('delta', { text: word }));
    }
    await vi.advanceTimersByTimeAsync(900);
    slow.write(event('done', COUNTS));
    await expect(answered).resolves.toEqual(COUNTS);
    expect(pieces).toEqual(['Au ', 'commencement ', 'était ']);

    const silent = body();
    stubFetch(() => streamed(silent.stream));
    const stalled = createBibleApi({ baseURL: '' }).aiStream(request, { onDelta: () => undefined }, { timeout: 1_000 });
    const failure = stalled.then(() => expect.unreachable(), (e: unknown) => e);
    silent.write(event('delta', { text: 'Au ' }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await failure).toMatchObject({ kind: 'timeout', status: 0, message: messages.api.timeout });
  });

  it('waits AI_CLIENT_TIMEOUT_MS of silence by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(() => streamed(body().stream));
    const failure = createBibleApi({ baseURL: '' })
      .aiStream(request, { onDelta: () => undefined })
      .then(() => expect.unreachable(), (e: unknown) => e);
    await vi.advanceTimersByTimeAsync(AI_CLIENT_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ kind: 'timeout' });
  });
});
