/**
 * The reference tagger (issue 25), `parole-tagger.js`: one script tag in a
 * church site's template,
 *
 *   <script src="https://bible.example.org/widgets/parole-tagger.js" defer></script>
 *
 * links every Bible reference of the page's text to the site's reading
 * route (tag.ts), in slices of a few milliseconds so that the page never
 * waits, content added later included; a link shows its passage on hover,
 * keyboard focus and tap (preview.ts).
 *
 * Attributes of the script tag: `data-site` (where links lead; the site that
 * serves the script by default), `data-api` (whose API the previews read;
 * the same by default), `data-traduction` (the translation: references are
 * read in its numbering, links and previews are in it; issue 41),
 * `data-new-tab`, `data-preview="false"` (links only), `data-references="false"`
 * (previews without « Voir aussi », their first cross references: issue 43),
 * and the widgets' theme for the preview (`data-scheme`,
 * `data-color-background`, `data-color-text`, `data-color-accent` and their
 * `data-dark-color-…`, `data-font-ui`, `data-font-text`, `data-radius`).
 */
import { DEFAULT_TRANSLATION, formatPath, pages, readingNumbering, readInProductNumbering } from '@parole/bible';
import { loadNumbering } from './numbering.js';
import { setUpPreviews } from './preview.js';
import { tagTextNode, textNodesIn, type LinkOptions } from './tag.js';

/** The chunk of the translations' numbering data (embed/tagger-numbering-[hash].js), named by the build (rollup.config.mjs). */
declare const __PAROLE_TAGGER_NUMBERING__: string;

/** A slice of work between two chances for the page to run: well under a frame. */
const SLICE_MS = 8;

/** What `data-new-tab` and `data-preview` say: present and not "false". */
const isOn = (value: string | undefined) => value !== undefined && value.trim().toLowerCase() !== 'false';

/** The translation of the script tag, as the embed reads it (case and spaces forgiven); undefined for the default. */
function translationOf(script: HTMLScriptElement): string | undefined {
  const given = script.dataset.traduction?.trim().toLowerCase() || undefined;
  return given === DEFAULT_TRANSLATION ? undefined : given;
}

/**
 * Starts once the translation's numbering can be read: at once in the
 * chapter table (Segond, and an id without numbering data, sent as written
 * so that one the API lacks is refused in French in the preview); after its
 * data's chunk has come for Darby or Martin (numbering.ts). Without that
 * chunk nothing is linked: a reference read in another numbering would
 * lead to the wrong verse.
 */
function whenNumbered(script: HTMLScriptElement): void {
  const translation = translationOf(script);
  if (readInProductNumbering(translation)) return start(script, translation);
  loadNumbering(new URL(`embed/${__PAROLE_TAGGER_NUMBERING__}`, script.src).href).then(
    () => start(script, translation),
    (error: unknown) => console.error('parole-tagger: the numbering of the translation could not be loaded; no reference is linked.', error),
  );
}

function start(script: HTMLScriptElement, translation: string | undefined): void {
  const served = new URL(script.src, document.baseURI).origin;
  const site = (script.dataset.site?.trim() || served).replace(/\/+$/, '');
  const apiBase = (script.dataset.api?.trim() || served).replace(/\/+$/, '');
  const options: LinkOptions = {
    // href('read', …) as written out: `pages[name]` would keep every route of the site (and their parsers) in the script.
    hrefFor: (place) => site + formatPath(pages.read, { ...place, translation }),
    newTab: isOn(script.dataset.newTab),
    numbering: readingNumbering(translation),
  };

  // Roots waiting to be read, then the text nodes of the one being read.
  const roots: Node[] = [];
  let texts: Text[] = [];
  let scheduled = false;

  const observer = new MutationObserver((records) => take(records));
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'characterData') roots.push(record.target);
      else record.addedNodes.forEach((node) => roots.push(node));
    }
    if (roots.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(run, 0);
  };
  const run = () => {
    scheduled = false;
    // The page's changes since the last slice; the tagger's own (below) are dropped.
    take(observer.takeRecords());
    const end = performance.now() + SLICE_MS;
    while (performance.now() < end) {
      const node = texts.shift();
      if (node) {
        if (node.isConnected) tagTextNode(node, options);
        continue;
      }
      const root = roots.shift();
      if (!root) break;
      if (root.isConnected) texts = textNodesIn(root);
    }
    observer.takeRecords();
    if (texts.length > 0 || roots.length > 0) schedule();
  };

  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  roots.push(document.body);
  schedule();
  const on = (value: string | undefined) => value === undefined || isOn(value);
  if (on(script.dataset.preview)) setUpPreviews({ apiBase, script, translation, seeAlso: on(script.dataset.references) ? options.hrefFor : undefined });
}

const script = document.currentScript as HTMLScriptElement | null;
if (script) {
  if (document.body) whenNumbered(script);
  else document.addEventListener('DOMContentLoaded', () => whenNumbered(script), { once: true });
}
