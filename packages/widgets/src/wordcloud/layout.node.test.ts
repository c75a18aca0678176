/**
 * The real d3-cloud layout, run in Node on @napi-rs/canvas (this file is in
 * the unit project: jsdom has no canvas).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cloudInk } from '../../../../tests/support/cloud-ink.js';
import { recorded } from '../testing/recordings.js';
import { countStep, fitViewBox, layoutCloud, rotationOf } from './layout.js';
import { seededRandom } from '@parole/bible';

const tagsNt = recorded('wordCloud', { scope: 'nt' });
const tagsAt = recorded('wordCloud', { scope: 'at' });

const FONT = "Georgia, 'Times New Roman', serif";
const canvas = () => createCanvas(1, 1);


describe('layoutCloud (d3-cloud on a real canvas)', () => {
  const words = tagsNt.tags;

  it('places all 100 words of the new testament in the desktop area', async () => {
    const { placed, dropped } = await layoutCloud(words, { width: 1000, height: 700, createCanvas: canvas, fontFamily: FONT });
    expect(words).toHaveLength(100);
    expect(dropped).toBe(0);
    expect(placed).toHaveLength(100);
    expect(new Set(placed.map((w) => w.word))).toEqual(new Set(words.map((w) => w.mot)));
  });

  it('places most words on a phone (and says how many did not fit)', async () => {
    const { placed, dropped } = await layoutCloud(tagsAt.tags, { width: 360, height: 350, createCanvas: canvas, fontFamily: FONT });
    expect(placed.length + dropped).toBe(100);
    expect(placed.length).toBeGreaterThanOrEqual(90);
  });

  it('gives the same positions for the same seed, other ones for another', async () => {
    const run = (seed: number) =>
      layoutCloud(words, { width: 1000, height: 700, createCanvas: canvas, fontFamily: FONT, random: seededRandom(seed) });
    const [a, b, c] = await Promise.all([run(7), run(7), run(8)]);
    expect(a.placed).toEqual(b.placed);
    expect(a.placed).not.toEqual(c.placed);
  });

  // d3-cloud packs words on their glyphs, not on boxes: a small word may sit
  // in the empty corner of a large one's box. So "no overlap" is checked on
  // what the reader sees, the drawn pixels: no pixel belongs to two words.
  it('draws no word over another, and keeps every word inside the area', async () => {
    const width = 1000;
    const height = 700;
    const { placed, bounds } = await layoutCloud(words, { width, height, createCanvas: canvas, fontFamily: FONT });
    const taken = new Uint8Array(width * height);
    const overlaps: string[] = [];
    for (const word of placed) {
      const pixels = cloudInk(word, width, height, FONT);
      let shared = 0;
      let drawn = 0;
      for (let i = 0; i < pixels.length; i++) {
        if (!pixels[i]) continue;
        drawn++;
        if (taken[i]) shared++;
        taken[i] = 1;
      }
      expect(drawn, word.word).toBeGreaterThan(0);
      if (shared > 0) overlaps.push(`${word.word} (${shared} px)`);
    }
    expect(overlaps).toEqual([]);
    for (const w of placed) {
      expect(Math.abs(w.x), w.word).toBeLessThanOrEqual(width / 2);
      expect(Math.abs(w.y), w.word).toBeLessThanOrEqual(height / 2);
    }
    // The reported bounds hold every drawn pixel (so the zoom to fit cuts nothing).
    const { x0, y0, x1, y1 } = bounds!;
    for (let i = 0; i < taken.length; i++) {
      if (!taken[i]) continue;
      const [x, y] = [(i % width) - width / 2, Math.floor(i / width) - height / 2];
      if (x < x0 - 2 || x > x1 + 2 || y < y0 - 2 || y > y1 + 2) throw new Error(`pixel (${x}, ${y}) outside the bounds`);
    }
  });

  it('sizes words by count and colours them by the thresholds', async () => {
    const { placed } = await layoutCloud(words, { width: 1000, height: 700, createCanvas: canvas, fontFamily: FONT });
    const bySize = [...placed].sort((a, b) => b.size - a.size);
    expect(bySize[0]!.word).toBe(words[0]!.mot);
    for (const w of placed) expect(w.step).toBe(countStep(w.count));
    expect(placed.filter((w) => w.rotate === 90).length).toBeGreaterThan(5);
    expect(placed.find((w) => w.word === words[0]!.mot)!.rotate).toBe(0);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      layoutCloud(words, { width: 1000, height: 700, createCanvas: canvas, fontFamily: FONT, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('countStep', () => {
  it.each([
    [1, 0], [9, 0], [10, 1], [19, 1], [20, 2], [49, 2], [50, 3], [100, 4], [200, 5], [499, 5], [500, 6], [1000, 7], [1999, 7], [2000, 8], [6982, 8],
  ])('puts %i in step %i', (count, step) => {
    expect(countStep(count)).toBe(step);
  });
});

describe('rotationOf', () => {
  it('depends on the word only, and never turns the three largest', () => {
    expect(rotationOf('disciples', 40)).toBe(rotationOf('disciples', 41));
    expect(rotationOf('disciples', 0)).toBe(0);
  });
});

describe('fitViewBox', () => {
  it('enlarges the rectangle of the words to fill the area, centred', () => {
    expect(fitViewBox({ x0: -300, y0: -200, x1: 300, y1: 200 }, 900, 700)).toBe('-300 -233.33 600 466.67');
  });

  it('enlarges at most twice, and shows the whole area without bounds', () => {
    expect(fitViewBox({ x0: 0, y0: 0, x1: 100, y1: 100 }, 900, 700)).toBe('-175 -125 450 350');
    expect(fitViewBox(null, 800, 700)).toBe('-400 -350 800 700');
  });
});
