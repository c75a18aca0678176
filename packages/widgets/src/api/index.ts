export { createBibleApi, createHttp } from './client.js';
export type { ApiMethod, BibleApi, BibleApiOptions, RequestOptions } from './client.js';
export { ApiRequestError, isApiRequestError, toApiRequestError } from './errors.js';
export type { ApiErrorKind } from './errors.js';
export { BibleApiProvider, useBibleApi } from './context.js';
export { isRetryable, useApiResource } from './useApiResource.js';
export type { ApiResource, UseApiResourceOptions, UseApiResourceResult } from './useApiResource.js';
export { useSiteInfo, useTranslationName } from './useSiteInfo.js';
export type { BibleApiProviderProps } from './context.js';
