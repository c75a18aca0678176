import type { ThemeVersesResponse } from '@parole/bible';
import { useEffect } from 'react';
import { viewOf } from '../api/useApiResource.js';
import { ThemeVersesView, type ThemeVersesViewProps } from './ThemeVersesView.js';
import { useThemeVerses } from './useThemes.js';

export interface ThemeVersesProps extends Pick<ThemeVersesViewProps, 'backHref' | 'onBack' | 'hrefFor' | 'onOpen'> {
  /** The theme's id (/theme/:id). */
  id: number;
  /** The translation of the verses (GET /api/traductions' id), in its numbering; Louis Segond 1910 when absent (issue 41). */
  translation?: string;
  /** The theme's answer once it arrived (a host titles its page with `theme.nom`). */
  onLoad?: (response: ThemeVersesResponse) => void;
}

/** Every behaviour of a theme's verses, as the props of ThemeVersesView. */
export function useThemeVersesController({ id, translation, onLoad, ...links }: ThemeVersesProps): ThemeVersesViewProps {
  const resource = useThemeVerses(id, translation);
  const loaded = resource.state.status === 'ready' ? resource.state.data : undefined;
  useEffect(() => {
    if (loaded) onLoad?.(loaded);
  }, [loaded, onLoad]);
  return { ...links, ...viewOf(resource) };
}

/**
 * The /theme/:id page body: asks the API for a theme's verses and shows one
 * card per reference. Needs a <BibleApiProvider> above it.
 * @example <ThemeVerses id={4} backHref="/theme" hrefFor={(place) => href('read', place)} />
 */
export function ThemeVerses(props: ThemeVersesProps) {
  return <ThemeVersesView {...useThemeVersesController(props)} />;
}
