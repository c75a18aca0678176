import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Overlay } from './Overlay.js';

/** A button that opens an overlay holding `children`, as the site's drawer is used. */
function Opener({
  label = 'Ouvrir',
  name = 'Tiroir',
  onClose,
  children,
  ...props
}: {
  label?: string;
  name?: string;
  onClose?: () => void;
  children?: ReactNode;
  closeOnBackdropClick?: boolean;
  fallbackFocus?: () => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Overlay
        open={open}
        aria-label={name}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        {...props}
      >
        {children}
      </Overlay>
    </>
  );
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const button = (name: string) => screen.getByRole('button', { name });

/** An overlay holding text only. */
const withText = (
  <Opener>
    <p>Du texte</p>
  </Opener>
);

/** Renders `page`, then clicks the buttons named `labels` in turn; returns the user-event session. */
async function clicking(page: ReactElement, ...labels: string[]) {
  const user = userEvent.setup();
  render(page);
  for (const label of labels) await user.click(button(label));
  return user;
}

/** Renders `page` (with an Opener labelled "Ouvrir") and opens its overlay. */
const opened = (page: ReactElement) => clicking(page, 'Ouvrir');

afterEach(() => {
  vi.useRealTimers();
});

describe('Overlay', () => {
  it('renders nothing while closed', () => {
    render(<Overlay open={false} onClose={() => {}} aria-label="Tiroir" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  describe('when opened', () => {
    it('is a native modal dialog, named by its owner', async () => {
      await opened(<Opener />);
      const element = dialog('Tiroir');
      expect(element.tagName).toBe('DIALOG');
      expect(element.hasAttribute('open')).toBe(true);
      expect(element.getAttribute('aria-modal')).toBe('true');
    });

    it('moves focus to the first focusable element inside', async () => {
      await opened(
        <Opener>
          <p>Du texte</p>
          <button type="button">Premier</button>
          <button type="button">Second</button>
        </Opener>,
      );
      expect(document.activeElement).toBe(button('Premier'));
    });

    it('moves focus to initialFocus when given', async () => {
      function WithInitialFocus() {
        const second = useRef<HTMLButtonElement>(null);
        return (
          <Overlay open onClose={() => {}} aria-label="Tiroir" initialFocus={second}>
            <button type="button">Premier</button>
            <button ref={second} type="button">
              Second
            </button>
          </Overlay>
        );
      }
      render(<WithInitialFocus />);
      expect(document.activeElement).toBe(button('Second'));
    });

    it('moves focus to the overlay itself when nothing inside can take it', async () => {
      await opened(
        <Opener>
          <p>Rien à cliquer</p>
        </Opener>,
      );
      expect(document.activeElement).toBe(dialog('Tiroir'));
    });

    it('keeps Tab and Shift+Tab inside', async () => {
      const user = await opened(
        <Opener>
          <button type="button">Premier</button>
          <a href="/lire">Dernier</a>
        </Opener>,
      );
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dernier' }));
      await user.tab();
      expect(document.activeElement).toBe(button('Premier'));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dernier' }));
    });

    it('holds the page’s scroll still, and gives it back as it was', async () => {
      const user = userEvent.setup();
      document.documentElement.style.overflow = 'clip';
      render(<Opener />);
      await user.click(button('Ouvrir'));
      expect(document.documentElement.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.documentElement.style.overflow).toBe('clip');
      document.documentElement.style.overflow = '';
    });
  });

  describe('closes and gives focus back to its opener', () => {
    it('on Esc, which does not reach the page’s own key handlers', async () => {
      const onClose = vi.fn();
      const pageKeys = vi.fn();
      const user = await opened(
        <div onKeyDown={(event) => pageKeys(event.key)}>
          <Opener onClose={onClose}>
            <button type="button">Premier</button>
          </Opener>
        </div>,
      );
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(pageKeys).not.toHaveBeenCalledWith('Escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button('Ouvrir'));
    });

    it('on a click on the backdrop, not on a click inside', async () => {
      const user = await opened(withText);
      await user.click(screen.getByText('Du texte'));
      expect(dialog('Tiroir')).toBeDefined();
      // The dialog element is the backdrop: a click on ::backdrop targets it.
      await user.click(dialog('Tiroir'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button('Ouvrir'));
    });

    it('not when a press inside ends on the backdrop (a text selection dragged out)', async () => {
      const user = await opened(withText);
      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByText('Du texte') },
        { keys: '[/MouseLeft]', target: dialog('Tiroir') },
      ]);
      expect(dialog('Tiroir')).toBeDefined();
    });

    it('when the browser closed the dialog itself (a second Esc it would not let be prevented)', async () => {
      const onClose = vi.fn();
      await opened(<Opener onClose={onClose} />);
      await act(async () => {
        (dialog('Tiroir') as HTMLDialogElement).close();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('or to fallbackFocus() when the opener has left the page', async () => {
      function Clearing() {
        const [items, setItems] = useState(true);
        const [open, setOpen] = useState(false);
        const heading = useRef<HTMLHeadingElement>(null);
        return (
          <>
            <h2 ref={heading} tabIndex={-1}>
              Marque-pages
            </h2>
            {items && (
              <button type="button" onClick={() => setOpen(true)}>
                Tout effacer
              </button>
            )}
            <Overlay open={open} onClose={() => setOpen(false)} aria-label="Confirmation" fallbackFocus={() => heading.current}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setItems(false);
                }}
              >
                Supprimer
              </button>
            </Overlay>
          </>
        );
      }
      await clicking(<Clearing />, 'Tout effacer', 'Supprimer');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Marque-pages' }));
    });
  });

  describe('with closeOnBackdropClick false', () => {
    it('stays open on a click on the backdrop, and still closes on Esc', async () => {
      const user = await opened(<Opener closeOnBackdropClick={false} />);
      await user.click(dialog('Tiroir'));
      expect(dialog('Tiroir')).toBeDefined();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('with a second layer over the first (a confirmation over a drawer)', () => {
    const open = () =>
      clicking(
        <Opener label="Marque-pages" name="Tiroir">
          <Opener label="Tout effacer" name="Confirmation">
            <button type="button">Annuler</button>
            <button type="button">Supprimer</button>
          </Opener>
        </Opener>,
        'Marque-pages',
        'Tout effacer',
      );

    it('keeps Tab inside the top layer', async () => {
      const user = await open();
      expect(document.activeElement).toBe(button('Annuler'));
      await user.tab();
      expect(document.activeElement).toBe(button('Supprimer'));
      await user.tab();
      expect(document.activeElement).toBe(button('Annuler'));
    });

    it('closes one layer per Esc, giving focus back step by step, and the page scrolls again after the last', async () => {
      const user = await open();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
      expect(dialog('Tiroir')).toBeDefined();
      expect(document.activeElement).toBe(button('Tout effacer'));
      expect(document.documentElement.style.overflow).toBe('hidden');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button('Marque-pages'));
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('closes only the top layer on a click on its backdrop', async () => {
      const user = await open();
      await user.click(dialog('Confirmation'));
      expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
      expect(dialog('Tiroir')).toBeDefined();
    });

    it('puts the inner layer on top when both open at once', async () => {
      const user = userEvent.setup();
      render(
        <Overlay open onClose={() => {}} aria-label="Tiroir">
          <Opener label="Tout effacer" name="Confirmation" />
          <Overlay open onClose={() => {}} aria-label="Confirmation immédiate">
            <button type="button">Annuler</button>
          </Overlay>
        </Overlay>,
      );
      expect(document.activeElement).toBe(button('Annuler'));
      const cancelled: string[] = [];
      document.querySelectorAll('dialog').forEach((d) => d.addEventListener('cancel', () => cancelled.push(d.getAttribute('aria-label')!)));
      await user.keyboard('{Escape}');
      expect(cancelled).toEqual(['Confirmation immédiate']);
    });

    it('gives focus to the first layer’s opener when both close at once', async () => {
      function Both() {
        const [open, setOpen] = useState(true);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Marque-pages
            </button>
            <Overlay open={open} onClose={() => setOpen(false)} aria-label="Tiroir">
              <Overlay open onClose={() => {}} aria-label="Confirmation">
                <button type="button" onClick={() => setOpen(false)}>
                  Tout fermer
                </button>
              </Overlay>
            </Overlay>
          </>
        );
      }
      await clicking(<Both />, 'Tout fermer', 'Marque-pages', 'Tout fermer');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button('Marque-pages'));
    });
  });
});
