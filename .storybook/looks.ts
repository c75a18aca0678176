/**
 * The shared looks, checked in every story (issue 51, "One of each,
 * visibly"): each element a widget marks with `data-look` (a title level, a
 * button kind, a field, a verse card) must have the computed sizes, radii,
 * borders and weights that the tokens of the style module give
 * (@parole/bible's style/scale.ts and palette.ts), the one table below. A
 * widget that draws its own title size or its own button height fails its
 * stories here, in Debian's Chromium, whatever its class names.
 */
import { BUTTON_KINDS, BUTTON_TOKENS, CONTROL, TITLE_LEVELS, TYPE_SCALE, type ParoleStyle } from '@parole/bible';

/** A computed property and the value it must have, as getComputedStyle() writes it. */
type Expected = Partial<
  Record<'fontSize' | 'fontWeight' | 'height' | 'minHeight' | 'borderTopWidth' | 'borderTopColor' | 'borderTopLeftRadius' | 'paddingTop' | 'paddingLeft' | 'boxShadow', string>
>;

/** A rem length of the tokens in px, at the page's root size (what getComputedStyle answers). */
const px = (length: string, root: number) => {
  const match = /^([\d.]+)(rem|px)$/.exec(length);
  if (!match) throw new Error(`looks: a token the table cannot read: ${length}`);
  const value = Number(match[1]) * (match[2] === 'rem' ? root : 1);
  return `${Number(value.toFixed(2))}px`;
};

/**
 * The expected values of every look, read from the tokens: the one table
 * the story tests hold the widgets to.
 * @example expectedLooks(defaultStyle, 16)['title-section'] // { fontSize: '20px', fontWeight: '700' }
 * expectedLooks(defaultStyle, 16)['button-tab'] // { fontWeight: '400', height: '36px' }
 */
export function expectedLooks(style: ParoleStyle, root: number, rgb: (color: string) => string = (color) => color): Record<string, Expected> {
  const table: Record<string, Expected> = {};
  for (const level of TITLE_LEVELS) {
    const { size, weight } = TYPE_SCALE[level];
    table[`title-${level}`] = { fontSize: px(size, root), fontWeight: String(weight) };
  }
  for (const kind of BUTTON_KINDS) {
    const { weight, height } = BUTTON_TOKENS[kind];
    // A tab or a chip is exactly its height (a row of equals); an action may grow when its label wraps on a phone.
    const size = kind === 'tab' || kind === 'chip' ? { height: px(height, root) } : { minHeight: px(height, root) };
    table[`button-${kind}`] = { fontWeight: String(weight), ...size };
  }
  // A field's edge: textMuted, 1 px, the small radius, for WCAG 1.4.11's 3:1 (widgets' style.ts, textFieldLook).
  const edge = { borderTopWidth: '1px', borderTopColor: rgb(style.colors.textMuted), borderTopLeftRadius: style.radii.sm, fontSize: px('1rem', root) };
  table.field = { ...edge, height: px(CONTROL.height, root) };
  table['field-area'] = edge;
  // The one verse card (widgets' internal/ui.tsx, VerseCard): border, medium radius, the testament's 3-px inset bar, 8/16 px padding.
  table['verse-card'] = {
    borderTopWidth: '1px',
    borderTopColor: rgb(style.colors.border),
    borderTopLeftRadius: style.radii.md,
    paddingTop: px(style.space.sm, root),
    paddingLeft: px(style.space.md, root),
    boxShadow: '3px 0px 0px 0px inset',
  };
  return table;
}

/**
 * Every `data-look` element of `root`'s page (a dialog portalled out of the canvas included) whose computed style differs from
 * the table, as readable lines (empty when all agree); an unknown look is a
 * difference too.
 * @example lookDifferences(canvasElement, defaultStyle) // ['title-section <h2> « Favoris »: fontSize 18px, expected 20px']
 */
export function lookDifferences(root: HTMLElement, style: ParoleStyle): string[] {
  const rootSize = parseFloat(getComputedStyle(root.ownerDocument.documentElement).fontSize) || 16;
  // A colour as getComputedStyle() writes it (rgb(…)), read through a probe element.
  const probe = root.ownerDocument.createElement('span');
  root.ownerDocument.body.append(probe);
  const rgb = (value: string) => {
    probe.style.color = value;
    return getComputedStyle(probe).color;
  };
  const table = expectedLooks(style, rootSize, rgb);
  probe.remove();
  const differences: string[] = [];
  for (const element of root.ownerDocument.body.querySelectorAll<HTMLElement>('[data-look]')) {
    const look = element.dataset.look ?? '';
    const expected = table[look];
    const name = `${look} <${element.localName}> « ${element.textContent?.trim().slice(0, 40)} »`;
    if (!expected) {
      differences.push(`${name}: no such look in the table`);
      continue;
    }
    const computed = getComputedStyle(element);
    // A refused field is red on purpose: its error state, not a stray look.
    const refused = element.getAttribute('aria-invalid') === 'true';
    for (const [property, value] of Object.entries(expected) as Array<[keyof Expected, string]>) {
      if (refused && property === 'borderTopColor') continue;
      // A shadow's colour is the testament's: only its shape is the look's.
      const actual = property === 'boxShadow' ? computed.boxShadow.replace(/^rgba?\([^)]*\)\s*/, '') : computed[property];
      if (actual !== value) differences.push(`${name}: ${property} ${actual}, expected ${value}`);
    }
  }
  return differences;
}
