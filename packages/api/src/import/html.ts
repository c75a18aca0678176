/**
 * The verse HTML allowlist. Verse text is stored as HTML because the reader
 * shows words of Jesus, italics, ordinals, "Pause" and poetry lines; it is
 * injected as HTML by the widgets, so what may appear in it is fixed here and
 * checked on every stored verse.
 */

/** Every tag a stored verse may contain, exactly as written by the importer. */
export const ALLOWED_VERSE_TAGS: readonly string[] = [
  '<span class="wj">',
  '<span class="qs">',
  '</span>',
  '<i>',
  '</i>',
  '<sup>',
  '</sup>',
  '<br>',
];

const ALLOWED = new Set(ALLOWED_VERSE_TAGS);
const ENTITY = /&(?:amp|lt|gt);/g;

/**
 * Escapes text for an HTML text node. Quotes need no escaping: the importer
 * never writes text into an attribute.
 * @example escapeHtml('a < b & c') // 'a &lt; b &amp; c'
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Throws unless `html` is made only of escaped text and allowlisted tags
 * (`allowed`: the importer's by default; the search page adds its marks),
 * properly nested, with no USFM marker left (no backslash at all).
 * `where` names the verse in the error ("JHN 3:16").
 * @example assertSafeVerseHtml('<span class="wj">Venez</span>', 'MAT 11:28') // ok
 */
export function assertSafeVerseHtml(html: string, where: string, allowed: ReadonlySet<string> = ALLOWED): void {
  if (html.includes('\\')) {
    throw new Error(`${where}: a USFM marker or stray backslash is left in the verse text: ${snippet(html, html.indexOf('\\'))}`);
  }
  const open: string[] = [];
  const tag = /<[^>]*>/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    assertText(html.slice(last, m.index), where);
    last = m.index + m[0].length;
    const t = m[0];
    if (!allowed.has(t)) throw new Error(`${where}: tag ${t} is not allowed in verse text`);
    if (t === '<br>') continue;
    if (t.startsWith('</')) {
      const expected = open.pop();
      if (expected !== t) throw new Error(`${where}: ${t} closes ${expected ? `a tag expecting ${expected}` : 'nothing'}`);
    } else {
      open.push(t.startsWith('<span') ? '</span>' : t.replace('<', '</'));
    }
  }
  assertText(html.slice(last), where);
  if (open.length > 0) throw new Error(`${where}: unclosed tag, expected ${open.join('')}`);
}

function assertText(text: string, where: string): void {
  const bare = text.replace(ENTITY, '');
  const bad = bare.search(/[<>&]/);
  if (bad >= 0) throw new Error(`${where}: unescaped "${bare[bad]}" in verse text: ${snippet(bare, bad)}`);
}

function snippet(text: string, at: number): string {
  return JSON.stringify(text.slice(Math.max(0, at - 20), at + 20));
}
