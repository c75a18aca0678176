/**
 * Parts of the interface loaded on demand (the site's pages, its menu, the
 * widgets' panels and dialogs: issue 15) whose code may fail to come (the
 * connection dropped, a flaky mobile network, a deploy that replaced the
 * hashed chunks): `lazyPart`, React.lazy that can be asked again, and
 * `PartBoundary`, which shows such a failure in place of the part, with
 * « Réessayer », instead of React unmounting the whole page.
 */
import { Component, Suspense, lazy, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages.js';
import { focusedElement } from './focused.js';
import { Button, LoadError, ParoleScope } from './ui.js';

/**
 * The code of a part could not be loaded: what `lazyPart` throws, to
 * `PartBoundary`, in place of the import's own error (its `cause`). `renew`
 * makes the part's next render run the import again.
 */
export class PartLoadError extends Error {
  override readonly name = 'PartLoadError';
  constructor(
    cause: unknown,
    readonly renew: () => void,
  ) {
    super(`A part loaded on demand could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** A part loaded on demand (`lazyPart`), whose code can also be asked for ahead of its first render. */
export type LazyPart<P> = ComponentType<P> & {
  /**
   * Loads the part's code now; resolves once it is there, after which the
   * part renders at once, never through its loading state. Rejects as the
   * import does (a later render or call asks again).
   */
  preload(): Promise<void>;
};

/**
 * React.lazy that can be asked again. React.lazy keeps a rejected import for
 * good: its component throws the same error at every render, so after a
 * failure the part could never come without reloading the page. A failed
 * import here rejects with a `PartLoadError` whose `renew()` (called by
 * `PartBoundary` once it shows the failure) replaces the lazy component with
 * a fresh one, so the next render runs `load()`, hence `import()`, again.
 * Nothing is retried on its own: a new attempt is a new render of the part
 * (« Réessayer », the part closed and opened again, another page).
 *
 * A part mounted once its code is there (loaded by an earlier render or by
 * `preload()`) renders its component directly: a part preloaded before the
 * first render never suspends, so a page the server wrote into the document is replaced
 * by the page itself rather than by a loading state (the site's main.tsx).
 *
 * Same signature as React.lazy; render it under a `PartBoundary`.
 * @example const Menu = lazyPart(() => import('./Menu.js').then((m) => ({ default: m.Menu })));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component, whatever its props
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPart<ComponentProps<T>> {
  type Props = ComponentProps<T>;
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  // One import at a time, shared by renders and preload(); a failed one is forgotten.
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (cause: unknown) => {
        loading = undefined;
        throw cause;
      },
    ));
  const create = (): ComponentType<Props> => {
    const part = lazy(() =>
      loadOnce().catch((cause: unknown) => {
        // Renewed once, by the first boundary that shows it: an attempt
        // already under way is not started over.
        throw new PartLoadError(cause, () => {
          if (current === part) current = create();
        });
      }),
    ) as unknown as ComponentType<Props>;
    return part;
  };
  let current = create();
  function LazyPart(props: Props) {
    // Its code there when this mount began: the part's own component, for the mount's whole life
    // (switching between it and the lazy one would mount the part again). Else the lazy
    // component of the moment, read at each render.
    const [ready] = useState(() => loaded);
    const Part = ready ?? current;
    return <Part {...props} />;
  }
  LazyPart.preload = () => loadOnce().then(() => undefined);
  return LazyPart;
}

/** Whether `error` is a part's code that could not be loaded (and not a bug of a part that did load). */
export const isPartLoadError = (error: unknown): error is PartLoadError => error instanceof PartLoadError;

export interface PartBoundaryProps {
  /** The part (a `lazyPart` component), or nothing while it is not asked for. */
  children?: ReactNode;
  /** What shows while the part's code comes: nothing by default. */
  fallback?: ReactNode;
  /**
   * A failure is forgotten when this changes, and the part rendered again
   * (the site gives the location's key: another page is another attempt).
   * It is also forgotten when `children` becomes nothing (the part closed).
   */
  resetKey?: unknown;
  /**
   * Shows « Fermer » next to « Réessayer »: for a layer (a dialog, the menu, a
   * drawer), whose own ways to close are in the code that failed to load.
   */
  onClose?: () => void;
  /**
   * Whether « Réessayer » and « Fermer » first give focus back to the element
   * that had it when the notice appeared (the button that opened the part),
   * so that the part, when it comes, opens as on a first opening: a layer
   * takes focus and gives it back there when it closes, a panel leaves it on
   * its button. True by default; false for a part no control opened (the
   * reading page's AI section), where that element is unrelated.
   */
  returnFocus?: boolean;
  /** Given to the notice, to place it where the part would have been (`styled(PartBoundary)`). */
  className?: string;
}

interface PartBoundaryState {
  /** What was thrown, until the failure is forgotten. */
  failure: { error: unknown } | null;
}

const isNothing = (children: ReactNode) => children === null || children === undefined || typeof children === 'boolean';

/**
 * Renders `children` under a Suspense and, when their code fails to load
 * (a `PartLoadError` from `lazyPart`), a short French notice in their place
 * (`role="alert"`, the look of the widgets' other error states) with
 * « Réessayer », which renders them again and so runs the import again; the
 * rest of the page stays as it was. Focus does not move when the notice
 * appears (see `returnFocus` for where it goes after).
 *
 * Only load failures are caught: any other error (a bug in a part that did
 * load) is thrown again, to the boundaries above, as if this one were not
 * there.
 * @example
 * <PartBoundary onClose={closeMenu}>{menuOpen && <Menu onClose={closeMenu} />}</PartBoundary>
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState): PartBoundaryState | null {
    // The part closed: nothing to show in its place.
    return state.failure && isNothing(props.children) ? { failure: null } : null;
  }

  override componentDidUpdate(previous: PartBoundaryProps, previousState: PartBoundaryState) {
    // Another key, another attempt; but not for a failure caught in this very
    // update (a navigation to a page whose code failed), which is the one to show.
    if (previousState.failure && this.state.failure && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // Shown, the failure is no longer the lazy component of the part: its
    // next render imports again. Renewed only now, not as the import fails:
    // React renders once more after an error before giving it to the
    // boundary, which would then start a new import, fail again, and so on.
    if (isPartLoadError(error)) error.renew();
  }

  private readonly retry = () => this.setState({ failure: null });

  override render() {
    const { children, fallback = null, onClose, returnFocus = true, className } = this.props;
    const { failure } = this.state;
    if (!failure) return <Suspense fallback={fallback}>{children}</Suspense>;
    if (!isPartLoadError(failure.error)) throw failure.error;
    return <PartFailure onRetry={this.retry} onClose={onClose} returnFocus={returnFocus} className={className} />;
  }
}

function PartFailure({
  onRetry,
  onClose,
  returnFocus,
  className,
}: {
  onRetry: () => void;
  onClose?: () => void;
  returnFocus: boolean;
  className?: string;
}) {
  const t = messages.part;
  // Focus stays where it was when the notice appears: on the button that opened the part, usually.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (returnFocus) opener.current = focusedElement();
  }, [returnFocus]);
  const focusBackThen = (action: () => void) => () => {
    if (opener.current?.isConnected) opener.current.focus();
    action();
  };
  return (
    <ParoleScope>
      <LoadError message={t.loadFailed} onRetry={focusBackThen(onRetry)} retryLabel={t.retry} className={className}>
        {onClose && (
          <Button type="button" onClick={focusBackThen(onClose)}>
            {t.close}
          </Button>
        )}
      </LoadError>
    </ParoleScope>
  );
}
