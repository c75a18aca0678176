export { BookmarksList } from './BookmarksList.js';
export type { BookmarksListProps } from './BookmarksList.js';
export { BOOKMARK_EXCERPT_LENGTH, bookmarkTarget, createBookmark, excerpt, formatBookmarkReference } from './bookmark.js';
export type { BookmarkTarget } from './bookmark.js';
