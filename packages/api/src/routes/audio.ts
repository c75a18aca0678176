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
 */
import { Hono } from 'hono';
import { CONTRACT_MESSAGES, media } from '@parole/bible';
import { CacheFullError } from '../audio/cache.js';
import type { ChapterAudio } from '../audio/chapter-audio.js';
import { FileMemory, sendFile, streamResponse } from '../audio/file-response.js';
import { MESSAGES } from '../messages.js';
import { validate } from '../middleware/validate.js';

/**
 * A chapter's audio changes only with its text or the synthesis settings,
 * and its URL carries no version: a month of caching, then a revalidation
 * that costs a 304 (the entity tag is the hash of what was spoken).
 */
export const AUDIO_CACHE_CONTROL = 'public, max-age=2592000';

export const AUDIO_TYPE = 'audio/mpeg';

/** Which of the sources answered (for logs, tests and the benchmark). */
export const AUDIO_SOURCE_HEADER = 'X-Parole-Audio';

/**
 * The audio route, mounted at '/'.
 * @example app.route('/', audioRoutes(audio));
 */
export function audioRoutes(audio: ChapterAudio): Hono {
  const log = audio.log;
  // The headers of each kind of answer, one object each (their merge with the policy is then made once).
  const headers = { 'Content-Type': AUDIO_TYPE, 'Cache-Control': AUDIO_CACHE_CONTROL };
  const fileHeaders = {
    recording: { ...headers, [AUDIO_SOURCE_HEADER]: 'recording' },
    cache: { ...headers, [AUDIO_SOURCE_HEADER]: 'cache' },
  };
  // Recent files answered from memory (audio/file-response.ts).
  const memory = new FileMemory();
  const app = new Hono();
  app.get(media.chapterAudio.path, validate(media.chapterAudio), async (c) => {
    const { book, chapter } = c.req.valid('param');
    const head = c.req.method === 'HEAD';
    let source;
    try {
      source = await audio.source(book, chapter, { start: !head });
      if (source?.kind === 'live') await source.production.started;
    } catch (err) {
      if (err instanceof CacheFullError) {
        log(`GET ${c.req.path}: audio cache disk full: ${err.message}`);
        return c.json({ message: MESSAGES.audioCacheFull }, 507);
      }
      log(`GET ${c.req.path}: audio synthesis failed: ${(err as Error).message}`);
      return c.json({ message: MESSAGES.audioFailed }, 500);
    }
    if (!source) return c.json({ message: CONTRACT_MESSAGES.chapterNotFound }, 404);

    switch (source.kind) {
      case 'recording':
      case 'cache':
        return sendFile(c, { path: source.path, size: source.size, etag: source.etag, headers: fileHeaders[source.kind] }, memory);
      case 'pending':
      case 'live': {
        // Being made: the whole chapter from its first byte, ranges ignored (RFC 9110 allows it).
        const live = { ...headers, ETag: source.etag, 'Accept-Ranges': 'none', [AUDIO_SOURCE_HEADER]: 'live' };
        return streamResponse(c, 200, source.kind === 'live' && !head ? source.production.stream() : null, live);
      }
    }
  });
  return app;
}
