/**
 * A nickname written right to left, in Chromium against the real server
 * (issue 45): a whole game played as « שלום! » (« Shalom! »), then where
 * Chromium draws the nickname on each screen that shows it. Isolated
 * (<bdi dir="auto">), the nickname keeps a Hebrew reader's order (its « ! »,
 * written last, drawn at its left end) and stays apart from what is around
 * it: « Joueur : » and « Partie de » before it, the score's cell after it.
 * Without isolation Chromium draws the « ! » on the right of the letters,
 * as if it belonged to the French text that follows or ends the line.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWN_STATE, pathOf, useJourney } from './harness.js';
import { bookButton, booksFor, roundReadByAPerson } from './quiz-answers.js';

const PSEUDO = 'שלום!';

interface Span {
  left: number;
  right: number;
}

interface NameLayout {
  /** The isolated nickname's box, and its resolved direction. */
  name: Span;
  direction: string;
  /** The Hebrew letters and the « ! », where Chromium draws them. */
  letters: Span;
  mark: Span;
  /** The text before the nickname in the same element (« Joueur : »), if any. */
  before: Span | null;
}

/** Where Chromium draws the one isolated nickname inside `scope`, measured on its text (Range boxes). */
function layoutOf(scope: Locator): Promise<NameLayout> {
  return scope.locator('bdi').evaluate((bdi) => {
    const span = (node: Node, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    };
    const text = bdi.firstChild!;
    const previous = bdi.previousSibling;
    const { left, right } = bdi.getBoundingClientRect();
    return {
      name: { left, right },
      direction: getComputedStyle(bdi).direction,
      letters: span(text, 0, 4),
      mark: span(text, 4, 5),
      before: previous?.nodeType === Node.TEXT_NODE && previous.textContent ? span(previous, 0, previous.textContent.length) : null,
    };
  });
}

/** The nickname drawn right to left, in a Hebrew reader's order: its « ! » on the left of its letters. */
function expectReadRightToLeft(layout: NameLayout) {
  expect(layout.direction).toBe('rtl');
  expect(layout.mark.right).toBeLessThanOrEqual(layout.letters.left + 0.5);
}

describe('a nickname written right to left, in Chromium (issue 45)', () => {
  // The game is looked for in the tables: a state no other file's games reach.
  const journey = useJourney(OWN_STATE);

  // Ten rounds at a person's pace (quiz-answers.ts): about 30 s.
  it('keeps the nickname in its own order and apart from the words and the score around it, from the game to the tables', { timeout: 120_000 }, async () => {
    const page = await journey.open('/jeu');
    await page.getByRole('textbox', { name: 'Pseudo' }).fill(PSEUDO);
    await page.getByRole('button', { name: '(Re) Jouer' }).click();
    await expect.poll(() => pathOf(page)).toBe('/joue');

    for (let n = 1; n <= 10; n++) {
      // At a person's pace: a game played at machine speed stays out of the tables.
      await roundReadByAPerson(page, n);
      if (n === 1) {
        const player = page.getByText('Joueur :');
        expect(await player.textContent()).toBe(`Joueur : ${PSEUDO}`);
        const layout = await layoutOf(player);
        expectReadRightToLeft(layout);
        expect(layout.before!.right).toBeLessThanOrEqual(layout.name.left + 0.5);
      }
      const { right } = await booksFor(page);
      await bookButton(page, right).click();
    }

    await expect.poll(() => pathOf(page)).toMatch(/^\/partie\/\d+$/);
    const title = page.getByRole('heading', { level: 1, name: `Partie de ${PSEUDO}` });
    await title.waitFor();
    const summary = await layoutOf(title);
    expectReadRightToLeft(summary);
    expect(summary.before!.right).toBeLessThanOrEqual(summary.name.left + 0.5);

    await journey.goto(page, '/jeu');
    for (const name of ['Dernières parties', 'Meilleures parties']) {
      const row = page.getByRole('table', { name }).getByRole('row').filter({ hasText: PSEUDO });
      await expect.poll(() => row.count()).toBe(1);
      const layout = await layoutOf(row);
      expectReadRightToLeft(layout);
      // The score comes after the name, as the columns' headings say.
      const score = row.getByRole('cell').nth(1);
      expect(await score.textContent()).toBe('10/10');
      const scoreBox = (await score.boundingBox())!;
      expect(layout.name.right).toBeLessThanOrEqual(scoreBox.x);
    }
    await page.close();
  });
});
