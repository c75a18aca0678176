/**
 * The names a `data-bible-widget` attribute may give, in the documentation's
 * order. Kept apart from the registry (which imports every widget) so that
 * the runtime chunk can list them in its « Widget inconnu » message.
 */
export const WIDGET_NAMES = ['plan', 'quiz', 'reader', 'search', 'themes', 'wordcloud'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** Edits (insert, delete, replace a letter) from one word to the other. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The widget name a mistyped one was meant to be (two edits at most, case
 * and spaces forgiven); undefined when none is that close.
 * @example closestWidgetName('plann') // 'plan'
 */
export function closestWidgetName(name: string): WidgetName | undefined {
  const typed = name.trim().toLowerCase();
  let best: { name: WidgetName; edits: number } | undefined;
  for (const candidate of WIDGET_NAMES) {
    const edits = distance(typed, candidate);
    if (edits <= 2 && (!best || edits < best.edits)) best = { name: candidate, edits };
  }
  return best?.name;
}
