/**
 * The server's own paths, declared once by their first segment: each
 * family of answers that is not a page of the site (pages.ts). Any other
 * path is a page, rendered from the app's shell. The server's static
 * routing and header policies, the service worker, the dev server's proxy
 * and robots.txt derive from this table; contract.test.ts checks that every
 * path of the tables (api, media, shareImages, images) lies in its family.
 */
import { pages, type PageName } from './pages.js';

export const SERVER_SEGMENTS = {
  /** The API's JSON endpoints (the `api` table, but for the anti-forgery cookie). */
  api: 'api',
  /** The anti-forgery cookie (`api.csrfCookie`), at the path the specification names. */
  csrf: 'sanctum',
  /** The media table: chapters read aloud. */
  media: 'mp3',
  /** The share images (`shareImages`). */
  shareImages: 'partage',
  /** The images table: the themes' pictures. */
  images: 'img',
  /** The site's build: its hashed scripts and styles. */
  assets: 'assets',
  /** The widgets' build: the embed's loader and chunks, the reference tagger. */
  widgets: 'widgets',
  /** The process answers (GET /healthz: a liveness probe; docs/deployment.md, "Health, logs and metrics"). */
  liveness: 'healthz',
  /** The node can serve (GET /readyz: a readiness probe, a balancer's health check). */
  readiness: 'readyz',
  /** Prometheus's scrape (GET /metrics), for the addresses of METRICS_ALLOWED only. */
  metrics: 'metrics',
  /**
   * No route: held back so that a monitor pointed at the usual /health by
   * mistake gets a 404 rather than the home page's 200 (issue 50).
   */
  health: 'health',
} as const;

/** A family of the server's own paths. */
export type ServerFamily = keyof typeof SERVER_SEGMENTS;

const FAMILY_OF_SEGMENT: ReadonlyMap<string, ServerFamily> = /* @__PURE__ */ new Map(
  (Object.entries(SERVER_SEGMENTS) as [ServerFamily, string][]).map(([family, segment]) => [segment, family]),
);

/**
 * The family of the server's paths that `path` (a URL's path, without its
 * query) belongs to, or undefined for a path of the site's pages.
 * @example serverFamily('/api/lire/43/3') // 'api'
 * @example serverFamily('/mp3') // 'media'
 * @example serverFamily('/lire/43/3') // undefined
 */
export function serverFamily(path: string): ServerFamily | undefined {
  const end = path.indexOf('/', 1);
  return segmentFamily(path.slice(1, end === -1 ? undefined : end));
}

/**
 * The family of the server's paths whose first segment is `segment`, or
 * undefined for the site's pages.
 * @example segmentFamily('api') // 'api'
 * @example segmentFamily('lire') // undefined
 */
export function segmentFamily(segment: string): ServerFamily | undefined {
  return FAMILY_OF_SEGMENT.get(segment);
}

/** Whether `path` is one of the server's own paths, never a page of the site. */
export const isServerPath = (path: string): boolean => serverFamily(path) !== undefined;

/**
 * The operator's paths (issue 50): probes and metrics, never pages, never
 * cached, outside the API's contract with its clients.
 */
export const OPERATIONS = {
  liveness: `/${SERVER_SEGMENTS.liveness}`,
  readiness: `/${SERVER_SEGMENTS.readiness}`,
  metrics: `/${SERVER_SEGMENTS.metrics}`,
} as const;

/** The files the widgets' build publishes under /widgets: the embed's loader and the reference tagger. */
export const WIDGET_SCRIPTS = {
  embed: `/${SERVER_SEGMENTS.widgets}/parole-widgets.js`,
  tagger: `/${SERVER_SEGMENTS.widgets}/parole-tagger.js`,
} as const;

/** The files the server writes at the site's root, beside the pages. */
export const ROOT_FILES = { robots: '/robots.txt', sitemap: '/sitemap.xml' } as const;

/**
 * The pages crawlers are asked to leave: one visitor's game, summary or
 * login, and searches, endless in number (docs/decisions/share.md).
 */
const UNCRAWLED_PAGES: readonly PageName[] = ['play', 'gameSummary', 'login', 'search'];

/** The fixed start of a route's path, up to its first parameter: `/partie/:game` → `/partie/`. */
const fixedStart = (path: string) => path.replace(/:.*$/, '');

/**
 * What robots.txt disallows, in its order: the API's and the anti-forgery
 * cookie's families, then the pages nobody should find by a search engine.
 * @example ROBOTS_DISALLOW // ['/api/', '/sanctum/', '/joue', '/partie/', '/login', '/rechercher/']
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  `/${SERVER_SEGMENTS.api}/`,
  `/${SERVER_SEGMENTS.csrf}/`,
  // Pure: a bundle that needs no robots.txt (the tagger) keeps neither this list nor every route it would read.
  .../* @__PURE__ */ UNCRAWLED_PAGES.map((name) => fixedStart(pages[name].path)),
];
