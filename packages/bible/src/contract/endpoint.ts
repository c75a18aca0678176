/**
 * The machinery of the endpoint and page tables (api.ts, pages.ts): a public
 * URL declared once, as a path pattern with typed parameters, from which
 * every side derives what it needs:
 *
 * - `formatPath` builds the URL of a typed input (the client, links);
 * - `matchPath` reads the raw parameters back out of a URL (the fake client);
 * - `parseInput` turns raw parameters into the typed input, or into the
 *   refusal the API answers (the API's validators, the host's routes).
 *
 * Patterns use the `:name` and `:name?` syntax that Hono and react-router
 * share, so the same string declares the API route, the site route and the
 * link.
 */
import type { Param } from './params.js';
import type { Refusal } from './refusals.js';

export type { Refusal } from './refusals.js';

/** A parameter of a path or query: how it reads and what a bad value answers. */
export interface ParamSpec<T> {
  param: Param<T>;
  /** The answer to a value the parser refuses (given the text, for messages that depend on it). */
  refusal: Refusal | ((text: string) => Refusal);
  /** The name on the wire, for query parameters (`annee`); path parameters are positional. */
  wire?: string;
}

type Specs = Record<string, ParamSpec<unknown>>;
type ValueOf<S> = S extends ParamSpec<infer T> ? T : never;

/**
 * The typed input of a route: its path parameters (optional ones marked `?`
 * in the pattern), its query (each optional) and its JSON body (each required).
 */
export type InputOf<P extends Specs, Q extends Specs, Path extends string, B extends Specs = Record<never, never>> = {
  [K in keyof P as K extends OptionalNames<Path> ? never : K]: ValueOf<P[K]>;
} & {
  [K in keyof P as K extends OptionalNames<Path> ? K : never]?: ValueOf<P[K]>;
} & {
  [K in keyof Q]?: ValueOf<Q[K]>;
} & {
  [K in keyof B]: ValueOf<B[K]>;
};

/** The segments of a path pattern. */
type Segment<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? Head | Segment<Tail> : Path;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
/** The names of the optional parameters of a pattern (`:name?`). */
type OptionalNames<Path extends string> = OptionalName<Segment<Path>>;

/** A public URL: a path pattern and the specs of its parameters. */
export interface Route<I, Path extends string = string> {
  readonly path: Path;
  readonly params: Specs;
  readonly query: Specs;
  /** The fields of a JSON body (a POST's payload), under their wire names; empty for a route without one. */
  readonly body: Specs;
  /** Rules across parameters (a chapter of the book, a day of the month): the refusal, or null. */
  check?(input: I): Refusal | null;
  /** Phantom: the typed input. */
  readonly input?: I;
}

/** An endpoint of the API: a route, its method and the type of its answer. */
export interface Endpoint<I = unknown, R = unknown, Path extends string = string> extends Route<I, Path> {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Phantom: the type of the JSON answer. */
  readonly response?: R;
}

/** The input type of a route or endpoint. */
export type RouteInput<E> = E extends Route<infer I> ? I : never;
/** The answer type of an endpoint. */
export type ResponseOf<E> = E extends Endpoint<unknown, infer R> ? R : never;

/** Declares the type of an endpoint's answer: `response: as<ChapterResponse>()`. */
export const as = /*#__NO_SIDE_EFFECTS__*/ <T>(): T => undefined as T;

interface RouteDefinition<P extends Specs, Q extends Specs, Path extends string, B extends Specs = Record<never, never>> {
  path: Path;
  params?: P;
  query?: Q;
  body?: B;
  check?: (input: NoInfer<InputOf<P, Q, Path, B>>) => Refusal | null;
}

/**
 * Declares a route of the site (pages.ts).
 * @example const read = route({ path: '/lire/:book?/:chapter?', params: { book: spec(bookParam, NOT_FOUND), chapter: spec(chapterParam, NOT_FOUND) } });
 */
/*#__NO_SIDE_EFFECTS__*/
export function route<Path extends string, P extends Specs = Record<never, never>, Q extends Specs = Record<never, never>>(
  definition: RouteDefinition<P, Q, Path>,
): Route<InputOf<P, Q, Path>, Path> {
  return { path: definition.path, params: definition.params ?? {}, query: definition.query ?? {}, body: {}, check: definition.check };
}

/**
 * Declares an endpoint of the API (api.ts).
 * @example const chapter = endpoint({ method: 'GET', path: '/api/lire/:book/:chapter', params: {…}, response: as<ChapterResponse>() });
 */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<
  R,
  Path extends string,
  P extends Specs = Record<never, never>,
  Q extends Specs = Record<never, never>,
  B extends Specs = Record<never, never>,
>(definition: RouteDefinition<P, Q, Path, B> & { method: Endpoint['method']; response: R }): Endpoint<InputOf<P, Q, Path, B>, R, Path> {
  return {
    path: definition.path,
    params: definition.params ?? {},
    query: definition.query ?? {},
    body: definition.body ?? {},
    check: definition.check as Route<InputOf<P, Q, Path, B>>['check'],
    method: definition.method,
  };
}

/** A parameter spec: `spec(bookParam, REFUSALS.chapterNotFound)`. */
/*#__NO_SIDE_EFFECTS__*/
export function spec<T>(param: Param<T>, refusal: ParamSpec<T>['refusal'], wire?: string): ParamSpec<T> {
  return { param, refusal, wire };
}

const SEGMENT = /^:(\w+)(\?)?$/;

/**
 * A path segment or query value, percent-encoded but for the commas a verse
 * selection (`16-18,20`) or a list of translations (`lsg,darby`) is written
 * with, which a URL may hold as they are (RFC 3986).
 */
const encodeSegment = (text: string) => encodeURIComponent(text).replace(/%2C/g, ',');

/**
 * The URL of a route for a typed input: path parameters formatted and
 * percent-encoded (a word with spaces or slashes stays one segment), an
 * absent optional parameter leaves its segment out, query parameters follow
 * under their wire names.
 * @example formatPath(api.search, { word: 'Jésus de Nazareth', scope: 'atnt', exact: 'nex' }) // '/api/rechercher/J%C3%A9sus%20de%20Nazareth/atnt/nex'
 */
export function formatPath<I>(target: Route<I>, input: I): string {
  const values = input as Record<string, unknown>;
  const segments: string[] = [];
  let ended = false;
  for (const segment of target.path.split('/')) {
    const m = SEGMENT.exec(segment);
    if (!m) {
      segments.push(segment);
      continue;
    }
    const value = values[m[1]];
    if (value === undefined) {
      if (!m[2]) throw new Error(`formatPath: ${target.path} needs ${m[1]}`);
      ended = true;
      continue;
    }
    if (ended) throw new Error(`formatPath: ${target.path}: ${m[1]} given after an absent optional parameter`);
    segments.push(encodeSegment(target.params[m[1]].param.format(value)));
  }
  const query = Object.entries(target.query)
    .filter(([name]) => values[name] !== undefined)
    .map(([name, s]) => `${encodeURIComponent(s.wire ?? name)}=${encodeSegment(s.param.format(values[name]))}`);
  const path = segments.join('/') || '/';
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/**
 * The JSON body of a request for a typed input: each body field under its
 * wire name, a number as a JSON number, anything else as its formatted text.
 * Undefined for an endpoint without a body.
 * @example formatBody(api.answer, { game: 12, token: '…', pseudo: 'Marie', attempt: 3, book: 43 }) // { partie: 12, jeton: '…', pseudo: 'Marie', essai: 3, livre: 43 }
 */
export function formatBody<I>(target: Route<I>, input: I): Record<string, string | number> | undefined {
  const entries = Object.entries(target.body);
  if (entries.length === 0) return undefined;
  const values = input as Record<string, unknown>;
  return Object.fromEntries(
    entries.map(([name, s]) => [s.wire ?? name, typeof values[name] === 'number' ? (values[name] as number) : s.param.format(values[name])]),
  );
}

/**
 * The raw body values of a parsed JSON document, as parseInput reads them:
 * each field of `target`'s body by its wire name, a string as it is, a
 * finite number as its text; anything else (absent, null, an object) is
 * absent, so that it is refused like a missing field.
 * @example bodyValues(api.answer, { partie: 12, livre: '43' }) // { game: '12', book: '43', … }
 */
export function bodyValues(target: Route<unknown>, json: unknown): Record<string, string | undefined> {
  const document = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(target.body).map(([name, s]) => {
      const value = Object.hasOwn(document, s.wire ?? name) ? document[s.wire ?? name] : undefined;
      return [name, typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined];
    }),
  );
}

/** Raw (decoded) values of a request, as a router gives them. */
export interface RawInput {
  params: Readonly<Record<string, string | undefined>>;
  query?: Readonly<Record<string, string | undefined>>;
  /** The body's fields (bodyValues), for an endpoint with a body. */
  body?: Readonly<Record<string, string | undefined>>;
}

/**
 * The raw parameters of `url` when it is a URL of `target`, else null.
 * @example matchPath(api.chapter, '/api/lire/43/3') // { params: { book: '43', chapter: '3' }, query: {} }
 */
export function matchPath(target: Route<unknown>, url: string): RawInput | null {
  const [pathPart, search = ''] = url.split('?', 2);
  const actual = pathPart.split('/');
  const pattern = target.path.split('/');
  if (actual.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const m = SEGMENT.exec(pattern[i]);
    if (i >= actual.length) {
      if (m?.[2]) continue;
      return null;
    }
    if (!m) {
      if (pattern[i] !== actual[i]) return null;
      continue;
    }
    try {
      params[m[1]] = decodeURIComponent(actual[i]);
    } catch {
      return null;
    }
  }
  const query: Record<string, string> = {};
  const given = new URLSearchParams(search);
  for (const [name, s] of Object.entries(target.query)) {
    const value = given.get(s.wire ?? name);
    if (value !== null) query[name] = value;
  }
  return { params, query };
}

export type ParseResult<I> =
  | { ok: true; input: I }
  /** `param` and `text`: the parameter refused and its raw value; absent when a rule across parameters refused. */
  | { ok: false; refusal: Refusal; param?: string; text?: string };

const refusalOf = (s: ParamSpec<unknown>, text: string): Refusal => (typeof s.refusal === 'function' ? s.refusal(text) : s.refusal);

/** A parameter as parseInput reads it: where its raw value is, and whether it may be absent. */
interface Field {
  name: string;
  spec: ParamSpec<unknown>;
  from: 'params' | 'query' | 'body';
  required: boolean;
}

/** Each route's fields in the order parseInput reads them, listed once: parseInput runs on every request. */
const fieldsByRoute = new WeakMap<Route<unknown>, readonly Field[]>();

/**
 * The fields of `target`: its path parameters in their order (required but
 * for the optional ones, `:scope?`), then its query (each optional), then
 * its body (each required).
 */
function fieldsOf(target: Route<unknown>): readonly Field[] {
  let fields = fieldsByRoute.get(target);
  if (!fields) {
    const optional = new Set(
      target.path
        .split('/')
        .map((segment) => SEGMENT.exec(segment))
        .filter((m) => m?.[2])
        .map((m) => m![1]),
    );
    const list = (specs: Specs, from: Field['from'], required: (name: string) => boolean): Field[] =>
      Object.entries(specs).map(([name, spec]) => ({ name, spec, from, required: required(name) }));
    fields = [
      ...list(target.params, 'params', (name) => !optional.has(name)),
      ...list(target.query, 'query', () => false),
      ...list(target.body, 'body', () => true),
    ];
    fieldsByRoute.set(target, fields);
  }
  return fields;
}

/**
 * The typed input of raw values, or the refusal of the first bad one: the
 * path parameters in their order, then the query, then the body, then the
 * route's check.
 * An absent optional parameter is left absent.
 * @example parseInput(api.chapter, { params: { book: '43', chapter: '22' } }) // { ok: false, refusal: { status: 404, message: 'Livre ou chapitre introuvable' } }
 */
export function parseInput<I>(target: Route<I>, raw: RawInput): ParseResult<I> {
  const input: Record<string, unknown> = {};
  // Path and body values are required (but a path's optional ones), query values optional.
  for (const { name, spec: s, from, required } of fieldsOf(target)) {
    const text = raw[from]?.[name];
    if (text === undefined) {
      if (required) return { ok: false, refusal: refusalOf(s, ''), param: name, text: '' };
      continue;
    }
    const value = s.param.parse(text);
    if (value === null) return { ok: false, refusal: refusalOf(s, text), param: name, text };
    input[name] = value;
  }
  const refusal = target.check?.(input as I) ?? null;
  return refusal ? { ok: false, refusal } : { ok: true, input: input as I };
}
