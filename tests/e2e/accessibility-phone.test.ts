/**
 * Every page of the site at a phone's width in Chromium, checked with
 * axe-core against WCAG 2.2 A and AA (accessibility.test.ts: the desktop
 * width, the menu and the drawer; a file of its own so that the two widths
 * run side by side).
 */
import { describe } from 'vitest';
import { everyPageHasNoViolation } from './a11y-pages.js';
import { useJourney } from './harness.js';

describe('accessibility of every page in Chromium at a phone’s width (axe-core, WCAG 2.2 AA)', () => {
  everyPageHasNoViolation(useJourney(), 'phone', true);
});
