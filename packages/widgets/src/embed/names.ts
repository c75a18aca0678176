/**
 * The names a `data-bible-widget` attribute may give, in the documentation's
 * order. Kept apart from the registry (which imports every widget) so that
 * the runtime chunk can list them in its « Widget inconnu » message.
 */
export const WIDGET_NAMES = ['plan', 'quiz', 'reader', 'search', 'themes', 'wordcloud'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** Edits (insert, delete, replace a letter, swap two neighbours) from one word to the other. */
function distance(a: string, b: string): number {
  // Three rows of the optimal string alignment table: two before, one before, this one.
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) next[j] = Math.min(next[j]!, before[j - 2]! + 1);
    }
    before = row;
    row = next;
  }
  return row[b.length]!;
}

/** The candidate `word` was meant to be: at most `maxEdits` edits away, the nearest first; undefined when none is that close. */
function closest<T extends string>(word: string, candidates: readonly T[], maxEdits: number): T | undefined {
  let best: { candidate: T; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(word, candidate);
    if (edits <= maxEdits && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}

/**
 * The name an element's `data-bible-widget` gives, as the registry and the
 * loader's manifest know it: any case, spaces around it forgiven.
 * @example widgetNameOf(' Plan ') // 'plan'
 */
export const widgetNameOf = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * The widget name a mistyped one was meant to be (two edits at most, case
 * and spaces forgiven); undefined when none is that close.
 * @example closestWidgetName('plann') // 'plan'
 */
export const closestWidgetName = (name: string): WidgetName | undefined => closest(widgetNameOf(name), WIDGET_NAMES, 2);

/**
 * The data attributes of every widget, besides the theme's (theme-attributes.ts).
 * `data-traduction` (issue 41) names the translation the widget reads; the
 * quiz, always on Louis Segond 1910, says so and reads no other.
 */
export const COMMON_ATTRIBUTES = ['data-bible-widget', 'data-api', 'data-site', 'data-new-tab', 'data-debug', 'data-hide-title', 'data-traduction'] as const;

/** The widgets' attributes the loader's script tag may also carry, for every widget of the page (a widget's own wins). */
export const PAGE_WIDE_ATTRIBUTES = ['data-traduction'] as const;

/** Each widget's own data attributes, as the README documents them. */
export const WIDGET_ATTRIBUTES: Readonly<Record<WidgetName, readonly string[]>> = {
  plan: ['data-date', 'data-mois', 'data-jour'],
  quiz: ['data-tables'],
  reader: ['data-livre', 'data-chapitre', 'data-selection'],
  search: ['data-word', 'data-filter', 'data-exact', 'data-testament', 'data-max-results'],
  themes: ['data-theme'],
  wordcloud: ['data-livre', 'data-testament'],
};

/**
 * The attribute a mistyped one was meant to be, among `known`: one edit per
 * three letters after `data-` (« data-color-acent » is data-color-accent,
 * « data-chapter » data-chapitre; « data-date » is no misspelled data-site);
 * undefined when none is that close.
 */
export function closestAttribute(attribute: string, known: readonly string[]): string | undefined {
  const letters = attribute.replace(/^data-/, '').length;
  return closest(attribute, known, Math.floor(letters / 3));
}
