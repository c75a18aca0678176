import { describe, expect, it } from 'vitest';
import { ChapterTurns } from './turns.js';

describe('ChapterTurns', () => {
  it('gives first segments first, then the chapters in turn', () => {
    const turns = new ChapterTurns<string>();
    for (const verse of ['a1', 'a2', 'a3']) turns.push('a', verse);
    turns.push('b', 'b0', true);
    for (const verse of ['b1', 'b2']) turns.push('b', verse);
    turns.push('c', 'c0', true);
    expect(turns.size).toBe(7);
    const order: string[] = [];
    for (let item = turns.next(); item !== undefined; item = turns.next()) order.push(item);
    expect(order).toEqual(['b0', 'c0', 'a1', 'b1', 'a2', 'b2', 'a3']);
    expect(turns.size).toBe(0);
  });

  it('drops a chapter’s segments, its first one first, and leaves the others', () => {
    const turns = new ChapterTurns<string>();
    turns.push('a', 'a1');
    turns.push('a', 'a0', true);
    turns.push('b', 'b1');
    expect(turns.jobs()).toEqual(new Set(['a', 'b']));
    expect(turns.drop('a')).toEqual(['a0', 'a1']);
    expect(turns.drop('a')).toEqual([]);
    expect(turns.next()).toBe('b1');
    expect(turns.next()).toBeUndefined();
  });
});
