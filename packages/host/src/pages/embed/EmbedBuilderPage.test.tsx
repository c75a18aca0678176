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

describe('the embed builder’s translation (issue 41)', () => {
  it('offers the server’s translations and writes data-traduction on the widget, the reader’s chapters in its numbering', async () => {
    renderApp('/integrer');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Widget' }), { target: { value: 'reader' } });
    const translation = await screen.findByRole('combobox', { name: 'Traduction' });
    expect(Array.from((translation as HTMLSelectElement).options, (o) => o.textContent)).toEqual(['Louis Segond 1910', 'Darby 1885', 'Martin 1744']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Livre' }), { target: { value: '39' } });
    expect((screen.getByRole('combobox', { name: 'Chapitre' }) as HTMLSelectElement).options).toHaveLength(3);
    fireEvent.change(translation, { target: { value: 'martin' } });
    expect((screen.getByRole('combobox', { name: 'Chapitre' }) as HTMLSelectElement).options).toHaveLength(4);
    expect(shownCode()).toContain('<div data-bible-widget="reader" data-site="' + window.location.origin + '" data-livre="39" data-chapitre="1" data-traduction="martin"></div>');
    fireEvent.change(translation, { target: { value: 'lsg' } });
    expect(shownCode()).not.toContain('data-traduction');
  });

  it('writes it on the tagger’s script tag, and offers none for the quiz, which reads Segond', async () => {
    renderApp('/integrer');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Widget' }), { target: { value: 'tagger' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Traduction' }), { target: { value: 'darby' } });
    expect(shownCode()).toBe(`<script src="${window.location.origin}/widgets/parole-tagger.js" defer data-traduction="darby"></script>`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Widget' }), { target: { value: 'quiz' } });
    expect(screen.queryByRole('combobox', { name: 'Traduction' })).toBeNull();
    expect(shownCode()).not.toContain('data-traduction');
  });
});
