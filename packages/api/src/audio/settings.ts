/**
 * How chapters are spoken and encoded. Every value here is part of the
 * cache key of a synthesized file (cache.ts): changing one makes new files
 * instead of serving the old ones.
 */
export const SPEECH = {
  /** eSpeak NG's French voice (France). */
  voice: 'fr',
  /** Words per minute; eSpeak's default is 175, a little fast for reading aloud. */
  rate: 165,
  /** MP3 bitrate in kbit/s, constant (so a byte offset is a time offset: seeking is exact). */
  bitrate: 32,
  /** Silence after the announcement ("Genèse, chapitre un"), in ms. */
  pauseAfterAnnouncementMs: 700,
  /** Silence after each verse, in ms (eSpeak ends an utterance with almost none). */
  pauseAfterVerseMs: 350,
  /**
   * Bump when the synthesis or encoding changes in a way the values above do
   * not say. 2: every chapter has its verse timings beside it (timings.ts).
   */
  version: 2,
} as const;

/** eSpeak NG's output: 22,050 Hz, mono, 16-bit. */
export const SAMPLE_RATE = 22_050;

/** Samples per MP3 frame at 22,050 Hz (MPEG-2 layer III). */
export const SAMPLES_PER_FRAME = 576;
