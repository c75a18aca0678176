/**
 * Nicknames that look the same (issue 45): what lets the operator's
 * `npm run quiz -- hide pseudo NAME` hide every nickname drawn like NAME,
 * those already played and those to come (quiz/store.ts, setPseudoHidden
 * and createGame; docs/decisions/quiz.md, "Fair play").
 *
 * Two nicknames look alike when their keys are equal (lookAlikeKey): the
 * confusable skeleton of Unicode's UTS #39 (Unicode Security Mechanisms,
 * section 4) of the name folded as nicknames are (NFKC, spaces collapsed),
 * regardless of case. « Ра𝗎𝗅 », « PauI », « Pa\uFE0Ful », « Ｐａｕｌ » and
 * « PAUL » all have the key of « Paul ».
 *
 * The prototypes of the skeleton (« Р » is drawn « P », « m » is « rn »,
 * « 1 » and « I » are « l ») are confusables.txt, the data of UTS #39,
 * as the `unhomoglyph` package ships it (Unicode 13.0.0): about 6,300
 * mappings, 100 KB, which live on the server only. The widgets never need
 * them (packages/bible's nickname rules refuse look-alikes within one name
 * without a table: one alphabet, NFKC), so no browser bundle carries them.
 */
import { normalizeSpaces } from '@parole/bible';
import unhomoglyph from 'unhomoglyph';

/** Characters drawn as nothing (a variation selector, a zero-width space): not part of a skeleton. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The UTS #39 skeleton of `text`: decomposed (NFD), its default-ignorable
 * characters removed, each character replaced by its prototype in
 * confusables.txt, decomposed again. Two strings a reader cannot tell apart
 * have the same skeleton.
 * @example skeleton('Ра𝗎𝗅') === skeleton('Paul') // true
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

/**
 * The key under which a nickname is hidden with every name that looks like
 * it: the skeleton of the nickname as kept (NFKC, spaces collapsed: a name
 * stored before the fold meets its folded form), in lower case (« PUB
 * CASINO » is the same name as « Pub Casino »), skeleton again (the lower
 * case of a prototype may have a prototype of its own).
 * @example lookAlikeKey('PauI') === lookAlikeKey('Paul') // true
 */
export function lookAlikeKey(pseudo: string): string {
  return skeleton(skeleton(normalizeSpaces(pseudo.normalize('NFKC'))).toLowerCase());
}

/** Keys already computed: a store asks for the same hidden names at each new game. Bounded: forgotten past 10,000 names. */
const keys = new Map<string, string>();
const KEPT_KEYS = 10_000;

function keyOf(pseudo: string): string {
  let key = keys.get(pseudo);
  if (key === undefined) {
    if (keys.size >= KEPT_KEYS) keys.clear();
    key = lookAlikeKey(pseudo);
    keys.set(pseudo, key);
  }
  return key;
}

/**
 * Of `names`, in their order, those that look like `pseudo` (`pseudo` itself
 * among them, when it is one).
 * @example lookAlikes('Paul', ['Marie', 'PauI', 'Paul']) // ['PauI', 'Paul']
 */
export function lookAlikes(pseudo: string, names: Iterable<string>): string[] {
  const key = keyOf(pseudo);
  return [...names].filter((name) => keyOf(name) === key);
}
