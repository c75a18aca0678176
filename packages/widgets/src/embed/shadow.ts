/**
 * The shadow root an embedded widget lives in, isolated from the page:
 *
 * - the page's CSS selectors do not reach into it, and its styles (injected
 *   inside it by styled-components) do not reach out;
 * - inheritance is what still crosses the boundary: the host sheet below
 *   resets every inherited property on the host element with `!important`,
 *   which wins over the page's rules, even `!important` ones (CSS Cascade 4,
 *   "context": for important declarations the inner context wins);
 * - `rem` would follow the page's root font size (`html { font-size: 62.5% }`
 *   would shrink the widget): the stylis plugin `paroleRem` rewrites every
 *   `rem` of the widgets' styles to `var(--parole-rem)`, the visitor's
 *   default font size (`font-size: medium`) measured on the host.
 *
 * The host's outer box (margin, width, position) is left to the page: a
 * webmaster places and sizes the element like any other.
 *
 * `data-hide-title` on the host hides the widget's title (`PageTitle`, marked
 * `data-parole-title`) visually, for a page that has its own heading: a screen
 * reader still finds it, and the widget's region keeps its name.
 */
/** What the plugin reads and writes of a stylis element (a rule, a declaration…). */
interface StylisElement {
  type: string;
  value: string;
}

/** The custom property that stands for `1rem` inside a widget. */
export const REM_PROPERTY = '--parole-rem';

/** Inherited properties, set on the host so that nothing of the page's text style reaches the widget; the hidden title. */
const HOST_CSS = `:host {
  all: initial;
  display: block;
  box-sizing: border-box !important;
  padding: 0 !important;
  border: 0 none !important;
  background: none !important;
  color: CanvasText !important;
  font: normal normal 400 medium/normal serif !important;
  font-feature-settings: normal !important;
  font-variation-settings: normal !important;
  font-kerning: auto !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  text-decoration: none !important;
  text-rendering: auto !important;
  white-space: normal !important;
  word-break: normal !important;
  overflow-wrap: normal !important;
  hyphens: manual !important;
  tab-size: 8 !important;
  direction: ltr !important;
  writing-mode: horizontal-tb !important;
  cursor: auto !important;
  list-style: disc outside none !important;
  quotes: auto !important;
  caret-color: auto !important;
  visibility: visible;
}
:host([data-hide-title]:not([data-hide-title="false" i], [data-hide-title="non" i], [data-hide-title="0"])) [data-parole-title] {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
}`;

const REM_NUMBER = /(?<![\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g;

/**
 * Rewrites `rem` lengths in a CSS value to multiples of `--parole-rem`.
 * @example remToVariable('0.5rem 1rem') // 'calc(0.5 * var(--parole-rem, 1rem)) calc(1 * var(--parole-rem, 1rem))'
 */
export function remToVariable(value: string): string {
  return value.replace(REM_NUMBER, `calc($1 * var(${REM_PROPERTY}, 1rem))`);
}

/**
 * A stylis plugin (for StyleSheetManager's stylisPlugins) that rewrites the
 * `rem` of every declaration; media queries are left alone (they cannot use
 * custom properties, and the widgets' are in px).
 */
export function paroleRem(element: StylisElement): void {
  if (element.type === 'decl' && element.value.includes('rem')) element.value = remToVariable(element.value);
}

const constructable = () =>
  typeof Document !== 'undefined' && 'adoptedStyleSheets' in Document.prototype && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

/** The visitor's default font size in px, as measured on the host under `font-size: medium`; 16 where nothing is laid out. */
function mediumFontSize(host: HTMLElement): number {
  const size = parseFloat(getComputedStyle(host).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/**
 * Gives `root` the host sheet, then `--parole-rem` measured through it: a
 * constructable stylesheet where the browser has them (no CSP nonce
 * needed), a `<style nonce>` otherwise. Returns the function that removes it.
 */
export function installHostSheet(root: ShadowRoot, nonce: string | undefined): () => void {
  const host = root.host as HTMLElement;
  if (constructable()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(HOST_CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    sheet.insertRule(`:host { ${REM_PROPERTY}: ${mediumFontSize(host)}px !important; }`, sheet.cssRules.length);
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = HOST_CSS;
  root.prepend(style);
  style.textContent += `\n:host { ${REM_PROPERTY}: ${mediumFontSize(host)}px !important; }`;
  return () => style.remove();
}
