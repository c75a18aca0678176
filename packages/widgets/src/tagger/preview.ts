/**
 * The tagger's preview (issue 25): a reference's passage on hover, on
 * keyboard focus and on tap, with the translation's name and a link to
 * read the chapter. It closes with Escape, when the pointer or the focus
 * leaves the link and the preview, and on a second tap of the link.
 *
 * The preview lives in a shadow root placed right after its link (so that
 * Tab goes from the reference into it), isolated from the page's CSS both
 * ways like the widgets, in the widgets' palettes with the script tag's
 * colours, fonts and corners over them (the style's `data-*` vocabulary,
 * read by @parole/bible's styleFromAttributes, as the embed reads it). Passages come from GET /api/passages: the ones asked within a
 * moment in one request, each once per page.
 */
import {
  crossReferencesEndpoint,
  darkColors,
  defaultStyle,
  fitsPassagesRequest,
  formatPath,
  passagesEndpoint,
  passagesParam,
  readableColors,
  readingNumbering,
  readPassages,
  styleFromAttributes,
  type CrossReferencesResponse,
  type ParoleStyle,
  type Passage,
  type PassageKey,
  type PassagesResponse,
  type ReadingPlace,
} from '@parole/bible';
import { styleRoot } from './styles.js';
import { PASSAGE_ATTRIBUTE } from './tag.js';

/** The preview's texts (French, as every text a visitor reads). */
export const PREVIEW_TEXTS = {
  loading: 'Chargement du passage…',
  failed: 'Le passage n’a pas pu être chargé.',
  more: '…',
  read: 'Lire le chapitre',
  /** Before the first cross references of the passage's first verse (issue 43). */
  seeAlso: 'Voir aussi : ',
} as const;

/** How many cross references « Voir aussi » shows. */
const SEE_ALSO = 3;

/** A GET of the API, without the page's cookies (the read API is public). */
const get = (apiBase: string, path: string) => fetch(apiBase + path, { credentials: 'omit' });

/** A request the API refused as a whole, with its French message (an unknown `traduction`). */
class RefusedError extends Error {}

/** The French message of a refusal's JSON body; the preview's own failure text when it has none. */
const refusalMessage = (answer: Response): Promise<string> =>
  answer.json().then(
    ({ message }: { message?: unknown }) => (typeof message === 'string' && message ? message : PREVIEW_TEXTS.failed),
    () => PREVIEW_TEXTS.failed,
  );

/**
 * An element of the preview, with its class (when given) and what it holds.
 * One helper for every element: the tagger's size budget (issue 43).
 * @example el('p', 'text', 'Chargement du passage…')
 */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: Array<string | Node>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/**
 * A verse's plain text with Darby's signs raised as the reader shows them
 * (internal/signs.ts): its opening `*` and each `✶`, each a `<sup>` that
 * screen readers skip; other texts as they are.
 */
function withSigns(text: string): Array<string | HTMLElement> {
  const sign = (glyph: string) => {
    const sup = el('sup', 'sign', glyph);
    sup.setAttribute('aria-hidden', 'true');
    return sup;
  };
  const nodes: Array<string | HTMLElement> = [];
  const opening = /^\s*\*\s*/.exec(text);
  if (opening) nodes.push(sign('*'));
  (opening ? text.slice(opening[0].length) : text).split('✶').forEach((piece, i) => {
    if (i > 0) nodes.push(sign('✶'));
    if (piece !== '') nodes.push(piece);
  });
  return nodes;
}

/** Waits before opening on hover (a pointer crossing a paragraph opens nothing), and before closing (time to reach the preview). */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 300;
/** Passages asked within this time go in one request. */
const BATCH_MS = 20;

export interface PreviewOptions {
  /** The API's origin (`data-api`, else the script's). */
  apiBase: string;
  /** The script tag: its data-scheme and data-color-* attributes colour the preview. */
  script: HTMLScriptElement;
  /** The translation of the passages (`data-traduction`, issue 41); the API's default without it. */
  translation?: string;
  /**
   * The links of « Voir aussi » (issue 43): the first cross references of the
   * passage's first verse, asked when its preview opens; none without
   * (`data-references="false"`).
   */
  seeAlso?: (place: ReadingPlace) => string;
}

/**
 * One GET /api/passages per moment, or as few as the contract's bounds allow
 * (fitsPassagesRequest: PASSAGES_MAX passages, their ranges, verses and
 * length), each passage asked once per page and in its one form, so that
 * the server never refuses a request for its size nor redirects it, and
 * caches share its answers with other pages'.
 */
function passageSource(apiBase: string, translation: string | undefined): (key: string) => Promise<{ passage: Passage; translation: string }> {
  const asked = new Map<string, Promise<{ passage: Passage; translation: string }>>();
  const numbering = readingNumbering(translation);
  type Asked = {
    key: PassageKey;
    /** The passage's one form: the answer's `passage`. */
    name: string;
    resolve: (value: { passage: Passage; translation: string }) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Asked[] = [];
  const flush = () => {
    const all = waiting;
    waiting = [];
    let batch: Asked[] = [];
    for (const one of all) {
      if (batch.length > 0 && !fitsPassagesRequest([...batch, one].map(({ key }) => key), translation)) {
        void ask(batch);
        batch = [];
      }
      batch.push(one);
    }
    if (batch.length > 0) void ask(batch);
  };
  const ask = async (batch: Asked[]) => {
    try {
      const res = await get(apiBase, formatPath(passagesEndpoint, { passages: batch.map(({ key }) => key), translation }));
      // A refusal of the whole request (a translation the server lacks) is said in the API's French words.
      if (res.status === 400) throw new RefusedError(await refusalMessage(res));
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as PassagesResponse;
      for (const { name, resolve, reject } of batch) {
        const passage = body.passages.find((p) => p.passage === name);
        if (passage) resolve({ passage, translation: body.traduction });
        else reject(new Error(name));
      }
    } catch (error) {
      for (const { name, reject } of batch) {
        asked.delete(name); // asked again on the next opening
        reject(error);
      }
    }
  };
  return (text) => {
    // A link's passage as the tagger writes it, or as a page wrote it by hand (`43.3.018-16`): asked in its one form.
    // Read in the translation's numbering, the one its references were read in (not passagesParam's widest of all
    // numberings, which Segond's tagger does not carry: numbering.ts).
    const keys = readPassages(text, { numbering, countVerses: false });
    if (typeof keys === 'string' || keys.length !== 1) return Promise.reject(new Error(text));
    const name = passagesParam.format(keys);
    let answer = asked.get(name);
    if (!answer) {
      answer = new Promise((resolve, reject) => {
        if (waiting.length === 0) setTimeout(flush, BATCH_MS);
        waiting.push({ key: keys[0]!, name, resolve, reject });
      });
      asked.set(name, answer);
    }
    return answer;
  };
}

/** The preview's style sheet: the widgets' palettes, the page's colours over them, nothing inherited from the page. */
function sheet(script: HTMLScriptElement): string {
  const { scheme, style, darkColors: darkGiven } = styleFromAttributes((attribute) => script.getAttribute(attribute)?.trim());
  type Colors = ParoleStyle['colors'];
  // The colours of data-color-* in both palettes, those of data-dark-color-* over them in the dark one, kept
  // readable by the widgets' rules (readableColors): a parish's cream given to the dark palette takes the light
  // palette's text, and a colour drawn as text reaches 4.5:1 (issue 44: light text on cream was 1.04:1).
  const palette = (base: Colors, given: Partial<Colors>) => {
    const colors = readableColors(base, given);
    return `
    --background: ${colors.background};
    --text: ${colors.text};
    --muted: ${colors.textMuted};
    --accent: ${colors.accent};
    --border: ${colors.border};
    --shadow: ${colors.shadow};`;
  };
  const light = palette(defaultStyle.colors, { ...style?.colors });
  const dark = palette(darkColors, { ...style?.colors, ...darkGiven });
  return `
    :host { all: initial; }
    .card {
      ${scheme === 'dark' ? dark : light}
      position: fixed; z-index: 2147483000; box-sizing: border-box;
      width: min(26rem, calc(100vw - 16px)); max-height: min(22rem, 60vh); overflow: auto;
      margin: 0; padding: 12px 16px;
      border: 1px solid var(--border); border-radius: ${style?.radii?.md ?? defaultStyle.radii.md};
      background: var(--background); color: var(--text); box-shadow: 0 6px 24px var(--shadow);
      font: 400 16px/1.5 ${style?.fonts?.ui ?? defaultStyle.fonts.ui}; text-align: left; letter-spacing: normal;
    }
    ${scheme === 'auto' ? `@media (prefers-color-scheme: dark) { .card { ${dark} } }` : ''}
    .reference { margin: 0 0 4px; font-weight: 700; }
    .text { margin: 0; font-family: ${style?.fonts?.text ?? defaultStyle.fonts.text}; }
    .text sup { color: var(--muted); font-size: 0.75em; margin-right: 2px; }
    .also { margin: 8px 0 0; font-size: 14px; }
    .also + .also a { color: var(--muted); font-weight: 400; }
    .foot { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; margin: 8px 0 0; color: var(--muted); font-size: 14px; }
    a { color: var(--accent); font-weight: 600; }
    a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  `;
}

/**
 * Shows previews of the page's tagged links (tag.ts), from the moment the
 * script runs: links tagged later need nothing more.
 */
export function setUpPreviews({ apiBase, script, translation, seeAlso }: PreviewOptions): void {
  const passageOf = passageSource(apiBase, translation);
  const host = el('span');
  host.setAttribute('data-parole-preview', '');
  const root = host.attachShadow({ mode: 'open' });
  // Under a policy that blocks its styles, no preview: the links stay (issue 44).
  if (!styleRoot(root, sheet(script), script)) return;
  const card = el('div', 'card');
  card.setAttribute('role', 'dialog');
  card.setAttribute('lang', 'fr');
  root.append(card);

  let current: HTMLAnchorElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPointer = 'mouse';
  // The link whose preview was open when the last touch began: a tap focuses the link (and so opens it) before its click.
  let openAtTouch: HTMLAnchorElement | null = null;
  // Focus given back to a link by Escape opens nothing.
  let refocusing = false;

  const place = () => {
    if (!current) return;
    const rect = current.getBoundingClientRect();
    const width = card.offsetWidth;
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
    const below = rect.bottom + 6;
    const top = below + card.offsetHeight > window.innerHeight - 8 && rect.top > card.offsetHeight + 14 ? rect.top - card.offsetHeight - 6 : below;
    Object.assign(card.style, { left: `${left}px`, top: `${top}px` });
  };

  const show = (link: HTMLAnchorElement) => {
    clearTimeout(timer);
    if (current === link) return;
    current = link;
    const key = link.getAttribute(PASSAGE_ATTRIBUTE)!;
    // A link of the preview: in the tab (or not) as its reference's link.
    const anchor = (url: string, words: string, target = link.target, rel = link.rel) => {
      const a = el('a', '', words);
      a.href = url;
      if (target) [a.target, a.rel] = [target, rel];
      return a;
    };
    const reference = el('p', 'reference', link.textContent ?? '');
    reference.id = 'parole-reference';
    const text = el('p', 'text', PREVIEW_TEXTS.loading);
    const translationName = el('span');
    const foot = el('p', 'foot', translationName, anchor(link.href, PREVIEW_TEXTS.read));
    card.replaceChildren(reference, text, foot);
    card.setAttribute('aria-labelledby', reference.id);
    link.after(host);
    place();
    passageOf(key).then(
      ({ passage, translation: name }) => {
        if (current !== link) return;
        reference.textContent = passage.reference;
        text.replaceChildren(
          ...passage.versets.flatMap(({ verset, texte }) => [el('sup', '', String(verset)), ...withSigns(texte), ' ']),
          ...(passage.suite ? [PREVIEW_TEXTS.more] : []),
        );
        translationName.textContent = name;
        place();
        // « Voir aussi »: the first references of the passage's first verse, under its text, with their credit (CC BY).
        // Read in the tagger's numbering, as passageOf reads it: passagesParam reads in the widest of all, which
        // Segond's tagger does not carry (numbering.ts; it threw on every opening, issue 48).
        const read = readPassages(key, { numbering: readingNumbering(translation), countVerses: false });
        const at = typeof read === 'string' ? undefined : read[0];
        if (!seeAlso || !at) return;
        // Asked at each opening: the browser's HTTP cache keeps the answer (immutable, max-age).
        get(apiBase, formatPath(crossReferencesEndpoint, { ...at, verse: passage.versets[0]!.verset, limit: SEE_ALSO, translation }))
          .then((res) => res.json() as Promise<CrossReferencesResponse>)
          .then(({ references, source }) => {
          // Nothing to show: none, or a refusal's body (a server without them).
          if (current !== link || !references?.length) return;
          foot.after(
            el(
              'p',
              'also',
              PREVIEW_TEXTS.seeAlso,
              ...references.flatMap(({ reference, verset: v }, i) => [i ? ', ' : '', anchor(seeAlso({ book: v.livre_id, chapter: v.chapitre, verses: [v.verset] }), reference)]),
            ),
            el('p', 'also', anchor(source.lien, source.texte, '_blank', 'noopener')),
          );
          place();
        }, () => {});
      },
      (error: unknown) => {
        if (current === link) text.textContent = error instanceof RefusedError ? error.message : PREVIEW_TEXTS.failed;
      },
    );
  };

  const hide = () => {
    clearTimeout(timer);
    current = null;
    host.remove();
  };
  const hideSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(hide, CLOSE_DELAY_MS);
  };
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? (target.closest(`a[${PASSAGE_ATTRIBUTE}]`) as HTMLAnchorElement | null) : null;
  const inPreview = (target: EventTarget | null) => target === host || (target instanceof Node && host.contains(target));

  document.addEventListener(
    'pointerdown',
    (event) => {
      lastPointer = event.pointerType;
      openAtTouch = current;
    },
    true,
  );
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const link = linkOf(event.target);
    if (link) {
      clearTimeout(timer);
      if (link !== current) timer = setTimeout(() => show(link), OPEN_DELAY_MS);
    } else if (inPreview(event.target)) {
      clearTimeout(timer);
    }
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'mouse' || !(linkOf(event.target) || inPreview(event.target))) return;
    // Left before the preview opened: it does not open.
    if (!current) return clearTimeout(timer);
    // From the link to its preview or back: it stays.
    if (linkOf(event.relatedTarget) === current || inPreview(event.relatedTarget)) return;
    hideSoon();
  });
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event.target);
    if (link && !refocusing) show(link);
    else if (!link && !inPreview(event.target) && current) hide();
  });
  document.addEventListener('click', (event) => {
    const link = linkOf(event.target);
    if (!link) {
      if (current && lastPointer !== 'mouse' && !inPreview(event.target)) hide();
      return;
    }
    // A tap opens the preview; a second tap on its link closes it. A mouse click follows the link.
    if (lastPointer === 'mouse') return;
    event.preventDefault();
    if (openAtTouch === link) hide();
    else show(link);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !current) return;
    const link = current;
    const focusInside = inPreview(document.activeElement);
    hide();
    if (!focusInside) return;
    refocusing = true;
    link.focus();
    refocusing = false;
  });
  window.addEventListener('scroll', place, { passive: true });
  window.addEventListener('resize', place, { passive: true });
}
