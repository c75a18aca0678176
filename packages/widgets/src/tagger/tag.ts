/**
 * The reference tagger's work on a page (issue 25): every Bible reference
 * in the page's text becomes a link to the site's reading route, its visible
 * text kept as written. No React: this is the few kilobytes a church's page
 * loads with the tagger's script (tagger.ts).
 */
import { findReferences, passagesParam, type PassageEnd, type ReadingNumbering, type ReadingPlace } from '@parole/bible';

/**
 * Where references are left as they are: inside links and buttons, code,
 * form fields, scripts and styles, editable text, and any element the page
 * marks `data-parole-ignore` (with the tagger's own preview).
 */
export const IGNORED = [
  'a',
  'button',
  'code',
  'pre',
  'kbd',
  'samp',
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'input',
  'select',
  'option',
  'svg',
  'math',
  'title',
  '[contenteditable]:not([contenteditable="false"])',
  '[data-parole-ignore]',
  '[data-parole-preview]',
].join(',');

/** The attribute of a tagged link: its passage as GET /api/passages names it (`43.3.16`). */
export const PASSAGE_ATTRIBUTE = 'data-parole-passage';

/** The passage key of a place, and of a passage across chapters its end (issue 44): `43.3.16-18`, `19.23`, `40.5-7`, `1.1.1-2.3`. */
export const passageKey = (place: ReadingPlace, through?: PassageEnd): string => passagesParam.format([through ? { ...place, through } : place]);

/** The text nodes under `root` (itself included) that may hold a reference: some digit, outside what is ignored. */
export function textNodesIn(root: Node): Text[] {
  const owner = root.ownerDocument ?? (root as Document);
  if (root.nodeType === Node.TEXT_NODE) return mayHold(root as Text) ? [root as Text] : [];
  if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_NODE && root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return [];
  if (root instanceof owner.defaultView!.Element && root.closest(IGNORED)) return [];
  const found: Text[] = [];
  const walker = owner.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE
        ? (node as Element).matches(IGNORED)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_SKIP
        : /\d/.test((node as Text).data)
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_SKIP,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
  return found;
}

/** Whether a lone text node may hold a reference: a digit, and no ignored ancestor. */
function mayHold(node: Text): boolean {
  return /\d/.test(node.data) && !node.parentElement?.closest(IGNORED);
}

export interface LinkOptions {
  /** The reading route of a place, on the full site: `https://bible.example.org/lire/43/3/16`. */
  hrefFor: (place: ReadingPlace) => string;
  /** Links open in a new tab (`data-new-tab`), without a way back to this page. */
  newTab?: boolean;
  /** The numbering references are read in: the translation's of `data-traduction` (issue 41); the chapter table's by default. */
  numbering?: ReadingNumbering;
}

/**
 * Replaces each reference in `node` with a link, its text as written.
 * Returns the links made (none when the text holds no reference, and then
 * the node is left untouched).
 * @example tagTextNode(paragraph.firstChild, { hrefFor: (place) => href('read', place, site) })
 */
export function tagTextNode(node: Text, options: LinkOptions): HTMLAnchorElement[] {
  const text = node.data;
  const references = findReferences(text, options.numbering);
  if (references.length === 0 || !node.parentNode) return [];
  const document = node.ownerDocument;
  const fragment = document.createDocumentFragment();
  const links: HTMLAnchorElement[] = [];
  let at = 0;
  for (const { start, end, place, through } of references) {
    if (start > at) fragment.append(text.slice(at, start));
    const link = document.createElement('a');
    link.href = options.hrefFor(place);
    // The link leads where the passage starts (the reading route is a chapter); its preview reads the whole of it.
    link.setAttribute(PASSAGE_ATTRIBUTE, passageKey(place, through));
    if (options.newTab) {
      link.target = '_blank';
      link.rel = 'noopener';
    }
    link.textContent = text.slice(start, end);
    fragment.append(link);
    links.push(link);
    at = end;
  }
  if (at < text.length) fragment.append(text.slice(at));
  node.replaceWith(fragment);
  return links;
}
