/**
 * @parole/widgets: the embeddable React widgets of Parole. Every public name
 * is listed here; anything not exported from this file is internal.
 */

// API client
export {
  ApiRequestError,
  BibleApiProvider,
  XSRF_COOKIE,
  XSRF_HEADER,
  createBibleApi,
  isApiRequestError,
  path,
  useBibleApi,
} from './api/index.js';
export type { ApiErrorKind, BibleApi, BibleApiOptions, BibleApiProviderProps, RequestOptions } from './api/index.js';

// Theme
export { ParoleThemeProvider, defaultTheme, mergeTheme, testamentColor, useParoleTheme } from './theme.js';
export type { ParoleTheme, ParoleThemeOverride, ParoleThemeProviderProps } from './theme.js';

// Texts
export { messages } from './messages.js';
export type { Messages } from './messages.js';

// Reader
export {
  CHAPTER_BAR_LIMIT,
  DEFAULT_DISPLAY_SETTINGS,
  FONT_SIZE,
  LEADING,
  Reader,
  ReaderView,
  applySettingsAction,
  stepScale,
  useReader,
  useReaderController,
} from './reader/index.js';
export type {
  DisplaySettings,
  ReaderData,
  ReaderPanel,
  ReaderProps,
  ReaderViewProps,
  ReaderViewState,
  Scale,
  SettingsAction,
  UseReaderResult,
} from './reader/index.js';

// Embed mount core (the script-tag bundle registers it as window.ParoleWidgets)
export { mount, mountAll, WIDGET_SELECTOR } from './embed/mount.js';
export type { MountOptions, MountedWidget } from './embed/mount.js';
export { VERSION } from './version.js';

// Contract types of the API (from @parole/bible, bundled into this package's typings)
export type { ApiError, ChapitreItem, ChapterRef, InfoResponse, LireResponse, LivreRef, Testament, Titre, Traduction, Verset } from '@parole/bible';
