import { describe, expect, it } from 'vitest';
import { crossReferencesDocument, joinCrossReferences, productKeysOf, targetIn, type TranslatedReference } from './crossrefs.js';
import type { Verse } from './contract/types.js';
import { placeOfVerse, verseId } from './ids.js';

const CREDIT = { texte: 'Références croisées : OpenBible.info (CC BY)', lien: 'https://www.openbible.info/labs/cross-references/' };
const verseAt = (id: number): Verse => {
  const p = placeOfVerse(id);
  return { id, livre_id: p.book, chapitre: p.chapter, verset: p.verse, texte: `v${id}`, livre: { nom: 'x', abr: 'x' } };
};

describe('the cross references’ composition', () => {
  it('reads a translation’s verse as product keys, and a range of keys as the translation’s verses', () => {
    expect(productKeysOf('lsg', 43, 3, 16)).toEqual([verseId(43, 3, 16)]);
    expect(productKeysOf('darby', 1, 32, 1)).toEqual([verseId(1, 31, 55)]);
    expect(targetIn('lsg', verseId(1, 31, 55), verseId(1, 31, 55))).toEqual([verseId(1, 31, 55), verseId(1, 31, 55)]);
    expect(targetIn('darby', verseId(1, 31, 55), verseId(1, 31, 55))).toEqual([verseId(1, 32, 1), verseId(1, 32, 1)]);
    // Across a chapter's end: Segond's 31:54-55 are Darby's 31:54 and 32:1.
    expect(targetIn('darby', verseId(1, 31, 54), verseId(1, 31, 55))).toEqual([verseId(1, 31, 54), verseId(1, 32, 1)]);
    // A verse Darby does not have.
    expect(targetIn('darby', verseId(40, 23, 14), verseId(40, 23, 14))).toBeNull();
  });

  it('keeps a target two keys share once with the more votes, most voted first, and formats as the server', () => {
    const rows: Record<number, number[][]> = { 1: [[verseId(45, 5, 8), 5], [verseId(62, 4, 9), 7, verseId(62, 4, 10)]], 2: [[verseId(45, 5, 8), 9]] };
    const joined = joinCrossReferences('lsg', [1, 2], (key) => rows[key], verseAt)!;
    expect(joined.map((r) => [r.verse.id, r.lastId, r.votes])).toEqual([
      [verseId(45, 5, 8), verseId(45, 5, 8), 9],
      [verseId(62, 4, 9), verseId(62, 4, 10), 7],
    ]);
    const document = crossReferencesDocument({ book: 43, chapter: 3, verse: 16 }, joined, 1, CREDIT, 'lsg');
    expect(document).toMatchObject({ reference: 'Jean 3:16', total: 2, traduction_id: 'lsg', references: [{ reference: 'Romains 5:8', fin: null, votes: 9 }] });
    expect(crossReferencesDocument({ book: 43, chapter: 3, verse: 16 }, joined, 10, CREDIT, 'lsg').references[1]).toMatchObject({
      reference: '1 Jean 4:9-10',
      fin: { livre_id: 62, chapitre: 4, verset: 10 },
    });
  });

  it('answers nothing when a verse needed is not at hand (a chapter not downloaded)', () => {
    const none = (): Verse | undefined => undefined;
    expect(joinCrossReferences('lsg', [1], () => [[verseId(45, 5, 8), 5]], none)).toBeUndefined();
    const empty: TranslatedReference[] | undefined = joinCrossReferences('lsg', [1], () => undefined, none);
    expect(empty).toEqual([]);
  });
});
