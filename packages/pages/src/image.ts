/**
 * The share images: a passage (or the site) drawn on a 1200×630 PNG, what a
 * link preview shows (docs/decisions/share.md, "Image"). Drawn by Skia
 * (@napi-rs/canvas) with Source Serif 4 (SIL Open Font License 1.1, from
 * @fontsource/source-serif-4), in the site's colours.
 *
 * Layout: a band of the testament's colour on the left; "Parole" at the top;
 * the text, as large as it fits (48 px down to 34 px), wrapped to the width
 * and cut at a word with "…" when it is longer than the box; at the bottom,
 * the reference and the translation's name.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { SHARE_COLORS } from './colors.js';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/**
 * Changes whenever the drawing does (layout, fonts, colours): part of each
 * image's entity tag, so that caches fetch the new drawing.
 */
export const IMAGE_VERSION = '1';

/** The family name the fonts are registered under. */
const FAMILY = 'Parole Serif';

/** Latin and Latin Extended (œ, Œ, accented capitals) in the weights drawn. */
const FONT_FILES = ['latin-400-normal', 'latin-ext-400-normal', 'latin-700-normal', 'latin-ext-700-normal'].map(
  (name) => `@fontsource/source-serif-4/files/source-serif-4-${name}.woff2`,
);

let fontsReady = false;

/** Registers the fonts with Skia once; throws when a file is missing (a broken installation). */
function registerFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  for (const file of FONT_FILES) {
    if (!GlobalFonts.registerFromPath(require.resolve(file), FAMILY)) throw new Error(`share image: cannot load the font ${file}`);
  }
  fontsReady = true;
}

/** What one image shows. */
export interface ShareCard {
  /** The passage's plain text, or the site's sentence. */
  text: string;
  /** Drawn between « » (a quotation) or as it is. */
  quote: boolean;
  /** "Jean 3:16", or the site's tagline. */
  reference: string;
  /** "Louis Segond 1910". */
  translation: string;
  testament: 'old' | 'new';
}

/** Margins and boxes, in pixels. */
const BAND = 28;
const LEFT = BAND + 64;
const RIGHT = IMAGE_WIDTH - 64;
const TEXT_TOP = 132;
const TEXT_BOTTOM = 496;
const FOOTER_LINE = 522;
const FOOTER_BASELINE = 578;

/** Text sizes tried, largest first, and the line height as a multiple of the size. */
const TEXT_SIZES = [48, 44, 40, 37, 34];
const LEADING = 1.38;

/** The most of a passage ever measured: more would never fit at the smallest size. */
export const MAX_TEXT = 1200;

/**
 * The entity tag of a card's image: its content and IMAGE_VERSION hashed,
 * known before drawing, so that a revalidation draws nothing.
 */
export function cardEtag(card: ShareCard): string {
  const hash = createHash('sha256').update(JSON.stringify([IMAGE_VERSION, card])).digest('base64url').slice(0, 27);
  return `"${hash}"`;
}

/**
 * `text` wrapped to `width` at the context's font; when more than `maxLines`,
 * the last line kept ends at a word with "…" and still fits.
 */
export function wrapText(ctx: SKRSContext2D, text: string, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const candidate = line ? `${line} ${words[i]}` : words[i];
    if (ctx.measureText(candidate).width <= width || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = words[i];
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    i = words.length;
  }
  const cut = i < words.length;
  if (cut) {
    // The last line with an ellipsis: drop words until it fits, and trailing punctuation.
    let last = lines[maxLines - 1].split(' ');
    const ended = () => `${last.join(' ').replace(/[\s,;:.!?’'«—–(-]+$/u, '')}…`;
    while (last.length > 1 && ctx.measureText(ended()).width > width) last = last.slice(0, -1);
    lines[maxLines - 1] = ended();
  }
  // A single word wider than the box (never in the real text) is drawn narrowed by fillText's maxWidth.
  return { lines, cut };
}

/** The font shorthand of the family. */
const font = (size: number, bold = false) => `${bold ? '700 ' : ''}${size}px "${FAMILY}"`;

/**
 * Draws a card; synchronous, tens of milliseconds (callers run one at a time).
 * @example const png = drawCard({ text: 'Car Dieu a tant aimé…', quote: true, reference: 'Jean 3:16', translation: 'Louis Segond 1910', testament: 'new' });
 */
export function drawCard(card: ShareCard): Buffer {
  registerFonts();
  const colors = SHARE_COLORS;
  const accent = card.testament === 'old' ? colors.oldTestament : colors.newTestament;
  const canvas = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  ctx.fillStyle = accent;
  ctx.fillRect(0, 0, BAND, IMAGE_HEIGHT);
  ctx.textBaseline = 'alphabetic';

  // The site's name, top left.
  ctx.font = font(34, true);
  ctx.fillStyle = accent;
  ctx.fillText('Parole', LEFT, 84);

  // The text: the largest size at which it fits whole, else the smallest, cut.
  const width = RIGHT - LEFT;
  // A longer text never fits at the smallest size: what is past MAX_TEXT is cut anyway.
  const body = card.text.slice(0, MAX_TEXT);
  const quoted = card.quote ? `« ${body} »` : body;
  let chosen: { size: number; lines: string[] } | undefined;
  for (const size of TEXT_SIZES) {
    ctx.font = font(size);
    const maxLines = Math.floor((TEXT_BOTTOM - TEXT_TOP) / (size * LEADING));
    const wrapped = wrapText(ctx, quoted, width, maxLines);
    chosen = { size, lines: wrapped.lines };
    if (!wrapped.cut) break;
  }
  const { size, lines } = chosen!;
  ctx.font = font(size);
  ctx.fillStyle = colors.text;
  const lineHeight = size * LEADING;
  lines.forEach((line, n) => ctx.fillText(line, LEFT, TEXT_TOP + size + n * lineHeight, width));

  // The footer: a rule, the reference, the translation.
  ctx.fillStyle = colors.border;
  ctx.fillRect(LEFT, FOOTER_LINE, width, 2);
  ctx.font = font(40, true);
  ctx.fillStyle = accent;
  const referenceWidth = Math.min(ctx.measureText(card.reference).width, width * 0.6);
  ctx.fillText(card.reference, LEFT, FOOTER_BASELINE, width * 0.6);
  ctx.font = font(28);
  ctx.fillStyle = colors.textMuted;
  const translationWidth = width - referenceWidth - 32;
  ctx.textAlign = 'right';
  ctx.fillText(card.translation, RIGHT, FOOTER_BASELINE, translationWidth);
  ctx.textAlign = 'left';

  return canvas.toBuffer('image/png');
}
