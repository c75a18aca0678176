/**
 * Setup of the `dom` test projects (jsdom): a fresh document for each file,
 * unmount and forget the page's title after each test, and the browser APIs
 * jsdom lacks that widgets use.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// findBy* waits 1 s by default; a lazily loaded page on a busy 2-core
// machine can take longer to appear, which is slowness, not a failure (5 s
// failed a dozen files at a load of 20). A wait that succeeds ends as soon as
// it does: only a real failure waits this long.
configure({ asyncUtilTimeout: 15_000 });

/*
 * Most DOM files share a worker's document (isolate: false in vitest.config.ts):
 * each starts from the document a fresh jsdom would give it, whatever the file
 * before it left — storage, cookies, the address, the window's size, the body.
 */
const JSDOM_WIDTH = 1024;
const JSDOM_HEIGHT = 768;
beforeAll(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  document.title = '';
  if (window.innerWidth !== JSDOM_WIDTH || window.innerHeight !== JSDOM_HEIGHT) {
    Object.assign(window, { innerWidth: JSDOM_WIDTH, innerHeight: JSDOM_HEIGHT });
    window.dispatchEvent(new Event('resize'));
  }
});

afterEach(() => {
  cleanup();
  // Pages set it; a test that checks it must not see the previous test's.
  document.title = '';
  dropSheetsOfRemovedStyles();
});

/*
 * jsdom keeps in document.styleSheets the sheet of a <style> that was filled
 * inside a shadow root once that <style> is removed (it never marks shadow
 * trees attached, so the removal does not detach it): the embeds' styles
 * piled up test after test, and every getComputedStyle matched against all
 * of them. Touching the removed element's text makes jsdom update its style
 * block, which drops the sheet of an element out of the document.
 */
function dropSheetsOfRemovedStyles() {
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLStyleElement && !owner.isConnected) {
      // The same text, set again: jsdom parses the element's sheet anew.
      const text = owner.textContent;
      owner.textContent = text;
    }
  }
}

/*
 * matchMedia: jsdom has none. This one evaluates `(max-width: Npx)` and
 * `(min-width: Npx)` against window.innerWidth and notifies listeners on a
 * `resize` event, so a test can switch to the mobile layout with
 * `window.innerWidth = 375; window.dispatchEvent(new Event('resize'))`.
 */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  const evaluate = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const m = /\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
      if (!m) return false;
      const width = Number(m[2]);
      return m[1] === 'max' ? window.innerWidth <= width : window.innerWidth >= width;
    });

  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    let matches = evaluate(query);
    const list = {
      media: query,
      get matches() {
        return matches;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    window.addEventListener('resize', () => {
      const next = evaluate(query);
      if (next === matches) return;
      matches = next;
      const event = { matches, media: query } as MediaQueryListEvent;
      listeners.forEach((listener) => listener(event));
    });
    return list;
  };
}

/*
 * Clipboard: jsdom has no navigator.clipboard. This in-memory one lets tests
 * read back what a widget copied (`await navigator.clipboard.readText()`).
 * user-event's setup() replaces it with its own stub, which behaves alike.
 */
if (typeof navigator !== 'undefined' && !navigator.clipboard) {
  let text = '';
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (value: string) => {
        text = value;
      },
      readText: async () => text,
    },
  });
}

/* scrollIntoView: jsdom does no layout and leaves it out. */
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

/*
 * Canvas 2D: jsdom has none (getContext logs "not implemented" and returns
 * null). The word cloud measures its words on a canvas with d3-cloud, so an
 * element's 2D context is drawn by @napi-rs/canvas (Skia, prebuilt), and the
 * element's width and height follow to that canvas, as d3-cloud resizes it
 * after taking the context. The real layout then runs in dom tests and stories.
 */
if (typeof HTMLCanvasElement !== 'undefined') {
  const { createCanvas } = await import('@napi-rs/canvas');
  const backing = new WeakMap<HTMLCanvasElement, import('@napi-rs/canvas').Canvas>();
  const canvasOf = (element: HTMLCanvasElement): import('@napi-rs/canvas').Canvas => {
    let canvas = backing.get(element);
    if (!canvas) {
      canvas = createCanvas(element.width || 300, element.height || 150);
      backing.set(element, canvas);
    }
    return canvas;
  };
  for (const side of ['width', 'height'] as const) {
    Object.defineProperty(HTMLCanvasElement.prototype, side, {
      configurable: true,
      get(this: HTMLCanvasElement) {
        return backing.get(this)?.[side] ?? (side === 'width' ? 300 : 150);
      },
      set(this: HTMLCanvasElement, value: number) {
        canvasOf(this)[side] = Number(value);
      },
    });
  }
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, options?: unknown) {
    if (type !== '2d') return null;
    return canvasOf(this).getContext('2d', options as never) as unknown as CanvasRenderingContext2D;
  } as HTMLCanvasElement['getContext'];
}

/*
 * <dialog>: jsdom has the element and its `open` attribute, but no show(),
 * showModal() or close(), and no top layer. This follows the HTML standard
 * where the widgets rely on it, so tests of the Overlay keep testing
 * behaviour:
 * - showModal() throws on a dialog already open or out of the document, sets
 *   `open`, puts the dialog on top of the modal stack, remembers what had
 *   focus and runs the dialog focusing steps (an [autofocus] descendant,
 *   else the first focusable one, else the dialog);
 * - close(result) removes `open`, sets returnValue, gives focus back to what
 *   had it before showModal() and fires `close` a task later, as browsers do;
 * - Esc: a keydown for Escape that nobody cancelled is a close request, the
 *   browser's default action: `cancel` (cancelable) at the top-most open
 *   modal dialog, which closes unless the event was prevented. It is applied
 *   after dispatchEvent, so user-event and fireEvent both reach it, and a
 *   listener stopping the keydown's propagation does not stop it;
 * - a click on ::backdrop is, in a browser, a click whose target is the
 *   dialog element: in a test, a click on the dialog itself.
 * Not imitated: the inertness of the page behind and the painting of the top
 * layer (jsdom has no layout); the Chromium journeys check those.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const { focusables } = await import('../../packages/widgets/src/internal/focus.js');
  const modals: HTMLDialogElement[] = [];
  const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();
  const results = new WeakMap<HTMLDialogElement, string>();
  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');

  const open = (dialog: HTMLDialogElement, modal: boolean) => {
    if (dialog.open) throw invalidState('The dialog is already open.');
    if (modal && !dialog.isConnected) throw invalidState('The dialog is not in a document.');
    dialog.setAttribute('open', '');
    openedFrom.set(dialog, dialog.ownerDocument.activeElement);
    if (modal) modals.push(dialog);
    const control = dialog.querySelector<HTMLElement>('[autofocus]') ?? focusables(dialog)[0] ?? dialog;
    control.focus();
  };

  Object.defineProperties(HTMLDialogElement.prototype, {
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        open(this, false);
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        open(this, true);
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, result?: string) {
        if (!this.open) return;
        this.removeAttribute('open');
        if (result !== undefined) results.set(this, result);
        const index = modals.indexOf(this);
        if (index >= 0) modals.splice(index, 1);
        const previous = openedFrom.get(this);
        openedFrom.delete(this);
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        setTimeout(() => this.dispatchEvent(new Event('close')));
      },
    },
    returnValue: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return results.get(this) ?? '';
      },
      set(this: HTMLDialogElement, value: string) {
        results.set(this, String(value));
      },
    },
  });

  /** The top-most modal dialog still open and in its document (a removed one leaves the top layer). */
  const topModal = () => modals.findLast((dialog) => dialog.open && dialog.isConnected);

  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatchEvent(this: EventTarget, event: Event) {
    const result = dispatch.call(this, event);
    if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !event.defaultPrevented) {
      const dialog = topModal();
      if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    }
    return result;
  };
}

/*
 * Media: jsdom has <audio> without playback (play(), pause() and load() log
 * "not implemented"). These play nothing but keep `paused` and fire the
 * events a browser fires (play, playing, pause), a task later; a test ends a
 * track with `fireEvent.ended(audio)`, fails it with `fireEvent.error(audio)`.
 */
if (typeof HTMLMediaElement !== 'undefined') {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    paused.set(this, false);
    setTimeout(() => {
      this.dispatchEvent(new Event('play'));
      this.dispatchEvent(new Event('playing'));
    });
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    if (paused.get(this) === false) setTimeout(() => this.dispatchEvent(new Event('pause')));
    paused.set(this, true);
  };
  HTMLMediaElement.prototype.load = function load() {};
}
