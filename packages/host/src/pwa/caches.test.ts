import { describe, expect, it } from 'vitest';
import { isOfflineBibleCache, OFFLINE_BIBLE_CACHE, offlineBibleCache, offlineKey, translationOf } from './caches.js';

const url = (path: string) => new URL(path, 'https://parole.example');

describe('the offline caches of each translation (issue 41)', () => {
  it('keep Segond’s downloaded Bible where it always was, each other translation’s in a cache of its id', () => {
    expect(offlineBibleCache(undefined)).toBe(OFFLINE_BIBLE_CACHE);
    expect(offlineBibleCache('lsg')).toBe('parole-bible-hors-ligne');
    expect(offlineBibleCache('darby')).toBe('parole-bible-hors-ligne-darby');
    expect(['parole-bible-hors-ligne', 'parole-bible-hors-ligne-martin'].every(isOfflineBibleCache)).toBe(true);
    expect(isOfflineBibleCache('parole-chapitres')).toBe(false);
  });

  it('read the translation a request names, none for the default', () => {
    expect(translationOf(url('/api/lire/1/1?traduction=darby'))).toBe('darby');
    expect(translationOf(url('/api/lire/1/1?traduction=lsg'))).toBeUndefined();
    expect(translationOf(url('/api/lire/1/1'))).toBeUndefined();
  });

  it('key kept audio by path, and by translation for another than Segond’s, whose keys are the bare paths they were', () => {
    expect(offlineKey(url('/mp3/19/117.mp3'))).toBe('/mp3/19/117.mp3');
    expect(offlineKey(url('/mp3/19/117.mp3?traduction=lsg'))).toBe('/mp3/19/117.mp3');
    expect(offlineKey(url('/mp3/19/117.mp3?traduction=darby&x=1'))).toBe('/mp3/19/117.mp3?traduction=darby');
    expect(offlineKey(url('/mp3/19/117/versets.vtt?traduction=martin'))).toBe('/mp3/19/117/versets.vtt?traduction=martin');
  });
});
