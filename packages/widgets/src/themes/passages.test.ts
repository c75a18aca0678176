import { describe, expect, it } from 'vitest';
import { recorded } from '../testing/recordings.js';
import { groupPassages, passagePlace } from './passages.js';

describe('groupPassages', () => {
  const priere = groupPassages(recorded('theme', { id: 6 }).versets);

  it('gives one passage per reference, in order', () => {
    expect(priere.map((p) => p.passage)).toEqual(priere.map((_, i) => i + 1));
  });

  it('keeps a range’s verses together, in verse order (Matthieu 6:9-13)', () => {
    expect(priere[0].verses.map((v) => `${v.livre_id}/${v.chapitre}:${v.verset}`)).toEqual(['40/6:9', '40/6:10', '40/6:11', '40/6:12', '40/6:13']);
  });

  it('is empty for no verse', () => {
    expect(groupPassages([])).toEqual([]);
  });
});

describe('passagePlace', () => {
  const priere = groupPassages(recorded('theme', { id: 6 }).versets);

  it('selects the verses of a range, or the single verse', () => {
    expect(passagePlace(priere[0])).toEqual({ book: 40, chapter: 6, verses: [9, 10, 11, 12, 13] });
    expect(passagePlace(priere[1])).toEqual({ book: 40, chapter: 6, verses: [6] });
  });
});
