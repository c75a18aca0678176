import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, Component, startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, PartBoundary } from './lazy.js';

const NOTICE = 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.';

/** What Chromium says when a chunk cannot be fetched. */
const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Part-Bx1.js');

/** A part whose import fails `failures` times, then gives a panel with a button. */
function flakyPart(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw fetchFailure();
    return { default: ({ label }: { label: string }) => <section aria-label="Panneau">{label}</section> };
  });
  return { load, Part: lazyPart(load) };
}

/** A page with a button that opens the part, something else that must stay, and the boundary. */
function Page({ Part, onClose }: { Part: ComponentType<{ label: string }>; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Ouvrir
      </button>
      <p>Le reste de la page</p>
      <PartBoundary onClose={onClose && (() => (onClose(), setOpen(false)))}>{open && <Part label="Contenu" />}</PartBoundary>
    </main>
  );
}

/** Catches what the boundary lets through, as a boundary above it would. */
class Above extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="status">{`Au-dessus : ${(this.state.error as Error).message}`}</p> : this.props.children;
  }
}

// React reports every error a boundary catches on the console.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyPart and PartBoundary', () => {
  it('show a notice in place of a part whose code fails to load, the rest of the page staying', async () => {
    const { Part } = flakyPart(1);
    const user = userEvent.setup();
    render(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(NOTICE);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
    expect(screen.getByText('Le reste de la page')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Ouvrir' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('import again on « Réessayer », and show the part once it has come', async () => {
    const { load, Part } = flakyPart(1);
    const user = userEvent.setup();
    render(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));

    expect((await screen.findByRole('region', { name: 'Panneau' })).textContent).toBe('Contenu');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('show the notice again when the new attempt fails too, and try once more', async () => {
    const { load, Part } = flakyPart(2);
    const user = userEvent.setup();
    render(<Page Part={Part} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('region', { name: 'Panneau' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forget the failure when the part is closed, and import again when it is opened again', async () => {
    const { load, Part } = flakyPart(1);
    const user = userEvent.setup();
    render(<Page Part={Part} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    await screen.findByRole('alert');
    await user.click(opener);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(opener);
    expect(await screen.findByRole('region', { name: 'Panneau' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forget the failure when resetKey changes (another page), and render the part again', async () => {
    const { load, Part } = flakyPart(1);
    const view = render(
      <PartBoundary resetKey="a">
        <Part label="Contenu" />
      </PartBoundary>,
    );
    await screen.findByRole('alert');
    view.rerender(
      <PartBoundary resetKey="a">
        <Part label="Contenu" />
      </PartBoundary>,
    );
    expect(screen.getByRole('alert')).toBeDefined();
    view.rerender(
      <PartBoundary resetKey="b">
        <Part label="Contenu" />
      </PartBoundary>,
    );
    expect(await screen.findByRole('region', { name: 'Panneau' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('show what `fallback` gives while the code comes', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => {};
    const Part = lazyPart(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    render(
      <PartBoundary fallback={<p>Chargement…</p>}>
        <Part />
      </PartBoundary>,
    );
    expect(screen.getByText('Chargement…')).toBeDefined();
    arrive({ default: () => <p>Arrivée</p> });
    expect(await screen.findByText('Arrivée')).toBeDefined();
  });

  describe('preload', () => {
    /** A part that counts its mounts and keeps a count of its own, with its import under the test's control. */
    function countedPart() {
      let arrive: () => void = () => {};
      const mounts: string[] = [];
      function Counter({ label }: { label: string }) {
        const [clicks, setClicks] = useState(0);
        // A mount, not a new label: the label it was mounted with.
        const mountedAs = useRef(label);
        useEffect(() => {
          mounts.push(mountedAs.current);
        }, []);
        return (
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            {`${label} ${clicks}`}
          </button>
        );
      }
      const load = vi.fn(() => new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter }))));
      return { Part: lazyPart(load), load, mounts, arrive: () => arrive() };
    }

    it('renders a part preloaded before its first render at once, never through its loading state', async () => {
      const { Part, load, arrive } = countedPart();
      const preloaded = Part.preload();
      arrive();
      await preloaded;
      render(
        <PartBoundary fallback={<p>Chargement…</p>}>
          <Part label="Compteur" />
        </PartBoundary>,
      );
      // In the very first render: no fallback to wait through.
      expect(screen.getByRole('button').textContent).toBe('Compteur 0');
      expect(screen.queryByText('Chargement…')).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('shares one import between a render and preload()', async () => {
      const { Part, load, arrive } = countedPart();
      render(
        <PartBoundary fallback={<p>Chargement…</p>}>
          <Part label="Compteur" />
        </PartBoundary>,
      );
      const preloaded = Part.preload();
      arrive();
      await preloaded;
      expect((await screen.findByRole('button')).textContent).toBe('Compteur 0');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('mounts a part once: shown by a transition while its code came, it keeps its state when it renders again', async () => {
      const { Part, mounts, arrive } = countedPart();
      const user = userEvent.setup();
      // A navigation in a transition: React keeps the page shown until the part's code comes,
      // then shows the part that rendered meanwhile, which must stay the same part afterwards.
      function Host() {
        const [label, setLabel] = useState<string | null>(null);
        return (
          <>
            <button type="button" onClick={() => startTransition(() => setLabel(label === null ? 'Avant' : 'Après'))}>
              Suivant
            </button>
            <PartBoundary fallback={<p>Chargement…</p>}>{label === null ? <p>Accueil</p> : <Part label={label} />}</PartBoundary>
          </>
        );
      }
      render(<Host />);
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(screen.getByText('Accueil')).toBeDefined();
      await act(async () => arrive());
      await user.click(await screen.findByRole('button', { name: 'Avant 0' }));
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(screen.getByRole('button', { name: 'Après 1' })).toBeDefined();
      expect(mounts).toEqual(['Avant']);
    });

    it('rejects when the code cannot come, and a render then imports again', async () => {
      const { load, Part } = flakyPart(1);
      await expect(Part.preload()).rejects.toThrow('Failed to fetch');
      render(
        <PartBoundary>
          <Part label="Contenu" />
        </PartBoundary>,
      );
      expect((await screen.findByRole('region', { name: 'Panneau' })).textContent).toBe('Contenu');
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  describe('focus', () => {
    it('stays on the button that opened the part when the notice appears, and goes back to it on « Réessayer »', async () => {
      const { Part } = flakyPart(1);
      const user = userEvent.setup();
      render(<Page Part={Part} />);
      const opener = screen.getByRole('button', { name: 'Ouvrir' });
      await user.click(opener);
      await screen.findByRole('alert');
      expect(document.activeElement).toBe(opener);

      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      await screen.findByRole('region', { name: 'Panneau' });
      expect(document.activeElement).toBe(opener);
    });

    it('goes back to no element with returnFocus false', async () => {
      const { Part } = flakyPart(1);
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Ailleurs</button>
          <PartBoundary returnFocus={false}>
            <Part label="Contenu" />
          </PartBoundary>
        </>,
      );
      screen.getByRole('button', { name: 'Ailleurs' }).focus();
      await screen.findByRole('alert');
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      await screen.findByRole('region', { name: 'Panneau' });
      expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Ailleurs' }));
    });
  });

  it('offer « Fermer » with onClose, which closes the part and gives focus back to its opener', async () => {
    const { Part } = flakyPart(1);
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page Part={Part} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  it('let an error of a part that did load through, to the boundary above, with no notice', async () => {
    const Broken = lazyPart(async () => ({
      default: function Broken(): ReactNode {
        throw new RangeError('un bogue du panneau');
      },
    }));
    render(
      <Above>
        <PartBoundary>
          <Broken />
        </PartBoundary>
      </Above>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Au-dessus : un bogue du panneau');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('let an error of a part that did load through when no boundary is above: the render fails as without it', async () => {
    const Broken = lazyPart(async () => ({
      default: function Broken(): ReactNode {
        throw new RangeError('un bogue du panneau');
      },
    }));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // React's act() rethrows what no boundary caught.
    await expect(
      act(async () =>
        root.render(
          <PartBoundary>
            <Broken />
          </PartBoundary>,
        ),
      ),
    ).rejects.toThrow('un bogue du panneau');
    expect(container.textContent).toBe('');
    act(() => root.unmount());
    container.remove();
  });
});
