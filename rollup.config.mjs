/**
 * Build of @parole/widgets (`npx rollup -c`), into packages/widgets/dist:
 * - index.js (ESM) and index.cjs (CJS) for React applications: React,
 *   styled-components, axios, d3-cloud and markdown-it stay the application's own
 *   (peer dependencies and dependencies); @parole/bible is bundled in, as it
 *   is not published on its own;
 * - index.d.ts, one file, with the types of @parole/bible inlined;
 * - parole-widgets.iife.js, the script-tag embed: everything (React included)
 *   in one file minified by terser that registers window.ParoleWidgets, its
 *   styled-components CSS minified too (styled-components.config.mjs).
 */
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { createRequire } from 'node:module';
import path from 'node:path';
import dts from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { minifyStyledComponents } from './styled-components.config.mjs';

const SRC = 'packages/widgets/src';
const DIST = 'packages/widgets/dist';

/** Bare imports that the library build leaves to the application (subpaths included: react/jsx-runtime, react-dom/client). */
const EXTERNAL = ['react', 'react-dom', 'styled-components', 'axios', 'd3-cloud', 'markdown-it'];
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
      { file: `${DIST}/index.cjs`, format: 'cjs', sourcemap: true, interop: 'auto', exports: 'named' },
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
    input: `${SRC}/embed/index.ts`,
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      axiosBrowserBuild(),
      // The browser builds of dependencies.
      nodeResolve({ browser: true, exportConditions: ['browser'], extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
      commonjs(),
      minifyStyledComponents(),
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      // Terser, not esbuild, minifies the embed: its two compress passes make
      // the file 4 KB smaller gzipped (docs/performance.md), for ~5 s of build.
      // Licence comments (/*! … */) are kept.
      terser({ ecma: 2020, compress: { passes: 2 } }),
    ],
    output: { file: `${DIST}/parole-widgets.iife.js`, format: 'iife', sourcemap: true },
  },
];
