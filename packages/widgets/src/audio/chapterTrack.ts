/**
 * A chapter's track for the player: its audio and its verse timings
 * (`media.chapterAudio`, `media.chapterTimings`), in a translation (issue
 * 41). Shared by the reader's player, the plan's and what the site keeps
 * offline, so that all three ask the server the same URLs.
 */
import { DEFAULT_TRANSLATION, type ChapterRef } from '@parole/bible';
import type { BibleApi } from '../api/client.js';
import type { AudioTrack } from './useAudioPlayer.js';

/**
 * The track of a chapter of `translation` (its id; Louis Segond 1910 when
 * absent or `lsg`, whose URLs then carry no `traduction`, as before: one
 * URL, one file in the browser's cache). Its key is the chapter's (`43/3`):
 * the player tells tracks apart by key and URL, so the same chapter in
 * another translation is another track.
 * @example chapterTrack(client, { book: 19, chapter: 117 }, 'darby') // { key: '19/117', src: '…/mp3/19/117.mp3?traduction=darby', timings: '…/mp3/19/117/versets.vtt?traduction=darby' }
 */
export function chapterTrack(client: Pick<BibleApi, 'mediaUrl'>, { book, chapter }: ChapterRef, translation?: string): AudioTrack {
  const input = { book, chapter, translation: translation === DEFAULT_TRANSLATION ? undefined : translation };
  return { key: `${book}/${chapter}`, src: client.mediaUrl('chapterAudio', input), timings: client.mediaUrl('chapterTimings', input) };
}
