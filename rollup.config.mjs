/**
 * Build of @parole/widgets, run by `npm run build:widgets`
 * (packages/pages/src/site-build.ts), into the folder WIDGETS_OUT_DIR names:
 * a new packages/widgets/builds/<id>/, which the command then precompresses,
 * fills with the previous build's embed chunks and switches in by pointing
 * the packages/widgets/dist symlink at it (issue 50: a running node serves
 * the embed from dist, and is never shown a folder half written). Without
 * WIDGETS_OUT_DIR the build stops: rollup writing into dist would rewrite the
 * served build in place. The build writes:
 * - index.js (ESM) and index.cjs (CJS) for React applications: React,
 *   styled-components, axios, d3-cloud, markdown-it and eventsource-parser stay the application's own
 *   (peer dependencies and dependencies); @parole/bible is bundled in, as it
 *   is not published on its own;
 * - index.d.ts, one file, with the types of @parole/bible inlined;
 * - embed/, the script-tag embed's ES modules, code-split with content-hashed
 *   names: runtime-[hash].js (React, react-dom, styled-components, axios, the
 *   API client, the style, the shared UI, the mount core), one entry chunk
 *   per widget (plan-[hash].js…) and the chunks rollup shares between them;
 *   embed/manifest.json names them;
 * - parole-widgets.js, the embed's loader: a small classic script (no React)
 *   at a stable URL that registers window.ParoleWidgets and imports only the
 *   chunks the page's widgets need; the manifest is injected into it;
 * - parole-tagger.js, the reference tagger: a classic script (no React) that
 *   links a page's Bible references and previews them; the translations'
 *   numbering data is its own module, embed/tagger-numbering-[hash].js,
 *   imported only for a translation read in its own numbering (issue 41);
 *   the embed's widgets import the same module for Darby or Martin (issue 48).
 * Both minified by terser, the styled-components CSS too
 * (styled-components.config.mjs). docs/decisions/widgets.md#script-tag-embed.
 */
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import dts from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { minifyStyledComponents } from './styled-components.config.mjs';

const SRC = 'packages/widgets/src';
const DIST = process.env.WIDGETS_OUT_DIR;
if (!DIST) throw new Error('rollup.config.mjs: WIDGETS_OUT_DIR is not set. Build the widgets with `npm run build:widgets`, which builds into a new folder and switches packages/widgets/dist to it.');

/** Bare imports that the library build leaves to the application (subpaths included: react/jsx-runtime, react-dom/client). */
const EXTERNAL = ['react', 'react-dom', 'styled-components', 'axios', 'd3-cloud', 'markdown-it', 'eventsource-parser'];
const external = (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

/** Resolves @parole/bible (a workspace whose exports point at TypeScript sources). */
const resolveWorkspace = () => nodeResolve({ extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] });

/**
 * axios's `browser` field (which swaps its Node adapter, with http, zlib and
 * follow-redirects, for nothing) is not applied once its `exports` map has
 * been used; its own prebuilt browser ESM file is the reliable way in.
 */
const axiosBrowserBuild = () => {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'dist/esm/axios.js');
  return { name: 'axios-browser-build', resolveId: (id) => (id === 'axios' ? file : null) };
};

/** The widgets of the script-tag embed, one chunk each (packages/widgets/src/embed/widgets/). */
const EMBED_WIDGETS = ['plan', 'quiz', 'reader', 'search', 'themes', 'wordcloud'];
const EMBED_DIST = `${DIST}/embed`;

/**
 * The embed renders with Preact's React compatibility layer: the widgets'
 * React code unchanged, without React DOM's 57 KB gzip on a church's page
 * (docs/decisions/widgets.md, "Renderer"). The site and the npm package keep
 * React. Every React import of the widgets and of styled-components is
 * answered by preact/compat.
 */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};
const reactAsPreact = () => ({
  name: 'react-as-preact',
  async resolveId(id, importer) {
    if (!Object.hasOwn(PREACT_ALIASES, id)) return null;
    return this.resolve(PREACT_ALIASES[id], importer, { skipSelf: true });
  },
});

/** The plugins that compile the widgets for browsers, dependencies included. */
const browserBuild = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  reactAsPreact(),
  axiosBrowserBuild(),
  // The browser builds of dependencies.
  nodeResolve({ browser: true, exportConditions: ['browser'], extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  minifyStyledComponents(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
];

/**
 * What goes into the shared runtime chunk: the libraries every widget uses
 * and the widgets' common code. Everything else (a widget's own components,
 * d3-cloud, markdown-it) is left to rollup: in the widget's chunk, or in a
 * chunk shared by the widgets that use it.
 */
const RUNTIME_MODULES = [
  /[\\/]node_modules[\\/](preact|styled-components|stylis|@emotion|axios|tslib|shallowequal)[\\/]/,
  /[\\/]packages[\\/]bible[\\/]src[\\/]/,
  // (Not the AI answer's stream reader, loaded by the client with the first streamed answer: never in an embed.)
  /[\\/]packages[\\/]widgets[\\/]src[\\/](api|internal)[\\/](?!ai-stream\.ts$)/,
  /[\\/]packages[\\/]widgets[\\/]src[\\/](style|messages|version)\.ts$/,
  // The stand-in of the numberings (issue 48): one module for every widget of the page, and its chunk when it came.
  /[\\/]packages[\\/]widgets[\\/]src[\\/]tagger[\\/]numbering\.ts$/,
  /[\\/]packages[\\/]widgets[\\/]src[\\/]embed[\\/](core|runtime|shadow|theme-attributes|EmbedMessage)\.tsx?$/,
];
const runtimeChunk = (id) => (RUNTIME_MODULES.some((pattern) => pattern.test(id)) ? 'runtime' : undefined);

/**
 * Writes embed/manifest.json (its type: packages/widgets/src/embed/manifest.ts):
 * the runtime's file, each widget's file and every chunk it statically
 * imports, followed transitively (what the loader preloads).
 */
const writeManifest = () => ({
  name: 'embed-manifest',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const entry = (name) => chunks.find((chunk) => chunk.isEntry && chunk.name === name).fileName;
    const imports = (file, seen = new Set()) => {
      for (const dependency of bundle[file].imports) {
        if (!seen.has(dependency)) imports(dependency, seen.add(dependency));
      }
      return seen;
    };
    const manifest = {
      runtime: entry('runtime'),
      widgets: Object.fromEntries(EMBED_WIDGETS.map((name) => [name, { file: entry(name), imports: [...imports(entry(name))].sort() }])),
    };
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest) });
  },
});

/** The chunk of the translations' numbering data (packages/widgets/src/tagger/numbering.ts), the tagger's and the embed's. */
const TAGGER_NUMBERING = /^tagger-numbering-[\w-]{8}\.js$/;
/** Its file name (built first, into dist/embed), for the scripts that import it. */
const numberingChunkName = () =>
  replace({
    preventAssignment: true,
    values: { __PAROLE_TAGGER_NUMBERING__: () => JSON.stringify(readdirSync(EMBED_DIST).find((file) => TAGGER_NUMBERING.test(file))) },
  });

/**
 * In the tagger's build and the embed's chunks, @parole/bible's versification
 * module (the numberings' data and their reader, which the contract's checks
 * and the readers' page turns import) is the stand-in tagger/numbering.ts,
 * whose functions come from their chunk when a translation needs them:
 * Segond's tagger (issue 41) and the embed's runtime (issue 48) carry none of it.
 */
const numberingStandIn = () => {
  const standIn = path.resolve(`${SRC}/tagger/numbering.ts`);
  const replaced = path.resolve('packages/bible/src/versification/versification.ts');
  return {
    name: 'numbering-stand-in',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('versification.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === replaced ? standIn : null;
    },
  };
};

export default [
  {
    input: `${SRC}/index.ts`,
    external,
    // The styled-components transform marks each styled(…) call pure, so that an
    // application's bundler drops the components of the widgets it does not import.
    plugins: [resolveWorkspace(), minifyStyledComponents(), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' })],
    output: [
      // One file per source module, so that an application's bundler skips whole
      // modules of the widgets it does not import (package.json `sideEffects`),
      // and the imports of their dependencies with them (markdown-it, d3-cloud).
      {
        dir: `${DIST}/esm`,
        format: 'es',
        sourcemap: true,
        preserveModules: true,
        preserveModulesRoot: SRC,
        entryFileNames: '[name].js',
      },
      // interop 'auto': styled-components' CJS build has no __esModule marker,
      // and the default interop would hand us its namespace instead of its exports.
      // One file: the chunks loaded on demand (the reader's panels) are inlined in it.
      { file: `${DIST}/index.cjs`, format: 'cjs', sourcemap: true, interop: 'auto', exports: 'named', inlineDynamicImports: true },
    ],
  },
  {
    input: `${SRC}/index.ts`,
    external,
    plugins: [
      dts({
        // @parole/bible is a symlinked workspace: its types are inlined, not imported.
        includeExternal: ['@parole/bible'],
        tsconfig: 'tsconfig.json',
        // Type checking is `tsc --noEmit`'s job; skipping it here halves the
        // declaration build, and the library's typings need no Node types.
        compilerOptions: { noCheck: true, types: [] },
      }),
    ],
    output: { file: `${DIST}/index.d.ts`, format: 'es' },
  },
  {
    // The translations' numbering data (issues 41, 48): an ES module beside the embed's chunks, served as
    // they are, imported by the tagger and the embed's runtime for Darby or Martin. Built first: they name it.
    input: { 'tagger-numbering': `${SRC}/tagger/numbering-chunk.ts` },
    plugins: [
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts'] }),
      esbuild({ target: 'es2020', tsconfig: 'tsconfig.json' }),
      terser({ ecma: 2020, module: true, compress: { passes: 2 } }),
    ],
    output: { dir: EMBED_DIST, format: 'es', entryFileNames: '[name]-[hash].js', sourcemap: true },
  },
  {
    input: Object.fromEntries([['runtime', `${SRC}/embed/runtime.ts`], ...EMBED_WIDGETS.map((name) => [name, `${SRC}/embed/widgets/${name}.tsx`])]),
    // Entry chunks may export more than their module (the runtime's exports to the widgets' chunks): no facade chunks.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      numberingStandIn(),
      numberingChunkName(),
      ...browserBuild(),
      terser({ ecma: 2020, module: true, compress: { passes: 2 } }),
      writeManifest(),
    ],
    output: {
      dir: EMBED_DIST,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      manualChunks: runtimeChunk,
      sourcemap: true,
    },
  },
  {
    // Built after the chunks (rollup builds the configurations in order): it reads their manifest.
    input: `${SRC}/embed/loader.ts`,
    plugins: [
      replace({ preventAssignment: true, values: { __PAROLE_EMBED_MANIFEST__: () => readFileSync(`${EMBED_DIST}/manifest.json`, 'utf8') } }),
      esbuild({ target: 'es2020', tsconfig: 'tsconfig.json' }),
      terser({ ecma: 2020, compress: { passes: 2 } }),
    ],
    output: { file: `${DIST}/parole-widgets.js`, format: 'iife', sourcemap: true },
  },
  {
    // The reference tagger (issue 25): one classic script, no React, the parser and the preview.
    input: `${SRC}/tagger/tagger.ts`,
    // Rollup's default keeps whole every object a try block reads from: the contract's `api` table
    // (the preview's fetch) came with every endpoint, its specs and refusals. The tagger's try
    // blocks only guard a fetch and a JSON body, so its analysis is trusted there (issue 44: 20.4 → 18.6 KB gzip
    // with the contract's tables made shakeable, endpoint.ts, specs.ts, refusals.ts).
    treeshake: { tryCatchDeoptimization: false },
    plugins: [
      numberingStandIn(),
      numberingChunkName(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts'] }),
      esbuild({ target: 'es2020', tsconfig: 'tsconfig.json' }),
      terser({ ecma: 2020, compress: { passes: 2 } }),
    ],
    output: { file: `${DIST}/parole-tagger.js`, format: 'iife', sourcemap: true },
  },
];
