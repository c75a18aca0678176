/**
 * The API's answers recorded from the real server by scripts/record-fixtures.ts (never
 * written by hand), one JSON file per request in recordings/, each with the
 * request's URL, the status and the body. Stories and tests of every
 * package read them here (`@parole/widgets/testing`): what a test checks is
 * what a story shows, and both are what the server answers.
 */
/// <reference types="vite/client" />
import { api, bodyValues, formatBody, formatPath, matchPath, parseInput, type ApiName, type Refusal, type ResponseOf, type RouteInput } from '@parole/bible';

/** A recorded answer: the request's URL (as the client formats it), its status and its JSON body. */
export interface Recording {
  request: string;
  status: number;
  body: unknown;
}

const files = import.meta.glob<Recording>('./recordings/*.json', { eager: true, import: 'default' });

/** Every recording, by request URL. */
export const recordings: ReadonlyMap<string, Recording> = new Map(Object.values(files).map((r) => [r.request, r]));

type Input<N extends ApiName> = RouteInput<(typeof api)[N]>;
type Answer<N extends ApiName> = ResponseOf<(typeof api)[N]>;

/**
 * The URL of an endpoint's request, followed by its JSON body for a POST:
 * the key of its recording.
 * @example requestOf('chapter', { book: 43, chapter: 3 }) // '/api/lire/43/3'
 */
export function requestOf<N extends ApiName>(name: N, input: Input<N>): string {
  const body = formatBody(api[name], input);
  return formatPath(api[name], input) + (body ? ` ${JSON.stringify(body)}` : '');
}

/**
 * The recorded body of a successful request (a fresh copy), typed as the
 * endpoint's answer. Throws when it was not recorded: add it to scripts/record-fixtures.ts.
 * @example const jean3 = recorded('chapter', { book: 43, chapter: 3 });
 */
export function recorded<N extends ApiName>(name: N, input: Input<N>): Answer<N> {
  const request = requestOf(name, input);
  const found = recordings.get(request);
  if (!found || found.status >= 400) throw new Error(`No recorded answer for ${request} (scripts/record-fixtures.ts)`);
  return structuredClone(found.body) as Answer<N>;
}

/**
 * What the server answers to a request it refuses: its recorded answer when
 * there is one (a theme that does not exist: only the data knows), else the
 * refusal of the endpoint table (a chapter beyond the book, a word too
 * short), which the server answers alike. Null when the request is valid.
 * @example refusalOf('chapter', { book: 43, chapter: 22 }) // { status: 404, message: 'Livre ou chapitre introuvable' }
 */
export function refusalOf<N extends ApiName>(name: N, input: Input<N>): Refusal | null {
  const request = requestOf(name, input);
  const found = recordings.get(request);
  if (found && found.status >= 400) return { status: found.status as Refusal['status'], message: (found.body as { message: string }).message };
  const raw = matchPath(api[name], formatPath(api[name], input));
  const result = raw ? parseInput(api[name], { ...raw, body: bodyValues(api[name], formatBody(api[name], input)) }) : null;
  return result && !result.ok ? result.refusal : null;
}
