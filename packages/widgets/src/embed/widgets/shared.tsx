/**
 * Pieces shared by the embed's widget modules (one module per widget, so
 * that the script-tag build gives each its own chunk): reading data-*
 * attributes, links to the full site, and the reader that keeps its
 * chapter itself.
 */
import { href, type ChapterRef, type Param, type ReadingPlace, type Scope } from '@parole/bible';
import { inTranslation } from '../../api/translations.js';
import { useCallback, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, ParoleScope } from '../../internal/ui.js';
import { Reader } from '../../reader/Reader.js';
import { space } from '../../style.js';

export interface EmbedContext {
  /** The element's data-* attributes (`data-livre` is `data.livre`). */
  data: DOMStringMap;
  /** The full site's address, from `data-site`; without it, navigation stays inside the embed. */
  site?: string;
  /** The API's address: `data-api`, or where the loader was served from. */
  api: string;
  /** `data-new-tab`: the full site's pages open in a new tab, the church's page stays. */
  newTab?: boolean;
  /**
   * `data-traduction` (issue 41), the element's or else the loader's script
   * tag's: the translation the widget reads, references in its numbering;
   * Louis Segond 1910 without it. Sent to the API as written (case and
   * spaces forgiven): one it does not have is refused in French, and the
   * widget shows that message.
   */
  translation?: string;
}

/**
 * The translation an embed reads: its element's `data-traduction`, else the
 * page's (the loader's script tag), in lower case; undefined without one.
 * @example embedTranslation(element.dataset, script) // 'darby'
 */
export function embedTranslation(data: DOMStringMap, page?: Element | null): string | undefined {
  const text = data.traduction?.trim() || page?.getAttribute('data-traduction')?.trim();
  return text ? text.toLowerCase() : undefined;
}

/**
 * Goes to a page of the full site from a widget's own action (a reference
 * typed in the search box, a word of the cloud): in a new tab with
 * `data-new-tab`, else in this one. Links are handled by the mount core.
 */
export function openOnSite(url: string, newTab: boolean | undefined): void {
  if (newTab) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

export type EmbedRenderer = (context: EmbedContext) => ReactNode;

/**
 * A data attribute read by a parameter of the site's URLs (the same rules as
 * the address bar, spaces around it forgiven): `fallback` when absent, null
 * when it names nothing.
 */
export function attribute<T>(param: Param<T>, value: string | undefined, fallback: T): T | null;
export function attribute<T>(param: Param<T>, value: string | undefined): T | null | undefined;
export function attribute<T>(param: Param<T>, value: string | undefined, fallback?: T): T | null | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? fallback : param.parse(text);
}

/**
 * `data-testament` (`at` or `nt`): the scope of a search or a word cloud
 * when its own attribute (data-filter, data-livre) is absent. `fallback`
 * without it; null when it names no testament.
 * @example testamentScope('nt', 'atnt') // 'nt'
 */
export function testamentScope(value: string | undefined, fallback: Scope): Scope | null {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === '') return fallback;
  return text === 'at' || text === 'nt' ? text : null;
}

/** Links to the reading page of the full site, in the embed's translation, when the embed has one. */
export const readingLinks = (site: string | undefined, translation?: string) =>
  site ? (place: ReadingPlace) => href('read', { ...place, ...inTranslation(translation) }, site) : undefined;

/**
 * The reader, holding its chapter itself: turning the page inside an embed
 * changes the chapter in place, while the chapter bar's links (with
 * `data-site`) still lead to the full site for "open in a new tab".
 */
export function EmbeddedReader({
  start,
  site,
  translation,
  compareWith,
  links = translation,
}: {
  start: ReadingPlace;
  site?: string;
  translation?: string;
  /** Translations beside it (issue 42). */
  compareWith?: readonly string[];
  /** The `traduction` of its links to the site: the list when comparing. */
  links?: string;
}) {
  // A turned page has no selection; a reference opened from « Références » (issue 43) selects its verses.
  const [place, setPlace] = useState<ReadingPlace>(start);
  const onNavigate = useCallback(({ book, chapter }: ChapterRef) => setPlace({ book, chapter }), []);
  const atStart = place.book === start.book && place.chapter === start.chapter;
  return (
    <Reader
      book={place.book}
      chapter={place.chapter}
      translation={translation}
      compareWith={compareWith}
      selection={place.verses ?? (atStart ? start.verses : undefined)}
      onNavigate={onNavigate}
      onOpen={setPlace}
      hrefFor={readingLinks(site, links)}
    />
  );
}

export const Stack = styled.div`
  display: grid;
  gap: ${space('sm')};
`;

const Back = styled.div`
  padding: 0 ${space('md')};
`;

/** The way back from a view opened inside the embed (a theme's passage, a word's search, a result's chapter). */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Back>
      <Button type="button" onClick={onClick}>
        {children}
      </Button>
    </Back>
  );
}

/** A view opened inside the embed, under its way back (`label`). */
export function BackPanel({ label, onBack, children }: { label: string; onBack: () => void; children: ReactNode }) {
  return (
    <ParoleScope>
      <Stack>
        <BackButton onClick={onBack}>{label}</BackButton>
        {children}
      </Stack>
    </ParoleScope>
  );
}
