/** Text helpers of the server-rendered heads and share images. */
import { htmlToText } from '@parole/bible';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `text` safe in HTML text and in a double- or single-quoted attribute value.
 * @example escapeHtml('"><img src=x>') // '&quot;&gt;&lt;img src=x&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON text (as JSON.stringify writes it) safe as the content of a
 * `<script type="application/json">`: `<`, `>` and `&` written as `\u`
 * escapes, so that no `</script>` or `<!--` in a string can end or change
 * the element, and the line and paragraph separators too. The same JSON once
 * parsed: these characters only occur inside its strings, where the escapes
 * mean them.
 * @example scriptJson(JSON.stringify({ word: '</script>' })) // '{"word":"\\u003c/script\\u003e"}'
 */
export function scriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);
}

/** Punctuation and spaces a shortened text should not end with before its ellipsis. */
const TRAILING = /[\s,;:.!?’'«»—–(-]+$/u;

/**
 * `text` (spaces collapsed) of at most `max` characters: cut at the last
 * word boundary before the limit and ended with "…" when longer.
 * @example trimAtWord('Car Dieu a tant aimé le monde', 20) // 'Car Dieu a tant…'
 */
export function trimAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // Room for the ellipsis; the cut is at a boundary when a space or punctuation follows it.
  const cut = clean.slice(0, max - 1);
  const atBoundary = /[\s,;:.!?]/.test(clean[max - 1]);
  const space = cut.lastIndexOf(' ');
  // A single word longer than half the limit is cut inside (never in the real text).
  const kept = atBoundary || space < max / 2 ? cut : cut.slice(0, space);
  return `${kept.replace(TRAILING, '')}…`;
}

/** The plain text of verses of the API's HTML (no tags, entities decoded), one space between verses. */
export function versesText(verses: ReadonlyArray<{ texte: string }>): string {
  return verses.map((v) => htmlToText(v.texte)).join(' ');
}

/**
 * Font lists as the server's own CSS writes them: without the spaces after
 * their commas (the style's are written for reading).
 * @example cssFonts({ text: "Georgia, 'Times New Roman', serif" }).text // "Georgia,'Times New Roman',serif"
 */
export function cssFonts<K extends string>(fonts: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(fonts).map(([name, list]) => [name, list.replace(/,\s+/g, ',')])) as Record<K, string>;
}
