import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { chapterTrack } from './chapterTrack.js';

describe('chapterTrack (issue 41)', () => {
  const client = fakeClient();

  it('asks a translation’s audio and timings with its id', () => {
    expect(chapterTrack(client, { book: 39, chapter: 4 }, 'martin')).toEqual({
      key: '39/4',
      src: '/mp3/39/4.mp3?traduction=martin',
      timings: '/mp3/39/4/versets.vtt?traduction=martin',
    });
  });

  it('asks Louis Segond 1910’s at the URLs it always had, named or not', () => {
    const segond = { key: '19/117', src: '/mp3/19/117.mp3', timings: '/mp3/19/117/versets.vtt' };
    expect(chapterTrack(client, { book: 19, chapter: 117 })).toEqual(segond);
    expect(chapterTrack(client, { book: 19, chapter: 117 }, 'lsg')).toEqual(segond);
  });
});
