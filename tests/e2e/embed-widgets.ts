/**
 * The six embeddable widgets as the browser tests place them on a church's
 * page: each one's attributes (fixed content, so that screenshots compare)
 * and what it shows once it has its data.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Each widget's attributes on the test pages: fixed content, so that screenshots compare. */
export const EMBED_WIDGETS = {
  plan: 'data-date="2026-03-15"',
  quiz: '',
  reader: 'data-livre="43" data-chapitre="3"',
  search: 'data-word="berger" data-filter="43"',
  themes: '',
  wordcloud: 'data-livre="43"',
} as const;
export type EmbedWidgetName = keyof typeof EMBED_WIDGETS;
export const EMBED_WIDGET_NAMES = Object.keys(EMBED_WIDGETS) as EmbedWidgetName[];

/** What each widget shows once it has its data (Playwright's locators pierce open shadow roots). */
export async function expectContent(page: Page, selector: string, name: EmbedWidgetName): Promise<void> {
  const widget = page.locator(selector);
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
  switch (name) {
    case 'plan':
      await poll(() => widget.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
      break;
    case 'quiz':
      await poll(() => widget.getByRole('heading', { level: 1 }).first().textContent()).toBe('Jeu biblique');
      break;
    case 'reader':
      await poll(() => widget.locator('h1').first().textContent()).toBe('Jean 3');
      await poll(() => widget.locator('[data-verset="16"]').textContent()).toContain('Car Dieu a tant aimé le monde');
      break;
    case 'search':
      await poll(() => widget.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/^Trouvé \d+/);
      break;
    case 'themes':
      await poll(() => widget.getByRole('list', { name: 'Liste des thèmes' }).locator('li').count()).toBeGreaterThan(10);
      // Every picture drawn (screenshots compare them).
      await poll(() => widget.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
      break;
    case 'wordcloud':
      await poll(() => widget.locator('svg[data-testid="word-cloud"] text').count()).toBeGreaterThan(10);
      break;
  }
}
