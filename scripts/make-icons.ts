/**
 * The installed app's icons (packages/host/public/icons), drawn from the
 * site's own mark, the favicon (packages/host/public/favicon.svg): a white
 * "P" on the site's violet. Run once after the mark changes, and commit the
 * PNGs: `npx tsx scripts/make-icons.ts`.
 *
 * - icon-192.png, icon-512.png: the rounded square of the favicon ("any").
 * - icon-maskable-512.png: a full square, the letter inside the safe zone
 *   (the middle 80 %), for launchers that cut their own shape ("maskable").
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import { defaultStyle } from '@parole/bible';

/** The favicon's colour (the top bar's: the old testament's violet) and letter, on its 32×32 grid. */
const VIOLET = defaultStyle.colors.oldTestament;
const LETTER = 'M11 25V7h6.5a5.5 5.5 0 0 1 0 11H11';
const GRID = 32;

const out = (name: string) => fileURLToPath(new URL(`../packages/host/public/icons/${name}`, import.meta.url));

/** The mark at `size` pixels; `maskable` fills the square and draws the letter at 80 % of it. */
function draw(size: number, maskable: boolean): Buffer {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const unit = size / GRID;
  ctx.fillStyle = VIOLET;
  if (maskable) ctx.fillRect(0, 0, size, size);
  else {
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, 6 * unit);
    ctx.fill();
  }
  const scale = maskable ? unit * 0.8 : unit;
  const offset = maskable ? (size - GRID * scale) / 2 : 0;
  ctx.setTransform(scale, 0, 0, scale, offset, offset);
  ctx.strokeStyle = defaultStyle.colors.onAccent;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.stroke(new Path2D(LETTER));
  return canvas.toBuffer('image/png');
}

writeFileSync(out('icon-192.png'), draw(192, false));
writeFileSync(out('icon-512.png'), draw(512, false));
writeFileSync(out('icon-maskable-512.png'), draw(512, true));
console.log('Icons written to packages/host/public/icons.');
