/**
 * The embed builder's code (/integrer, issue 25): the snippet a webmaster
 * copies, made from the choices of the page, in the README's format (the
 * loader's script and one `div` per widget, or the tagger's script), and
 * the page its preview shows it in.
 */
import { DEFAULT_TRANSLATION, WIDGET_SCRIPTS } from '@parole/bible';
import type { WidgetName } from '@parole/widgets';

/** What the builder makes: one of the widgets, or the reference tagger. */
export type BuilderChoice = WidgetName | 'tagger';

export interface BuilderOptions {
  choice: BuilderChoice;
  /** data-site: links lead to this site (else everything opens in the widget). */
  linkToSite: boolean;
  /** data-new-tab. */
  newTab: boolean;
  /** data-hide-title (widgets). */
  hideTitle: boolean;
  /** data-preview="false" (the tagger). */
  noPreview: boolean;
  /** data-tables="false" (the quiz, issue 44): the game alone, without the public tables. */
  noTables?: boolean;
  scheme: 'light' | 'dark' | 'auto';
  /**
   * The parish's colours, when the webmaster gives them: data-color-accent and
   * data-color-background, and (issue 44) the text, the surfaces and borders
   * of the widgets' boxes and the two testaments' colours.
   */
  colors?: BuilderColors;
  /** data-font-ui and data-font-text (issue 44): font lists, each the widget's own when absent. */
  fonts?: { ui?: string; text?: string };
  /** data-radius (issue 44): the corners of the widgets' boxes. */
  radius?: string;
  /**
   * The page sends a Content-Security-Policy (issue 44): the script tag gets
   * `nonce="…"`, a placeholder for the nonce the page's server writes.
   */
  nonce?: boolean;
  /** The reader's chapter. */
  reader: { book: number; chapter: number };
  /** The search's word on opening (none: an empty box). */
  word: string;
  /**
   * data-traduction (issue 41): the translation the widget or the tagger
   * reads (GET /api/traductions' id); the default's, said by nothing, when
   * absent. The quiz reads Louis Segond 1910 whatever it is.
   */
  translation?: string;
  /**
   * The reader only (issue 42): a translation beside the one read, side by
   * side (`data-traduction="lsg,darby"`); none when absent.
   */
  compareWith?: string;
}

/** The colours the builder sets, each a `data-color-…` attribute of the widgets and the tagger. */
export interface BuilderColors {
  accent: string;
  background: string;
  text?: string;
  surface?: string;
  border?: string;
  oldTestament?: string;
  newTestament?: string;
}

/** Each colour's attribute, in the order the snippet writes them. */
const COLOR_ATTRIBUTES: ReadonlyArray<readonly [keyof BuilderColors, string]> = [
  ['accent', 'data-color-accent'],
  ['background', 'data-color-background'],
  ['text', 'data-color-text'],
  ['surface', 'data-color-surface'],
  ['border', 'data-color-border'],
  ['oldTestament', 'data-color-old-testament'],
  ['newTestament', 'data-color-new-testament'],
];

/** What the webmaster replaces with the page's nonce, in the snippet with `nonce`. */
export const NONCE_PLACEHOLDER = 'NONCE-DE-VOTRE-PAGE';

export const DEFAULT_OPTIONS: BuilderOptions = {
  choice: 'plan',
  linkToSite: true,
  newTab: false,
  hideTitle: false,
  noPreview: false,
  scheme: 'light',
  reader: { book: 43, chapter: 3 },
  word: '',
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** ` name="value"` or ` name` (a boolean attribute). */
const attribute = (name: string, value?: string) => (value === undefined ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`);

/**
 * The snippet of `options` for the site at `site` (its origin).
 * @example snippetFor('https://bible.example.org', DEFAULT_OPTIONS)
 * // '<script src="https://bible.example.org/widgets/parole-widgets.js" defer></script>\n<div data-bible-widget="plan" data-site="https://bible.example.org"></div>'
 */
export function snippetFor(site: string, options: BuilderOptions): string {
  const { colors, fonts } = options;
  const theme =
    (options.scheme === 'light' ? '' : attribute('data-scheme', options.scheme)) +
    (colors ? COLOR_ATTRIBUTES.map(([role, name]) => (colors[role] === undefined ? '' : attribute(name, colors[role]))).join('') : '') +
    (fonts?.ui ? attribute('data-font-ui', fonts.ui) : '') +
    (fonts?.text ? attribute('data-font-text', fonts.text) : '') +
    (options.radius ? attribute('data-radius', options.radius) : '');
  const compared = options.choice === 'reader' && options.compareWith !== undefined && options.compareWith !== (options.translation ?? DEFAULT_TRANSLATION);
  const translation = compared
    ? attribute('data-traduction', `${options.translation ?? DEFAULT_TRANSLATION},${options.compareWith}`)
    : options.translation !== undefined && options.choice !== 'quiz'
      ? attribute('data-traduction', options.translation)
      : '';
  const nonce = options.nonce ? attribute('nonce', NONCE_PLACEHOLDER) : '';
  if (options.choice === 'tagger') {
    const own = (options.newTab ? attribute('data-new-tab') : '') + (options.noPreview ? attribute('data-preview', 'false') : '') + translation;
    return `<script src="${site}${WIDGET_SCRIPTS.tagger}"${nonce} defer${own}${theme}></script>`;
  }
  const widget =
    options.choice === 'reader'
      ? attribute('data-livre', String(options.reader.book)) + attribute('data-chapitre', String(options.reader.chapter))
      : options.choice === 'search' && options.word.trim() !== ''
        ? attribute('data-word', options.word.trim())
        : options.choice === 'quiz' && options.noTables
          ? attribute('data-tables', 'false')
          : '';
  const common =
    (options.linkToSite ? attribute('data-site', site) + (options.newTab ? attribute('data-new-tab') : '') : '') +
    (options.hideTitle ? attribute('data-hide-title') : '');
  return `<script src="${site}${WIDGET_SCRIPTS.embed}"${nonce} defer></script>\n<div data-bible-widget="${options.choice}"${common}${widget}${translation}${theme}></div>`;
}

/** What the tagger's preview page holds around its script: a paragraph of a sermon's notes. */
export const TAGGER_SAMPLE = 'Dimanche, nous lirons Jean 10.11-18 et le Ps 23 ; la semaine suivante, 1 Co 13,4-7 et Rm 8.28-39 ; 12.1-2.';

/**
 * The preview's page: `snippet` as pasted into a plain page (with the
 * tagger's sample text), its scripts and style given the site's nonce
 * (the preview inherits the site's policy, which allows no style without it).
 */
export function previewDocument(snippet: string, options: Pick<BuilderOptions, 'choice'>, nonce: string | undefined): string {
  // The webmaster's placeholder gives way to the site's own nonce (the preview inherits the site's policy).
  const own = snippet.replaceAll(attribute('nonce', NONCE_PLACEHOLDER), '');
  const withNonce = nonce ? own.replace(/<script /g, `<script nonce="${escapeAttribute(nonce)}" `) : own;
  const style = `<style${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''}>body { margin: 8px; font: 16px/1.5 Georgia, serif; color: #222; background: #fff; }</style>`;
  const sample = options.choice === 'tagger' ? `<p>${TAGGER_SAMPLE}</p>` : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Aperçu</title>${style}</head><body>${sample}${withNonce}</body></html>`;
}
