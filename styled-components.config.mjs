/**
 * How the builds transform styled-components' tagged templates: with Oxc's
 * port of its Babel plugin, the CSS minified (the same rules in fewer bytes),
 * no display names or component ids (class names stay `sc-…`, as without the
 * plugin), and pure annotations, so that unused components can be dropped.
 * Used by the site's build (packages/host/vite.config.ts) and the widgets'
 * script-tag bundle (rollup.config.mjs).
 */
import { transformWithOxc } from 'vite';

export const STYLED_COMPONENTS = { displayName: false, fileName: false, ssr: false, minify: true, pure: true };

/**
 * The same transform as a rollup plugin, for TypeScript sources that use
 * styled-components; place it before the plugin that compiles TypeScript
 * (JSX is left to it).
 */
export const minifyStyledComponents = () => ({
  name: 'minify-styled-components',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
    const { code: out, map } = await transformWithOxc(code, id, { plugins: { styledComponents: STYLED_COMPONENTS }, jsx: 'preserve' });
    return { code: out, map };
  },
});
