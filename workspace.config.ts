/**
 * How the repository's own tools find the workspace packages' sources.
 *
 * @parole/widgets' package.json exports its built files (dist/) to the
 * applications that install it, and its TypeScript sources under the custom
 * condition `parole-source`, which only the repository asks for: tsc
 * (tsconfig.json `customConditions`), the site's vite build and dev server,
 * vitest and Storybook (these settings). So the package that `npm pack`
 * makes is the one the repository tests, with no manifest rewritten at
 * publication.
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = 'parole-source';

/** Vite settings that resolve workspace packages to their sources, in the browser and in Node (SSR, vitest's node tests). */
export const workspaceSources = () => ({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
});
