/**
 * API answers a page of the site carries from the server, so that the app
 * shows them at its first render instead of asking again: the search page
 * sends its results this way (docs/decisions/share.md, "Search results in
 * the page"). Data only, in a `<script type="application/json">` (never run:
 * the site's CSP allows no inline script), written by the API
 * (packages/pages' search-page.ts) and read by the site before it starts
 * (packages/host/src/main.tsx), which puts each answer in its client's cache
 * under the request it answers.
 */
import { api, type ApiName } from './api.js';
import { formatPath, type ResponseOf, type RouteInput } from './endpoint.js';

/** The id of the `<script type="application/json">` element of a page's answers. */
export const PAGE_DATA_ID = 'parole-page-data';

/** One answer of the API, with the request it answers (an endpoint of the table and its input). */
export type PageAnswer = {
  [N in ApiName]: { name: N; input: RouteInput<(typeof api)[N]>; answer: ResponseOf<(typeof api)[N]> };
}[ApiName];

/** A word of a cloud where a layout placed it (the widgets' PlacedWord). */
export interface PageCloudWord {
  word: string;
  /** Its uses in the cloud's scope. */
  count: number;
  /** Centre of the word's baseline, in px from the centre of the cloud. */
  x: number;
  y: number;
  /** Font size in px. */
  size: number;
  rotate: 0 | 90;
  /** Colour step 0-8 (the widgets' countStep). */
  step: number;
}

/**
 * A word cloud laid out by the server (issue 48): the words of `scope`
 * (default translation) placed in a width × height area, the same for every
 * visitor, so that the app shows them without laying them out again.
 */
export interface PageCloudLayout {
  scope: string;
  width: number;
  height: number;
  placed: PageCloudWord[];
  bounds: { x0: number; y0: number; x1: number; y1: number } | null;
  dropped: number;
}

/** What the element holds. */
export interface PageData {
  answers: PageAnswer[];
  /** A word cloud page's layouts, one per height (desktop and phone). */
  cloudLayouts?: PageCloudLayout[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers of a page's data element (its text), or none when there is no
 * element or its text is not what the server writes: a page never fails to
 * start because of it. Each answer names a GET endpoint of the table and an
 * input its path can be formatted from; what the answer holds is the API's
 * (the same server sent the page and would send the answer).
 * @example readPageData(document.getElementById(PAGE_DATA_ID)?.textContent) // [{ name: 'search', input: {…}, answer: {…} }]
 */
export function readPageData(text: string | null | undefined): PageAnswer[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(data) || !Array.isArray(data.answers)) return [];
  return data.answers.filter((entry): entry is PageAnswer => {
    if (!isObject(entry) || typeof entry.name !== 'string' || !Object.hasOwn(api, entry.name)) return false;
    // Only what a page reads: answers of GET requests.
    if (api[entry.name as ApiName].method !== 'GET') return false;
    if (!isObject(entry.input) || !isObject(entry.answer)) return false;
    try {
      formatPath(api[entry.name as ApiName], entry.input as never);
      return true;
    } catch {
      return false;
    }
  });
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** True when `value` has the shape of a PageCloudLayout (its words checked too). */
function isCloudLayout(value: unknown): value is PageCloudLayout {
  if (!isObject(value) || typeof value.scope !== 'string' || !isNumber(value.width) || !isNumber(value.height) || !isNumber(value.dropped)) return false;
  if (value.bounds !== null && !(isObject(value.bounds) && ['x0', 'y0', 'x1', 'y1'].every((k) => isNumber((value.bounds as Record<string, unknown>)[k])))) return false;
  return (
    Array.isArray(value.placed) &&
    value.placed.every(
      (w: unknown) =>
        isObject(w) && typeof w.word === 'string' && [w.count, w.x, w.y, w.size, w.step].every(isNumber) && (w.rotate === 0 || w.rotate === 90),
    )
  );
}

/**
 * The word cloud layouts of a page's data element (its text), or none: as
 * readPageData, a page never fails to start because of them.
 * @example readPageCloudLayouts(document.getElementById(PAGE_DATA_ID)?.textContent) // [{ scope: 'nt', width: 1088, height: 700, … }]
 */
export function readPageCloudLayouts(text: string | null | undefined): PageCloudLayout[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    return isObject(data) && Array.isArray(data.cloudLayouts) ? data.cloudLayouts.filter(isCloudLayout) : [];
  } catch {
    return [];
  }
}
