/**
 * Matching a parsed search (search.ts) against verse text, as the
 * specification's search language defines it (sections 4, 5 and 9): the
 * API finds verses with it, the results page marks them. Apart from
 * search.ts, which the site's top bar needs on every page, so that only the
 * pages that show results load it (docs/decisions/host.md#code-splitting).
 */
import { foldWithMap } from './fold.js';
import type { ExactMode, SearchPart, SearchQuery } from './search.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of one part over folded text: its words joined by
 * any run of separators, with word boundaries when `exact` is 'exa'.
 * @example partPattern(parseSearchQuery('lumière').parts[0], 'exa').test('la lumiere.') // true
 */
export function partPattern(p: SearchPart, exact: ExactMode): RegExp {
  const body = p.words.map(escapeRegExp).join("[^\\p{L}\\p{N}']+");
  const source = exact === 'exa' ? `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])` : body;
  return new RegExp(source, 'gu');
}

/**
 * True when the folded verse text contains every part of the query. This is
 * the reference definition of a match; the API's index must agree with it.
 * @example matchesQuery(foldText('L’Éternel est mon berger'), parseSearchQuery('eternel berger'), 'nex') // true
 */
export function matchesQuery(foldedText: string, query: SearchQuery, exact: ExactMode): boolean {
  if (query.parts.length === 0) return false;
  return query.parts.every((p) => {
    const re = partPattern(p, exact);
    return re.test(foldedText);
  });
}

/**
 * The ranges [start, end) of `text` (as shown, not folded) that match a part
 * of the query, sorted and merged.
 */
export function findMatchRanges(text: string, query: SearchQuery, exact: ExactMode): Array<[number, number]> {
  const { folded, map } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const p of query.parts) {
    for (const m of folded.matchAll(partPattern(p, exact))) {
      if (m[0].length === 0) continue;
      const start = map[m.index];
      // The end maps through the last matched unit, so a ligature (œ → oe) is covered whole.
      const last = map[m.index + m[0].length - 1];
      const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const top = merged[merged.length - 1];
    if (top && r[0] <= top[1]) top[1] = Math.max(top[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

const ENTITY = /^&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Wraps the matches of the query in `<mark>` inside verse HTML. Matching
 * runs on the visible text (tags dropped, `<br>` as a space, entities
 * decoded), so a phrase that spans a tag is still found; its mark is then
 * split at the tag so the HTML stays well formed.
 * @example highlightMatches('Car <span class="wj">Dieu</span> a tant aimé', parseSearchQuery('dieu'), 'nex')
 * // 'Car <span class="wj"><mark>Dieu</mark></span> a tant aimé'
 */
export function highlightMatches(html: string, query: SearchQuery, exact: ExactMode): string {
  // Visible text, and for each of its characters the slice of `html` it comes from.
  let text = '';
  const slices: Array<[number, number]> = [];
  for (let i = 0; i < html.length; ) {
    if (html[i] === '<') {
      const close = html.indexOf('>', i);
      const end = close < 0 ? html.length : close + 1;
      if (/^<br\s*\/?>$/i.test(html.slice(i, end))) {
        text += ' ';
        slices.push([end, end]); // a <br> is a separator, never highlighted
      }
      i = end;
      continue;
    }
    const entity = html[i] === '&' ? ENTITY.exec(html.slice(i))?.[0] : undefined;
    const raw = entity ?? html[i];
    text += entity ? (ENTITIES[entity.toLowerCase()] ?? ' ') : raw;
    slices.push([i, i + raw.length]);
    i += raw.length;
  }

  const ranges = findMatchRanges(text, query, exact);
  if (ranges.length === 0) return html;

  // Mark each text character of a range; open and close <mark> around runs
  // of marked characters, closing before every tag so nesting stays valid.
  const marked = new Array<boolean>(text.length).fill(false);
  for (const [a, b] of ranges) for (let k = a; k < b; k++) marked[k] = true;

  let out = '';
  let pos = 0;
  let open = false;
  for (let k = 0; k < text.length; k++) {
    const [from, to] = slices[k];
    if (from > pos) {
      // Tags (or a <br>) lie between the previous character and this one.
      if (open) {
        out += '</mark>';
        open = false;
      }
      out += html.slice(pos, from);
    }
    if (from === to) {
      pos = to;
      continue;
    }
    if (marked[k] && !open) {
      out += '<mark>';
      open = true;
    } else if (!marked[k] && open) {
      out += '</mark>';
      open = false;
    }
    out += html.slice(from, to);
    pos = to;
  }
  if (open) out += '</mark>';
  return out + html.slice(pos);
}
