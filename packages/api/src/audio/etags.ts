/**
 * The entity tags of a chapter's audio and timings: strong tags, the same on
 * every node and after a restart, so that a browser's conditional request
 * (If-None-Match) is answered 304 wherever it lands.
 */
import { createHash } from 'node:crypto';

/**
 * The strong entity tag of a synthesized chapter: its cache key (cache.ts,
 * `audioKey`), which changes with its text, its settings and its voice.
 * @example synthesizedEtag('k3Fq…') // '"k3Fq…"'
 */
export const synthesizedEtag = (key: string): string => `"${key}"`;

/**
 * The entity tag of a synthesized chapter's timings.
 * @example timingsEtag('k3Fq…') // '"k3Fq…-vtt"'
 */
export const timingsEtag = (key: string): string => `"${key}-vtt"`;

/**
 * A recording's entity tag, from its size and modification time (a replaced file gets a new one).
 * @example recordingEtag(stats.size, stats.mtimeMs) // '"r-…"'
 */
export const recordingEtag = (size: number, mtimeMs: number): string =>
  `"r-${createHash('sha256').update(`${size}:${mtimeMs}`).digest('base64url').slice(0, 16)}"`;
