/**
 * The word index of the exact (`exa`) search: for each word of the folded
 * text, the verses that hold it as a whole word.
 *
 * A "word" here is a maximal run of letters and digits (`\p{L}`, `\p{N}`):
 * the very class partPattern (@parole/bible) uses for its word boundaries in
 * `exa` mode. So, for a query word `w` made of letters and digits,
 * `(?<![\p{L}\p{N}])w(?![\p{L}\p{N}])` matches a text exactly when `w` is one
 * of the runs of that text: an occurrence with no letter or digit on either
 * side is a maximal run, and a run is such an occurrence. The index then
 * decides a single `exa` word without any check.
 */

/** What separates the runs: anything but a letter or a digit (code points, hence the u flag). */
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** Word → positions (in the corpus) of the verses holding it, ascending, once each. */
export type WordIndex = ReadonlyMap<string, Int32Array>;

/**
 * Indexes the words of `texts` (folded verse texts, in corpus order).
 * About 0.2 s and 3 MB for the Bible (780,000 words, 19,600 different).
 * @example buildWordIndex(["l'eternel dit", 'il dit']).get('dit') // Int32Array [0, 1]
 */
export function buildWordIndex(texts: readonly string[]): WordIndex {
  const lists = new Map<string, number[]>();
  texts.forEach((text, pos) => {
    for (const word of text.split(NOT_WORD)) {
      if (word === '') continue;
      let list = lists.get(word);
      if (!list) lists.set(word, (list = []));
      if (list[list.length - 1] !== pos) list.push(pos);
    }
  });
  const index = new Map<string, Int32Array>();
  for (const [word, list] of lists) index.set(word, Int32Array.from(list));
  return index;
}
