/**
 * The word cloud's layout: font sizes, colours, rotations and positions of
 * the words, with d3-cloud. Pure apart from the canvas d3-cloud measures the
 * words on, which is given (a DOM canvas in the browser, @napi-rs/canvas in
 * Node tests), as is the random source of the placement (seeded, so a cloud
 * looks the same on every visit and in visual tests).
 */
import cloud from 'd3-cloud';
import { seededRandom, type PageCloudLayout, type PageCloudWord, type WordCount } from '@parole/bible';

/**
 * A word where the layout placed it, relative to the centre of the cloud:
 * the contract's PageCloudWord, as the server's layouts travel in a page's
 * data (issue 48).
 */
export type PlacedWord = PageCloudWord;

/** A rectangle relative to the centre of the cloud, in px. */
export type Bounds = NonNullable<PageCloudLayout['bounds']>;

export interface CloudLayout {
  placed: PlacedWord[];
  /** The rectangle the placed words cover (d3-cloud's sprite bounds); null without words. */
  bounds: Bounds | null;
  /** Words that did not fit the area (the smallest ones, placed last). */
  dropped: number;
}

/** What d3-cloud needs of a canvas: the part of HTMLCanvasElement it uses. */
export type CanvasLike = Pick<HTMLCanvasElement, 'width' | 'height'> & {
  // d3-cloud passes { willReadFrequently: true }; any options object type is accepted here.
  getContext(type: '2d', options?: object): unknown;
};

export interface LayoutOptions {
  width: number;
  height: number;
  /** A new canvas (any size); d3-cloud sizes it. */
  createCanvas: () => CanvasLike;
  /** Random numbers in [0, 1); seededRandom(CLOUD_SEED) by default. */
  random?: () => number;
  /** CSS font family the view renders the words in: the measures must match it. */
  fontFamily: string;
  /** CSS font weight of the words. */
  fontWeight?: string | number;
  /** Room kept around each word's glyphs, in px (CLOUD_PADDING by default). */
  padding?: number;
  /**
   * Longest run of work, in ms, before giving the browser back its thread
   * (d3-cloud's timeInterval); Infinity runs in one go.
   */
  timeInterval?: number;
  /** Stops the layout; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Count thresholds of the colours (spec, section 9): below 10, 10-19, 20-49,
 * … 1000-1999, 2000 and more: 9 steps.
 */
export const COUNT_THRESHOLDS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;

/**
 * The colour step of a count, 0 (under 10) to 8 (2000 or more).
 * @example countStep(9) // 0
 * @example countStep(10) // 1
 * @example countStep(6982) // 8
 */
export function countStep(count: number): number {
  let step = 0;
  while (step < COUNT_THRESHOLDS.length && count >= COUNT_THRESHOLDS[step]!) step++;
  return step;
}

/** Room d3-cloud keeps around each word's glyphs, in px. */
export const CLOUD_PADDING = 2;

/** The seed of every cloud: the same words always get the same picture. */
export const CLOUD_SEED = 1910;

/**
 * Font sizes for an area: the largest word about a seventh of the height
 * (100 px on desktop's 700, 50 on mobile's 350), the smallest readable.
 */
export function fontRange(width: number, height: number): { min: number; max: number } {
  const max = Math.max(24, Math.min(height / 7, width / 6));
  return { min: Math.max(11, max / 7), max };
}

/**
 * The font size of a count: a square-root scale, so that a word's area (not
 * its height) follows its count, from `min` for the least used word to `max`.
 */
export function fontSize(count: number, least: number, most: number, { min, max }: { min: number; max: number }): number {
  if (most <= least) return max;
  const t = (Math.sqrt(count) - Math.sqrt(least)) / (Math.sqrt(most) - Math.sqrt(least));
  return Math.round(min + t * (max - min));
}

/**
 * Whether a word is drawn vertically: about one in five, chosen by the word
 * itself (not by chance), never one of the three largest.
 */
export function rotationOf(word: string, rank: number): 0 | 90 {
  if (rank < 3) return 0;
  let hash = 0;
  for (const ch of word) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % 5 === 0 ? 90 : 0;
}

/** The most a cloud is enlarged to fill its area (a short book's few words would otherwise be huge). */
export const MAX_ZOOM = 2;

/**
 * The SVG viewBox that shows `bounds` as large as the width × height area
 * allows (up to MAX_ZOOM), centred: d3-cloud packs the words around the
 * centre and leaves the area's edges empty.
 * @example fitViewBox({ x0: -300, y0: -200, x1: 300, y1: 200 }, 900, 700) // '-300 -233.33 600 466.67' (zoom 1.5)
 */
export function fitViewBox(bounds: Bounds | null, width: number, height: number): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  if (!bounds || bounds.x1 <= bounds.x0 || bounds.y1 <= bounds.y0) return `${round(-width / 2)} ${round(-height / 2)} ${width} ${height}`;
  const zoom = Math.min(MAX_ZOOM, width / (bounds.x1 - bounds.x0), height / (bounds.y1 - bounds.y0));
  const [w, h] = [width / zoom, height / zoom];
  const [cx, cy] = [(bounds.x0 + bounds.x1) / 2, (bounds.y0 + bounds.y1) / 2];
  return `${round(cx - w / 2)} ${round(cy - h / 2)} ${round(w)} ${round(h)}`;
}

/** The name of the rejection of an aborted layout, as fetch's. */
const abortError = () => new DOMException('The word cloud layout was stopped', 'AbortError');

/**
 * Places `words` (most used first) in a width × height area. Resolves with
 * every word that fits, largest first; words that do not fit are counted in
 * `dropped`.
 * @example
 * const { placed } = await layoutCloud(tags, { width: 800, height: 700, fontFamily: 'Georgia',
 *   createCanvas: () => document.createElement('canvas') });
 */
export function layoutCloud(words: readonly WordCount[], options: LayoutOptions): Promise<CloudLayout> {
  const { width, height, createCanvas, fontFamily, fontWeight = 600, padding = CLOUD_PADDING, signal } = options;
  const random = options.random ?? seededRandom(CLOUD_SEED);
  if (signal?.aborted) return Promise.reject(abortError());
  if (words.length === 0 || width <= 0 || height <= 0) return Promise.resolve({ placed: [], bounds: null, dropped: words.length });

  const least = Math.min(...words.map((w) => w.nb));
  const most = Math.max(...words.map((w) => w.nb));
  const range = fontRange(width, height);
  type Datum = cloud.Word & { word: string; count: number; rank: number };
  const data: Datum[] = words.map((w, rank) => ({ word: w.mot, count: w.nb, rank }));

  return new Promise((resolve, reject) => {
    const layout = cloud<Datum>()
      .size([Math.floor(width), Math.floor(height)])
      .words(data)
      .text((d) => d.word)
      .font(fontFamily)
      .fontWeight(String(fontWeight))
      .fontSize((d) => fontSize(d.count, least, most, range))
      .rotate((d) => rotationOf(d.word, d.rank))
      .padding(padding)
      .spiral('archimedean')
      .random(random)
      .timeInterval(options.timeInterval ?? Infinity)
      // d3-cloud types its canvas as a DOM canvas; it only uses CanvasLike's part of it.
      .canvas(createCanvas as () => HTMLCanvasElement)
      .on('end', (placed, box) => {
        signal?.removeEventListener('abort', onAbort);
        // d3-cloud gives the bounds in the area's coordinates, the words relative to its centre.
        const [cx, cy] = [Math.floor(width) >> 1, Math.floor(height) >> 1];
        const b = box as unknown as [{ x: number; y: number }, { x: number; y: number }] | null;
        resolve({
          bounds: b && placed.length > 0 ? { x0: b[0].x - cx, y0: b[0].y - cy, x1: b[1].x - cx, y1: b[1].y - cy } : null,
          placed: (placed as Datum[]).map((d) => ({
            word: d.word,
            count: d.count,
            x: d.x!,
            y: d.y!,
            size: d.size!,
            rotate: d.rotate === 90 ? 90 : 0,
            step: countStep(d.count),
          })),
          dropped: words.length - placed.length,
        });
      });
    const onAbort = () => {
      layout.stop();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      layout.start();
    } catch (err) {
      signal?.removeEventListener('abort', onAbort);
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
