/**
 * How a browser journey plays the quiz: the locators of a round and the
 * answers. The right book is never on the page before the answer, so the
 * journey finds it the way a player with a concordance would: the verse's
 * text looked up in the real Bible database. Locators by role and label, so
 * they find the quiz in the page or in a widget's open shadow root alike.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BOOKS, getBook, htmlToText, seededRandom } from '@parole/bible';
import { loadConfig } from '../../packages/api/src/config.js';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { humanPlayer, PACE_PROFILES } from '../support/human-pace.js';

/** A verse's text as a key: no spaces at all (the page and the database break lines differently). */
const keyOf = (text: string) => text.replace(/\s+/g, '');

let booksOfText: Promise<Map<string, Set<number>>> | undefined;

/** The books whose verses read each text, from the real database (a few verses repeat word for word); read once. */
function verseBooks(): Promise<Map<string, Set<number>>> {
  booksOfText ??= (async () => {
    const db = await Database.open(loadConfig().databasePath, { readonly: true });
    try {
      const select = await db.prepare('SELECT book_id, html FROM verses');
      const map = new Map<string, Set<number>>();
      for (const { book_id, html } of await select.all<{ book_id: number; html: string }>()) {
        const key = keyOf(htmlToText(html));
        map.set(key, (map.get(key) ?? new Set()).add(book_id));
      }
      await select.finalize();
      return map;
    } finally {
      await db.close();
    }
  })();
  return booksOfText;
}

/** The heading of round `n` ("Verset n sur 10"). */
export const round = (scope: Page | Locator, n: number) => scope.getByRole('heading', { level: 1, name: `Verset ${n} sur 10` });

/** The player of the game under way: a new one, the same every time, at each game's first round. */
let person = humanPlayer(PACE_PROFILES.expert, seededRandom(45));

/**
 * Waits for round `n` on screen, then as long as a person takes to answer
 * its verse: the fastest kind of player of the model of tests/support/human-pace.ts,
 * about 3 s a round. The server keeps a game answered faster than a person
 * reads, or at too regular a pace, out of the tables (quiz/fair-play.ts),
 * and the journeys that look for their game there play at a person's pace.
 */
export async function roundReadByAPerson(scope: Page | Locator, n: number): Promise<void> {
  await round(scope, n).waitFor();
  if (n === 1) person = humanPlayer(PACE_PROFILES.expert, seededRandom(45));
  const text = (await scope.getByLabel('Verset à situer').textContent()) ?? '';
  await new Promise((resolve) => setTimeout(resolve, person(text)));
}

/** The button of book `id`. */
export const bookButton = (scope: Page | Locator, id: number) => scope.getByRole('button', { name: getBook(id)!.name, exact: true });

/** The right book of the verse on screen, and a wrong one. */
export async function booksFor(scope: Page | Locator): Promise<{ right: number; wrong: number }> {
  const text = (await scope.getByLabel('Verset à situer').textContent()) ?? '';
  const books = (await verseBooks()).get(keyOf(text));
  expect(books, `the verse on screen is a verse of the text: ${text}`).toBeDefined();
  // The game never asks a verse found word for word in two books: it has one right answer.
  expect([...books!], text).toHaveLength(1);
  const right = [...books!][0];
  const wrong = BOOKS.find((b) => !books!.has(b.id))!.id;
  return { right, wrong };
}

/** The state each attempt box says (data-etat), in order. */
export const boxes = (scope: Page | Locator) =>
  scope
    .getByLabel('Essais')
    .locator('[data-essai]')
    .evaluateAll((all) => all.map((b) => b.getAttribute('data-etat')));
