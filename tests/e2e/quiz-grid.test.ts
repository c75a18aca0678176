/**
 * The quiz's 66 books stay where they are from one round to the next, and a
 * book under the pointer never looks chosen (issue 29: "the quiz's book grid
 * moves under the pointer"), in Chromium against the real server, on a
 * desktop and on a phone's touch screen.
 *
 * The rounds are real (a game of the server, answered as soon as they show:
 * the grid is looked at, not the tables, which keep such a game out; the
 * journeys that look for their game there play at a person's pace);
 * their verses are the real ones, except that the first three are replaced,
 * on their way to the page, by the extremes of the verses a game can draw
 * (read from the real database as the API reads them): the shortest, the poem
 * of the most lines and the longest prose. A real game draws such verses too
 * rarely for a test to wait for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { BOOKS, getBook, htmlToText, QUIZ_VERSE_LINES, type GamePlayResponse } from '@parole/bible';
import { loadConfig } from '../../packages/api/src/config.js';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { createQuizBible } from '../../packages/api/src/quiz/verses.js';
import { messages } from '../../packages/widgets/src/messages.js';
import { VERSE_SCALES } from '../../packages/widgets/src/quiz/rooms.js';
import { VIEWPORTS } from '../support/chromium.js';
import { tempTree, type TempTree } from '../support/temp-tree.js';
import { pathOf, touchScreen, useJourney, type TouchScreen } from './harness.js';
import { round } from './quiz-answers.js';

interface Drawable {
  id: number;
  html: string;
  plain: string;
}

/** Every verse a game can draw (packages/api/src/quiz/verses.ts), from the real database. */
async function drawableVerses(): Promise<Drawable[]> {
  const db = await Database.open(loadConfig().databasePath, { readonly: true });
  try {
    const ids = new Set((await createQuizBible(db).candidates()).map((c) => c.verseId));
    const rows = await db.query<Drawable>('SELECT id, html, plain FROM verses ORDER BY id');
    return rows.filter((row) => ids.has(row.id));
  } finally {
    await db.close();
  }
}

const lineBreaks = (html: string) => html.split('<br>').length - 1;
/** A verse's words without spaces: the page and the database break lines differently. */
const keyOf = (text: string) => text.replace(/\s+/g, '');

const DEVICES = [
  // The books the issue saw slide under the pointer: Juges on a desktop, 1 Chroniques on a phone.
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false, pointed: 7 },
  { name: 'phone', viewport: VIEWPORTS.phone, touch: true, pointed: 13 },
] as const;

/** The books measured: the first, Juges, 1 Chroniques, the last of each testament, the first of the new. */
const WATCHED = [1, 7, 13, 39, 40, 66];

type Rect = { x: number; y: number; width: number; height: number };

/** Where each watched book is in the viewport. */
const positions = (page: Page): Promise<Rect[]> =>
  page.evaluate(
    (books) =>
      books.map((book) => {
        const { x, y, width, height } = document.querySelector(`[data-livre="${book}"]`)!.getBoundingClientRect();
        return { x, y, width, height };
      }),
    WATCHED,
  );

/** The largest move, in CSS pixels, of any watched book between two measures. */
const largestMove = (from: Rect[], to: Rect[]) =>
  Math.max(...from.flatMap((a, i) => [a.x - to[i].x, a.y - to[i].y, a.width - to[i].width, a.height - to[i].height].map(Math.abs)));

/** The verse shown: its text, its lines, the size it is drawn at, and how much of it is hidden (scrolled). */
const shownVerse = (page: Page) =>
  page.getByLabel('Verset à situer').evaluate((quote) => {
    const paragraph = quote.querySelector('p')!;
    const style = getComputedStyle(paragraph);
    return {
      text: quote.textContent ?? '',
      lines: Math.round(paragraph.getBoundingClientRect().height / parseFloat(style.lineHeight)),
      fontSize: parseFloat(style.fontSize),
      hidden: quote.scrollHeight - quote.clientHeight,
    };
  });

/** The look of a book: what tells a hovered, a chosen and a resting book apart. */
const lookOf = (page: Page, book: number) =>
  page.locator(`[data-livre="${book}"]`).evaluate((button) => {
    const style = getComputedStyle(button);
    return {
      background: style.backgroundColor,
      color: style.color,
      boxShadow: style.boxShadow,
      decoration: style.textDecorationLine,
    };
  });

/** The site without its service worker, so that the page's own requests are the ones its routes see. */
const withoutServiceWorker = (page: Page) =>
  page.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);

/** Replaces the verse of the rounds `verses` names (round → verse HTML) in the server's answers on their way to the page. */
async function showVerses(page: Page, verses: ReadonlyMap<number, string>): Promise<void> {
  await page.route(/\/api\/joue(first)?$/, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as GamePlayResponse;
    const texte = verses.get(body.essaiNb);
    if (body.verset && texte !== undefined) body.verset = { texte };
    await route.fulfill({ response, json: body });
  });
}

/** Starts a game for `pseudo` from /jeu (the nickname sent with Enter) and waits for its first verse. */
async function startGame(page: Page, pseudo: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Pseudo' }).fill(pseudo);
  await page.getByRole('textbox', { name: 'Pseudo' }).press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/joue');
  await round(page, 1).waitFor();
}

/** The centre of book `book` in the viewport, after scrolling it to the middle of the screen when it is not in view. */
async function pointAt(page: Page, book: number): Promise<{ x: number; y: number }> {
  return page.evaluate((id) => {
    const button = document.querySelector(`[data-livre="${id}"]`)!;
    let box = button.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) {
      window.scrollBy(0, box.top + box.height / 2 - innerHeight / 2);
      box = button.getBoundingClientRect();
    }
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, book);
}

/** The book at a point of the viewport. */
const bookAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => Number(document.elementFromPoint(x, y)?.closest('[data-livre]')?.getAttribute('data-livre')), point);

let games: TempTree;
let shortest: Drawable;
let poem: Drawable;
let longest: Drawable;
let drawable: Drawable[];

beforeAll(async () => {
  games = await tempTree('parole-quiz-grid-e2e-', {});
  drawable = await drawableVerses();
  const byLength = [...drawable].sort((a, b) => a.plain.length - b.plain.length);
  shortest = byLength[0];
  longest = byLength[byLength.length - 1];
  poem = [...byLength].reverse().reduce((most, verse) => (lineBreaks(verse.html) > lineBreaks(most.html) ? verse : most));
});
afterAll(() => games.remove());

describe('the quiz’s books, in Chromium', () => {
  const journey = useJourney(() => ({ stateDatabasePath: games.path('grid.sqlite') }));

  it('are shown the extremes of the verses a game draws: the shortest, a poem of QUIZ_VERSE_LINES lines, the longest prose', () => {
    expect(shortest.plain.length).toBeLessThan(70);
    expect(lineBreaks(poem.html)).toBe(QUIZ_VERSE_LINES - 1);
    expect(longest.plain.length).toBeGreaterThan(400);
  });

  for (const device of DEVICES) {
    it(`stay where they are from round to round on a ${device.name}, whatever the verse and with « Réponse précédente », the ${device.touch ? 'finger' : 'pointer'} on ${getBook(device.pointed)!.name}`, async () => {
      const page = await journey.page({ mobile: device.touch });
      await page.setViewportSize(device.viewport);
      const finger: TouchScreen | null = device.touch ? await touchScreen(page) : null;
      const replaced = new Map([
        [1, shortest.html],
        [2, poem.html],
        [3, longest.html],
      ]);
      await withoutServiceWorker(page);
      await showVerses(page, replaced);
      await journey.goto(page, '/jeu');
      await startGame(page, device.touch ? 'Pouce' : 'Souris');
      if (finger) expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);

      // The player brings the book in view, as a phone's player scrolls to it.
      const point = await pointAt(page, device.pointed);
      const first = await positions(page);
      const seen: Awaited<ReturnType<typeof shownVerse>>[] = [];
      const withPrevious: boolean[] = [];
      for (let n = 1; n <= 5; n++) {
        await round(page, n).waitFor();
        seen.push(await shownVerse(page));
        withPrevious.push((await page.getByText(/^Réponse précédente : /).count()) === 1);
        expect(largestMove(first, await positions(page)), `round ${n}`).toBeLessThanOrEqual(1);
        // Under the pointer, still the book the player pointed at.
        expect(await bookAt(page, point), `round ${n}`).toBe(device.pointed);
        if (finger) await finger.tap(point.x, point.y);
        else await page.mouse.click(point.x, point.y);
        await round(page, n + 1).waitFor();
        expect(largestMove(first, await positions(page)), `after the answer to round ${n}`).toBeLessThanOrEqual(1);
      }

      // The rounds were those described: the first without a previous answer, the others with one…
      expect(withPrevious).toEqual([false, true, true, true, true]);
      // …the extreme verses whole (drawn smaller on a phone if need be, never hidden), then two drawn by the game.
      for (const [i, verse] of [shortest, poem, longest].entries()) {
        expect(keyOf(seen[i].text), `round ${i + 1}`).toBe(keyOf(htmlToText(verse.html)));
      }
      expect(seen.map((verse) => verse.hidden)).toEqual([0, 0, 0, 0, 0]);
      expect(seen[0].lines).toBeLessThanOrEqual(2);
      expect(seen[1].lines).toBeGreaterThanOrEqual(QUIZ_VERSE_LINES);
      if (device.touch) expect(Math.min(...seen.map((verse) => verse.fontSize))).toBeLessThan(seen[0].fontSize);
      else expect(new Set(seen.map((verse) => verse.fontSize)).size).toBe(1);

      // On a touch screen the book tapped keeps no hover: it looks like any other of its testament.
      if (finger) {
        expect(await page.locator(`[data-livre="${device.pointed}"]`).evaluate((button) => button.matches(':hover'))).toBe(true);
        expect(await lookOf(page, device.pointed)).toEqual(await lookOf(page, device.pointed + 1));
      }
      await page.close();
    });
  }

  it('never look chosen when hovered: a hovered book is underlined, a chosen one filled with its testament’s colour', async () => {
    const page = await journey.page();
    await page.setViewportSize(DEVICES[0].viewport);
    await withoutServiceWorker(page);
    // Hold the answer on its way, so that the chosen book can be looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/joue$/, async (route) => {
      await held;
      await route.continue();
    });
    await journey.goto(page, '/jeu');
    await startGame(page, 'Curseur');

    const resting = await lookOf(page, 8);
    await page.locator('[data-livre="8"]').hover();
    const hovered = await lookOf(page, 8);
    expect(hovered.decoration).toBe('underline');
    expect(hovered).not.toEqual(resting);
    expect({ background: hovered.background, color: hovered.color }).toEqual({ background: resting.background, color: resting.color });

    await round(page, 1).waitFor();
    await page.locator('[data-livre="7"]').click();
    await expect.poll(() => page.locator('[data-livre="7"]').getAttribute('data-chosen')).not.toBeNull();
    const chosen = await lookOf(page, 7);
    expect(chosen.background).not.toBe(hovered.background);
    expect(chosen.color).not.toBe(hovered.color);
    expect(chosen.background).toBe(resting.color); // filled with the testament's colour

    // The next verse comes: the book still under the pointer is only hovered again.
    release();
    await round(page, 2).waitFor();
    expect(await lookOf(page, 7)).toEqual(hovered);
    await page.close();
  });

  it('keep room above them for every verse a game can draw and every previous answer, on a desktop and a phone', { timeout: 180_000 }, async () => {
    const answers = BOOKS.flatMap((answered) => BOOKS.map((right) => messages.quiz.previous(answered.name, right.name, answered.id === right.id)));
    for (const device of DEVICES) {
      const page = await journey.page({ mobile: device.touch });
      await page.setViewportSize(device.viewport);
      await journey.goto(page, '/jeu');
      await startGame(page, 'Mesure');
      await round(page, 1).waitFor();
      await page.locator('[data-livre="1"]').click();
      await round(page, 2).waitFor();
      const tooTall = await page.evaluate(
        ({ verses, answers, scale }) => {
          /** A copy of `element` (no content) in `room`, in a box as wide as the room gives it, laid out apart from the page. */
          const probe = (element: HTMLElement, room: HTMLElement, width: number) => {
            const box = document.createElement('div');
            box.style.cssText = `position: absolute; top: 0; left: 0; width: ${width}px; height: 10000px; contain: strict; visibility: hidden`;
            const copy = element.cloneNode(false) as HTMLElement;
            box.append(copy);
            room.append(box);
            return { copy, done: () => box.remove() };
          };
          const tall: string[] = [];
          const heightOf = (element: Element) => element.getBoundingClientRect().height;
          const quote = document.querySelector<HTMLElement>('[aria-label="Verset à situer"]')!;
          const verse = probe(quote.querySelector('p')!, quote.parentElement!, quote.clientWidth);
          verse.copy.style.setProperty('--verse-scale', String(scale));
          for (const { id, html } of verses) {
            verse.copy.innerHTML = html;
            if (heightOf(verse.copy) > heightOf(quote)) tall.push(`verse ${id}`);
          }
          verse.done();
          const shown = [...document.querySelectorAll<HTMLElement>('p')].find((p) => p.textContent?.startsWith('Réponse précédente'))!;
          const answer = probe(shown, shown.parentElement!, shown.parentElement!.clientWidth);
          for (const text of answers) {
            answer.copy.textContent = text;
            if (heightOf(answer.copy) > heightOf(shown.parentElement!)) tall.push(text);
          }
          answer.done();
          return tall;
        },
        // A phone may draw a long verse smaller (at the smallest scale at worst); a desktop never does.
        { verses: drawable.map(({ id, html }) => ({ id, html })), answers, scale: device.touch ? Math.min(...VERSE_SCALES) : 1 },
      );
      expect(tooTall, device.name).toEqual([]);
      await page.close();
    }
  });
});
