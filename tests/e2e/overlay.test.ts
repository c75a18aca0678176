/**
 * The overlay (native <dialog> in the top layer) on the real site, in
 * Chromium: what jsdom cannot show. The menu keeps Tab inside, the page
 * behind takes no click, focus or screen reader and does not scroll, Esc or
 * a click beside it closes it and focus goes back to the toggle; the
 * bookmarks drawer's confirmation opens over the drawer as a second layer,
 * and each Esc closes one layer, focus going back step by step.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useJourney } from './harness.js';

/** The accessible name (or text) of what has the keyboard focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Whether the keyboard focus is inside `layer`. */
const holdsFocus = (layer: Locator) => layer.evaluate((dialog) => dialog.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) `times` times and says whether focus left `layer` on the way. */
async function tabsStayIn(page: Page, layer: Locator, key: 'Tab' | 'Shift+Tab', times: number): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    if (!(await holdsFocus(layer))) return false;
  }
  return true;
}

/** Whether screen readers are kept away from the first element matching `selector` (Chromium's accessibility tree). */
async function hiddenFromScreenReaders(cdp: CDPSession, selector: string): Promise<boolean> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  return nodes[0].ignored;
}

/** Whether `element.focus()` on the first match of `selector` moves the focus there (it cannot when inert). */
const takesFocus = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector<HTMLElement>(s)!;
    el.focus();
    return document.activeElement === el;
  }, selector);

/** What the pointer reaches at the centre of `box`: the dialog it is in (its name or role), else the element's tag. */
const hitAt = (page: Page, box: { x: number; y: number; width: number; height: number }) =>
  page.evaluate(([x, y]) => {
    const el = document.elementFromPoint(x, y);
    const dialog = el?.closest('dialog');
    return dialog ? (dialog.getAttribute('aria-label') ?? dialog.getAttribute('role')) : el?.tagName.toLowerCase();
  }, [box.x + box.width / 2, box.y + box.height / 2]);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('overlays in Chromium', () => {
  const journey = useJourney();

  it('the menu: Tab stays inside, the page behind is inert and still, Esc or a click beside it closes it', async () => {
    const page = await journey.open('/lire/19/119');
    const cdp = await journey.browser.context.newCDPSession(page);
    await page.locator('[data-verset="176"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 800));
    const logo = page.locator('header a[href="/"]');
    const logoBox = (await logo.boundingBox())!;
    expect(await hitAt(page, logoBox)).toBe('a');
    expect(await hiddenFromScreenReaders(cdp, 'main')).toBe(false);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await focusedName(page)).toBe('LIVRES');
    // Where the page was when the menu opened (reaching the toggle in the sticky bar scrolls it a little).
    const openedAt = await scrollY(page);
    expect(openedAt).toBeGreaterThan(0);

    // Round the whole menu both ways: focus never reaches the page or the browser's own controls.
    expect(await tabsStayIn(page, menu, 'Tab', 8)).toBe(true);
    expect(await tabsStayIn(page, menu, 'Shift+Tab', 8)).toBe(true);

    // The page behind: covered for the pointer, unfocusable, out of the accessibility tree, not scrolling.
    expect(await hitAt(page, logoBox)).toBe('Menu');
    expect(await takesFocus(page, 'header a[href="/"]')).toBe(false);
    expect(await hiddenFromScreenReaders(cdp, 'main')).toBe(true);
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(openedAt);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await focusedName(page)).toBe('Menu');
    expect(await hiddenFromScreenReaders(cdp, 'main')).toBe(false);
    // And the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(openedAt);

    // A click where the logo shows through closes the menu and does not follow the logo's link.
    await toggle.click();
    await menu.waitFor();
    await page.mouse.click(logoBox.x + logoBox.width / 2, logoBox.y + logoBox.height / 2);
    await expect.poll(() => menu.count()).toBe(0);
    expect(pathOf(page)).toBe('/lire/19/119');
    expect(await focusedName(page)).toBe('Menu');
    await page.close();
  });

  it('the bookmarks drawer and its confirmation: one layer per Esc, focus back step by step', async () => {
    const page = await journey.open('/lire/43/3/16');
    const cdp = await journey.browser.context.newCDPSession(page);
    await expect.poll(() => page.locator('[data-verset="16"]').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Marque-page', exact: true }).click();
    const bookmarksButton = page.getByRole('button', { name: 'Marque-pages : 1' });
    await bookmarksButton.waitFor();

    await bookmarksButton.click();
    const drawer = page.getByRole('dialog', { name: 'Marque-pages' });
    await drawer.waitFor();
    expect(await focusedName(page)).toBe('Fermer les marque-pages');
    expect(await tabsStayIn(page, drawer, 'Tab', 6)).toBe(true);
    expect(await hiddenFromScreenReaders(cdp, 'main')).toBe(true);

    const clearAll = drawer.getByRole('button', { name: 'Tout effacer' });
    const clearBox = (await clearAll.boundingBox())!;
    await clearAll.click();
    const confirmation = page.getByRole('alertdialog', { name: 'Confirmation Effacer tous les marque-pages' });
    await confirmation.waitFor();
    expect(await focusedName(page)).toBe('Annuler');
    expect(await tabsStayIn(page, confirmation, 'Tab', 4)).toBe(true);
    // The drawer is now behind, as inert as the page.
    expect(await hitAt(page, clearBox)).toBe('alertdialog');
    expect(await takesFocus(page, 'dialog[aria-label="Marque-pages"] button')).toBe(false);
    expect(await hiddenFromScreenReaders(cdp, 'dialog[aria-label="Marque-pages"] button')).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => confirmation.count()).toBe(0);
    expect(await drawer.count()).toBe(1);
    expect(await focusedName(page)).toBe('Tout effacer');
    expect(await hiddenFromScreenReaders(cdp, 'dialog[aria-label="Marque-pages"] button')).toBe(false);

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await focusedName(page)).toBe('Marque-pages : 1');
    expect(await hiddenFromScreenReaders(cdp, 'main')).toBe(false);

    // A click beside the confirmation closes it alone; a click beside the drawer closes the drawer.
    await bookmarksButton.click();
    await clearAll.click();
    await confirmation.waitFor();
    await page.mouse.click(20, 450);
    await expect.poll(() => confirmation.count()).toBe(0);
    expect(await drawer.count()).toBe(1);
    await page.mouse.click(20, 450);
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await focusedName(page)).toBe('Marque-pages : 1');
    await page.close();
  });
});
