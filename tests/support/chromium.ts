/**
 * How this project runs Chromium: Debian's binary and the flags measured on
 * this machine. Shared by the browser journeys (tests/e2e/harness.ts) and the
 * first-load benchmark (bench/suites/web.ts); it imports nothing of vitest.
 */
import { existsSync } from 'node:fs';

/** Debian's Chromium; never a downloaded browser. Override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags measured on this machine: the closed network refuses Chromium's
// background connections, so they are switched off.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws with what to install when Chromium is missing. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}

/** The two viewports the site is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
