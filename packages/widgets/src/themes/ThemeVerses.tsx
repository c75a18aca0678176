import type { ReadingPlace, ThemeVersesResponse } from '@parole/bible';
import { useEffect } from 'react';
import { ThemeVersesView, type ThemeVersesViewProps, type ThemeVersesViewState } from './ThemeVersesView.js';
import { isRetryable } from '../api/useApiResource.js';
import { useThemeVerses } from './useThemes.js';

export interface ThemeVersesProps {
  /** The theme's id (/theme/{id}). */
  id: number;
  /** The back link's target (/theme). */
  backHref?: string;
  /** A plain click on the back link (its default is then prevented). */
  onBack?: () => void;
  /** Real links for the passages: /lire/{livre}/{chapitre}/{verset}. */
  hrefFor?: (place: ReadingPlace) => string;
  /** A plain click on a passage (the link's default is then prevented). */
  onOpen?: (place: ReadingPlace) => void;
  /** The theme's answer once it arrived (a host titles its page with `theme.nom`). */
  onLoad?: (response: ThemeVersesResponse) => void;
}

/** Every behaviour of a theme's verses, as the props of ThemeVersesView. */
export function useThemeVersesController({ id, onLoad, ...links }: ThemeVersesProps): ThemeVersesViewProps {
  const { state: data, reload } = useThemeVerses(id);
  const loaded = data.status === 'ready' ? data.data : undefined;
  useEffect(() => {
    if (loaded) onLoad?.(loaded);
  }, [loaded, onLoad]);
  let state: ThemeVersesViewState;
  if (data.status === 'ready') state = { status: 'ready', data: data.data };
  else if (data.status === 'error') state = { status: 'error', message: data.error.message };
  else state = data;
  return { ...links, state, onRetry: data.status === 'error' && isRetryable(data.error) ? reload : undefined };
}

/**
 * The /theme/{id} page body: asks the API for a theme's verses and shows one
 * card per reference. Needs a <BibleApiProvider> above it.
 * @example <ThemeVerses id={4} backHref="/theme" hrefFor={({ book, chapter, verse }) => `/lire/${book}/${chapter}/${verse}`} />
 */
export function ThemeVerses(props: ThemeVersesProps) {
  return <ThemeVersesView {...useThemeVersesController(props)} />;
}
