/**
 * `npm run demo:embed`: a sample church website (plain HTML and a CSS of its
 * own, demo/church/) on another port than the Parole site, embedding the
 * day's plan, the search box and the quiz with the script-tag bundle that
 * site serves: what a church's webmaster does, on another origin.
 *
 * Run the site first (`npm start`), then this. Settings (environment):
 * PAROLE_SITE, the running site (default http://localhost:3000, the server's
 * default address); DEMO_PORT (default 4100); DEMO_HOST (default localhost).
 * The browser tests start it with startDemo() (tests/e2e/demo-embed.test.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runIfMain } from '../packages/api/src/run-main.js';
import { escapeHtml } from '../packages/pages/src/text.js';

/**
 * The script-tag bundle's path on the Parole site: the one place the demo
 * names it.
 */
export const WIDGETS_SCRIPT = '/widgets/parole-widgets.js';

/** The demo's default port, and the default address of the Parole site it embeds (config.ts: HOST localhost, PORT 3000). */
export const DEMO_DEFAULTS = { port: 4100, host: 'localhost', site: 'http://localhost:3000' } as const;

const CHURCH = new URL('./church/', import.meta.url);

export interface DemoOptions {
  /** The Parole site whose widgets the page embeds, as `http://127.0.0.1:3000`. */
  site: string;
  /** Port (0: any free port). */
  port?: number;
  /** Interface to listen on. */
  host?: string;
  /** The plan's date instead of today (data-mois, data-jour): a screenshot that stays the same. */
  planDate?: { month: number; day: number };
}

export interface RunningDemo {
  /** The church page's address, as `http://127.0.0.1:4100/`. */
  url: string;
  /** The Parole site it embeds, without a trailing slash. */
  site: string;
  close(): Promise<void>;
}


/**
 * The site's address as the page writes it: an http(s) origin with an
 * optional path prefix, no trailing slash. Throws, naming `name`, otherwise.
 * @example siteAddress('http://localhost:3000/') // 'http://localhost:3000'
 */
export function siteAddress(raw: string, name = 'PAROLE_SITE'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid ${name}: "${raw}" is not a URL (as http://localhost:3000).`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`Invalid ${name}: "${raw}" is not the http(s) address of a site (as http://localhost:3000).`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The church's page with the site's address in its widgets and script tag.
 * @example churchPage('http://127.0.0.1:3000') // '<!doctype html>…data-site="http://127.0.0.1:3000"…'
 */
export function churchPage(site: string, planDate?: { month: number; day: number }): string {
  const template = readFileSync(new URL('index.html', CHURCH), 'utf8');
  const values: Record<string, string> = {
    PAROLE_SITE: escapeHtml(site),
    PAROLE_SCRIPT: escapeHtml(`${site}${WIDGETS_SCRIPT}`),
    PLAN_DATE: planDate ? ` data-mois="${planDate.month}" data-jour="${planDate.day}"` : '',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The demo's files: the page (made per request, so edits show on reload), its stylesheet and icon. */
function answer(path: string, options: DemoOptions & { site: string }): { type: string; body: string } | undefined {
  if (path === '/' || path === '/index.html') return { type: 'text/html; charset=utf-8', body: churchPage(options.site, options.planDate) };
  if (path === '/style.css') return { type: 'text/css; charset=utf-8', body: readFileSync(new URL('style.css', CHURCH), 'utf8') };
  if (path === '/favicon.svg') return { type: 'image/svg+xml', body: readFileSync(new URL('favicon.svg', CHURCH), 'utf8') };
  return undefined;
}

/**
 * Starts the church's site; resolves once it listens.
 * @example
 * const demo = await startDemo({ site: 'http://127.0.0.1:3000', port: 0, host: '127.0.0.1' });
 * console.log(demo.url); // http://127.0.0.1:41234/
 * await demo.close();
 */
export async function startDemo(options: DemoOptions): Promise<RunningDemo> {
  const site = siteAddress(options.site);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://demo').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Méthode non autorisée');
      return;
    }
    const file = answer(path, { ...options, site });
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : 'Page introuvable');
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', 'Content-Length': Buffer.byteLength(file.body) });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });
  const host = options.host ?? DEMO_DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEMO_DEFAULTS.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    site,
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A browser keeps its connections open: cut them, or close() waits for them.
      server.closeAllConnections();
      return closed;
    },
  };
}

function readPort(raw: string | undefined): number {
  const value = raw?.trim();
  if (!value) return DEMO_DEFAULTS.port;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new Error(`Invalid DEMO_PORT: "${value}" is not a port number (an integer from 0 to 65535).`);
  return Number(value);
}

async function main(): Promise<void> {
  const demo = await startDemo({
    site: process.env.PAROLE_SITE?.trim() || DEMO_DEFAULTS.site,
    port: readPort(process.env.DEMO_PORT),
    host: process.env.DEMO_HOST?.trim() || DEMO_DEFAULTS.host,
  });
  console.log(`Site de la paroisse (démonstration) : ${demo.url}`);
  console.log(`Widgets et API de Parole : ${demo.site} (lancé à part : npm start)`);
  // Not a condition: the site may start after the demo. Only a hint when it does not answer yet.
  fetch(`${demo.site}/api/info`, { signal: AbortSignal.timeout(3_000) }).then(
    (res) => {
      if (!res.ok) console.warn(`Attention : ${demo.site}/api/info répond ${res.status}.`);
    },
    () => console.warn(`Attention : Parole ne répond pas encore à ${demo.site} (npm start dans un autre terminal).`),
  );
  const stop = () => demo.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

runIfMain(import.meta.url, main);
