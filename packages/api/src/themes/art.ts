/**
 * The themes' images (spec, "Themes": a grid of images and names), drawn by
 * the project itself: an abstract composition (gradient, light, circles,
 * waves, rays) around a simple symbol of the theme, all from the theme's slug
 * through a seeded generator, so the same theme always gets the same picture.
 *
 * The output is a static SVG document: a fixed viewBox, a French <title> for
 * screen readers, shapes and gradients only. No script, no event attribute,
 * no link, no external resource: the only text it holds is the theme's name,
 * escaped.
 */

/** The symbols the generator can draw, one per theme of data.ts. */
export type ThemeSymbol =
  | 'heart'
  | 'mountain'
  | 'anchor'
  | 'dove'
  | 'snowflake'
  | 'candle'
  | 'sun'
  | 'tear'
  | 'shield'
  | 'book'
  | 'drops'
  | 'cross'
  | 'notes'
  | 'house'
  | 'leaf'
  | 'hourglass'
  | 'basin'
  | 'scales'
  | 'tree'
  | 'flame'
  | 'stars'
  | 'wheat'
  | 'tablets'
  | 'cup';

export interface ArtInput {
  slug: string;
  /** The theme's French name: the image's title. */
  name: string;
  symbol: ThemeSymbol;
}

export const ART_WIDTH = 400;
export const ART_HEIGHT = 300;

/** FNV-1a: a stable 32-bit seed from the slug. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so an image never changes between builds. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL (degrees, percents) to #rrggbb: plain hex works in every SVG renderer. */
function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('')}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A drop, pointing up, its round bottom centred on (x, y + 10·s). */
const drop = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y - 40 * s} C${x + 15 * s} ${y - 15 * s} ${x + 22 * s} ${y} ${x + 22 * s} ${y + 10 * s} A${22 * s} ${22 * s} 0 0 1 ${x - 22 * s} ${y + 10 * s} C${x - 22 * s} ${y} ${x - 15 * s} ${y - 15 * s} ${x} ${y - 40 * s} Z"/>`;

/** A four-pointed star of radius r. */
const star = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z"/>`;

/** `n` copies of `shape` turned around the centre. */
const around = (n: number, shape: string) =>
  Array.from({ length: n }, (_, i) => `<g transform="rotate(${round((360 / n) * i)})">${shape}</g>`).join('');

/**
 * The symbols, drawn in white in a box of about -50..50 around the centre;
 * `ink` is the theme's deep colour, for details drawn over the white.
 */
const SYMBOLS: Record<ThemeSymbol, (ink: string) => string> = {
  heart: () => '<path d="M0 38 C-48 8 -54 -30 -27 -40 C-13 -45 -3 -37 0 -26 C3 -37 13 -45 27 -40 C54 -30 48 8 0 38 Z"/>',
  mountain: () => '<path d="M-58 38 L-16 -28 L4 4 L22 -18 L58 38 Z"/><circle cx="34" cy="-38" r="9"/>',
  anchor: () =>
    '<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><circle cx="0" cy="-38" r="9"/><path d="M0 -29 V40 M-20 -14 H20 M-38 8 Q-34 40 0 40 Q34 40 38 8 M-45 16 L-38 6 L-30 15 M45 16 L38 6 L30 15"/></g>',
  dove: (ink) =>
    `<path d="M-52 6 C-38 -6 -22 -6 -10 0 C-6 -30 14 -46 42 -48 C26 -32 22 -16 16 0 C30 0 42 -6 52 -14 C46 6 30 20 6 22 L-16 38 L-12 22 C-30 20 -42 15 -52 6 Z"/><circle cx="-36" cy="2" r="2.5" fill="${ink}"/>`,
  snowflake: () =>
    `<g stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none">${around(6, '<path d="M0 0 V-46 M0 -28 L-12 -40 M0 -28 L12 -40"/>')}</g>`,
  candle: (ink) =>
    `<rect x="-14" y="-6" width="28" height="48" rx="4"/><path d="M0 -50 C13 -34 11 -18 0 -12 C-11 -18 -13 -34 0 -50 Z"/><path d="M0 -12 V-4" stroke="${ink}" stroke-width="3"/>`,
  sun: () =>
    `<circle r="24"/><g stroke="#fff" stroke-width="6" stroke-linecap="round">${around(12, '<path d="M0 -33 V-48"/>')}</g>`,
  tear: () => `${drop(0, -6, 1)}<path d="M-46 26 Q0 62 46 26" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  shield: (ink) =>
    `<path d="M0 -48 L40 -34 C40 4 26 30 0 48 C-26 30 -40 4 -40 -34 Z"/><path d="M-5 -30 H5 V-8 H24 V2 H5 V30 H-5 V2 H-24 V-8 H-5 Z" fill="${ink}"/>`,
  book: (ink) =>
    `<path d="M-2 -24 C-16 -34 -36 -34 -52 -28 L-52 32 C-36 26 -16 26 -2 36 Z"/><path d="M2 -24 C16 -34 36 -34 52 -28 L52 32 C36 26 16 26 2 36 Z"/><g stroke="${ink}" stroke-width="2.5" stroke-linecap="round" opacity="0.6"><path d="M-42 -16 H-12 M-42 -4 H-12 M-42 8 H-12 M12 -16 H42 M12 -4 H42 M12 8 H42"/></g>`,
  drops: () => `${drop(-26, -10, 0.7)}${drop(22, -22, 0.9)}${drop(4, 24, 0.55)}`,
  cross: () => '<rect x="-9" y="-52" width="18" height="104" rx="3"/><rect x="-36" y="-30" width="72" height="18" rx="3"/>',
  notes: () =>
    '<ellipse cx="-26" cy="32" rx="13" ry="9" transform="rotate(-20 -26 32)"/><ellipse cx="24" cy="22" rx="13" ry="9" transform="rotate(-20 24 22)"/><rect x="-17" y="-32" width="5" height="64"/><rect x="33" y="-42" width="5" height="64"/><path d="M-17 -32 L38 -42 L38 -28 L-17 -18 Z"/>',
  house: (ink) =>
    `<path d="M-50 2 L0 -42 L50 2 Z"/><rect x="-36" y="0" width="72" height="44"/><rect x="-9" y="16" width="18" height="28" fill="${ink}"/><rect x="-28" y="10" width="12" height="12" fill="${ink}"/><rect x="16" y="10" width="12" height="12" fill="${ink}"/>`,
  leaf: (ink) =>
    `<path d="M-42 42 C-42 -10 0 -46 46 -46 C46 0 10 42 -42 42 Z"/><path d="M-42 42 Q0 2 40 -40 M-12 14 L-14 -8 M6 -4 L22 -2" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  hourglass: () =>
    '<rect x="-34" y="-50" width="68" height="8" rx="3"/><rect x="-34" y="42" width="68" height="8" rx="3"/><path d="M-28 -42 L28 -42 C28 -16 6 -6 6 0 C6 6 28 16 28 42 L-28 42 C-28 16 -6 6 -6 0 C-6 -6 -28 -16 -28 -42 Z" fill-opacity="0.35"/><path d="M-18 -28 L18 -28 C12 -16 4 -10 0 -6 C-4 -10 -12 -16 -18 -28 Z M0 12 L22 40 L-22 40 Z"/>',
  basin: () =>
    '<path d="M-52 0 L52 0 C52 30 26 42 0 42 C-26 42 -52 30 -52 0 Z"/><path d="M-40 -12 Q-20 -22 0 -12 Q20 -2 40 -12 M-30 -30 Q-15 -38 0 -30 Q15 -22 30 -30" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  scales: () =>
    '<rect x="-3" y="-42" width="6" height="80"/><rect x="-26" y="36" width="52" height="8" rx="3"/><rect x="-48" y="-38" width="96" height="5" rx="2"/><circle cx="0" cy="-44" r="6"/><path d="M-44 -34 L-58 4 M-44 -34 L-30 4 M44 -34 L30 4 M44 -34 L58 4" stroke="#fff" stroke-width="2"/><path d="M-60 4 A16 16 0 0 0 -28 4 Z M28 4 A16 16 0 0 0 60 4 Z"/>',
  tree: () => '<rect x="-7" y="0" width="14" height="48" rx="3"/><circle cx="0" cy="-20" r="30"/><circle cx="-26" cy="-2" r="20"/><circle cx="26" cy="-2" r="20"/>',
  flame: (ink) =>
    `<path d="M0 -52 C26 -26 36 0 26 26 C19 41 9 46 0 46 C-9 46 -19 41 -26 26 C-33 6 -21 -10 -10 -20 C-8 -4 -2 0 5 -5 C8 -20 0 -36 0 -52 Z"/><path d="M0 4 C10 14 12 26 6 34 C3 38 -3 38 -6 34 C-11 26 -8 14 0 4 Z" fill="${ink}" opacity="0.55"/>`,
  stars: () => `<path d="M12 -40 A42 42 0 1 0 12 40 A32 32 0 1 1 12 -40 Z"/>${star(30, -18, 14)}${star(44, 22, 9)}${star(14, 8, 6)}`,
  wheat: () =>
    `<path d="M0 50 V-48" stroke="#fff" stroke-width="4" stroke-linecap="round"/>${[-36, -20, -4, 12]
      .map((y) => `<ellipse cx="-10" cy="${y}" rx="7" ry="13" transform="rotate(-30 -10 ${y})"/><ellipse cx="10" cy="${y}" rx="7" ry="13" transform="rotate(30 10 ${y})"/>`)
      .join('')}<ellipse cx="0" cy="-50" rx="6" ry="11"/>`,
  tablets: (ink) =>
    `<path d="M-46 42 L-46 -18 A21 21 0 0 1 -4 -18 L-4 42 Z"/><path d="M4 42 L4 -18 A21 21 0 0 1 46 -18 L46 42 Z"/><g stroke="${ink}" stroke-width="3" stroke-linecap="round" opacity="0.6"><path d="M-36 -12 H-14 M-36 0 H-14 M-36 12 H-14 M-36 24 H-14 M14 -12 H36 M14 0 H36 M14 12 H36 M14 24 H36"/></g>`,
  cup: () =>
    `<path d="M-32 -36 L32 -36 C32 -6 16 8 0 8 C-16 8 -32 -6 -32 -36 Z"/><rect x="-3.5" y="6" width="7" height="28"/><ellipse cx="0" cy="38" rx="22" ry="7"/>${drop(38, -22, 0.35)}${drop(-40, -10, 0.28)}`,
};

/**
 * The SVG document of a theme's image.
 * @example themeSvg({ slug: 'paix', name: 'Paix', symbol: 'dove' }) // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" …'
 */
export function themeSvg({ slug, name, symbol }: ArtInput): string {
  // Ids carry the slug: several images inlined in one page must not share a gradient.
  const rand = random(hash(slug));
  const hue = Math.floor(rand() * 360);
  const deep = hsl(hue, 50, 34);
  const light = hsl((hue + 35) % 360, 62, 60);
  const ink = hsl(hue, 55, 30);
  const cx = ART_WIDTH / 2;
  const cy = ART_HEIGHT / 2 - 10;

  const circles = Array.from({ length: 5 }, () => {
    const r = 30 + rand() * 90;
    return `<circle cx="${round(rand() * ART_WIDTH)}" cy="${round(rand() * ART_HEIGHT)}" r="${round(r)}" fill="#fff" fill-opacity="${(0.04 + rand() * 0.08).toFixed(3)}"/>`;
  }).join('');

  const wave = (base: number, amplitude: number, opacity: number) => {
    const phase = rand() * 100;
    const points = Array.from({ length: 5 }, (_, i) => {
      const x = i * 100;
      return `${x} ${round(base + Math.sin(phase + i * 1.3) * amplitude)}`;
    });
    const [first, ...rest] = points;
    const curve = rest.map((p, i) => `Q${i * 100 + 50} ${round(base + (i % 2 ? amplitude : -amplitude))} ${p}`).join(' ');
    return `<path d="M${first} ${curve} L${ART_WIDTH} ${ART_HEIGHT} L0 ${ART_HEIGHT} Z" fill="#fff" fill-opacity="${opacity}"/>`;
  };

  const rayCount = 12 + Math.floor(rand() * 6);
  const rays = around(rayCount, `<path d="M-6 0 L0 -260 L6 0 Z"/>`);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-labelledby="titre-${slug}">`,
    `<title id="titre-${slug}">${escapeXml(name)}</title>`,
    '<defs>',
    `<linearGradient id="fond-${slug}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    `<radialGradient id="lumiere-${slug}"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#fond-${slug})"/>`,
    `<g transform="translate(${cx} ${cy})" fill="#fff" fill-opacity="0.07">${rays}</g>`,
    circles,
    wave(235, 14, 0.12),
    wave(258, 10, 0.18),
    `<circle cx="${cx}" cy="${cy}" r="95" fill="url(#lumiere-${slug})"/>`,
    `<g transform="translate(${cx} ${cy}) scale(1.25)" fill="#fff">${SYMBOLS[symbol](ink)}</g>`,
    '</svg>',
  ].join('');
}
