/**
 * Keeps a palette readable when someone else chose some of its colours (a
 * church's `data-color-*` attributes, a React site's ParoleStyleProvider):
 * issue 31, where a cream background given for a dark widget kept the dark
 * palette's light text (1.09:1).
 *
 * The rule, for the palette in force (light or dark):
 *
 * 1. The roles not given come from the palette whose background has the same
 *    lightness as the given background: a light background gets the light
 *    palette's text, surfaces and accents, a dark one the dark palette's.
 * 2. Every colour drawn as text (text, muted text, accent, testaments, words
 *    of Jesus, divine names, error, success) keeps 4.5:1 (WCAG AA) on the
 *    background, the surface, a selected verse and a search mark: a given
 *    colour below that is darkened (on a light background) or lightened (on
 *    a dark one), its hue kept, just enough. The focus ring keeps 3:1.
 * 3. The text on filled buttons and badges (`onAccent`) is kept when it reads
 *    on every fill, else white or black, whichever reads best.
 *
 * Colours the code cannot read (outside a browser: anything but #hex and
 * rgb()) are used as given.
 */
import { darkColors, defaultStyle, type ColorRole as Role, type ParoleStyle } from './palette.js';

type Colors = ParoleStyle['colors'];
type Rgb = readonly [number, number, number];

/**
 * Drawn as text (4.5:1), and what each is drawn on: every one on the
 * background and the surface; the verse's own colours on a selected verse
 * too, and the text's on a search's mark.
 */
const TEXT_ROLES: ReadonlyArray<readonly [Role, readonly Role[]]> = [
  ['text', ['background', 'surface', 'selection', 'mark']],
  ['textMuted', ['background', 'surface']],
  ['accent', ['background', 'surface']],
  ['oldTestament', ['background', 'surface', 'selection']],
  ['newTestament', ['background', 'surface', 'selection']],
  ['wordsOfJesus', ['background', 'surface', 'selection', 'mark']],
  ['divineName', ['background', 'surface', 'selection', 'mark']],
  ['error', ['background', 'surface']],
  ['success', ['background', 'surface']],
];
/** Filled with `onAccent` text on them (buttons, the current chapter, the quiz's boxes, the plan's "lu"). */
const FILL_ROLES: readonly Role[] = ['accent', 'oldTestament', 'newTestament', 'success', 'error', 'textMuted'];

/** Below this relative luminance a background is dark (white text contrasts more than black there). */
const DARK_BELOW = 0.18;

let canvas: OffscreenCanvasRenderingContext2D | null | undefined;

/** A CSS colour as sRGB bytes; undefined when it cannot be read or is not opaque. */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)\s*\)$/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(255, Math.round(n))) as unknown as Rgb;
  // Any other notation (names, hsl(), oklch()…): the browser draws it on a 1-pixel canvas.
  if (canvas === undefined) canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true }) : null;
  if (!canvas) return undefined;
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = '#000';
  canvas.fillStyle = value;
  canvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
  return a === 255 ? [r!, g!, b!] : undefined;
}

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export const relativeLuminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Whether a CSS colour is a dark background; undefined when it cannot be read. */
export function isDark(value: string): boolean | undefined {
  const rgb = parseColor(value);
  return rgb && relativeLuminance(rgb) < DARK_BELOW;
}

/**
 * `color` moved toward black (`darker`) or white, in steps of 4 %, until it
 * reaches `ratio` against every one of `grounds`; unchanged when it already does.
 */
function reach(color: Rgb, grounds: readonly Rgb[], ratio: number, darker: boolean): Rgb {
  const target = darker ? 0 : 255;
  let current = color;
  for (let step = 1; step <= 25 && grounds.some((g) => contrastRatio(current, g) < ratio); step++) {
    current = color.map((v) => v + (target - v) * step * 0.04) as unknown as Rgb;
  }
  return current;
}

/** The two palettes of the style, where readableColors() takes the roles not given from. */
const PALETTES = { light: defaultStyle.colors, dark: darkColors };

/**
 * The palette `base` with the colours `given` over it, made readable (the
 * rule above). `light` and `dark` are the two full palettes to take the
 * roles not given from (the style's own by default).
 * @example readableColors(darkColors, { background: '#fbf6ea' }) // the light palette's text on the cream
 */
export function readableColors(base: Colors, given: Partial<Colors>, palettes: { light: Colors; dark: Colors } = PALETTES): Colors {
  const background = given.background ?? base.background;
  const dark = isDark(background) ?? isDark(base.background) ?? false;
  const baseDark = isDark(base.background) ?? false;
  const colors: Colors = { ...(given.background !== undefined && dark !== baseDark ? (dark ? palettes.dark : palettes.light) : base), ...given };

  const ground = parseColor(colors.background);
  if (!ground) return colors;
  for (const [role, on] of TEXT_ROLES) {
    const rgb = parseColor(colors[role]);
    if (!rgb) continue;
    const grounds = on.map((surface) => parseColor(colors[surface])).filter((c): c is Rgb => c !== undefined);
    const readable = reach(rgb, grounds, 4.5, !dark);
    if (readable !== rgb) colors[role] = toHex(readable);
  }
  const focus = parseColor(colors.focus);
  if (focus) {
    const readable = reach(focus, [ground], 3, !dark);
    if (readable !== focus) colors.focus = toHex(readable);
  }

  const fills = FILL_ROLES.map((role) => parseColor(colors[role])).filter((rgb): rgb is Rgb => rgb !== undefined);
  const worst = (rgb: Rgb) => Math.min(...fills.map((fill) => contrastRatio(rgb, fill)));
  const onAccent = parseColor(colors.onAccent);
  if (!onAccent || worst(onAccent) < 4.5) {
    const white: Rgb = [255, 255, 255];
    const black: Rgb = [0, 0, 0];
    colors.onAccent = worst(white) >= worst(black) ? '#ffffff' : '#000000';
  }
  return colors;
}
