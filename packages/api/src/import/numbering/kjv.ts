/**
 * The KJV's numbering mapped to the product's verse keys (issue 43): the
 * English numbering of the cross references (OpenBible.info), which no
 * reader reads, written as data like each translation's
 * (packages/bible/src/versification/data/kjv.ts, by `npm run versification`).
 *
 * No KJV text is at hand to align words with, so the map is worked out from
 * facts and rules (docs/decisions/crossrefs.md, "The KJV's numbering"):
 * - the facts: SWORD's KJV verse counts per chapter (Debian's libsword-dev),
 *   the product's (the chapter table) and Segond's text;
 * - the rules, in this order, book by book:
 *   1. a Psalm with more verses in Segond than in the KJV has that many
 *      title verses at its start (Segond numbers a title, « Au chef des
 *      chantres. Psaume de David. », as verse 1, two for Psaumes 51, 52, 54
 *      and 60; the KJV prints it unnumbered above verse 1): the KJV's verse
 *      v is Segond's v + that many, and no KJV verse is a title's;
 *   2. a verse the two texts cut otherwise (one verse of one holds two of
 *      the other, or a clause moves to the next verse) is a listed join
 *      (KJV_JOINS), each with why: the counts say which chapters, not where;
 *   3. every other verse pairs, in order, with the product's next one:
 *      within a run of chapters whose totals agree this moves the chapter
 *      boundaries where the two numberings put them elsewhere (Joël 2:28 of
 *      the KJV is the table's 3:1, Malachie 4:1 its 3:19, Exode 8:1 its
 *      7:26), and is the verse of the same number everywhere else.
 *   The generator fails when a book's verses do not end together, when a
 *   verse moves in a chapter whose counts agree (a difference no rule
 *   explains), or when a title verse does not read as a title.
 * - the check: SWORD's own map from its Segond numbering to the KJV's
 *   (`mappings_segond`) must agree with this one but where listed
 *   (KJV_SWORD_DISAGREEMENTS) and for the Psalms' titles, which SWORD maps to
 *   the KJV's verse 1 (where the KJV prints them) and this map to no verse.
 */
import { BOOKS, formatNumbering, numberingReader, toProduct, verseCounts, type BookAlignmentData } from '@parole/bible';
import type { TranslationText } from './generate.js';
import type { Place } from './sources.js';
import { swordToKjv, type ChapterCounts, type SwordMapping } from './sword.js';

/** The header of the KJV's data file. */
export const KJV_NAME = 'King James Version (kjv): the English numbering of the cross references (OpenBible.info, issue 43), mapped to the product keys; no text of it is read.';

/** Where the KJV and Segond cut verses otherwise: the KJV's verses (`book c:v[-w]`), the product keys holding their words, and why. */
export const KJV_JOINS: Readonly<Record<Place, { product: string; why: string }>> = {
  '9 20:42': {
    product: '20:42-43',
    why: 'The KJV’s 20:42 ends « and he arose and departed: and Jonathan went into the city », Segond’s 20:43 « David se leva, et s’en alla ».',
  },
  '11 22:43': {
    product: '22:43-44',
    why: 'The KJV’s 22:43 goes on « nevertheless the high places were not taken away », Segond’s 22:44 « Seulement, les hauts lieux ne disparurent point ».',
  },
  '18 34:36-37': {
    product: '34:36',
    why: 'Segond’s Job 34:36 holds the KJV’s 34:36 and 34:37 (« Car il ajoute à ses fautes de nouveaux péchés »: « For he addeth rebellion unto his sin »).',
  },
  '23 64:1': {
    product: '63:19',
    why: 'The KJV’s 64:1 « Oh that thou wouldest rend the heavens » ends Segond’s 63:19 (« Oh! Si tu déchirais les cieux »); the KJV’s 64:2 is Segond’s 64:1.',
  },
  '41 9:50': {
    product: '9:50-51',
    why: 'The KJV’s 9:50 « Salt is good… Have salt in yourselves » is Segond’s 9:50 and 9:51 (« Ayez du sel en vous-mêmes »).',
  },
  '41 10:52': {
    product: '10:52-53',
    why: 'Segond’s 10:52 « Va, ta foi t’a sauvé » and 10:53 « Aussitôt il recouvra la vue » are the KJV’s 10:52.',
  },
  '44 19:40-41': {
    product: '19:40',
    why: 'Segond’s 19:40 ends « Après ces paroles, il congédia l’assemblée », the KJV’s 19:41 « And when he had thus spoken, he dismissed the assembly ».',
  },
  '47 13:12-13': {
    product: '13:12',
    why: 'Segond’s 13:12 « Saluez-vous… par un saint baiser. Tous les saints vous saluent » is the KJV’s 13:12 and 13:13; the KJV’s 13:14 (the grace) is Segond’s 13:13.',
  },
  '64 1:14': {
    product: '1:14-15',
    why: 'The KJV’s 1:14 ends « Peace be to thee. Our friends salute thee », Segond’s 1:15 « Que la paix soit avec toi! Les amis te saluent ».',
  },
  '66 13:1': {
    product: '12:18-13:1',
    why: 'The KJV’s 13:1 begins « And I stood upon the sand of the sea », Segond’s 12:18 « Et il se tint sur le sable de la mer ».',
  },
};

/**
 * Runs of Segond verses (`book c:v`, `book c:v-w` or `book c:v-d:w`, its own
 * numbering) that SWORD's map takes to other KJV verses than this one does,
 * and why this one is right. (The Psalms' titles are not listed: rule 1.)
 */
export const KJV_SWORD_DISAGREEMENTS: Readonly<Record<Place, string>> = {
  '14 13:23-14:14':
    'SWORD’s map has no line for 2 Chroniques: it leaves Segond’s 13:23 « Abija se coucha avec ses pères… De son temps, le pays fut en repos pendant dix ans » on a KJV 13:23 that does not exist (the KJV’s 13 has 22 verses), and each verse of Segond’s 14 on the KJV’s of the same number; it is the KJV’s 14:1 « So Abijah slept with his fathers… In his days the land was quiet ten years », and Segond’s 14:n the KJV’s 14:n+1 (14 and 15 verses).',
  '23 64:1':
    'SWORD shifts Ésaïe 64 from verse 2 only, leaving Segond’s 64:1 « Comme s’allume un feu de bois sec » on the KJV’s 64:1 « Oh that thou wouldest rend the heavens », which is Segond’s 63:19; it is the KJV’s 64:2 « As when the melting fire burneth ».',
};

/** How a Psalm's title begins in Segond's text (rule 1 checks that the verses it counts as a title read so). */
const TITLE = /^(Au chef des chantres|Psaume|Cantique|Hymne|Prière|Complainte|De David)\b/;

/** `c:v`, `c:v-w` or `c:v-d:w` → the first and last [chapter, verse]. */
function rangeOf(text: string): [[number, number], [number, number]] {
  const m = /^(\d+):(\d+)(?:-(?:(\d+):)?(\d+))?$/.exec(text);
  if (!m) throw new Error(`kjv: cannot read the range "${text}"`);
  const first: [number, number] = [Number(m[1]), Number(m[2])];
  return [first, m[4] === undefined ? first : [m[3] === undefined ? first[0] : Number(m[3]), Number(m[4])]];
}

/** The verses of a chapter table, in order, as [chapter, verse]. */
const versesOf = (counts: readonly number[]) => counts.flatMap((n, c) => Array.from({ length: n }, (_, v) => [c + 1, v + 1] as const));

/**
 * The KJV's verses mapped to the product's, book by book, by the rules above.
 * Throws, naming the place, where they do not explain a difference of the
 * counts. `product` is Segond's text in the product's numbering (productText).
 * @example formatNumbering([KJV_NAME], alignKjv(swordCounts.KJV, product))
 */
export function alignKjv(kjvCounts: ChapterCounts, product: TranslationText): BookAlignmentData[] {
  return BOOKS.map(({ id: book, name }) => {
    const table = verseCounts()[book - 1]!;
    const counts = kjvCounts[book - 1] ?? [];
    const kjv = versesOf(counts);
    const keys = versesOf(table);
    const indexOf = (verses: ReadonlyArray<readonly [number, number]>, [c, v]: readonly [number, number], side: string) => {
      const i = verses.findIndex(([vc, vv]) => vc === c && vv === v);
      if (i < 0) throw new Error(`kjv: ${name} has no ${c}:${v} in the ${side}`);
      return i;
    };
    // Rule 1: the Psalms' titles.
    const titles = new Set<number>();
    if (book === 19) {
      table.forEach((n, c) => {
        const extra = n - (counts[c] ?? 0);
        if (extra === 0) return;
        const first = indexOf(keys, [c + 1, 1], 'product');
        const text = product[book - 1]![first]!.text;
        if (extra < 0 || extra > 2 || !TITLE.test(text)) throw new Error(`kjv: Psaumes ${c + 1} has ${extra} verses more in Segond than in the KJV, and its verse 1 is not a title: « ${text} »`);
        for (let k = 0; k < extra; k++) titles.add(first + k);
      });
    }
    // Rule 2: the joins, by their first KJV verse.
    const joins = new Map<number, { kjv: [number, number]; product: [number, number] }>();
    for (const [where, { product: range }] of Object.entries(KJV_JOINS)) {
      const [b, verses] = where.split(' ');
      if (Number(b) !== book) continue;
      const [k0, k1] = rangeOf(verses!);
      const [p0, p1] = rangeOf(range);
      joins.set(indexOf(kjv, k0, 'KJV'), { kjv: [indexOf(kjv, k0, 'KJV'), indexOf(kjv, k1, 'KJV')], product: [indexOf(keys, p0, 'product'), indexOf(keys, p1, 'product')] });
    }
    // Rule 3: every other verse with the product's next one.
    const ranges: Array<readonly [number, number]> = [];
    let j = 0;
    for (let i = 0; i < kjv.length; ) {
      while (titles.has(j)) j++;
      const join = joins.get(i);
      if (!join) {
        ranges.push([j, j]);
        i++;
        j++;
        continue;
      }
      const [[t0, t1], [p0, p1]] = [join.kjv, join.product];
      // A join starts at the next key, or shares the one before (Ésaïe 64:1 ends Segond's 63:19).
      if (p0 !== j && p0 !== j - 1) throw new Error(`kjv: the join at ${name} ${kjv[t0]!.join(':')} starts at ${keys[p0]!.join(':')}, the next key is ${keys[j]?.join(':')}`);
      const tn = t1 - t0 + 1;
      const pn = p1 - p0 + 1;
      if (tn !== 1 && pn !== 1 && tn !== pn) throw new Error(`kjv: the join at ${name} ${kjv[t0]!.join(':')} is not one to one, one to many or many to one`);
      for (let k = 0; k < tn; k++) ranges.push(tn === pn ? [p0 + k, p0 + k] : [p0, p1]);
      i = t1 + 1;
      j = Math.max(j, p1 + 1);
    }
    while (titles.has(j)) j++;
    if (j !== keys.length) {
      throw new Error(`kjv: ${name}'s ${kjv.length} KJV verses end at the product's ${keys[j - 1]?.join(':')}, not at its last: a difference no rule explains`);
    }
    // A verse moves only where the chapter's counts differ, or in a join.
    const joined = new Set([...joins.values()].flatMap(({ kjv: [t0, t1] }) => Array.from({ length: t1 - t0 + 1 }, (_, k) => t0 + k)));
    kjv.forEach(([c, v], i) => {
      const [pc, pv] = keys[ranges[i]![0]]!;
      if ((pc !== c || pv !== v) && counts[c - 1] === table[c - 1] && !joined.has(i)) {
        throw new Error(`kjv: ${name} ${c}:${v} would be the product's ${pc}:${pv}, though the KJV's chapter ${c} has as many verses as the product's: a difference no rule explains`);
      }
    });
    return { book, verses: kjv, ranges };
  });
}

/** Consecutive Segond verses whose KJV verses SWORD's map and this one see otherwise. */
interface SwordDisagreement {
  /** The Segond verses, `book c:v`, `book c:v-w` or `book c:v-d:w` in its own numbering (lsg). */
  place: Place;
  /** For the first of them: the KJV verse SWORD's map gives (`c:v`, `c:v-w`), and those this map has for its keys. */
  sword: string;
  ours: string[];
}

/**
 * Each verse of SWORD's Segond numbering that Louis Segond 1910's text has
 * (lsg), the KJV verse SWORD's map gives it against those this one maps to
 * its keys: the runs of verses where SWORD's is not among them, the Psalms'
 * titles (SWORD's verse 1, none here) apart.
 */
function swordDisagreements(
  segondCounts: ChapterCounts,
  mappings: readonly SwordMapping[],
  kjvVersesOf: (key: number) => ReadonlyArray<{ chapter: number; verse: number }>,
): { disagreements: SwordDisagreement[]; titles: number } {
  const disagreements: SwordDisagreement[] = [];
  let titles = 0;
  let last: { book: number; at: number; first: string } | undefined;
  let at = 0;
  segondCounts.forEach((chapters, b) => {
    const book = b + 1;
    chapters.forEach((n, c) => {
      for (let v = 1; v <= n; v++, at++) {
        const keys = toProduct('lsg', book, c + 1, v);
        if (keys.length === 0) continue; // a verse SWORD counts and the text holds in another (lsg's swordDifferences)
        const ours = [...new Map(keys.flatMap(kjvVersesOf).map((k) => [`${k.chapter}:${k.verse}`, k])).values()];
        // The only keys no KJV verse maps to are the Psalms' titles (alignKjv).
        if (ours.length === 0 && book === 19) {
          titles++;
          continue;
        }
        const sword = swordToKjv(mappings, book, c + 1, v);
        if (ours.some((k) => k.chapter === sword.chapter && k.verse === sword.verse)) continue;
        const here = `${c + 1}:${v}`;
        if (last && last.book === book && last.at === at - 1) {
          const run = disagreements.at(-1)!;
          run.place = `${book} ${last.first}-${here.startsWith(`${last.first.split(':')[0]}:`) ? v : here}`;
          last.at = at;
          continue;
        }
        last = { book, at, first: here };
        disagreements.push({
          place: `${book} ${here}`,
          sword: sword.verseEnd > sword.verse ? `${sword.chapter}:${sword.verse}-${sword.verseEnd}` : `${sword.chapter}:${sword.verse}`,
          ours: ours.map((k) => `${k.chapter}:${k.verse}`),
        });
      }
    });
  });
  return { disagreements, titles };
}

/**
 * The data text of the KJV's numbering.
 * @example generatedKjvNumbering(swordCounts.KJV, product).includes('map 19 51:1-19 51:3-21') // true
 */
export function generatedKjvNumbering(kjvCounts: ChapterCounts, product: TranslationText): string {
  return formatNumbering(
    [KJV_NAME, 'From SWORD’s KJV verse counts and Segond’s text, by the rules of packages/api/src/import/numbering/kjv.ts; checked against SWORD’s mappings_segond.'],
    alignKjv(kjvCounts, product),
  );
}

/**
 * Checks the KJV's numbering (its data text) against SWORD's map from the
 * Segond numbering: every disagreement must be listed in
 * KJV_SWORD_DISAGREEMENTS, and every one listed found. Returns the problems,
 * in words (empty when all is as documented), and the Psalms' title verses
 * met.
 */
export function checkKjvAgainstSword(kjvText: string, segondCounts: ChapterCounts, mappings: readonly SwordMapping[]): { problems: string[]; titles: number } {
  const kjv = numberingReader(kjvText);
  const { disagreements, titles } = swordDisagreements(segondCounts, mappings, (key) => kjv.fromProduct(key));
  const problems = disagreements
    .filter((d) => !(d.place in KJV_SWORD_DISAGREEMENTS))
    .map((d) => `kjv: Segond's ${d.place} (its first verse the KJV's ${d.sword} for SWORD, ${d.ours.join(', ') || 'no verse'} here) is not in KJV_SWORD_DISAGREEMENTS`);
  for (const place of Object.keys(KJV_SWORD_DISAGREEMENTS)) {
    if (!disagreements.some((d) => d.place === place)) problems.push(`kjv: ${place} is listed in KJV_SWORD_DISAGREEMENTS but SWORD agrees`);
  }
  return { problems, titles };
}
