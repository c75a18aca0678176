/**
 * Answers a complete MP3 file (a recording or a cached synthesis) with what
 * an `<audio>` element needs to seek: `Accept-Ranges`, single byte ranges
 * (206), `If-Range`, and revalidation by entity tag (304).
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { ifNoneMatch, requestHeader } from '../http.js';
import { completeResponse, streamResponse, type HeaderRecord } from '../headers.js';

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

/** Files up to this size are kept in memory once read (at 32 kbit/s, 8 minutes of audio: most chapters). */
export const MEMORY_FILE_MAX_BYTES = 2_000_000;
/** Bytes of files kept in memory at most, least recently used first out. */
export const MEMORY_FILES_BYTES = 64_000_000;

/** A file read into memory, with the headers of its whole answer, made once. */
interface KeptFile {
  body: Uint8Array<ArrayBuffer>;
  /** The caller's headers these were made from (the same object for every answer of a route). */
  from: HeaderRecord;
  /** Headers of a 304 and the base of a 206. */
  base: HeaderRecord;
  /** Headers of a 200. */
  whole: HeaderRecord;
}

/**
 * The files recently sent, in memory: answering a file from its bytes costs
 * a few microseconds, streaming it from disk (open, read, close, a web
 * stream) ten times more (docs/performance.md, "endpoints"). A file is kept
 * by its path, size and entity tag, which change when it does (a cached
 * synthesis is named by what it says; a recording's tag hashes its size and
 * time), so a kept copy is never stale. Bounded in bytes; larger files
 * (MEMORY_FILE_MAX_BYTES) are streamed each time.
 */
export class FileMemory {
  private readonly entries = new Map<string, Promise<KeptFile | null>>();
  private bytes = 0;
  constructor(
    private readonly capacity = MEMORY_FILES_BYTES,
    private readonly maxFile = MEMORY_FILE_MAX_BYTES,
  ) {}

  /** The kept file, read now when it is not kept yet; null when it is too large to keep. */
  async get(file: FileToSend): Promise<KeptFile | null> {
    if (file.size > this.maxFile || file.size > this.capacity) return null;
    const key = `${file.size} ${file.etag} ${file.path}`;
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      const made = readFile(file.path).then((data) => (data.byteLength === file.size ? new Uint8Array(data) : null));
      entry = made.then((body) => body && { body, ...fileHeaders(file.headers, file.etag, body.byteLength) });
      this.entries.set(key, entry);
      this.bytes += file.size;
      const forget = () => {
        if (this.entries.get(key) !== entry) return;
        this.entries.delete(key);
        this.bytes -= file.size;
      };
      // A file that could not be read, or changed meanwhile, is not kept.
      entry.then((kept) => kept ?? forget(), forget);
      for (const oldest of this.entries.keys()) {
        if (this.bytes <= this.capacity) break;
        this.entries.delete(oldest);
        this.bytes -= Number(oldest.slice(0, oldest.indexOf(' ')));
      }
    }
    const kept = await entry;
    if (kept && kept.from !== file.headers) Object.assign(kept, fileHeaders(file.headers, file.etag, kept.body.byteLength));
    return kept;
  }

  /** Bytes kept (settled or being read). */
  get size(): number {
    return this.bytes;
  }
}

function fileHeaders(from: HeaderRecord, etag: string, size: number): Omit<KeptFile, 'body'> {
  const base: HeaderRecord = { ...from, ETag: etag, 'Accept-Ranges': 'bytes' };
  return { from, base, whole: { ...base, 'Content-Length': String(size) } };
}

/**
 * The answer for `file`: 304 when the client has it, 206 for a byte range
 * (when If-Range, if any, names this version), 416 for a range past its
 * end, else 200; HEAD gets the headers only. With `memory`, a file small
 * enough is answered from its bytes in memory, else streamed from disk.
 * Pass the same `file.headers` object for every answer of a kind.
 */
export async function sendFile(c: Context, file: FileToSend, memory?: FileMemory): Promise<Response> {
  const kept = memory && c.req.method !== 'HEAD' ? await memory.get(file) : null;
  const base: HeaderRecord = kept?.base ?? { ...file.headers, ETag: file.etag, 'Accept-Ranges': 'bytes' };
  if (ifNoneMatch(requestHeader(c, 'if-none-match'), file.etag)) return completeResponse(c, 304, null, base);

  const ifRange = requestHeader(c, 'if-range');
  const rangeHeader = requestHeader(c, 'range');
  const range = rangeHeader !== undefined && (ifRange === undefined || ifRange.trim() === file.etag) ? byteRange(rangeHeader, file.size) : null;
  if (range === 'unsatisfiable') {
    return completeResponse(c, 416, null, base, { 'Content-Range': `bytes */${file.size}`, 'Content-Length': '0' });
  }
  if (kept) {
    if (!range) return completeResponse(c, 200, kept.body, kept.whole);
    const { start, end } = range;
    const part = kept.body.subarray(start, end + 1);
    return completeResponse(c, 206, part, base, { 'Content-Length': String(part.byteLength), 'Content-Range': `bytes ${start}-${end}/${file.size}` });
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
