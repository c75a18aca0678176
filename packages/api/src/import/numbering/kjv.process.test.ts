/**
 * The KJV's numbering (issue 43), as committed in packages/bible's data,
 * held to its facts over the whole Bible (docs/decisions/crossrefs.md, "The
 * KJV's numbering"): regenerating it from SWORD's KJV counts and Segond's
 * text changes nothing; SWORD's own map from the Segond numbering agrees
 * with it but where listed; every KJV verse maps, once, to product keys, and
 * the keys without one are the Psalms' titles; and well-known cross
 * references of the OpenBible file point at Segond verses that say what they
 * mean.
 */
import { readFile } from 'node:fs/promises';
import { foldText, KJV_NUMBERING, KJV_NUMBERING_DATA, verseId } from '@parole/bible';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { keysOfOsis } from '../crossrefs.js';
import { readUsfmDir } from '../source.js';
import { productText, readTranslation, type TranslationText } from './generate.js';
import { checkKjvAgainstSword, generatedKjvNumbering, KJV_JOINS } from './kjv.js';
import { SWORD_COUNTS, SWORD_SEGOND_MAPPINGS } from './sword-counts.js';
import { parseSwordCounts, parseSwordMappings } from './sword.js';

const config = loadConfig();
const KJV_COUNTS = parseSwordCounts(SWORD_COUNTS.KJV!);
/** Reading Segond's text: a second or two, several on a busy machine. */
const SLOW = 60_000;

let product: TranslationText;
let crossReferences: Set<string>;

beforeAll(async () => {
  product = productText(readTranslation(await readUsfmDir(config.usfmDir)));
  const file = await readFile(config.crossReferencesFile!, 'utf8');
  crossReferences = new Set(file.split('\n').map((line) => line.split('\t').slice(0, 2).join('\t')));
}, SLOW);

const textOf = (key: number) => {
  const book = Math.floor(key / 1_000_000);
  const verses = product[book - 1]!;
  return verses.find((v) => verseId(book, v.chapter, v.verse) === key)!.text;
};

describe('the KJV’s numbering, over the whole Bible', () => {
  it('is what the generator makes of SWORD’s KJV counts and Segond’s text: regenerating changes nothing', () => {
    expect(generatedKjvNumbering(KJV_COUNTS, product), 'run npm run versification').toBe(KJV_NUMBERING_DATA);
  });

  it('agrees with SWORD’s own map from the Segond numbering, but where kjv.ts says why and for the 66 title verses', () => {
    const { problems, titles } = checkKjvAgainstSword(KJV_NUMBERING_DATA, parseSwordCounts(SWORD_COUNTS.Segond!), parseSwordMappings(SWORD_SEGOND_MAPPINGS));
    expect(problems).toEqual([]);
    expect(titles).toBe(66);
  });

  it('maps every KJV verse to product keys, each once; the keys without one are the Psalms’ titles', () => {
    const covering = new Map<number, string[]>();
    const wrong: string[] = [];
    let verses = 0;
    KJV_COUNTS.forEach((chapters, b) => {
      if (KJV_NUMBERING.chapterCount(b + 1) !== chapters.length) wrong.push(`book ${b + 1}: ${KJV_NUMBERING.chapterCount(b + 1)} chapters`);
      chapters.forEach((n, c) => {
        if (KJV_NUMBERING.verseNumbers(b + 1, c + 1).length !== n) wrong.push(`${b + 1} ${c + 1}: not ${n} verses`);
        for (let v = 1; v <= n; v++, verses++) {
          const keys = KJV_NUMBERING.toProduct(b + 1, c + 1, v);
          if (keys.length === 0) wrong.push(`${b + 1} ${c + 1}:${v} maps to no key`);
          for (const key of keys) covering.set(key, [...(covering.get(key) ?? []), `${b + 1} ${c + 1}:${v}`]);
        }
      });
    });
    for (const [key, from] of covering) {
      const back = KJV_NUMBERING.fromProduct(key).map((v) => `${v.book} ${v.chapter}:${v.verse}`);
      if (back.join() !== from.join()) wrong.push(`${key}: ${back.join()} back, ${from.join()} to it`);
    }
    expect(wrong).toEqual([]);
    expect(verses).toBe(31_102);
    const uncovered = product.flatMap((verses, b) => verses.map((v) => verseId(b + 1, v.chapter, v.verse)).filter((key) => !covering.has(key)));
    expect(uncovered).toHaveLength(66);
    for (const key of uncovered) {
      expect(Math.floor(key / 1_000_000)).toBe(19);
      expect(textOf(key), `${key}`).toMatch(/^(Au chef des chantres|Psaume|Cantique|Hymne|Prière|Complainte|De David|Lorsqu|A l’occasion)/);
    }
    // Every product key but the titles: 31,170 - 66.
    expect(covering.size).toBe(31_104);
  });

  it('lists each join where the counts differ without a neighbour to make up for it', () => {
    expect(Object.keys(KJV_JOINS)).toHaveLength(10);
  });
});

/**
 * Well-known cross references of the OpenBible file (KJV numbering), where
 * the KJV and Segond number otherwise, and words of the Segond verse the
 * target maps to (its first key, and its last for a range).
 */
const SAMPLE: ReadonlyArray<{ from: string; to: string; first: string; last?: string }> = [
  { from: 'Ezek.36.26', to: 'Ps.51.10', first: 'Crée en moi un cœur pur' },
  { from: 'Rom.3.4', to: 'Ps.51.4', first: 'tu seras juste dans ta sentence' },
  { from: 'Matt.27.46', to: 'Ps.22.1', first: 'Pourquoi m’as-tu abandonné' },
  { from: 'Heb.10.7', to: 'Ps.40.7-Ps.40.8', first: 'Voici, je viens', last: 'Je veux faire ta volonté' },
  { from: 'John.2.17', to: 'Ps.69.9', first: 'le zèle de ta maison me dévore' },
  { from: 'Heb.1.8', to: 'Ps.45.6-Ps.45.7', first: 'Ton trône, ô Dieu, est à toujours' },
  { from: 'Acts.2.17', to: 'Joel.2.28-Joel.2.32', first: 'je répandrai mon esprit sur toute chair' },
  { from: 'Matt.11.14', to: 'Mal.4.5', first: 'je vous enverrai Élie' },
  { from: 'Luke.1.78', to: 'Mal.4.2', first: 'le soleil de la justice' },
  { from: 'Luke.2.11', to: 'Isa.9.6', first: 'un enfant nous est né' },
  { from: 'Matt.2.6', to: 'Mic.5.2', first: 'Bethléhem Éphrata' },
  { from: 'Matt.12.40', to: 'Jonah.1.17', first: 'un grand poisson' },
  { from: '1Pet.2.10', to: 'Hos.1.9-Hos.1.10', first: 'vous n’êtes pas mon peuple', last: 'Fils du Dieu vivant' },
  { from: 'Gen.1.1', to: 'Eccl.12.1', first: 'souviens-toi de ton créateur' },
  { from: 'Exod.7.16', to: 'Exod.8.1', first: 'Laisse aller mon peuple' },
  { from: 'Deut.12.3', to: 'Rev.13.1', first: 'il se tint sur le sable de la mer', last: 'une bête qui avait dix cornes' },
  { from: 'John.3.16', to: 'Rom.5.8', first: 'Dieu prouve son amour envers nous' },
];

const keysOf = (osis: string) => keysOfOsis(osis) ?? [];

describe('a sample of the cross references, mapped', () => {
  it.each(SAMPLE)('$from → $to points at a Segond verse that says it', ({ from, to, first, last }) => {
    expect(crossReferences.has(`${from}\t${to}`), 'a row of the file').toBe(true);
    const [start, end = start] = to.split('-');
    expect(foldText(textOf(keysOf(start!)[0]!))).toContain(foldText(first));
    if (last) expect(foldText(textOf(keysOf(end!).at(-1)!))).toContain(foldText(last));
  }, SLOW);

  it('maps a source verse Segond holds with another to that verse: Job 34:37 « he clappeth his hands »', () => {
    expect(crossReferences.has('Job.34.37\tJob.27.23')).toBe(true);
    expect(foldText(textOf(keysOf('Job.34.37')[0]!))).toContain(foldText('Il bat des mains au milieu de nous'));
    expect(foldText(textOf(keysOf('Job.27.23')[0]!))).toContain(foldText('On bat des mains à sa chute'));
  });
});
