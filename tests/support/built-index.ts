/**
 * The site's own index.html as the build writes it, for API tests of the pages the server renders
 * from it (heads, the search page) without building the site: the source's development script tag
 * replaced by a build's.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { tempTree, type TempTree } from './temp-tree.js';

/** The script tag of the stand-in build. */
export const BUILD_SCRIPT = '<script type="module" crossorigin src="/assets/index-Test1234.js"></script>';

/**
 * A new temporary folder holding that index.html (a test app's `webRoot`), and its text.
 * @example const web = await builtIndex('parole-share-head-'); const t = await openTestApp({ webRoot: web.dir }); … await web.remove();
 */
export async function builtIndex(prefix: string): Promise<TempTree & { template: string; indexPath: string }> {
  const source = await readFile(path.join(REPO_ROOT, 'packages/host/index.html'), 'utf8');
  const template = source.replace('<script type="module" src="/src/main.tsx"></script>', BUILD_SCRIPT);
  if (template === source) throw new Error('packages/host/index.html no longer holds the development script tag this helper replaces');
  const tree = await tempTree(prefix, { 'index.html': template });
  return { ...tree, template, indexPath: tree.path('index.html') };
}
