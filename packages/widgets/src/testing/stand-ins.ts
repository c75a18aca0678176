/**
 * Stand-ins for widgets, for the host's tests: a page of the site is tested
 * on the props it hands a widget, the widget itself in this package. A
 * stand-in draws a small element of the test's choosing and records the
 * props of every render. This module imports nothing of the widgets' index:
 * the test hands it the namespace to change.
 */
import type { ReactElement } from 'react';

/** The props of each render of a stand-in. */
export interface Renders<P> {
  /** Every render's props since the last clear(), oldest first. */
  readonly all: readonly P[];
  /** The last render's props; throws when the stand-in has not rendered. */
  last(): P;
  /** Forgets the renders so far (before each test). */
  clear(): void;
}

type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;

/** For each widget to replace, what its stand-in draws from its props. */
export type StandInDraws<M> = { [K in keyof M]?: (props: PropsOf<M[K]>) => ReactElement };

const rendersByStandIn = new WeakMap<object, Renders<unknown>>();

/**
 * Replaces, in the module namespace `widgets` (`import * as widgets from
 * '@parole/widgets'`), the widgets named in `draws` with stand-ins that record
 * their props and draw `draws[name](props)`; returns what puts the real ones
 * back. The namespace is the one every module of the test's graph reads (a
 * named import is read from it at each use), so no module is mocked and the
 * test file can share its module graph with others (vitest.config.ts).
 * @example
 * import * as widgets from '@parole/widgets';
 * afterAll(replaceWithStandIns(widgets, {
 *   WordCloud: (props) => <p data-testid="cloud">{props.scope}</p>,
 * }));
 */
export function replaceWithStandIns<M extends object>(widgets: M, draws: StandInDraws<M>): () => void {
  const restores = Object.entries(draws as Record<string, (props: unknown) => ReactElement>).map(([name, draw]) => {
    const real = Object.getOwnPropertyDescriptor(widgets, name);
    if (!real?.configurable) throw new Error(`${name} cannot be replaced in this module namespace.`);
    const all: unknown[] = [];
    const StandIn = (props: unknown) => {
      all.push(props);
      return draw(props);
    };
    rendersByStandIn.set(StandIn, {
      all,
      last: () => {
        if (all.length === 0) throw new Error(`The stand-in for ${name} has not rendered.`);
        return all[all.length - 1];
      },
      clear: () => {
        all.length = 0;
      },
    });
    Object.defineProperty(widgets, name, { configurable: true, enumerable: real.enumerable, get: () => StandIn });
    return () => Object.defineProperty(widgets, name, real);
  });
  return () => restores.forEach((restore) => restore());
}

/**
 * The renders of a widget that `replaceWithStandIns` replaced, found from the
 * widget as the test imports it.
 * @example
 * import { WordCloud } from '@parole/widgets';
 * const cloud = rendersOf(WordCloud);
 * expect(cloud.last().scope).toBe('nt');
 */
export function rendersOf<P>(widget: (props: P) => unknown): Renders<P> {
  const renders = rendersByStandIn.get(widget);
  if (!renders) throw new Error(`${widget.name || 'This widget'} is not a stand-in: replace it with useStandIns (or replaceWithStandIns) first.`);
  return renders as Renders<P>;
}
