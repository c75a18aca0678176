/**
 * The mount core of the script-tag embed: finds
 * `<div data-bible-widget="reader" data-api="https://…" data-livre="43"
 * data-chapitre="3" data-selection="16" data-site="https://…">` elements and
 * renders the named widget into each. Framework-free for its callers: plain
 * DOM elements in, an `unmount` handle out.
 */
import { createRoot } from 'react-dom/client';
import { createBibleApi, type BibleApi } from '../api/client.js';
import { BibleApiProvider } from '../api/context.js';
import { ParoleStyleProvider, type ParoleStyleOverride } from '../style.js';
import { messages } from '../messages.js';
import { EmbedMessage } from './EmbedMessage.js';
import { widgetRegistry } from './registry.js';

export const WIDGET_SELECTOR = '[data-bible-widget]';

export interface MountOptions {
  /** Makes the client for a data-api URL; createBibleApi by default (tests pass a fake). */
  createClient?: (baseURL: string) => BibleApi;
  /** Style override for the mounted widgets. */
  style?: ParoleStyleOverride;
}

export interface MountedWidget {
  /** The element the widget lives in. */
  element: HTMLElement;
  unmount: () => void;
}

const mounted = new WeakMap<HTMLElement, MountedWidget>();

/*
 * One client per API URL: widgets of one page that talk to the same server
 * share its cached answers (the translation's name, for instance).
 */
const clients = new Map<string, BibleApi>();
function defaultClient(baseURL: string): BibleApi {
  let client = clients.get(baseURL);
  if (!client) {
    client = createBibleApi({ baseURL });
    clients.set(baseURL, client);
  }
  return client;
}

/**
 * Mounts the widget an element names. Mounting an element twice returns the
 * first handle (mountAll may run again after content is added to the page).
 * A bad configuration shows a French message in the element; it never throws.
 * @example const widget = mount(document.querySelector('#verset-du-jour')!); widget.unmount();
 */
export function mount(element: HTMLElement, options: MountOptions = {}): MountedWidget {
  const existing = mounted.get(element);
  if (existing) return existing;

  const data = element.dataset;
  const name = data.bibleWidget ?? '';
  const render = Object.hasOwn(widgetRegistry, name) ? widgetRegistry[name] : undefined;

  let content;
  if (!render) {
    content = <EmbedMessage>{messages.embed.unknownWidget(name)}</EmbedMessage>;
  } else if (data.api === undefined) {
    content = <EmbedMessage>{messages.embed.missingApi}</EmbedMessage>;
  } else {
    const client = (options.createClient ?? defaultClient)(data.api);
    content = <BibleApiProvider client={client}>{render({ data, site: data.site })}</BibleApiProvider>;
  }

  const root = createRoot(element);
  root.render(<ParoleStyleProvider style={options.style}>{content}</ParoleStyleProvider>);

  const handle: MountedWidget = {
    element,
    unmount() {
      if (mounted.get(element) !== handle) return;
      mounted.delete(element);
      root.unmount();
    },
  };
  mounted.set(element, handle);
  return handle;
}

/**
 * Mounts every `[data-bible-widget]` element under `root`.
 * @example mountAll(); // the whole document
 */
export function mountAll(root: ParentNode = document, options?: MountOptions): MountedWidget[] {
  return Array.from(root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR), (element) => mount(element, options));
}
