/**
 * Accessibility conformance, one definition for every test that checks it:
 * axe-core (Deque's rule engine, the one browsers' audits use) with the
 * WCAG 2.2 A and AA rules.
 *
 * - Components (every story, in jsdom): `axeViolations(container)`. jsdom
 *   has no layout, so axe cannot compute colours there: contrast is checked
 *   in the browser journeys.
 * - Pages (Chromium): inject `axe.source`, run `axe.run(document, A11Y_RUN_OPTIONS)`,
 *   and report with `describeViolations`.
 */
import axe from 'axe-core';

/** The rules applied: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/**
 * One line per failing element: rule, impact, the element's selector and
 * HTML (cut at 160 characters), and axe's summary of what to fix, so a
 * failing test says what to change.
 * @example expect(describeViolations(violations)).toEqual([])
 */
export function describeViolations(violations: readonly axe.Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => {
      const element = n.html.length > 160 ? `${n.html.slice(0, 159)}…` : n.html;
      return `${v.id} (${v.impact ?? 'n/a'}) at ${n.target.join(' ')} ${element}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`;
    }),
  );
}

/**
 * The WCAG A/AA violations inside `context`, for a component rendered in
 * jsdom (colour contrast left to the browser journeys).
 * @example expect(await axeViolations(container)).toEqual([])
 */
export async function axeViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, { ...A11Y_RUN_OPTIONS, rules: { 'color-contrast': { enabled: false } } });
  return describeViolations(results.violations);
}
