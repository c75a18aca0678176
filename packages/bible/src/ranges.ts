/**
 * Verse selections as they appear in the reading route: `16`, `16-18`, or a
 * comma list mixing both (`1,3-5,9`).
 */

/**
 * Parses a verse selection into sorted, unique verse numbers. Returns `null`
 * when any part is malformed (so a bad URL selects nothing rather than
 * something unexpected). A reversed range (`18-16`) is read as `16-18`.
 * With `max`, verses above it are dropped.
 * @example parseVerseSelection('1,3-5,9') // [1, 3, 4, 5, 9]
 */
export function parseVerseSelection(input: string | undefined | null, max = 999): number[] | null {
  if (input == null) return null;
  const ranges = verseRanges(input.replace(/\s+/g, ''));
  if (!ranges) return null;
  const out = new Set<number>();
  for (const [a, b] of ranges) for (let v = a; v <= Math.min(b, max); v++) out.add(v);
  return [...out].sort((x, y) => x - y);
}

/**
 * The ranges a verse selection is written with, as `[first, last]` pairs in
 * the order written, a reversed one (`18-16`) turned round, none of them
 * expanded: what reading the selection costs can be bounded before its
 * verses are listed. Null when any part is malformed (spaces included).
 * @example verseRanges('9,3-5,18-16') // [[9, 9], [3, 5], [16, 18]]
 */
export function verseRanges(text: string): Array<[number, number]> | null {
  if (text === '') return null;
  const ranges: Array<[number, number]> = [];
  for (const part of text.split(',')) {
    const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(part);
    if (!m) return null;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (Math.min(a, b) < 1) return null;
    ranges.push(a <= b ? [a, b] : [b, a]);
  }
  return ranges;
}

/**
 * The compact form of a set of verse numbers: consecutive runs become ranges.
 * @example formatVerseSelection([1, 3, 4, 5, 9]) // "1,3-5,9"
 */
export function formatVerseSelection(verses: readonly number[]): string {
  const sorted = [...new Set(verses)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}
