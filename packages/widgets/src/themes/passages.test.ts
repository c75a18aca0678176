import { describe, expect, it } from 'vitest';
import { fixtures } from '../testing/fixtures.js';
import { groupPassages, passageRef } from './passages.js';

describe('groupPassages', () => {
  const priere = groupPassages(fixtures.themeVerses[6].versets);

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

describe('passageRef', () => {
  const priere = groupPassages(fixtures.themeVerses[6].versets);

  it('selects a range as a-b and a single verse as its number', () => {
    expect(passageRef(priere[0])).toEqual({ book: 40, chapter: 6, verse: '9-13' });
    expect(passageRef(priere[1])).toEqual({ book: 40, chapter: 6, verse: '6' });
  });
});
