/**
 * The translations of a parallel reading in the reading page's address
 * (issue 42): `/lire/1/32?traduction=lsg,darby` reads Segond's Genèse 32
 * (the first gives the chapter's numbering) beside Darby. The contract's
 * `traduction` is one id (pages.read); a list of two or three is read here,
 * by the parallel chapter's own parameter (api.parallel's `traductions`),
 * its first id then read as the page's `traduction`, the others given to
 * the Reader (`compareWith`). Links keep the list (`comparedText`).
 */
import { api, DEFAULT_TRANSLATION, translationListParam } from '@parole/bible';

export type Compared =
  /** `url`: the translation read, as the address says it (undefined: none); `compareWith`: those beside it. */
  | { url?: string; compareWith?: readonly string[] }
  /** A list the parallel chapter refuses: its French message. */
  | { refused: string };

/** The parallel chapter's `traductions`: its refusals are the page's. */
const spec = api.parallel.query.translations;

/**
 * The address's `traduction` as a translation and those compared with it.
 * @example readCompared('lsg,darby') // { url: 'lsg', compareWith: ['darby'] }
 * @example readCompared('darby') // { url: 'darby' }
 */
export function readCompared(raw: string | undefined): Compared {
  if (raw === undefined || !raw.includes(',')) return { url: raw };
  const list = translationListParam.parse(raw);
  if (list === null) return { refused: (typeof spec.refusal === 'function' ? spec.refusal(raw) : spec.refusal).message };
  return { url: list[0], compareWith: list.slice(1) };
}

/**
 * The `traduction` of an address that reads `translation` beside `compareWith`:
 * the list, or the one id (undefined for the default alone).
 * @example comparedText(undefined, ['darby']) // 'lsg,darby'
 * @example comparedText('darby', []) // 'darby'
 */
export function comparedText(translation: string | undefined, compareWith: readonly string[] | undefined): string | undefined {
  if (!compareWith || compareWith.length === 0) return translation;
  return translationListParam.format([translation ?? DEFAULT_TRANSLATION, ...compareWith]);
}
