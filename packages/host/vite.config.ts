/**
 * Build and dev server of the site.
 *
 * - `npm run build:host` runs `vite build --outDir packages/host/builds/<id>`
 *   (index.html and hashed files under /assets/, which the API server serves
 *   with a history-mode fallback) and then points the packages/host/dist
 *   symlink at it (packages/pages/src/site-build.ts). A bare `vite build`
 *   writes dist itself, and refuses to when dist is that symlink: emptying
 *   it would empty the build the running nodes serve.
 * - `vite` serves the site on HOST_DEV_PORT (default 3000) and proxies the
 *   API's paths to API_DEV_URL (default http://localhost:3001), so the
 *   browser sees one origin, as in production (cookies, anti-forgery token).
 *   Not PORT: the API server reads PORT, and both run side by side.
 * - The build also writes the web app manifest (manifest.webmanifest, linked
 *   from index.html) and the service worker (sw.js, from sw/sw.ts, with the
 *   list of the app shell's files): docs/decisions/offline.md. The page
 *   registers it itself (src/pwa/register.ts); the dev server has none.
 * - What the pages start with is one chunk, without axios's fetch adapter,
 *   which only the offline download and the AI's streamed answers take, and
 *   load on first use (`axiosFetchAdapterOnFirstUse`):
 *   docs/decisions/host.md#code-splitting.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVER_SEGMENTS } from '../bible/src/contract/server-paths.js';
import { defaultStyle } from '../bible/src/style/palette.js';
import { STYLED_COMPONENTS } from '../../styled-components.config.mjs';
import { workspaceSources } from '../../workspace.config.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The installed app (web app manifest): the site's name, colours and mark (scripts/make-icons.ts). */
const MANIFEST = {
  name: 'Parole — La Bible en ligne',
  short_name: 'Parole',
  description: 'Lire la Bible en français, en ligne et hors ligne.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  // The top bar's violet (index.html's theme-color, the favicon's) and the page's background.
  theme_color: defaultStyle.colors.oldTestament,
  background_color: defaultStyle.colors.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/**
 * Paths answered by the API server rather than by the site: the server's own families of the
 * contract (server-paths.ts) but the build's assets, which this server makes; whole segments only.
 */
const API_PATHS = new RegExp(
  `^/(${Object.entries(SERVER_SEGMENTS)
    .filter(([family]) => family !== 'assets')
    .map(([, segment]) => segment)
    .join('|')})(/|$)`,
);

/** Refuses a build into packages/host/dist when it is the served build's symlink (its files would be emptied under the nodes). */
function notIntoTheServedBuild(): Plugin {
  return {
    name: 'parole:not-into-the-served-build',
    apply: 'build',
    configResolved(config) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const isLink = (() => {
        try {
          return lstatSync(outDir).isSymbolicLink();
        } catch {
          return false;
        }
      })();
      if (isLink) throw new Error(`${outDir} is the served build's symlink: build with \`npm run build:host\`, which builds beside it and switches (docs/deployment.md, "Upgrading").`);
    },
  };
}

/**
 * axios's fetch adapter, out of the site's starting chunk: loaded with the
 * first call that asks for it. The client sends its JSON calls through
 * axios's default adapter, XMLHttpRequest in every browser; only a file's
 * whole answer (the offline download, `client.response`) and the AI's
 * streamed answer (`client.aiStream`) ask for `adapter: 'fetch'`
 * (packages/widgets/src/api/client.ts). With the helpers only it uses
 * (streams, multipart bodies, `data:` URLs) it was 4.2 KB gzip of the
 * starting chunk. axios's adapters.js reads the module's `getFetch`
 * synchronously, but an adapter itself answers with a promise: the module
 * is answered with a `getFetch` whose adapter imports the real one (the same
 * file under a query, which this plugin leaves alone, in a chunk of its own)
 * and hands it the request. The order the JSON calls rely on (XMLHttpRequest
 * before fetch) is checked by packages/widgets/src/api/axios-adapter.test.ts.
 * docs/decisions/host.md#code-splitting
 */
function axiosFetchAdapterOnFirstUse(): Plugin {
  const adapter = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
  return {
    name: 'parole:axios-fetch-adapter-on-first-use',
    apply: 'build',
    enforce: 'pre',
    load: (id) =>
      adapter.test(id)
        ? `export const getFetch = () => (request) => import(${JSON.stringify(`${id}?on-first-use`)}).then((real) => real.default(request));`
        : null,
  };
}

function devPort(): number {
  const raw = process.env.HOST_DEV_PORT?.trim();
  if (!raw) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`Invalid HOST_DEV_PORT: "${raw}" is not a port number (1-65535).`);
  }
  return port;
}

export default defineConfig(() => {
  const target = process.env.API_DEV_URL?.trim() || 'http://localhost:3001';
  return {
    root,
    ...workspaceSources(),
    plugins: [
      notIntoTheServedBuild(),
      react(),
      axiosFetchAdapterOnFirstUse(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // Registered by src/pwa/register.ts once the page is idle, with the browser's own API.
        injectRegister: false,
        registerType: 'prompt',
        manifest: MANIFEST,
        injectManifest: {
          // The app shell: the page template and every file of the build that the
          // pages load (lazy chunks too, so every page opens offline), never the
          // share images (/partage) nor the embed (/widgets), which the server makes.
          globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png}', 'favicon.svg'],
          // The worker's own imports are bundled into sw.js, not loaded from elsewhere.
          injectionPoint: 'self.__WB_MANIFEST',
        },
        devOptions: { enabled: false },
      }),
    ],
    // styled-components' CSS minified at build time (styled-components.config.mjs).
    oxc: { plugins: { styledComponents: STYLED_COMPONENTS } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      // Every browser the site supports preloads modules natively: no polyfill in the entry chunk.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically is one chunk, index.js: every
            // page loads all of it anyway, and one file compresses better than the
            // five the automatic split made of it (no import/export lists between
            // them either). What only lazy pages share still gets its own chunks.
            // docs/decisions/host.md#code-splitting
            groups: [{ name: 'index', tags: ['$initial'] }],
          },
        },
      },
    },
    server: {
      port: devPort(),
      // Fail loudly rather than move to another port the proxy setup does not expect.
      strictPort: true,
      // The Host header is kept (no changeOrigin): the API sees the page's own
      // origin, as it does in production, for its anti-forgery and cookie checks.
      // A key starting with ^ is a regular expression for Vite.
      proxy: { [API_PATHS.source]: { target } },
    },
  };
});
