import { useEffect, useState } from 'react';
import { layoutCloud, type Bounds, type CanvasLike, type PlacedWord } from './layout.js';
import type { PageCloudLayout, WordCount } from '@parole/bible';

export type CloudLayoutState =
  /** d3-cloud is placing the words (or there is no area yet). */
  | { status: 'computing' }
  | {
      status: 'done';
      placed: PlacedWord[];
      bounds: Bounds | null;
      dropped: number;
      /** The width of the area the words were placed in, when it is not the widget's own (a layout of the server's). */
      width?: number;
    }
  /** No canvas to measure the words on: the view falls back to the list. */
  | { status: 'failed' };

/** A DOM canvas: what d3-cloud measures the words on in a browser. */
export const domCanvas = (): CanvasLike => document.createElement('canvas');

/**
 * The longest stretch d3-cloud works before giving the thread back (ms), so
 * that the page stays responsive and "Calcul du nuage…" is painted.
 */
const SLICE_MS = 12;

/**
 * Lays out `words` in a width × height area whenever one of them changes
 * (the previous layout is stopped). `words` null: nothing to place yet.
 * With a `preset` (the server's layout of these words), that one, and
 * d3-cloud never runs.
 * @example const layout = useCloudLayout(data?.tags ?? null, 800, 700, { fontFamily: 'Georgia' });
 */
export function useCloudLayout(
  words: readonly WordCount[] | null,
  width: number,
  height: number,
  { fontFamily, createCanvas = domCanvas, preset }: { fontFamily: string; createCanvas?: () => CanvasLike; preset?: PageCloudLayout },
): CloudLayoutState {
  const [settled, setSettled] = useState<{ key: unknown[]; state: CloudLayoutState } | null>(null);
  const key = [words, width, height, fontFamily, createCanvas];

  useEffect(() => {
    // Laid out by the server already (serverLayouts.ts): nothing to run on this thread.
    if (!words || width <= 0 || preset) return;
    const controller = new AbortController();
    const done = (state: CloudLayoutState) => {
      if (!controller.signal.aborted) setSettled({ key: [words, width, height, fontFamily, createCanvas], state });
    };
    layoutCloud(words, { width, height, fontFamily, createCanvas, timeInterval: SLICE_MS, signal: controller.signal }).then(
      ({ placed, bounds, dropped }) => done({ status: 'done', placed, bounds, dropped }),
      (error: unknown) => {
        if ((error as { name?: string }).name !== 'AbortError') done({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [words, width, height, fontFamily, createCanvas, preset]);

  if (preset) return { status: 'done', placed: preset.placed, bounds: preset.bounds, dropped: preset.dropped, width: preset.width };
  const current = settled !== null && settled.key.every((v, i) => v === key[i]);
  return current ? settled.state : { status: 'computing' };
}
