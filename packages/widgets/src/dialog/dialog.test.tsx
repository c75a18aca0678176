import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.js';
import { InfoDialog } from './InfoDialog.js';

/** A page with a button that opens the confirmation, as a widget uses it. */
function ConfirmPage({ onConfirm = () => {}, confirmLabel }: { onConfirm?: () => void; confirmLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Tout effacer
      </button>
      <input aria-label="Autre champ" />
      <ConfirmDialog
        open={open}
        purpose="Effacer tout l'historique"
        confirmLabel={confirmLabel}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  describe('when opened', () => {
    it('shows the specification’s texts in a modal alertdialog named by its title and purpose', async () => {
      const user = userEvent.setup();
      render(<ConfirmPage />);
      await user.click(screen.getByRole('button', { name: 'Tout effacer' }));

      const dialog = screen.getByRole('alertdialog', { name: "Confirmation Effacer tout l'historique" });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeDefined();
      expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Vraiment bien sûr ?').id);
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDefined();
    });

    it('puts focus on Annuler, the safe answer', async () => {
      const user = userEvent.setup();
      render(<ConfirmPage />);
      await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      const user = userEvent.setup();
      render(<ConfirmPage />);
      await user.click(screen.getByRole('button', { name: 'Tout effacer' }));

      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Supprimer' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Supprimer' }));
    });

    it('takes a custom confirm label', async () => {
      const user = userEvent.setup();
      render(<ConfirmPage confirmLabel="Effacer" />);
      await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
      expect(screen.getByRole('button', { name: 'Effacer' })).toBeDefined();
    });
  });

  describe.each([
    ['Annuler', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Annuler' }))],
    ['Esc', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('when cancelled with %s', (_how, cancel) => {
    it('closes without confirming and gives focus back to the opener', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmPage onConfirm={onConfirm} />);
      const opener = screen.getByRole('button', { name: 'Tout effacer' });
      await user.click(opener);
      await cancel(user);

      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onConfirm).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('when confirmed', () => {
    it('calls onConfirm once', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmPage onConfirm={onConfirm} />);
      await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
      await user.click(screen.getByRole('button', { name: 'Supprimer' }));

      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('InfoDialog', () => {
  it('shows its message, focuses OK, and closes on OK with focus back', async () => {
    const user = userEvent.setup();
    function Page() {
      const [message, setMessage] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setMessage('Min. 3 caractères!')}>
            Chercher
          </button>
          <InfoDialog open={message !== null} message={message} onClose={() => setMessage(null)} />
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Chercher' });
    await user.click(opener);

    const dialog = screen.getByRole('alertdialog', { name: 'Information' });
    expect(dialog.textContent).toContain('Min. 3 caractères!');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Esc', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<InfoDialog open message="n/a avec une référence!" onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click beside it, not on a click inside it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<InfoDialog open message="n/a avec une référence!" onClose={onClose} />);
    await user.click(screen.getByText('n/a avec une référence!'));
    expect(onClose).not.toHaveBeenCalled();
    // The dialog element is the backdrop: a click on ::backdrop targets it.
    await user.click(screen.getByRole('alertdialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
