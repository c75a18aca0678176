/**
 * The translations a widget reads the text in (issue 41): each widget that
 * shows text takes a `translation` (the contract's `traduction`: `lsg`,
 * `darby`, `martin`, or an operator's id), Louis Segond 1910 (`lsg`, the
 * default) when absent. Their names, short names and copyright lines come
 * from GET /api/traductions, asked once per client and kept (cache.ts):
 * nothing of them is written in the widgets.
 */
import { DEFAULT_TRANSLATION, type TranslationItem, type TranslationsResponse } from '@parole/bible';
import { useApiResource } from './useApiResource.js';

/**
 * The query of a read in `translation`: `{ translation }`, or nothing for
 * the default, so that Segond's requests, URLs and cached answers are the
 * ones they were before there were translations.
 * @example useApiResource('chapter', { book: 1, chapter: 32, ...inTranslation('darby') }) // GET /api/lire/1/32?traduction=darby
 * @example inTranslation('lsg') // {}
 */
export function inTranslation(translation: string | undefined): { translation?: string } {
  return translation === undefined || translation === DEFAULT_TRANSLATION ? {} : { translation };
}

/**
 * Whether `translation` is the default one (absent, or `lsg`).
 * @example isDefaultTranslation(undefined) // true
 */
export const isDefaultTranslation = (translation: string | undefined): boolean => inTranslation(translation).translation === undefined;

const UNASKED = { status: 'unasked' } as const;

/**
 * GET /api/traductions once it has come: the translations the server has,
 * the default first. Asked once per client and kept, so the picker, the
 * footer, the embed builder and « Lire hors ligne » share one request.
 * Undefined while it loads or when `ask` is false (nothing is asked then: a
 * part that shows no translation but the default's adds no request); null
 * when it failed (an older server, offline before it was kept), for a part
 * that then shows the default's alone rather than waiting.
 * @example useTranslationList()?.traductions.map((t) => t.nom) // ['Louis Segond 1910', 'Darby 1885', 'Martin 1744']
 * @example useTranslationList() === null // the list cannot be had
 */
export function useTranslationList(ask = true): TranslationsResponse | null | undefined {
  const { state } = useApiResource('translations', {}, { skip: ask ? null : UNASKED });
  if (state.status === 'error') return null;
  return state.status === 'ready' ? state.data : undefined;
}

/**
 * A translation as GET /api/traductions lists it (its names and copyright
 * line), undefined while the list is unknown, when it failed, or when the
 * server has no such translation. Nothing is asked for `null`: a part that
 * shows the default translation from GET /api/info, as before.
 * @example useTranslationItem('darby')?.nomCourt // 'Darby'
 */
export function useTranslationItem(translation: string | null): TranslationItem | undefined {
  return useTranslationList(translation !== null)?.traductions.find((t) => t.id === translation);
}
