import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The code the page shows, as a webmaster reads it. */
const shownCode = () => screen.getByLabelText('Code HTML du widget, à copier dans votre page').textContent;

describe('the embed builder (/integrer)', () => {
  it('copies the code it shows, exactly, and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp('/integrer');
    await screen.findByRole('heading', { level: 1, name: 'Créer un widget pour votre site' });
    const origin = window.location.origin;
    expect(shownCode()).toBe(`<script src="${origin}/widgets/parole-widgets.js" defer></script>\n<div data-bible-widget="plan" data-site="${origin}"></div>`);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    expect(await screen.findByText('Code copié')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(await navigator.clipboard.readText()).toBe(shownCode());
  });

  it('copies the tagger’s line once the tagger and its settings are chosen, as shown', async () => {
    renderApp('/integrer');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Widget' }), { target: { value: 'tagger' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Liens seulement, sans aperçu du passage' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Palette' }), { target: { value: 'dark' } });
    const origin = window.location.origin;
    expect(shownCode()).toBe(`<script src="${origin}/widgets/parole-tagger.js" defer data-preview="false" data-scheme="dark"></script>`);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    expect(await screen.findByText('Code copié')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(shownCode());
  });

  it('links back to the help’s section on embedding, where every attribute is told', async () => {
    renderApp('/integrer');
    const link = await screen.findByRole('link', { name: 'Tous les attributs, dans l’aide' });
    expect(link.getAttribute('href')).toBe('/aide#integrer');
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderApp('/integrer');
    fireEvent.click(await screen.findByRole('button', { name: 'Copier le code' }));
    await waitFor(() => expect(screen.getByText('Copie impossible : sélectionnez le code et copiez-le.')).toBeTruthy());
    expect(screen.queryByText('Code copié')).toBeNull();
  });
});
