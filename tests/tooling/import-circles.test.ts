/**
 * No import circle in the packages' code (issue 26): a module never needs,
 * through any chain of imports, type-only ones included, a module that needs
 * it. A circle makes the order of evaluation depend on which module is
 * loaded first (a value read before it is set), and a newcomer cannot read
 * one module without the other. Test files are left out; imports of another
 * workspace package go to its entry.
 *
 * And each package imports only the packages below it: the widgets and the
 * site never the server (the fixture recorder, which needs the server, is a
 * tool of the repository: scripts/record-fixtures.ts); the API never the
 * site's pages nor the widgets they draw with, which only the composition
 * root (packages/server) joins to it (issue 46).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGES = ['bible', 'api', 'widgets', 'host', 'pages', 'server'];
const ENTRIES: Record<string, string> = {
  '@parole/bible': 'packages/bible/src/index.ts',
  '@parole/widgets': 'packages/widgets/src/index.ts',
  '@parole/pages': 'packages/pages/src/index.ts',
};
/** A subpath of a workspace package (`@parole/api/http`, `@parole/widgets/server`): a module of its sources. */
const SUBPATH = /^@parole\/([\w-]+)\/(.+)$/;

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** Every module of the packages' sources, relative to the repository. */
const MODULES = PACKAGES.flatMap((name) =>
  readdirSync(`packages/${name}/src`, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(`packages/${name}/src`, file.split(path.sep).join('/')))
    .filter(isSource),
);

/** `from '…'` and `import('…')` specifiers, type-only imports and re-exports included. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

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

const GRAPH = new Map(
  MODULES.map((module) => {
    const text = readFileSync(module, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)].map((m) => resolve(module, m[1]!)).filter((t): t is string => t !== undefined);
    return [module, [...new Set(targets)]] as const;
  }),
);

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
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

describe('the packages’ imports', () => {
  it('read every module of the packages', () => {
    expect(MODULES.length).toBeGreaterThan(200);
    expect(GRAPH.get('packages/api/src/app.ts')).toContain('packages/bible/src/index.ts');
    // Subpaths of a package are its modules, followed like any other.
    expect(GRAPH.get('packages/pages/src/page.ts')).toContain('packages/api/src/http.ts');
    expect(GRAPH.get('packages/pages/src/search-results.tsx')).toContain('packages/widgets/src/server.ts');
  });

  it('find a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no circle', () => {
    expect(circles(GRAPH)).toEqual([]);
  });

  it('keep each package to the packages it may use: the clients never the server, the domain none', () => {
    // What each package's code may import of the others (their tests and tools aside). The API
    // answers the API: it imports neither the pages nor the widgets (nor React through them). The
    // pages draw with the widgets, on the API's stores, kept searches and HTTP helpers. Only the
    // composition root, packages/server, knows both the API and the pages, and mounts one beside
    // the other (docs/architecture.md, "Packages").
    const allowed: Record<string, string[]> = {
      bible: [],
      api: ['bible'],
      widgets: ['bible'],
      host: ['bible', 'widgets'],
      pages: ['bible', 'widgets', 'api'],
      server: ['api', 'pages'],
    };
    const crossings = MODULES.flatMap((module) => {
      const own = module.split('/')[1]!;
      const text = readFileSync(module, 'utf8');
      return [...text.matchAll(SPECIFIER)].flatMap((m) => {
        const specifier = m[1]!;
        const named = /^@parole\/([\w-]+)/.exec(specifier)?.[1];
        const target = specifier.startsWith('.') ? path.posix.join(path.posix.dirname(module), specifier) : '';
        const relative = target.startsWith('packages/') ? target.split('/')[1] : undefined;
        const other = named ?? relative;
        return other && other !== own && !allowed[own]!.includes(other) ? [`${module} imports ${specifier}`] : [];
      });
    });
    expect(crossings).toEqual([]);
  });
});
