import { DEFAULT_WORD_CLOUD_SCOPE, type WordCloudResponse, type Scope } from '@parole/bible';
import { useCallback, useEffect, useState } from 'react';
import { viewOf } from '../api/useApiResource.js';
import { useWidthCompact } from '../internal/useMediaQuery.js';
import { useParoleStyle } from '../style.js';
import type { CanvasLike } from './layout.js';
import { serverCloudLayout } from './serverLayouts.js';
import { useCloudLayout } from './useCloudLayout.js';
import { useWordCloud } from './useWordCloud.js';
import { WordCloudView, type WordCloudViewProps, type WordCloudViewState } from './WordCloudView.js';

/** Heights of the drawing (spec, section 9). */
export const CLOUD_HEIGHT = { desktop: 700, mobile: 350 } as const;

/** Width used where the container cannot be measured (no ResizeObserver, no layout: jsdom). */
const FALLBACK_WIDTH = 800;

export interface WordCloudProps {
  /** 'atnt', 'at', 'nt' or a book number '1'…'66'; 'nt' by default (spec, section 9). */
  scope?: Scope;
  /** The translation whose words are counted (GET /api/traductions' id); Louis Segond 1910 when absent (issue 41). */
  translation?: string;
  /**
   * A button or a dropdown chose another scope: the host navigates to
   * /tagcloud/:scope. Without it, the widget changes its own scope (embeds).
   */
  onScopeChange?: (scope: Scope) => void;
  /** A word was chosen: the host searches it (/rechercher/:word/:scope/exa). */
  onWordClick?: (word: string, scope: Scope) => void;
  /** Mobile height (350 px); follows the style's breakpoint when absent. */
  compact?: boolean;
  /** Width of the drawing in px; the container's width (followed as it changes) when absent. */
  width?: number;
  /** The canvas the words are measured on; a DOM canvas by default. */
  createCanvas?: () => CanvasLike;
}

/** The width of `element`, followed with a ResizeObserver. */
function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth || FALLBACK_WIDTH);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      // Whole pixels: a sub-pixel change must not start a new layout.
      const next = Math.floor(entry!.contentRect.width);
      setWidth((current) => (next > 0 && next !== current ? next : current));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * Every behaviour of the word cloud, as the props of WordCloudView: the
 * words of the scope (useWordCloud), the container's width, the height by
 * layout, the d3-cloud layout, and the scope (the host's, or the widget's own
 * without onScopeChange).
 */
export function useWordCloudController(props: WordCloudProps): WordCloudViewProps {
  const { onScopeChange, onWordClick, createCanvas } = props;
  const style = useParoleStyle();
  const [mobile, rootRef] = useWidthCompact();
  const compact = props.compact ?? mobile;
  const height = compact ? CLOUD_HEIGHT.mobile : CLOUD_HEIGHT.desktop;

  const given = props.scope ?? DEFAULT_WORD_CLOUD_SCOPE;
  const [own, setOwn] = useState<{ given: Scope; scope: Scope } | null>(null);
  const scope = !onScopeChange && own?.given === given ? own.scope : given;
  const changeScope = useCallback(
    (next: Scope) => {
      if (next === scope) return;
      if (onScopeChange) onScopeChange(next);
      else setOwn({ given, scope: next });
    },
    [given, onScopeChange, scope],
  );

  const { state: data, reload } = useWordCloud(scope, props.translation);
  const [previous, setPrevious] = useState<WordCloudResponse | undefined>(undefined);
  useEffect(() => {
    if (data.status === 'ready') setPrevious(data.data);
  }, [data]);

  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const measured = useElementWidth(area);
  const width = props.width ?? measured;
  const fontFamily = style.fonts.text;
  const words = data.status === 'ready' ? data.data.tags : null;
  // The server's layout of the default translation's cloud, when the page brought it (serverLayouts.ts).
  const preset = props.translation === undefined ? serverCloudLayout(scope, height, words) : undefined;
  const layout = useCloudLayout(words, width, height, { fontFamily, createCanvas, preset });

  const view = viewOf({ state: data, reload });
  const state: WordCloudViewState = view.state.status === 'loading' ? { status: 'loading', previous } : view.state;

  return {
    rootRef,
    scope,
    state,
    layout,
    width,
    height,
    fontFamily,
    areaRef: setArea,
    onScopeChange: changeScope,
    onWordClick: onWordClick && ((word: string) => onWordClick(word, scope)),
    onRetry: view.onRetry,
  };
}

/**
 * The word cloud of a scope: asks the API for its most used words, lays
 * them out with d3-cloud in the container's width (700 px high, 350 on a
 * phone) and shows "Calcul du nuage…" meanwhile. Needs a <BibleApiProvider>.
 * @example
 * <WordCloud scope="nt" onScopeChange={(s) => navigate(`/tagcloud/${s}`)}
 *   onWordClick={(word, s) => navigate(`/rechercher/${encodeURIComponent(word)}/${s}/exa`)} />
 */
export function WordCloud(props: WordCloudProps) {
  return <WordCloudView {...useWordCloudController(props)} />;
}
