/**
 * The pixels a word of a laid-out word cloud covers, drawn on a real canvas
 * (@napi-rs/canvas) as the widget's SVG draws it: centred on its point,
 * rotated, weight 600. The tests of the browser's layout and of the
 * server's look for two words sharing a pixel with it.
 */
import { createCanvas } from '@napi-rs/canvas';

/** A placed word, as the widget's layout and the server's give it. */
interface InkedWord {
  word: string;
  size: number;
  x: number;
  y: number;
  rotate: number;
}

/**
 * The pixels (alpha over half) of `word` in `font`, in a width × height area centred on the cloud's origin.
 * @example const pixels = cloudInk(placed[0], 1000, 700, "Georgia, serif");
 */
export function cloudInk(word: InkedWord, width: number, height: number, font: string): Uint8Array {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  ctx.font = `normal normal 600 ${word.size}px ${font}`;
  ctx.textAlign = 'center';
  ctx.translate(width / 2 + word.x, height / 2 + word.y);
  ctx.rotate((word.rotate * Math.PI) / 180);
  ctx.fillText(word.word, 0, 0);
  const { data } = ctx.getImageData(0, 0, width, height);
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = data[i * 4 + 3]! > 128 ? 1 : 0;
  return pixels;
}
