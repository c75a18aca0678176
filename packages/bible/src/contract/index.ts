export { api, bookCrossReferencesEndpoint, crossReferencesEndpoint, passagesEndpoint, AUDIO_NAME_HEADER, AUDIO_SOURCE_HEADER, images, media, shareImages } from './api.js';
export type { ApiName, AudioSource, MediaName } from './api.js';
export { href, pages } from './pages.js';
export { PAGE_DATA_ID, readPageCloudLayouts, readPageData } from './page-data.js';
export type { PageAnswer, PageCloudLayout, PageCloudWord, PageData } from './page-data.js';
export type { PageName } from './pages.js';
export { as, bodyValues, endpoint, formatBody, formatPath, matchPath, parseInput, route, spec } from './endpoint.js';
export type { Endpoint, ParamSpec, ParseResult, RawInput, Refusal, ResponseOf, Route, RouteInput } from './endpoint.js';
export {
  aiChapterParam,
  aiModelParam,
  aiPromptParam,
  attemptParam,
  bookParam,
  chapterFileParam,
  chapterParam,
  dayParam,
  exactParam,
  gameIdParam,
  gameTokenParam,
  LOGIN_NAME_MAX_LENGTH,
  loginNameParam,
  maxTokensParam,
  fitsPassagesRequest,
  passagesIn,
  passagesParam,
  PASSAGE_RANGES_MAX,
  PASSAGES_MAX,
  PASSAGES_TEXT_MAX,
  PASSAGES_VERSES_MAX,
  PASSAGE_PREVIEW_VERSES,
  readPassages,
  REFERENCES_LIMIT_DEFAULT,
  REFERENCES_LIMIT_MAX,
  referencesLimitParam,
  PASSWORD_MAX_LENGTH,
  passwordParam,
  monthParam,
  pngFileParam,
  pseudoParam,
  scopeBook,
  scopeParam,
  searchWordParam,
  themeIdParam,
  themeImageFileParam,
  TRANSLATION_ID_PATTERN,
  PARALLEL_MAX,
  translationListParam,
  translationParam,
  verseParam,
  versesParam,
  yearParam,
} from './params.js';
export type { Param, PassageKey, PassagesReading, PassagesRefused } from './params.js';
export { CONTRACT_MESSAGES } from './messages.js';
export { REFUSALS } from './refusals.js';
export type { RefusalName, RefusalStatus } from './refusals.js';
export { isServerPath, OPERATIONS, ROBOTS_DISALLOW, ROOT_FILES, SERVER_SEGMENTS, segmentFamily, serverFamily, WIDGET_SCRIPTS } from './server-paths.js';
export type { ServerFamily } from './server-paths.js';
export { REQUESTED_WITH, SECURE_XSRF_COOKIE, XSRF_COOKIE, XSRF_HEADER, xsrfTokenFrom } from './transport.js';
export { chapterId, chapterOfVerse, chapterVerseRange, placeOfVerse, verseId, verseOfId } from './ids.js';
export type * from './types.js';
export { AI_STREAM_TYPE, aiStreamWire, readAiStreamEvent } from './ai-stream.js';
export type { AiStreamEvent, AiTokenCounts } from './ai-stream.js';
