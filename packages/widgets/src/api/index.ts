export { createBibleApi, createHttp, path, XSRF_COOKIE, XSRF_HEADER } from './client.js';
export type { BibleApi, BibleApiOptions, RequestOptions } from './client.js';
export { ApiRequestError, isApiRequestError, toApiRequestError } from './errors.js';
export type { ApiErrorKind } from './errors.js';
export { BibleApiProvider, useBibleApi } from './context.js';
export type { BibleApiProviderProps } from './context.js';
