/** A cue of a chapter's verse timings, as the browser reads it (a VTTCue's parts). */
export interface VerseCue {
  /** The verse number, as text (the WebVTT cue's id). */
  id: string;
  startTime: number;
  endTime: number;
}

/**
 * How far before a cue's start the audio may be and still be in it: a seek
 * to a verse's start lands within a few milliseconds of it (issue 47), on
 * either side; a mark 10 ms early is not seen.
 */
const SEEK_SLACK = 0.01;

/**
 * The verse the audio is at `time` (seconds), from the chapter's cues in
 * order: the last cue started by then, while the time is inside it; null
 * before the first verse (the announcement) and after the last.
 *
 * Computed from the time rather than read from the track's active cues:
 * at a cue boundary, just after a seek to a verse's start, Chromium keeps the
 * verse above active too (both cues share that instant), and the first
 * active cue was the verse above for the whole of the tapped one (issue 47).
 * @example verseAt(track.cues, audio.currentTime) // 5
 */
export function verseAt(cues: ArrayLike<VerseCue> | null | undefined, time: number): number | null {
  if (!cues) return null;
  let found: VerseCue | undefined;
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i]!;
    if (cue.startTime > time + SEEK_SLACK) break;
    found = cue;
  }
  if (!found || time >= found.endTime) return null;
  const verse = Number(found.id);
  return Number.isInteger(verse) && verse > 0 ? verse : null;
}
