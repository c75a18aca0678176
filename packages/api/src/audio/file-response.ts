/**
 * Answers a complete MP3 file (a recording or a cached synthesis) with what
 * an `<audio>` element needs to seek: `Accept-Ranges`, single byte ranges
 * (206), `If-Range`, and revalidation by entity tag (304).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { ifNoneMatch, requestHeader } from '../http.js';
import { completeResponse, withHeaderPolicy, type HeaderRecord } from '../middleware/headers.js';

export interface FileToSend {
  path: string;
  size: number;
  etag: string;
  /** Headers every answer carries (Content-Type, Cache-Control…). */
  headers: HeaderRecord;
}

/**
 * The single range `header` asks of a file of `size` bytes: its first and
 * last byte; 'unsatisfiable' when it starts past the end; null when there
 * is no range to honour (absent, not bytes, several ranges: the whole file
 * is sent, as RFC 9110 allows).
 * @example byteRange('bytes=0-99', 1000) // { start: 0, end: 99 }
 * @example byteRange('bytes=-100', 1000) // { start: 900, end: 999 }
 * @example byteRange('bytes=1000-', 1000) // 'unsatisfiable'
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header && /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * The answer for `file`: 304 when the client has it, 206 for a byte range
 * (when If-Range, if any, names this version), 416 for a range past its
 * end, else 200; HEAD gets the headers only.
 */
export function sendFile(c: Context, file: FileToSend): Response {
  const base: HeaderRecord = { ...file.headers, ETag: file.etag, 'Accept-Ranges': 'bytes' };
  if (ifNoneMatch(requestHeader(c, 'if-none-match'), file.etag)) return completeResponse(c, 304, null, base);

  const ifRange = requestHeader(c, 'if-range');
  const range = ifRange === undefined || ifRange.trim() === file.etag ? byteRange(requestHeader(c, 'range'), file.size) : null;
  if (range === 'unsatisfiable') {
    return completeResponse(c, 416, null, { ...base, 'Content-Range': `bytes */${file.size}`, 'Content-Length': '0' });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const headers: Record<string, string> = { ...base, 'Content-Length': String(end - start + 1) };
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return completeResponse(c, status, null, headers);
  const body = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>;
  // completeResponse takes bytes; a stream gets the same headers and policy through a plain Response.
  return streamResponse(c, status, body, headers);
}

/** A streamed answer with `headers` and the path's header policy. */
export function streamResponse(c: Context, status: number, body: ReadableStream<Uint8Array> | null, headers: HeaderRecord): Response {
  const policy = c.get('headerPolicy') ?? {};
  return new Response(body, { status, headers: withHeaderPolicy(headers, policy) });
}
