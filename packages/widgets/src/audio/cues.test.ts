import { describe, expect, it } from 'vitest';
import { verseAt } from './cues.js';

// Psaumes 23's first cues: the announcement before 2.1 s, then verses 1 to 3.
const cues = [
  { id: '1', startTime: 2.1, endTime: 5.4 },
  { id: '2', startTime: 5.4, endTime: 9.75 },
  { id: '3', startTime: 9.75, endTime: 14 },
];

describe('verseAt', () => {
  it('gives the verse whose cue holds the time', () => {
    expect(verseAt(cues, 3)).toBe(1);
    expect(verseAt(cues, 9.7)).toBe(2);
    expect(verseAt(cues, 13.99)).toBe(3);
  });

  it('gives the later verse at a boundary, and just before it (a seek to its start)', () => {
    expect(verseAt(cues, 5.4)).toBe(2);
    expect(verseAt(cues, 5.395)).toBe(2);
    expect(verseAt(cues, 9.75)).toBe(3);
  });

  it('gives none during the announcement, after the last verse, or without timings', () => {
    expect(verseAt(cues, 0)).toBeNull();
    expect(verseAt(cues, 14)).toBeNull();
    expect(verseAt([], 3)).toBeNull();
    expect(verseAt(null, 3)).toBeNull();
  });
});
