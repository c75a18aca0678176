/**
 * The ids of verses and chapters in the contract (`Verse.id`,
 * `ChapterItem.id`), written once in the domain (../ids.ts), below both the
 * contract and the translations' numberings (versification/), which need
 * them alike.
 */
export { chapterId, chapterOfVerse, chapterVerseRange, placeOfVerse, verseId, verseOfId } from '../ids.js';
