/**
 * The mount core of the embed: renders a widget into the shadow root of a
 * `<div data-bible-widget="reader" data-livre="43" data-chapitre="3">`
 * element (./shadow.ts), its styles injected inside that root, with the
 * theme of its data attributes (./theme-attributes.ts). Framework-free for
 * its callers: plain DOM elements in, an `unmount` handle out.
 *
 * The script-tag loader (./loader.ts) calls mountWidget() through the
 * runtime chunk (./runtime.ts) with the one widget module it loaded; the
 * library's mount() and mountAll() (./mount.ts) know every widget.
 */
import { numberingsLoaded, readInProductNumbering } from '@parole/bible';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { createBibleApi, type BibleApi } from '../api/client.js';
import { BibleApiProvider } from '../api/context.js';
import { ParoleStyleProvider, type ColorScheme, type ParoleStyleOverride } from '../style.js';
import { messages } from '../messages.js';
import { DebugHints, EmbedMessage } from './EmbedMessage.js';
import { closestAttribute, closestWidgetName, COMMON_ATTRIBUTES, PAGE_WIDE_ATTRIBUTES, WIDGET_ATTRIBUTES, WIDGET_NAMES, widgetNameOf, type WidgetName } from './names.js';
import { installHostSheet, paroleRem } from './shadow.js';
import { mergeOverrides, THEME_ATTRIBUTES, themeFromAttributes } from './theme-attributes.js';
import { embedTranslation, type EmbedRenderer } from './widgets/shared.js';
import { loadNumbering } from '../tagger/numbering.js';

/** The chunk of the translations' numberings (embed/tagger-numbering-[hash].js, beside the runtime), named by the build (rollup.config.mjs). */
declare const __PAROLE_TAGGER_NUMBERING__: string;

/** Whether every translation a widget reads (`lsg,darby` side by side) can be read now. */
const numbered = (translation: string | undefined): boolean =>
  numberingsLoaded() || translation === undefined || translation.split(',').every((id) => readInProductNumbering(id.trim()));

/**
 * Renders the widget once the numbering of its translation can be read
 * (issue 48): at once in Segond's (the chapter table), or wherever the
 * numberings are bundled (the site, the npm package, the tests); in the
 * script-tag embed, whose runtime leaves Darby's and Martin's out, after
 * their chunk has come (the tagger's, tagger/numbering.ts). Until then the
 * element stays empty: a widget drawn in another numbering would turn to
 * the wrong chapter.
 */
function Numbered({ translation, children }: { translation: string | undefined; children: () => ReactNode }) {
  const [ready, setReady] = useState(() => numbered(translation));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadNumbering(new URL(__PAROLE_TAGGER_NUMBERING__, import.meta.url).href).then(
      () => live && setReady(true),
      (error: unknown) => {
        console.error(messages.embed.console(messages.embed.numberingUnavailable), error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [ready]);
  if (failed) return <EmbedMessage>{messages.embed.numberingUnavailable}</EmbedMessage>;
  return ready ? children() : null;
}

export const WIDGET_SELECTOR = '[data-bible-widget]';

export interface MountOptions {
  /** Makes the client for an API URL; createBibleApi by default (tests pass a fake). */
  createClient?: (baseURL: string) => BibleApi;
  /** Style override for the mounted widgets, over the element's data-color-* (and other theme) attributes. */
  style?: ParoleStyleOverride;
  /** Light, dark or auto palette, over the element's data-scheme. */
  scheme?: ColorScheme;
  /** The API's address for an element without data-api (the loader passes the site it was served from). */
  api?: string;
  /** CSP nonce of the widget's `<style>` elements (the loader passes its own script's). */
  nonce?: string;
  /**
   * The element that carries the page's theme for all its widgets (the loader passes its own
   * script tag): a theme attribute the widget's element lacks is read there. Another `data-…`
   * attribute of ours on it (a misspelt colour, a widget's data-site) is reported once per page.
   */
  pageTheme?: Element | null;
}

export interface MountedWidget {
  /** The element the widget lives in. */
  element: HTMLElement;
  unmount: () => void;
}

const mounted = new WeakMap<HTMLElement, MountedWidget>();

/** `data-new-tab` is on when present, unless it says false (`data-new-tab="false"`). */
const isOn = (value: string | undefined) => value !== undefined && !/^(false|non|0)$/i.test(value.trim());

/**
 * Whether the page is being made: `data-debug` on the element (`"false"`
 * turns it off), else a page served from this computer (localhost,
 * 127.0.0.1, ::1, *.localhost), where a webmaster tries the snippet.
 */
function debugging(data: DOMStringMap): boolean {
  if (data.debug !== undefined) return isOn(data.debug);
  const host = window.location.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/**
 * With `data-new-tab`, a link of the widget to the full site opens in a new
 * tab: its target is set as it is followed (a click, Enter), in the capture
 * phase, before the link's own default. Links a widget handles in place
 * (their click prevented) stay in place.
 */
function openSiteLinksInNewTab(container: HTMLElement, site: string): () => void {
  const base = new URL(site, window.location.href).href;
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !link.href.startsWith(base)) return;
    link.target = '_blank';
    link.rel = 'noopener';
  };
  container.addEventListener('click', onClick, true);
  return () => container.removeEventListener('click', onClick, true);
}

/**
 * Every data attribute the embed reads on the element of `widget`: the
 * common ones, the widget's own, the theme's. The one list both this
 * parser (what it calls unknown) and the catalogue's docs pages (their
 * attribute tables, stories/docs/EmbedOnYourSite.tsx) read, so the docs
 * cannot leave one out (issue 51).
 * @example embedAttributes('search').includes('data-max-results') // true
 */
export const embedAttributes = (widget: WidgetName): readonly string[] => [...COMMON_ATTRIBUTES, ...WIDGET_ATTRIBUTES[widget], ...THEME_ATTRIBUTES];

/**
 * The element's data attributes that `widget` does not read, in French, one
 * sentence each with the attribute meant when one is close; each also on the
 * console. Ignoring them is the browser's way; saying so spares the
 * webmaster a misspelled colour that silently changes nothing.
 */
function unknownAttributes(element: HTMLElement, widget: WidgetName): string[] {
  const known = embedAttributes(widget);
  return Array.from(element.attributes, ({ name }) => name)
    .filter((name) => name.startsWith('data-') && !known.includes(name))
    .map((name) => {
      const problem = messages.embed.unknownAttribute(name, widget, closestAttribute(name, known));
      console.warn(messages.embed.console(problem));
      return problem;
    });
}

/** What the page's theme element (the loader's script tag) may carry: the theme, the nonce the loader reads, and the translation of every widget. */
const PAGE_ATTRIBUTES: readonly string[] = ['data-nonce', ...PAGE_WIDE_ATTRIBUTES, ...THEME_ATTRIBUTES];
/** The widgets' own attributes, which go on each widget's element, never on the script tag. */
const WIDGET_ONLY_ATTRIBUTES: readonly string[] = [...COMMON_ATTRIBUTES, ...Object.values(WIDGET_ATTRIBUTES).flat()].filter((name) => !PAGE_ATTRIBUTES.includes(name));
/** An attribute that looks like a theme's: ours to judge even when no known one is close. */
const THEME_LIKE = /^data-(colou?r|dark|font)/;

/** The problems of each page-theme element, found (and written to the console) once per page, not once per widget. */
const pageThemeProblems = new WeakMap<Element, string[]>();

/**
 * The data attributes of the page's theme element (the loader's script tag)
 * that no widget reads there, in French as for a widget's element: a
 * misspelt theme attribute (« data-color-acent », naming the one meant) or a
 * widget's attribute put on the script (data-site). Other attributes, which
 * the page's own tools put on its script tags (data-cfasync, data-cookieconsent…),
 * are not ours to judge. Found once per element; each widget lists them.
 */
function unknownPageAttributes(page: Element): string[] {
  let problems = pageThemeProblems.get(page);
  if (problems) return problems;
  problems = Array.from(page.attributes, ({ name }) => name)
    .filter((name) => name.startsWith('data-') && !PAGE_ATTRIBUTES.includes(name))
    .flatMap((name) => {
      if (WIDGET_ONLY_ATTRIBUTES.includes(name)) return [messages.embed.widgetAttributeOnPage(name)];
      const meant = closestAttribute(name, PAGE_ATTRIBUTES);
      return meant || THEME_LIKE.test(name) ? [messages.embed.unknownPageAttribute(name, meant)] : [];
    });
  for (const problem of problems) console.warn(messages.embed.console(problem));
  pageThemeProblems.set(page, problems);
  return problems;
}

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

/** The stylis plugins of every widget (a stable array: styled-components rebuilds its stylis instance when it changes). */
const STYLIS_PLUGINS = [paroleRem];

/**
 * The element's open shadow root, made on first mount and reused after; null
 * when the element cannot host one (a closed root of someone else's, or an
 * element such as <a> that takes none): the widget then renders in the
 * element itself, without isolation.
 */
function shadowOf(element: HTMLElement): ShadowRoot | null {
  if (element.shadowRoot) return element.shadowRoot;
  try {
    return element.attachShadow({ mode: 'open' });
  } catch {
    return null;
  }
}

/**
 * Renders `render` (a widget of ./widgets/) into the element's shadow root;
 * without `render`, the French message of an unknown widget. Mounting an
 * element twice returns the first handle. A bad configuration shows a
 * French message in the element; it never throws.
 * @example mountWidget(element, plan, { api: 'https://parole.example' })
 */
export function mountWidget(element: HTMLElement, render: EmbedRenderer | undefined, options: MountOptions = {}): MountedWidget {
  const existing = mounted.get(element);
  if (existing) return existing;

  const data = element.dataset;
  // data-api="" is the page's own origin.
  const api = data.api !== undefined ? data.api.trim() : options.api;
  const site = data.site?.trim() || undefined;
  const newTab = site !== undefined && isOn(data.newTab);
  let content;
  if (!render) {
    const name = data.bibleWidget ?? '';
    content = <EmbedMessage>{messages.embed.unknownWidget(name, WIDGET_NAMES, closestWidgetName(name))}</EmbedMessage>;
  } else if (api === undefined) {
    content = <EmbedMessage>{messages.embed.missingApi}</EmbedMessage>;
  } else {
    const client = (options.createClient ?? defaultClient)(api);
    const translation = embedTranslation(data, options.pageTheme);
    content = (
      <BibleApiProvider client={client}>
        <Numbered translation={translation}>{() => render({ data, site, api, newTab, translation })}</Numbered>
      </BibleApiProvider>
    );
  }

  const shadow = shadowOf(element);
  const parent: ParentNode = shadow ?? element;
  parent.replaceChildren();
  const removeHostSheet = shadow ? installHostSheet(shadow, options.nonce) : () => {};
  const container = document.createElement('div');
  container.lang = 'fr';
  parent.append(container);
  const removeNewTab = newTab && site ? openSiteLinksInNewTab(container, site) : () => {};

  const theme = themeFromAttributes(element, options.pageTheme);
  const name = widgetNameOf(data.bibleWidget);
  const problems = [
    ...(theme.problems ?? []),
    ...(render && Object.hasOwn(WIDGET_ATTRIBUTES, name) ? unknownAttributes(element, name as WidgetName) : []),
    ...(options.pageTheme ? unknownPageAttributes(options.pageTheme) : []),
  ];
  const root = createRoot(container);
  root.render(
    <StyleSheetManager target={shadow ?? undefined} nonce={options.nonce} stylisPlugins={STYLIS_PLUGINS}>
      <ParoleStyleProvider style={mergeOverrides(theme.style, options.style)} darkColors={theme.darkColors} scheme={options.scheme ?? theme.scheme}>
        {content}
        {problems.length > 0 && debugging(data) && <DebugHints problems={problems} />}
      </ParoleStyleProvider>
    </StyleSheetManager>,
  );

  const handle: MountedWidget = {
    element,
    unmount() {
      if (mounted.get(element) !== handle) return;
      mounted.delete(element);
      root.unmount();
      // The root's container and the <style> elements styled-components put next to it.
      removeNewTab();
      parent.replaceChildren();
      removeHostSheet();
    },
  };
  mounted.set(element, handle);
  return handle;
}

/** The handle of the widget mounted in `element`, if any. */
export const mountedWidget = (element: HTMLElement): MountedWidget | undefined => mounted.get(element);

