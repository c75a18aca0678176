import type { ThemeItem } from '@parole/bible';
import { ThemeListView, type ThemeListViewProps, type ThemeListViewState } from './ThemeListView.js';
import { isRetryable } from '../api/useApiResource.js';
import { useThemeList } from './useThemes.js';

export interface ThemeListProps {
  /** The translation of the themes' verses (GET /api/traductions' id); Louis Segond 1910 when absent (issue 41). */
  translation?: string;
  /** Real links for the themes: /theme/:id. */
  hrefFor?: (theme: ThemeItem) => string;
  /** A plain click on a theme (the link's default is then prevented). */
  onOpen?: (theme: ThemeItem) => void;
}

/** Every behaviour of the theme grid, as the props of ThemeListView. */
export function useThemeListController({ translation, hrefFor, onOpen }: ThemeListProps): ThemeListViewProps {
  const { state: data, reload } = useThemeList(translation);
  let state: ThemeListViewState;
  if (data.status === 'ready') state = { status: 'ready', themes: data.data.themes };
  else if (data.status === 'error') state = { status: 'error', message: data.error.message };
  else state = data;
  return { state, hrefFor, onOpen, onRetry: data.status === 'error' && isRetryable(data.error) ? reload : undefined };
}

/**
 * The /theme page body: asks the API for the themes and shows their images
 * and names. Needs a <BibleApiProvider> above it.
 * @example <ThemeList hrefFor={(t) => `/theme/${t.id}`} onOpen={(t) => navigate(`/theme/${t.id}`)} />
 */
export function ThemeList(props: ThemeListProps) {
  return <ThemeListView {...useThemeListController(props)} />;
}
