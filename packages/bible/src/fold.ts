/**
 * French text folding: the one normalisation every comparison of the product
 * uses (search, highlighting, reference parsing), so that a reader who types
 * without accents, with either apostrophe or with "oe" for "œ" finds the text.
 *
 * Folding is length-changing (œ → oe), so it is never applied to text that is
 * shown; highlighting maps positions back through {@link foldWithMap}.
 */

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae' };
const APOSTROPHES = /[\u2019\u2018\u02BC\u00B4\u0060\u2032]/g;
const COMBINING = /[\u0300-\u036f]/g;

/** What each character folds to, computed once: normalizing a character is slow, the characters of a text are few. */
const folds = new Map<string, string>();
/** Characters kept in `folds`; a text of more distinct ones folds the rest each time (never unbounded memory). */
const FOLDS_KEPT = 4096;

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  // ASCII: only capitals and the backquote change (most of a French text, no lookup).
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : code === 0x60 ? "'" : ch;
  let folded = folds.get(ch);
  if (folded === undefined) {
    folded = LIGATURES[ch] ?? ch.normalize('NFD').replace(COMBINING, '').replace(APOSTROPHES, "'").toLowerCase();
    if (folds.size < FOLDS_KEPT) folds.set(ch, folded);
  }
  return folded;
}

/**
 * Lower case, no accents (é è ê ë à â î ï ô û ù ü ÿ ç), œ → oe, æ → ae, and
 * every typographic apostrophe (’ ‘ ʼ) as the ASCII one.
 * @example foldText("L’Éternel est mon berger; cœur") // "l'eternel est mon berger; coeur"
 */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) out += foldChar(ch);
  return out;
}

/**
 * Folds `text` and returns, for each UTF-16 unit of the folded string, the
 * index in `text` of the character it came from (plus a final entry equal to
 * `text.length`), so matches found in folded text can be mapped back.
 */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let k = 0; k < f.length; k++) map.push(i);
    folded += f;
    i += ch.length;
  }
  map.push(text.length);
  return { folded, map };
}

/** Trims and collapses inner white space to one space (the spec's search input rule). */
export function normalizeSpaces(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
