/**
 * Stand-ins for widgets, for the host's tests: a page of the site is tested
 * on the props it hands a widget, the widget itself in this package. A
 * stand-in draws a small element of the test's choosing and records the
 * props of every render. Built inside the test's `vi.mock` factory (which
 * vitest hoists above the imports), so this module imports nothing of the
 * widgets' index.
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
 * The module `widgets` with the widgets named in `draws` replaced by
 * stand-ins that record their props and draw `draws[name](props)`; the
 * result of a `vi.mock` factory.
 * @example
 * vi.mock(import('@parole/widgets'), async (importOriginal) =>
 *   (await import('@parole/widgets/testing')).withStandIns(await importOriginal(), {
 *     WordCloud: (props) => <p data-testid="cloud">{props.scope}</p>,
 *   }),
 * );
 */
export function withStandIns<M extends object>(widgets: M, draws: StandInDraws<M>): M {
  const standIns = Object.entries(draws as Record<string, (props: unknown) => ReactElement>).map(([name, draw]) => {
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
    return [name, StandIn] as const;
  });
  return { ...widgets, ...Object.fromEntries(standIns) };
}

/**
 * The renders of a widget that `withStandIns` replaced, found from the
 * widget as the test imports it.
 * @example
 * import { WordCloud } from '@parole/widgets';
 * const cloud = rendersOf(WordCloud);
 * expect(cloud.last().scope).toBe('nt');
 */
export function rendersOf<P>(widget: (props: P) => unknown): Renders<P> {
  const renders = rendersByStandIn.get(widget);
  if (!renders) throw new Error(`${widget.name || 'This widget'} is not a stand-in: mock @parole/widgets with withStandIns.`);
  return renders as Renders<P>;
}
