/**
 * The packages' imports, read from their sources' text: the graph that the
 * tests of the house's shape hold against its rules
 * (tests/tooling/import-circles.test.ts: no circle between modules, each
 * package importing only the packages below it; tests/tooling/folder-loops.test.ts:
 * no two folders of a package importing each other). Test files are left
 * out; type-only imports and re-exports count (a newcomer reads them all the
 * same); an import of another workspace package goes to its entry, or of one
 * of its subpaths (`@parole/api/http`) to that module.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace's packages, by folder name: every `packages/<name>` with a `src` folder. */
export const PACKAGES: readonly string[] = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`packages/${entry.name}/src`))
  .map((entry) => entry.name)
  .sort();

/** Each package that other packages import by its name (`@parole/bible`), and the module that name is. */
const ENTRIES: Readonly<Record<string, string>> = Object.fromEntries(
  PACKAGES.flatMap((name) => {
    const entry = `packages/${name}/src/index.ts`;
    const manifest = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')) as { name: string };
    return existsSync(entry) ? [[manifest.name, entry]] : [];
  }),
);

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** Every module of the packages' sources, relative to the repository (`packages/api/src/app.ts`). */
export const MODULES: readonly string[] = PACKAGES.flatMap((name) =>
  readdirSync(`packages/${name}/src`, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(`packages/${name}/src`, file.split(path.sep).join('/')))
    .filter(isSource),
);

/** `from '…'` and `import('…')` specifiers, type-only imports and re-exports included. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/**
 * What a module imports, as written (`'../db/sqlite.js'`, `'@parole/bible'`, `'node:fs'`).
 * @example specifiersOf('packages/api/src/app.ts') // ['hono', '@parole/bible', './config.js', …]
 */
export function specifiersOf(module: string): string[] {
  return [...readFileSync(module, 'utf8').matchAll(SPECIFIER)].map((m) => m[1]!);
}

/** A subpath of a workspace package (`@parole/api/http`, `@parole/widgets/server`): a module of its sources. */
const SUBPATH = /^@parole\/([\w-]+)\/(.+)$/;

/** The module a specifier of `from` names, when it is one of the packages' sources. */
function resolve(from: string, specifier: string): string | undefined {
  if (specifier in ENTRIES) return ENTRIES[specifier];
  const subpath = SUBPATH.exec(specifier);
  const base = subpath
    ? `packages/${subpath[1]}/src/${subpath[2]}`
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '')
      : undefined;
  if (base === undefined) return undefined;
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
  if (subpath && !found) throw new Error(`${from}: ${specifier} names no module of packages/${subpath[1]}/src`);
  return found;
}

/** Each module of the packages, with the modules of the packages it imports. */
export const GRAPH: ReadonlyMap<string, readonly string[]> = new Map(
  MODULES.map((module) => {
    const targets = specifiersOf(module)
      .map((specifier) => resolve(module, specifier))
      .filter((t): t is string => t !== undefined);
    return [module, [...new Set(targets)]] as const;
  }),
);

/**
 * The strongly connected components of more than one node, or of one that
 * imports itself (Tarjan): the circles of a graph, each sorted.
 * @example circles(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]])) // [['a', 'b']]
 */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
