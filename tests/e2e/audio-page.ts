/**
 * What a journey reads of the page's chapter audio (the reader's `<audio>`
 * element and the cues it read from the chapter's timings), for the audio
 * journeys (audio.test.ts, listening-phone.test.ts).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Playback {
  /** The path the element plays (`/mp3/19/117.mp3`). */
  src: string;
  currentTime: number;
  paused: boolean;
  rate: number;
  /** The element's MediaError code, or null. */
  error: number | null;
}

/** The page's `<audio>` element: what it plays, where, how fast, and its error. */
export const playback = (page: Page): Promise<Playback | null> =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return (
      audio && {
        src: new URL(audio.currentSrc || audio.src, location.href).pathname,
        currentTime: audio.currentTime,
        paused: audio.paused,
        rate: audio.playbackRate,
        error: audio.error?.code ?? null,
      }
    );
  });

/**
 * Waits until the page plays `src` without an error: its position moves past
 * `seconds`. A chapter's timings come once it is made, which on a busy shared
 * machine takes tens of seconds (`timeout`): slowness, not a failure.
 */
export async function playing(page: Page, src: string, { seconds = 0.5, timeout = 30_000 }: { seconds?: number; timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => playback(page), { timeout })
    .toMatchObject({ src, paused: false, error: null, currentTime: expect.toSatisfy((t: number) => t > seconds) });
}

/** Plays every track of the page's `<audio>` `rate` times faster (a new source resets the rate to the default one). */
export const faster = (page: Page, rate = 4) =>
  page.evaluate((rate) => {
    const audio = document.querySelector('audio')!;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, rate);

/** The verse marked as being read (`aria-current`), or null. */
export const markedVerse = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    const verse = document.querySelector('[data-verset][aria-current="true"]');
    return verse ? Number(verse.getAttribute('data-verset')) : null;
  });

/** A verse's cue, [start, end), as the browser read it from the chapter's timings. */
export const cue = (page: Page, verse: number): Promise<{ start: number; end: number } | null> =>
  page.evaluate((verse) => {
    const found = document.querySelector('audio')?.textTracks[0]?.cues?.getCueById(String(verse));
    return found ? { start: found.startTime, end: found.endTime } : null;
  }, verse);

/** Where a verse starts in the playing chapter, or null before its cue is read. */
export const cueStart = async (page: Page, verse: number): Promise<number | null> => (await cue(page, verse))?.start ?? null;
