/**
 * The tagger's real-world corpus (issue 44): references as French preachers,
 * parish bulletins, the liturgy's readings and study notes write them, and
 * the traps that must stay text, each with the links expected: the text
 * linked and the passage its preview reads (GET /api/passages' key, whose
 * start is where the link leads).
 */
import { describe, expect, it } from 'vitest';
import { passagesParam } from './contract/params.js';
import { findReferences } from './references-in-text.js';
import corpus from './references-in-text.corpus.json' with { type: 'json' };

interface Entry {
  text: string;
  /** Each link: the text linked, and its passage (`43.3.16`, `40.5-7`, `1.1.1-2.3`). */
  links: Array<[string, string]>;
}

const entries = corpus as Entry[];

describe('the corpus of references as French preachers write them', () => {
  it('holds at least 150 forms, traps included', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
    expect(entries.filter(({ links }) => links.length === 0).length).toBeGreaterThanOrEqual(30);
  });

  it.each(entries.map((entry) => [entry.text, entry] as const))('%s', (text, { links }) => {
    const found = findReferences(text).map(({ start, end, place, through }) => [
      text.slice(start, end),
      passagesParam.format([through ? { ...place, through } : place]),
    ]);
    expect(found).toEqual(links);
  });

  it('gives each passage in the one form GET /api/passages answers', () => {
    for (const { links } of entries) {
      for (const [, key] of links) expect(passagesParam.format(passagesParam.parse(key) ?? []), key).toBe(key);
    }
  });
});
