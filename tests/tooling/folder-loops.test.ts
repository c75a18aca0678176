/**
 * No loop between the folders of a package (issue 46): inside every folder
 * of a package's sources (its `src`, and each folder below), its rooms (each
 * folder and each file directly in it) import each other one way only, so
 * that they stand on floors, each above what it uses. Two folders whose
 * files import each other, directly or around a longer ring of rooms
 * (state/ → quiz/ → state/, or a → b → c → a), are one room that a newcomer
 * cannot read apart, even when no module imports itself back (the circle
 * test, import-circles.test.ts, checks the modules).
 *
 * Computed from the real imports (tests/support/imports.ts), type-only ones
 * included, test files left out. The one way to fix a loop is to move what
 * ties it: the code a lower folder needs goes down (the AI usage table's
 * SQL into state/schema.ts), what composes several folders goes up (every
 * feature's store in stores.ts, the command lines' entries in cli/).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, GRAPH, PACKAGES } from '../support/imports.js';

/** A loop between the rooms of one folder: the rooms (a folder as `name/`), and the imports that tie them. */
interface Loop {
  folder: string;
  rooms: string[];
  imports: string[];
}

/**
 * The loops between rooms at every folder level of the modules of `graph`
 * under `root`: for each folder, the graph of its rooms (an import from a
 * module inside one room to a module inside another is an arrow between
 * them), and that graph's circles.
 */
function folderLoops(graph: ReadonlyMap<string, readonly string[]>, root: string): Loop[] {
  const folders = new Set<string>();
  for (const module of graph.keys()) {
    if (!module.startsWith(`${root}/`)) continue;
    for (let folder = path.posix.dirname(module); folder.startsWith(root); folder = path.posix.dirname(folder)) folders.add(folder);
  }
  const loops: Loop[] = [];
  for (const folder of [...folders].sort()) {
    /** The room of `folder` that holds `module`, or undefined when it is outside the folder. */
    const roomOf = (module: string): string | undefined => {
      if (!module.startsWith(`${folder}/`)) return undefined;
      const [first, ...rest] = module.slice(folder.length + 1).split('/');
      return rest.length > 0 ? `${first}/` : first;
    };
    const arrows = new Map<string, Set<string>>();
    const ties = new Map<string, string[]>();
    for (const [module, targets] of graph) {
      const from = roomOf(module);
      if (from === undefined) continue;
      for (const target of targets) {
        const to = roomOf(target);
        if (to === undefined || to === from) continue;
        if (!arrows.has(from)) arrows.set(from, new Set());
        arrows.get(from)!.add(to);
        const pair = `${from} ${to}`;
        ties.set(pair, [...(ties.get(pair) ?? []), `${module.slice(folder.length + 1)} → ${target.slice(folder.length + 1)}`]);
      }
    }
    const roomGraph = new Map([...arrows].map(([from, to]) => [from, [...to]]));
    for (const rooms of circles(roomGraph)) {
      const imports = rooms.flatMap((from) => rooms.flatMap((to) => ties.get(`${from} ${to}`) ?? []));
      loops.push({ folder, rooms, imports });
    }
  }
  return loops;
}

/**
 * Loops allowed as they stand, these rooms and no other: none since issue 46
 * (the search thread returns data, the pages left packages/api, and the
 * header policies are a shared file, headers.ts, below the middleware).
 * One listed here that is gone must leave the list, so that it cannot come
 * back unseen.
 */
const KNOWN_LOOPS: readonly Omit<Loop, 'imports'>[] = [];

const sameLoop = (a: Omit<Loop, 'imports'>, b: Omit<Loop, 'imports'>) => a.folder === b.folder && a.rooms.join() === b.rooms.join();

describe('the folders of each package', () => {
  it('find a loop between two folders, or around a ring of rooms, where no module imports itself back', () => {
    const graph = new Map([
      // Two folders importing each other through different files: a loop of folders, no circle of modules.
      ['p/src/state/stores.ts', ['p/src/quiz/sqlite-store.ts']],
      ['p/src/quiz/cli.ts', ['p/src/state/database.ts']],
      ['p/src/quiz/sqlite-store.ts', []],
      ['p/src/state/database.ts', []],
      // A ring of three rooms, a file among them, one level down.
      ['p/src/feature/a/x.ts', ['p/src/feature/b/y.ts']],
      ['p/src/feature/b/y.ts', ['p/src/feature/c.ts']],
      ['p/src/feature/c.ts', ['p/src/feature/a/z.ts']],
      ['p/src/feature/a/z.ts', []],
      // Arrows one way only: no loop.
      ['p/src/app.ts', ['p/src/state/database.ts', 'p/src/quiz/cli.ts']],
    ]);
    expect(folderLoops(graph, 'p/src')).toEqual([
      { folder: 'p/src', rooms: ['quiz/', 'state/'], imports: ['quiz/cli.ts → state/database.ts', 'state/stores.ts → quiz/sqlite-store.ts'] },
      { folder: 'p/src/feature', rooms: ['a/', 'b/', 'c.ts'], imports: ['a/x.ts → b/y.ts', 'b/y.ts → c.ts', 'c.ts → a/z.ts'] },
    ]);
  });

  it.each(PACKAGES)('of %s import each other one way only', (name) => {
    const loops = folderLoops(GRAPH, `packages/${name}/src`);
    const unknown = loops.filter((loop) => !KNOWN_LOOPS.some((known) => sameLoop(known, loop)));
    expect(unknown, 'folders that import each other: move what ties them (the imports listed) down or up').toEqual([]);
    const gone = KNOWN_LOOPS.filter((known) => known.folder === `packages/${name}/src` && !loops.some((loop) => sameLoop(known, loop)));
    expect(gone, 'these loops are gone: remove them from KNOWN_LOOPS').toEqual([]);
  });
});
