/**
 * The script-tag loader (dist/parole-widgets.js, served at
 * /widgets/parole-widgets.js): a small classic script, without React, that
 * a webmaster adds with two lines:
 *
 * @example
 * <script src="https://parole.example/widgets/parole-widgets.js" defer></script>
 * <div data-bible-widget="plan"></div>
 *
 * It finds the `[data-bible-widget]` elements and imports (dynamic import(),
 * from its own URL's embed/ folder) the shared runtime and the chunk of each
 * widget named on the page, no other; `<link rel="modulepreload">` fetches
 * each chunk's dependencies at once instead of one after the other. Widgets
 * added to the page later are mounted, and removed ones unmounted, by a
 * MutationObserver. `window.ParoleWidgets` offers mount, unmount, mountAll
 * and the version to scripts; the first copy loaded wins.
 *
 * The chunk names come from the build's manifest, injected by rollup
 * (rollup.config.mjs) in place of __PAROLE_EMBED_MANIFEST__.
 */
import type { ColorScheme, ParoleStyleOverride } from '../style.js';
import { VERSION } from '../version.js';
import type { EmbedManifest } from './manifest.js';
import { widgetNameOf } from './names.js';
import type * as Runtime from './runtime.js';
import type { EmbedRenderer } from './widgets/shared.js';

declare const __PAROLE_EMBED_MANIFEST__: EmbedManifest;

/** What a script may pass to ParoleWidgets.mount, over the element's data attributes. */
export interface LoaderMountOptions {
  style?: ParoleStyleOverride;
  scheme?: ColorScheme;
  /** The API's address; the element's data-api, or the site that served the loader, by default. */
  api?: string;
}

export interface WidgetHandle {
  element: HTMLElement;
  unmount(): void;
}

export interface ParoleWidgetsGlobal {
  /** Mounts the widget an element names (once; again after unmount). Never rejects: a problem shows a French message in place. */
  mount(element: HTMLElement, options?: LoaderMountOptions): Promise<WidgetHandle>;
  /** Unmounts the widget of an element, freeing its React root. */
  unmount(element: HTMLElement): Promise<void>;
  /** Mounts every `[data-bible-widget]` element under `root` (the document by default). */
  mountAll(root?: ParentNode): Promise<WidgetHandle[]>;
  version: string;
}

declare global {
  interface Window {
    ParoleWidgets?: ParoleWidgetsGlobal;
  }
}

const SELECTOR = '[data-bible-widget]';
/** The one text the loader shows itself: when the runtime cannot be loaded, there is no React to show messages.embed.loadFailed. */
const LOAD_FAILED = 'Le widget n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.';
/** Shown when the page's Content-Security-Policy blocks the widgets' styles: the script tag lacks the page's nonce. */
const NONCE_MISSING =
  'Le widget ne peut pas s’afficher : la Content-Security-Policy de la page bloque ses styles. Ajoutez à sa balise <script> le nonce de la page (nonce="…" ou data-nonce="…").';

function start(): void {
  const manifest = __PAROLE_EMBED_MANIFEST__;
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="parole-widgets"]')).pop() ??
    null;
  const src = script?.src || location.href;
  const chunkUrl = (file: string) => new URL(`embed/${file}`, src).href;
  /* The API: the site that serves the loader (…/widgets/parole-widgets.js → …/). */
  const defaultApi = new URL('../', src).href.replace(/\/+$/, '');
  const nonce = script?.nonce || script?.getAttribute('data-nonce') || undefined;

  const preloaded = new Set<string>();
  const preload = (file: string) => {
    if (preloaded.has(file)) return;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunkUrl(file);
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  };

  let runtime: Promise<typeof Runtime> | undefined;
  const loadRuntime = () => (runtime ??= import(/* @vite-ignore */ chunkUrl(manifest.runtime)) as Promise<typeof Runtime>);

  /*
   * Whether the page's Content-Security-Policy blocks the widgets' <style>
   * elements, given the nonce the loader has (none, or not the page's): a
   * <style> the policy blocks gets no sheet. Asked once, before the first
   * chunk is fetched; styled-components would otherwise fail with its
   * error #17, which looks like a network failure to the webmaster.
   */
  let stylesBlocked: boolean | undefined;
  const inlineStylesBlocked = () => {
    if (stylesBlocked === undefined) {
      const probe = document.createElement('style');
      if (nonce) probe.nonce = nonce;
      probe.textContent = ':root{}';
      document.head.append(probe);
      stylesBlocked = probe.sheet === null;
      probe.remove();
    }
    return stylesBlocked;
  };

  const operations = new WeakMap<HTMLElement, Promise<WidgetHandle | undefined>>();

  /** Shown in place when the chunks cannot be loaded (offline, blocked) or styled: plain text, no styles needed. */
  function showFailure(element: HTMLElement, message = LOAD_FAILED): WidgetHandle {
    let root: ParentNode = element;
    try {
      root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    } catch {
      // An element that takes no shadow root shows the text itself.
    }
    const text = document.createElement('p');
    text.lang = 'fr';
    text.setAttribute('role', 'note');
    text.textContent = message;
    root.replaceChildren(text);
    return { element, unmount: () => root.replaceChildren() };
  }

  async function load(element: HTMLElement, options: LoaderMountOptions): Promise<WidgetHandle> {
    const name = widgetNameOf(element.getAttribute('data-bible-widget'));
    const widget = Object.hasOwn(manifest.widgets, name) ? manifest.widgets[name] : undefined;
    if (inlineStylesBlocked()) {
      console.error(`Parole : ${NONCE_MISSING}`);
      return showFailure(element, NONCE_MISSING);
    }
    try {
      widget?.imports.forEach(preload);
      const [core, module] = await Promise.all([
        loadRuntime(),
        widget ? (import(/* @vite-ignore */ chunkUrl(widget.file)) as Promise<{ default: EmbedRenderer }>) : undefined,
      ]);
      // An unknown name: the runtime shows messages.embed.unknownWidget.
      return core.mountWidget(element, module?.default, { api: defaultApi, nonce, pageTheme: script, ...options });
    } catch (error) {
      runtime = undefined; // a later mount tries again
      console.error('Parole widgets:', error);
      return showFailure(element);
    }
  }

  const api: ParoleWidgetsGlobal = {
    mount(element, options = {}) {
      const previous = operations.get(element);
      const next = (previous ?? Promise.resolve(undefined)).then((handle) => handle ?? load(element, options));
      operations.set(element, next);
      return next as Promise<WidgetHandle>;
    },
    unmount(element) {
      const previous = operations.get(element);
      if (!previous) return Promise.resolve();
      const next = previous.then((handle) => {
        handle?.unmount();
        return undefined;
      });
      operations.set(element, next);
      return next.then(() => {});
    },
    mountAll(root = document) {
      const elements = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
      if (root instanceof HTMLElement && root.matches(SELECTOR)) elements.unshift(root);
      return Promise.all(elements.map((element) => api.mount(element)));
    },
    version: VERSION,
  };
  window.ParoleWidgets = api;

  /** Widgets added to the page later are mounted; removed ones (no longer in the document) unmounted. */
  const widgetsIn = (node: Node): HTMLElement[] => {
    if (!(node instanceof HTMLElement)) return [];
    const found = Array.from(node.querySelectorAll<HTMLElement>(SELECTOR));
    if (node.matches(SELECTOR)) found.unshift(node);
    return found;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const element = record.target as HTMLElement;
        if (operations.has(element)) void api.unmount(element);
        if (element.isConnected && element.matches(SELECTOR)) void api.mount(element);
        continue;
      }
      record.removedNodes.forEach((node) => widgetsIn(node).forEach((element) => !element.isConnected && operations.has(element) && void api.unmount(element)));
      record.addedNodes.forEach((node) => widgetsIn(node).forEach((element) => element.isConnected && void api.mount(element)));
    }
  });

  const begin = () => {
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-bible-widget'] });
    void api.mountAll();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
}

// A page that loads the script twice keeps the first copy: two Reacts
// mounting the same elements would fight over them.
if (typeof window !== 'undefined' && !window.ParoleWidgets) start();
