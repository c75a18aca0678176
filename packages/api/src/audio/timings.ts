/**
 * A chapter's verse timings: where each verse starts and ends in its audio,
 * written as WebVTT (one cue per verse, its id the verse number, its text
 * the verse's), the format a standard `<track>` reads
 * (docs/decisions/audio.md, "Verse timings").
 */

/** A verse's place in the chapter's audio, in seconds from its start. */
export interface VerseCue {
  verse: number;
  start: number;
  end: number;
  /** The verse's text, as the reader shows it (plain). */
  text: string;
}

/** `hh:mm:ss.ttt`, as WebVTT writes a time. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A cue's text: one line, its markup characters escaped (a verse never opens a tag nor ends a cue). */
const cueText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * The WebVTT document of a chapter's cues.
 * @example webVtt([{ verse: 1, start: 1.2, end: 4.5, text: 'Au commencement…' }]) // 'WEBVTT\n\n1\n00:00:01.200 --> 00:00:04.500\nAu commencement…\n'
 */
export function webVtt(cues: readonly VerseCue[]): string {
  return ['WEBVTT', '', ...cues.flatMap((c) => [String(c.verse), `${vttTime(c.start)} --> ${vttTime(c.end)}`, cueText(c.text), ''])].join('\n');
}
