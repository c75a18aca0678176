/**
 * @parole/widgets: the embeddable React widgets of Parole. Every public name
 * is listed here; anything not exported from this file is internal.
 */

// API client
export {
  ApiRequestError,
  BibleApiProvider,
  createBibleApi,
  isApiRequestError,
  isRetryable,
  primeAnswers,
  useApiAction,
  useApiResource,
  useBibleApi,
  useSiteInfo,
  useTranslationName,
  inTranslation,
  isDefaultTranslation,
  useTranslationItem,
  useTranslationList,
} from './api/index.js';
export type {
  AiStreamHandlers,
  ApiAction,
  ApiActionResult,
  ApiActionSend,
  ApiErrorKind,
  ApiMethod,
  ApiResource,
  BibleApi,
  BibleApiOptions,
  BibleApiProviderProps,
  RequestOptions,
  UseApiResourceOptions,
  UseApiResourceResult,
} from './api/index.js';

// Style
export {
  ParoleStyleProvider,
  accent,
  bareList,
  color,
  controlLook,
  fieldErrorLook,
  textFieldLook,
  darkColors,
  darkStyle,
  defaultStyle,
  font,
  mergeStyle,
  narrow,
  radius,
  space,
  testamentColor,
  useParoleStyle,
  wide,
} from './style.js';
export type { ColorScheme, ParoleStyle, ParoleStyleOverride, ParoleStyleProviderProps } from './style.js';

// Texts
export { messages } from './messages.js';
export type { Messages } from './messages.js';

// Reader
export {
  CHAPTER_BAR_LIMIT,
  DEFAULT_DISPLAY_SETTINGS,
  FONT_SIZE,
  LEADING,
  SPEEDS,
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
  ReaderOfflineAudio,
  ReaderPanel,
  ReaderPlayer,
  ReaderProps,
  ReaderReferences,
  ReaderViewProps,
  ReaderViewState,
  Scale,
  SettingsAction,
  UseReaderResult,
} from './reader/index.js';

// Search: the top bar's search box and the /rechercher page body
export {
  SearchBox,
  SearchBoxView,
  SearchResults,
  SearchResultsView,
  useSearch,
  useSearchBoxController,
  useSearchBoxState,
  useSearchResultsController,
} from './search/index.js';
export type {
  SearchBoxProps,
  SearchBoxState,
  SearchBoxViewProps,
  SearchData,
  SearchResultsProps,
  SearchResultsViewProps,
  SearchResultsViewState,
  UseSearchResult,
} from './search/index.js';

// One-year reading plan
export { Plan, PlanView, chapterKey, groupByChapter, usePlan, usePlanController } from './plan/index.js';
export type { PlanAudio, PlanChapter, PlanData, PlanProps, PlanViewProps, PlanViewState, UsePlanResult } from './plan/index.js';

// Chapter audio: the player's states, as the reader's and the plan's views show them;
// a chapter's audio and timings in a translation (what the site keeps offline)
export type { PlayerStatus } from './audio/useAudioPlayer.js';
export { chapterTrack } from './audio/chapterTrack.js';

// Word cloud (d3-cloud)
export {
  CLOUD_HEIGHT,
  COUNT_THRESHOLDS,
  DARK_WORD_COLORS,
  WORD_COLORS,
  wordColors,
  WordCloud,
  WordCloudView,
  countStep,
  layoutCloud,
  domCanvas,
  primeCloudLayouts,
  useCloudLayout,
  useWordCloud,
  useWordCloudController,
} from './wordcloud/index.js';
export type {
  CanvasLike,
  CloudLayout,
  CloudLayoutState,
  PlacedWord,
  UseWordCloudResult,
  WordCloudData,
  WordCloudProps,
  WordCloudViewProps,
  WordCloudViewState,
} from './wordcloud/index.js';

// Themes: the /theme grid and a theme's verses
export {
  ThemeList,
  ThemeListView,
  ThemeVerses,
  ThemeVersesView,
  groupPassages,
  passagePlace,
  useThemeList,
  useThemeListController,
  useThemeVerses,
  useThemeVersesController,
} from './themes/index.js';
export type {
  ThemeData,
  ThemeListProps,
  ThemeListViewProps,
  ThemeListViewState,
  ThemePassage,
  ThemeVersesProps,
  ThemeVersesViewProps,
  ThemeVersesViewState,
  UseThemeResult,
} from './themes/index.js';

// Quiz: the game's home, a game being played, a game's summary
export { QUIZ_STORAGE_KEY, Quiz, QuizHomeView, QuizPlayView, QuizSummaryView, localQuizStorage, parseQuizSession } from './quiz/index.js';
export type {
  QuizHomeViewProps,
  QuizPlayState,
  QuizPlayViewProps,
  QuizProps,
  QuizScreen,
  QuizScreenChange,
  QuizSession,
  QuizStorage,
  QuizSummaryViewProps,
} from './quiz/index.js';

// AI helper: the reading page's section for logged-in users (not in the script-tag bundle; markdown-it is the application's)
export { AiHelper, AiHelperView, INITIAL_AI_FORM, aiMessages, renderMarkdown, useAiHelper } from './ai/index.js';
export type { AiHelperForm, AiHelperProps, AiHelperViewProps, AiOutcome, AiQuestion, AiScope, AiTokens } from './ai/index.js';

// Bookmarks kept on the device
export { BOOKMARK_EXCERPT_LENGTH, BookmarksList, bookmarkPlace, createBookmark, excerpt, formatBookmarkReference } from './bookmarks/index.js';
export type { BookmarksListProps } from './bookmarks/index.js';

// Dialogs (spec, section 8)
export { ConfirmDialog, InfoDialog } from './dialog/index.js';
export type { ConfirmDialogProps, InfoDialogProps } from './dialog/index.js';

// The modal overlay under the dialogs, and under the site's menu and bookmarks drawer
export { Overlay } from './overlay/index.js';
export type { OverlayProps } from './overlay/index.js';

// Embed mount core (the script-tag bundle registers it as window.ParoleWidgets)
export { embedAttributes, mount, mountAll, WIDGET_SELECTOR } from './embed/mount.js';
export type { MountOptions, MountedWidget } from './embed/mount.js';
export { WIDGET_NAMES } from './embed/names.js';
export type { WidgetName } from './embed/names.js';
export { VERSION } from './version.js';

// Contract types of the API (from @parole/bible, bundled into this package's typings)
export type {
  AiInfo,
  AiOptionId,
  AiResponse,
  ApiError,
  Bookmark,
  ChapterItem,
  ChapterRef,
  ExactMode,
  AnsweredRound,
  GameItem,
  GamePlayResponse,
  GamesResponse,
  GameSummaryResponse,
  GameVerse,
  NewGameResponse,
  PlayedRound,
  InfoResponse,
  ChapterResponse,
  BookHits,
  VerseBook,
  PlanDay,
  PlanResponse,
  Reference,
  Scope,
  SearchResponse,
  WordCloudResponse,
  WordCount,
  BookItem,
  Testament,
  ThemeItem,
  ThemeListResponse,
  ThemeVerse,
  ThemeVersesResponse,
  Heading,
  Translation,
  Verse,
} from '@parole/bible';
