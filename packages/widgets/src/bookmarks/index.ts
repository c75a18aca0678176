export { BookmarksList } from './BookmarksList.js';
export type { BookmarksListProps } from './BookmarksList.js';
export { BOOKMARK_EXCERPT_LENGTH, bookmarkPlace, createBookmark, excerpt, formatBookmarkReference } from './bookmark.js';
