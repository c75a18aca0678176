/**
 * No import circle in the packages' code (issue 26): a module never needs,
 * through any chain of imports, type-only ones included, a module that needs
 * it. A circle makes the order of evaluation depend on which module is
 * loaded first (a value read before it is set), and a newcomer cannot read
 * one module without the other. Test files are left out; imports of another
 * workspace package go to its entry (tests/support/imports.ts reads them).
 *
 * And each package imports only the packages below it: the widgets and the
 * site never the server (the fixture recorder, which needs the server, is a
 * tool of the repository: scripts/record-fixtures.ts); the API never the
 * site's pages nor the widgets they draw with, which only the composition
 * root (packages/server) joins to it (issue 46).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, GRAPH, MODULES, specifiersOf } from '../support/imports.js';

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
      return specifiersOf(module).flatMap((specifier) => {
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
