/**
 * GET /mp3/{id}/{chap}.mp3 (spec, section 7): a chapter read aloud
 * (docs/decisions/audio.md).
 *
 * - A recording or an already synthesized chapter is a file: byte ranges
 *   (seeking), entity tag, a month of caching; the recently asked ones
 *   (up to 64 MB) are answered from memory.
 * - Otherwise the chapter is synthesized now and streamed while it is made,
 *   its first bytes within a second (Accept-Ranges: none until it is
 *   complete); requests for the same chapter meanwhile share that synthesis.
 * - A chapter the book does not have is 404 JSON; a full cache disk 507, a
 *   failed synthesis 500, both JSON and logged, when nothing was sent yet
 *   (a failure mid-stream cuts the stream: the client sees it incomplete).
 * - New syntheses are bounded (docs/decisions/audio.md, "Bounds"): per
 *   client address and minute (429), and in all (AUDIO_MAX_SYNTHESES, 503),
 *   both JSON with Retry-After; a cached chapter, or joining one being
 *   made, never counts and is never refused.
 * - `?traduction=darby` (issue 41): that translation's chapter, in its
 *   numbering, from its text; an id the server does not have is the 400 of
 *   every read. Its syntheses count in the same bounds as Segond's.
 */
import { Hono } from 'hono';
import { AUDIO_NAME_HEADER, AUDIO_SOURCE_HEADER, media, REFUSALS, type AudioSource, type Refusal } from '@parole/bible';
import type { Context } from 'hono';
import { CacheFullError } from '../audio/cache.js';
import { SynthesesBusyError, type ChapterAudio } from '../audio/chapter-audio.js';
import { FileMemory, sendFile } from '../audio/file-response.js';
import { AbandonedError } from '../audio/production.js';
import type { Texts } from '../db/texts.js';
import { clientAddress, ifNoneMatch, refuse, requestHeader } from '../http.js';
import { completeResponse, streamResponse } from '../headers.js';
import { validate } from '../middleware/validate.js';
import { memoryWindowLimit } from '../state/rate-limits.js';
import { textOf } from './translations.js';

/**
 * A chapter's audio changes only with its text or the synthesis settings,
 * and its URL carries no version: a month of caching, then a revalidation
 * that costs a 304 (the entity tag is the hash of what was spoken).
 */
export const AUDIO_CACHE_CONTROL = 'public, max-age=2592000';

export const AUDIO_TYPE = 'audio/mpeg';

/** The verse timings' type (WebVTT). */
export const TIMINGS_TYPE = 'text/vtt; charset=utf-8';

/**
 * New chapter syntheses (chapters neither cached nor being made) one client
 * address may start per minute. A listener starts one a chapter, and a
 * chapter lasts minutes (Psaume 117, the shortest, 15 s; most, 3 to 8 min):
 * even skipping through chapters, a person starts a few a minute at most.
 * Six leave room for that and for a family or a church behind one address,
 * while one client can no longer hold the threads with dozens of chapters
 * (issue: 24 cold chapters at once delayed everyone's audio for 4 minutes).
 */
export const AUDIO_SYNTHESES_PER_MINUTE = 6;

/**
 * Seconds a client is asked to wait when AUDIO_MAX_SYNTHESES chapters are
 * being made: most chapters take a few seconds to synthesize, so one of
 * them has usually ended by then.
 */
export const AUDIO_BUSY_RETRY_AFTER_SECONDS = 5;

/** A new synthesis refused to a client address over AUDIO_SYNTHESES_PER_MINUTE, for `retryAfter` seconds. */
class AddressLimitError extends Error {
  constructor(readonly retryAfter: number) {
    super('too many new syntheses from this address');
  }
}

/** An answer's entity tag, or, without one, the header that keeps it out of every cache. */
const keptAs = (etag: string | null): Record<string, string> => (etag === null ? { 'Cache-Control': 'no-store' } : { ETag: etag });

/** A refusal in JSON that says when to try again, never cached. */
function refuseFor(c: Context, seconds: number, refusal: Refusal): Response {
  return refuse(c, refusal, { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
}

export interface AudioRouteOptions {
  /** The clock of the limit per address (ms since the epoch); Date.now by default. */
  now?: () => number;
}

/**
 * The audio route, mounted at '/': the chapters of the translations `texts`
 * has (the server's).
 * @example app.route('/', audioRoutes(audio, texts));
 */
export function audioRoutes(audio: ChapterAudio, texts: Pick<Texts, 'ids' | 'get'>, { now = () => Date.now() }: AudioRouteOptions = {}): Hono {
  const log = audio.log;
  // The headers of each kind of answer, one object each (their merge with the policy is then made once).
  // Where the bytes come from, readable by an embed's page too (the player names the voice from it).
  const headers = { 'Content-Type': AUDIO_TYPE, 'Cache-Control': AUDIO_CACHE_CONTROL, 'Access-Control-Expose-Headers': `${AUDIO_SOURCE_HEADER}, ${AUDIO_NAME_HEADER}` };
  const recordingName: Record<string, string> = audio.recordingsName === undefined ? {} : { [AUDIO_NAME_HEADER]: encodeURIComponent(audio.recordingsName) };
  const fileHeaders = {
    recording: { ...headers, [AUDIO_SOURCE_HEADER]: 'recording' satisfies AudioSource, ...recordingName },
    cache: { ...headers, [AUDIO_SOURCE_HEADER]: 'cache' satisfies AudioSource },
  };
  // Recent files answered from memory (audio/file-response.ts).
  const memory = new FileMemory();
  // Counted in this process's memory: the limit protects this server's threads. One count per
  // address whatever the translation: a chapter of Darby is a new synthesis like one of Segond.
  const overLimit = memoryWindowLimit(AUDIO_SYNTHESES_PER_MINUTE, 60_000, now);
  const timingsHeaders = { 'Content-Type': TIMINGS_TYPE, 'Cache-Control': AUDIO_CACHE_CONTROL };
  // Called only when a request would start a new synthesis.
  const admitFor = (c: Context) => () => {
    const wait = overLimit(clientAddress(c));
    if (wait > 0) throw new AddressLimitError(wait);
  };
  /** The refusal of a synthesis that could not start or failed. */
  const refuseSynthesis = (c: Context, err: unknown): Response => {
    if (err instanceof AddressLimitError) return refuseFor(c, err.retryAfter, REFUSALS.tooManyChapterAudios(err.retryAfter));
    if (err instanceof SynthesesBusyError) {
      log(`GET ${c.req.path}: refused, ${err.message} (AUDIO_MAX_SYNTHESES)`);
      return refuseFor(c, AUDIO_BUSY_RETRY_AFTER_SECONDS, REFUSALS.audioBusy);
    }
    if (err instanceof CacheFullError) {
      log(`GET ${c.req.path}: audio cache disk full: ${err.message}`);
      return refuse(c, REFUSALS.audioCacheFull);
    }
    // Every listener left, the one waiting for the timings too: nobody hears this answer.
    if (err instanceof AbandonedError) return refuse(c, REFUSALS.audioFailed);
    log(`GET ${c.req.path}: audio synthesis failed: ${(err as Error).message}`);
    return refuse(c, REFUSALS.audioFailed);
  };

  const app = new Hono();
  app.get(media.chapterAudio.path, validate(media.chapterAudio), async (c) => {
    const { book, chapter, translation: asked } = c.req.valid('param');
    const text = textOf(c, texts, asked);
    if (text instanceof Response) return text;
    const translation = text.tables.id;
    const head = c.req.method === 'HEAD';
    let source;
    try {
      source = await audio.source(book, chapter, { start: !head, admit: admitFor(c), translation });
      if (source?.kind === 'live') await source.production.started;
    } catch (err) {
      return refuseSynthesis(c, err);
    }
    if (!source) return refuse(c, REFUSALS.chapterNotFound);

    switch (source.kind) {
      case 'recording':
      case 'cache':
        return sendFile(c, { path: source.path, size: source.size, etag: source.etag, headers: fileHeaders[source.kind] }, memory);
      case 'pending':
      case 'live': {
        // Being made: the whole chapter from its first byte, ranges ignored (RFC 9110 allows it).
        // The speech provider's has no entity tag, and is not to be kept: its end may yet be eSpeak NG's.
        const etag = source.kind === 'live' ? source.production.etag : source.etag;
        const live = { ...headers, ...keptAs(etag), 'Accept-Ranges': 'none', [AUDIO_SOURCE_HEADER]: 'live' satisfies AudioSource };
        return streamResponse(c, 200, source.kind === 'live' && !head ? source.production.stream() : null, live);
      }
    }
  });

  // The verse timings: made with the audio (a request for a chapter not made yet starts it, within the same bounds).
  app.get(media.chapterTimings.path, validate(media.chapterTimings), async (c) => {
    const { book, chapter, translation: asked } = c.req.valid('param');
    const text = textOf(c, texts, asked);
    if (text instanceof Response) return text;
    let timings;
    try {
      timings = await audio.timings(book, chapter, { admit: admitFor(c), signal: c.req.raw.signal, translation: text.tables.id });
    } catch (err) {
      return refuseSynthesis(c, err);
    }
    if (!timings) return refuse(c, REFUSALS.chapterNotFound);
    switch (timings.kind) {
      case 'missing':
        return refuse(c, REFUSALS.timingsMissing);
      case 'file':
        return sendFile(c, { path: timings.path, size: timings.size, etag: timings.etag, headers: timingsHeaders }, memory);
      case 'text': {
        const body = new TextEncoder().encode(timings.vtt);
        const kept = { ...timingsHeaders, ...keptAs(timings.etag) };
        if (timings.etag !== null && ifNoneMatch(requestHeader(c, 'if-none-match'), timings.etag)) return completeResponse(c, 304, null, kept);
        return completeResponse(c, 200, body, { ...kept, 'Content-Length': String(body.byteLength) });
      }
    }
  });
  return app;
}
