import { describe, expect, it } from 'vitest';
import { alignBook, alignmentWords, type AlignedVerse } from './align.js';

/** Verses of chapter 1 numbered from 1, with these texts. */
const chapter = (...texts: string[]): AlignedVerse[] => texts.map((text, i) => ({ chapter: 1, verse: i + 1, text }));

const PRODUCT = chapter(
  'Au commencement Dieu créa les cieux et la terre.',
  'La terre était informe et vide: il y avait des ténèbres à la surface de l’abîme.',
  'Dieu dit: Que la lumière soit! Et la lumière fut.',
  'Dieu vit que la lumière était bonne; et Dieu sépara la lumière d’avec les ténèbres.',
  'Dieu appela la lumière jour, et il appela les ténèbres nuit.',
  'Dieu dit: Qu’il y ait une étendue entre les eaux, et qu’elle sépare les eaux d’avec les eaux.',
  'Et Dieu fit l’étendue, il sépara les eaux qui sont au-dessous de l’étendue d’avec les eaux qui sont au-dessus.',
  'Dieu appela l’étendue ciel. Ainsi, il y eut un soir, et il y eut un matin: ce fut le second jour.',
);

describe('alignmentWords', () => {
  it('folds, keeps words of three letters or more, drops a plural’s s and cuts to six letters', () => {
    expect(alignmentWords('L’Éternel dit à Moïse: Les eaux; il répudiera')).toEqual(['eterne', 'dit', 'moise', 'le', 'eau', 'repudi']);
  });
});

describe('alignBook', () => {
  it('maps a translation numbered as the product verse by verse', () => {
    expect(alignBook(PRODUCT, PRODUCT)).toEqual(PRODUCT.map((_, i) => [i, i]));
  });

  it('maps one verse holding two product verses to both (a merge)', () => {
    const merged = chapter(PRODUCT[0].text, PRODUCT[1].text, `${PRODUCT[2].text} ${PRODUCT[3].text}`, ...PRODUCT.slice(4).map((v) => v.text));
    expect(alignBook(merged, PRODUCT)).toEqual([[0, 0], [1, 1], [2, 3], [4, 4], [5, 5], [6, 6], [7, 7]]);
  });

  it('leaves a product verse the translation does not have without a verse (absent)', () => {
    const without = chapter(...PRODUCT.filter((_, i) => i !== 4).map((v) => v.text));
    expect(alignBook(without, PRODUCT)).toEqual([[0, 0], [1, 1], [2, 2], [3, 3], [5, 5], [6, 6], [7, 7]]);
  });

  it('maps a verse cut after a clause of the next to both, which the next shares', () => {
    const cut = chapter(
      PRODUCT[0].text,
      PRODUCT[1].text,
      PRODUCT[2].text,
      PRODUCT[3].text,
      'Dieu appela la lumière jour, et il appela les ténèbres nuit. Dieu dit: Qu’il y ait une étendue entre les eaux,',
      'et qu’elle sépare les eaux d’avec les eaux.',
      PRODUCT[6].text,
      PRODUCT[7].text,
    );
    expect(alignBook(cut, PRODUCT)).toEqual([[0, 0], [1, 1], [2, 2], [3, 3], [4, 5], [5, 5], [6, 6], [7, 7]]);
  });

  it('maps two verses given in the other order to their product verses (a swap)', () => {
    const swapped = chapter(...[0, 1, 2, 4, 3, 5, 6, 7].map((i) => PRODUCT[i].text));
    expect(alignBook(swapped, PRODUCT)).toEqual([[0, 0], [1, 1], [2, 2], [4, 4], [3, 3], [5, 5], [6, 6], [7, 7]]);
  });
});
