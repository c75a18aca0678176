/**
 * The palette is written once (issue 46): every colour of the style's two
 * palettes lives in @parole/bible's style module
 * (packages/bible/src/style/palette.ts), and the code that draws in them
 * (the widgets, the embed, the tagger, the server's pages and share images,
 * the site's manifest, the stories, the scripts) names them there instead of
 * copying them. A copy is how the site's violet once lived on nine lines of
 * the server's pages, and drifts the day the palette changes.
 *
 * What is left out, and why:
 * - the style module itself, where the palettes are written;
 * - tests (`*.test.*`, tests/), which may check a drawn pixel against the
 *   colour it must be;
 * - plain white (#fff, #ffffff): the light palette's background, but also
 *   the plain white the themes' artwork and the print page draw with, which
 *   is no choice of the palette;
 * - the Markdown documentation, which quotes the colours for its readers;
 * - the two static files a browser reads before any script, which cannot
 *   import anything: index.html's theme-color and the favicon. They are
 *   checked to hold the palette's violet instead, so that they cannot drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkColors, defaultStyle } from '@parole/bible';

const MODULE = 'packages/bible/src/style/';
/** The static files checked to hold the palette's violet rather than scanned. */
const STATIC_FILES = ['packages/host/index.html', 'packages/host/public/favicon.svg'];
/** The folders the repository's code lives in. */
const ROOTS = ['packages', 'stories', 'scripts', 'bench', 'demo', '.storybook'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'builds', 'storybook-static', 'recordings']);
const CODE = /\.(?:[cm]?[jt]sx?|css|html|svg)$/;

/** A CSS colour as this test compares them: lower case, #rrggbb for a hex, single spaces in a function. */
function normalize(color: string): string {
  const text = color.trim().toLowerCase().replace(/\s+/g, ' ');
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : text;
}

const WHITE = '#ffffff';
/** Every colour of both palettes, but plain white. */
const PALETTE = new Set([...Object.values(defaultStyle.colors), ...Object.values(darkColors)].map(normalize).filter((c) => c !== WHITE));

/** The colours written in a text: hex (#rgb, #rrggbb) and rgb() notations. */
const COLOR = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b|rgba?\([^)]*\)/gi;

/** The repository's code files under `root`, relative to the repository. */
function files(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(root, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : files(file);
    return CODE.test(entry.name) ? [file] : [];
  });
}

const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith('tests/');

describe('the palette', () => {
  it('is the set this test looks for: both palettes, the testaments’ violet and cyan among them', () => {
    expect(PALETTE.has(normalize(defaultStyle.colors.oldTestament))).toBe(true);
    expect(PALETTE.has(normalize(darkColors.newTestament))).toBe(true);
    expect(PALETTE.has(normalize(defaultStyle.colors.backdrop))).toBe(true);
    expect(normalize('#FFF')).toBe(WHITE);
  });

  it('is written in the style module only: the code names it there', () => {
    const scanned = ROOTS.flatMap(files).filter((file) => !file.startsWith(MODULE) && !isTest(file) && !STATIC_FILES.includes(file));
    expect(scanned.length).toBeGreaterThan(300);
    const copies = scanned.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.match(COLOR) ?? []).filter((color) => PALETTE.has(normalize(color))).map((color) => `${file}:${i + 1}: ${color}`)),
    );
    expect(copies).toEqual([]);
  });

  it('is the violet of the static files a browser reads before any script', () => {
    const violet = defaultStyle.colors.oldTestament;
    expect(readFileSync('packages/host/index.html', 'utf8')).toContain(`<meta name="theme-color" content="${violet}" />`);
    expect(readFileSync('packages/host/public/favicon.svg', 'utf8')).toContain(`fill="${violet}"`);
    // And no other colour of the palette.
    for (const file of STATIC_FILES) {
      const others = (readFileSync(file, 'utf8').match(COLOR) ?? []).filter((color) => PALETTE.has(normalize(color)) && normalize(color) !== violet);
      expect(others, file).toEqual([]);
    }
  });
});
