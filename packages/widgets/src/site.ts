/**
 * The building blocks the site (packages/host) shares with the widgets, so
 * that its pages look and behave like them: the page title, a verse's text,
 * visually hidden text, the compact layout's query, the clipboard, whether the browser is online, and parts
 * loaded on demand (React.lazy that can be asked again, and the boundary
 * that shows their load failure with « Réessayer »). The repository's own
 * entry (the `parole-source` condition, as `./server` and `./testing`), not
 * part of the published library: its API is src/index.ts (issue 46).
 */
export { PageTitle, VisuallyHidden } from './internal/ui.js';
export { TextSignsLegend, VerseText } from './internal/SignsText.js';
export { useCompactLayout } from './internal/useMediaQuery.js';
export { copyText } from './internal/clipboard.js';
export { useOnline } from './internal/useOnline.js';
export { PartBoundary, lazyPart } from './internal/lazy.js';
export type { LazyPart, PartBoundaryProps } from './internal/lazy.js';
