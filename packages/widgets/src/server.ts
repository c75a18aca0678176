/**
 * What the site's server renders of the widgets (packages/pages, issue 46):
 * their views, props in and markup out, which need no browser, so that the
 * server's pages are drawn by the widgets themselves rather than by a copy of
 * their markup. The repository's own entry (the `parole-source` condition,
 * as `./testing`), not part of the published library.
 */
export { SearchResultsView } from './search/SearchResultsView.js';
export type { SearchResultsViewProps } from './search/SearchResultsView.js';
export { WordCloudView } from './wordcloud/WordCloudView.js';
export type { PlacedCloud } from './wordcloud/WordCloudView.js';
export { layoutCloud } from './wordcloud/layout.js';
export { CLOUD_HEIGHT } from './wordcloud/WordCloud.js';
