/**
 * A verse's cross references (issue 43): GET /api/references/{book}/{chapter}/{verse}
 * through the one client and its cache, as a chapter's or a passage's. The
 * first ten come first (the API's default `limite`); « Voir plus » asks for every one the
 * server gives (`REFERENCES_ALL`), while the first ones stay shown.
 */
import type { CrossReferencesResponse } from '@parole/bible';
import { useState } from 'react';
import { inTranslation } from './translations.js';
import { useApiResource, viewOf, type ApiResource, type ViewState } from './useApiResource.js';

/** How many « Voir plus » shows: the contract's highest `limite`, every verse's all (Actes 24:25 has 97). */
export const REFERENCES_ALL = 100;

/** A verse, in the numbering of the translation read. */
export interface VerseRef {
  book: number;
  chapter: number;
  verse: number;
}

/** What the references panel shows, and what it can ask. */
export interface CrossReferencesView {
  /** The references: the first ones, or all of them after « Voir plus » has come. */
  state: ViewState<CrossReferencesResponse>;
  /** « Réessayer » after a failure worth repeating. */
  onRetry?: () => void;
  /** « Voir plus »: present while the server has more than the list shows and they were not asked yet. */
  onMore?: () => void;
  /** « Voir plus » was pressed and the rest is on its way (the first ones stay shown). */
  loadingMore?: boolean;
  /** The rest could not come: its French message (the first ones stay shown). */
  moreError?: string;
}

/** Not asked (the panel closed, « Voir plus » not pressed): a state the resource itself has, so its type is the resource's. */
const UNASKED: ApiResource<CrossReferencesResponse> = { status: 'loading' };

/** A resource whose skipped state is one of its own: the resource as it is. */
const resource = ({ state, reload }: { state: ApiResource<CrossReferencesResponse>; reload: () => void }) => ({ state, reload });

/**
 * The cross references of `verse` in `translation` (Louis Segond 1910's
 * numbering and text without one, and then no `traduction` in the URL):
 * the first ten, then all of them once `onMore` is called. Nothing is asked
 * while `verse` is null (the panel closed).
 * @example const { state, onMore } = useCrossReferences({ book: 43, chapter: 3, verse: 16 }, 'darby');
 */
export function useCrossReferences(verse: VerseRef | null, translation?: string): CrossReferencesView {
  const input = { book: verse?.book ?? 1, chapter: verse?.chapter ?? 1, verse: verse?.verse ?? 1, ...inTranslation(translation) };
  const key = verse && `${translation ?? ''} ${verse.book}/${verse.chapter}/${verse.verse}`;
  // « Voir plus » is for the verse it was pressed for: another verse starts with its first ten.
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const more = key !== null && moreFor === key;
  const first = viewOf(resource(useApiResource('crossReferences', input, { skip: verse ? null : UNASKED })));
  const all = viewOf(resource(useApiResource('crossReferences', { ...input, limit: REFERENCES_ALL }, { skip: more ? null : UNASKED })));

  if (more && all.state.status === 'ready') return { state: all.state };
  const shown = first.state;
  const hasMore = shown.status === 'ready' && shown.data.total > shown.data.references.length;
  return {
    state: shown,
    onRetry: first.onRetry,
    onMore: hasMore && !more ? () => setMoreFor(key) : undefined,
    loadingMore: more && all.state.status === 'loading',
    moreError: more && all.state.status === 'error' ? all.state.message : undefined,
    ...(more && all.state.status === 'error' && all.onRetry ? { onMore: all.onRetry } : {}),
  };
}
