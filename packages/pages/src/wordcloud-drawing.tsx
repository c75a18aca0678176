/**
 * A word cloud laid out and drawn on the server (issue 48;
 * docs/decisions/wordcloud.md, "Laid out on the server"): d3-cloud runs here
 * on @napi-rs/canvas with the widget's own layout (its seeded random, its
 * font), once per scope, and the widgets' own WordCloudView draws both
 * layouts (desktop and phone, chosen by the widget's width in CSS container
 * queries). Loaded on the first word cloud page (wordcloud-page.ts), as the
 * search results' drawing is.
 */
import { createCanvas } from '@napi-rs/canvas';
import { defaultStyle, type PageCloudLayout, type Scope, type WordCloudResponse } from '@parole/bible';
import { CLOUD_HEIGHT, layoutCloud, WordCloudView, type PlacedCloud } from '@parole/widgets/server';
import { drawWidget, type DrawnResults } from './search-results.js';

/**
 * Widths the server lays a cloud out in: the widest the site's page frame
 * gives the widget on a desktop (72rem less 2 × 2rem of padding), and a
 * common phone's (392 px less 2 × 1rem). The SVG's viewBox scales the
 * drawing to the widget's real width; the words keep their places.
 */
export const SERVER_CLOUD_WIDTH = { desktop: 1088, mobile: 360 } as const;

/**
 * Room around each word's glyphs on the server, in px: more than the
 * browser's own layout keeps (2), because the visitor's browser may draw
 * the font stack with another font than the server measured (a system
 * font stack: Georgia, else Times New Roman…). Checked in Chromium by
 * tests/e2e/wordcloud-server.test.ts.
 */
export const SERVER_CLOUD_PADDING = 6;

/** Longest run of the layout before the event loop gets its turn, in ms. */
const SLICE_MS = 12;

/**
 * The layout of `answer`'s words in a width × height area, as the widget
 * would make it, measured on @napi-rs/canvas in the widget's text font.
 * @example const layout = await serverLayout(answer, 'nt', 1088, 700);
 */
export async function serverLayout(answer: WordCloudResponse, scope: Scope, width: number, height: number): Promise<PageCloudLayout> {
  const { placed, bounds, dropped } = await layoutCloud(answer.tags, {
    width,
    height,
    fontFamily: defaultStyle.fonts.text,
    padding: SERVER_CLOUD_PADDING,
    timeInterval: SLICE_MS,
    createCanvas: () => createCanvas(1, 1),
  });
  return { scope, width, height, placed, bounds, dropped };
}

/** A cloud drawn: the view's markup and CSS, and the layouts the app takes over. */
export interface DrawnCloud extends DrawnResults {
  layouts: PageCloudLayout[];
}

/**
 * The word cloud page's widget for `scope`: both layouts, drawn by
 * WordCloudView (buttons, dropdowns, the words' list for the keyboard).
 * @example const { html, css, layouts } = await drawWordCloud(answer, 'nt');
 */
export async function drawWordCloud(answer: WordCloudResponse, scope: Scope): Promise<DrawnCloud> {
  const wide = await serverLayout(answer, scope, SERVER_CLOUD_WIDTH.desktop, CLOUD_HEIGHT.desktop);
  const narrow = await serverLayout(answer, scope, SERVER_CLOUD_WIDTH.mobile, CLOUD_HEIGHT.mobile);
  const byWidth: { wide: PlacedCloud; narrow: PlacedCloud } = { wide, narrow };
  const { html, css } = drawWidget(
    <WordCloudView
      scope={scope}
      state={{ status: 'ready', data: answer }}
      layout={{ status: 'computing' }}
      width={wide.width}
      height={wide.height}
      fontFamily={defaultStyle.fonts.text}
      byWidth={byWidth}
    />,
  );
  return { html, css, layouts: [wide, narrow] };
}
