/**
 * Darby's own signs (issue 41; ../shared/bible/darby/README.md), which the
 * API keeps in the text as the edition prints them: a `*` opening a verse
 * numbered otherwise in other editions, a `✶` before a word (the Hebrew El,
 * Kurios without the article, words supplied by the translator), and words
 * added for sense in square brackets. Shown as a printed Darby shows them
 * (docs/decisions/translations.md, "Darby's signs shown"): the `*` raised
 * beside the verse's number, the `✶` raised before its word, each with what
 * it means on hover, the brackets as they are; a legend after the text says
 * what the chapter's signs mean. Any text with the signs is shown so (only
 * Darby's has them); other texts are left as they were.
 */
import { messages } from '../messages.js';

/** The signs a text may have, in the order the legend lists them. */
export type TextSign = 'renumbered' | 'star' | 'added';

const LEADING_STAR = /^(\s*)\*\s*/;

/**
 * The verse HTML with Darby's `*` and `✶` marked up (a `<sup>` each, what it
 * means as its title), its other markup untouched. Works on the contract's
 * verse HTML, whose text parts are escaped: the signs are never inside a tag.
 * @example markTextSigns('*Et Jacob…') // '<sup class="sign sign-renumbered" title="…" aria-hidden="true">*</sup>Et Jacob…'
 */
export function markTextSigns(html: string): string {
  if (!html.includes('*') && !html.includes('✶')) return html;
  const t = messages.signs;
  const sup = (kind: 'renumbered' | 'star', sign: string) => `<sup class="sign sign-${kind}" title="${t[kind]}" aria-hidden="true">${sign}</sup>`;
  return html.replace(LEADING_STAR, (_, space: string) => `${space}${sup('renumbered', '*')}`).replace(/✶/g, sup('star', '✶'));
}

/**
 * The signs the verses' texts have, for the legend after them (none: no legend).
 * Square brackets count only beside Darby's own signs: Segond's two and
 * Martin's are the edition's brackets, not this legend's.
 * @example textSigns(['*Et Jacob…', 'le ✶Dieu Très-haut']) // ['renumbered', 'star']
 */
export function textSigns(texts: readonly string[]): TextSign[] {
  const found = new Set<TextSign>();
  for (const text of texts) {
    if (LEADING_STAR.test(text)) found.add('renumbered');
    if (text.includes('✶')) found.add('star');
  }
  if (found.size > 0 && texts.some((text) => /\[[^\]]*\]/.test(text))) found.add('added');
  return (['renumbered', 'star', 'added'] as const).filter((sign) => found.has(sign));
}
