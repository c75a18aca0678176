import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedManifest } from './manifest.js';

/*
 * The loader in jsdom: its global API and its failure path. jsdom cannot
 * import the chunks (ES modules over HTTP), so loading itself, the chunks a
 * page fetches and the widgets they draw are checked in Chromium
 * (tests/e2e/embed.test.ts).
 */
const MANIFEST: EmbedManifest = {
  runtime: 'runtime-AAAAAAAA.js',
  widgets: { plan: { file: 'plan-BBBBBBBB.js', imports: ['runtime-AAAAAAAA.js', 'shared-CCCCCCCC.js'] } },
};

beforeEach(() => {
  (globalThis as { __PAROLE_EMBED_MANIFEST__?: EmbedManifest }).__PAROLE_EMBED_MANIFEST__ = MANIFEST;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete window.ParoleWidgets;
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the script-tag loader', () => {
  it('registers window.ParoleWidgets with mount, unmount, mountAll and the version', async () => {
    await import('./loader.js');
    expect(window.ParoleWidgets).toMatchObject({
      mount: expect.any(Function),
      unmount: expect.any(Function),
      mountAll: expect.any(Function),
      version: '0.1.0',
    });
  });

  it('keeps the first copy when the script is loaded twice', async () => {
    const first = { mount: vi.fn(), unmount: vi.fn(), mountAll: vi.fn(), version: 'first' };
    window.ParoleWidgets = first;
    await import('./loader.js');
    expect(window.ParoleWidgets).toBe(first);
  });

  it('preloads a widget’s dependencies, and says in French, in place, that it could not be loaded', async () => {
    await import('./loader.js');
    const element = document.body.appendChild(document.createElement('div'));
    element.dataset.bibleWidget = 'plan';
    const handle = await window.ParoleWidgets!.mount(element);

    // (A Set: the loaders of the tests before, their modules reset, still observe this document.)
    expect(new Set(Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href))).toEqual(new Set([
      new URL('embed/runtime-AAAAAAAA.js', window.location.href).href,
      new URL('embed/shared-CCCCCCCC.js', window.location.href).href,
    ]));
    expect(handle.element).toBe(element);
    expect(element.shadowRoot?.textContent).toBe('Le widget n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.');
    await window.ParoleWidgets!.unmount(element);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });
});
