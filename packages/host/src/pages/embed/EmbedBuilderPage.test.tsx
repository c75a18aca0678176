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

describe('the embed builder side by side (issue 42)', () => {
  it('offers « Comparer avec (côte à côte) » for the reader, the other translations only, and writes the list in order, the translation read first', async () => {
    renderApp('/integrer');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Widget' }), { target: { value: 'reader' } });
    const beside = await screen.findByRole('combobox', { name: 'Comparer avec (côte à côte)' });
    expect(Array.from((beside as HTMLSelectElement).options, (o) => o.textContent)).toEqual(['Aucune', 'Darby 1885', 'Martin 1744']);
    fireEvent.change(beside, { target: { value: 'darby' } });
    expect(shownCode()).toContain('data-traduction="lsg,darby"');
    // Martin read, Darby beside it: the translation read first.
    fireEvent.change(screen.getByRole('combobox', { name: 'Traduction' }), { target: { value: 'martin' } });
    expect(shownCode()).toContain('data-traduction="martin,darby"');
    // The translation read is not offered beside itself, and choosing it drops it from beside.
    expect(Array.from((screen.getByRole('combobox', { name: 'Comparer avec (côte à côte)' }) as HTMLSelectElement).options, (o) => o.value)).toEqual(['', 'lsg', 'darby']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Traduction' }), { target: { value: 'darby' } });
    expect(shownCode()).toContain('data-traduction="darby"');
    fireEvent.change(screen.getByRole('combobox', { name: 'Comparer avec (côte à côte)' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Traduction' }), { target: { value: 'lsg' } });
    expect(shownCode()).not.toContain('data-traduction');
    // Not for the other widgets.
    fireEvent.change(screen.getByRole('combobox', { name: 'Widget' }), { target: { value: 'search' } });
    expect(screen.queryByRole('combobox', { name: 'Comparer avec (côte à côte)' })).toBeNull();
  });
});

describe('the embed builder dresses the whole widget (issue 44)', () => {
  /** The preview's page, as the frame holds it. */
  const previewPage = () => (screen.getByTitle('Aperçu du widget dans une page') as HTMLIFrameElement).getAttribute('srcdoc') ?? '';

  it('sets every theme attribute the widgets read, in the code and in its preview', async () => {
    renderApp('/integrer');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vos couleurs' }));
    fireEvent.change(screen.getByLabelText('Ancien Testament'), { target: { value: '#553311' } });
    fireEvent.change(screen.getByLabelText('Fond des encadrés'), { target: { value: '#faf0dc' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Police du texte biblique' }), { target: { value: 'Georgia, serif' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Police des boutons et des titres' }), { target: { value: 'Verdana, sans-serif' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Coins des encadrés' }), { target: { value: '0px' } });
    const code = shownCode()!;
    for (const attribute of [
      'data-color-accent="#8b1a1a"',
      'data-color-background="#fbf6ea"',
      'data-color-text="#2b1d14"',
      'data-color-surface="#faf0dc"',
      'data-color-border="#d9c7a7"',
      'data-color-old-testament="#553311"',
      'data-color-new-testament="#2f5d50"',
      'data-font-ui="Verdana, sans-serif"',
      'data-font-text="Georgia, serif"',
      'data-radius="0px"',
    ]) {
      expect(code).toContain(attribute);
      // The preview follows once the typing stops.
      await waitFor(() => expect(previewPage()).toContain(attribute));
    }
    fireEvent.change(screen.getByRole('combobox', { name: 'Police du texte biblique' }), { target: { value: '' } });
    expect(shownCode()).not.toContain('data-font-text');
  });

  it('says the script goes once per page, and offers the nonce with a line on when it is needed', async () => {
    renderApp('/integrer');
    expect(await screen.findByText(/la première ligne \(le script\) ne se met qu’une fois par page/)).toBeTruthy();
    expect(screen.getByText(/À cocher seulement si votre serveur envoie l’en-tête Content-Security-Policy/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ma page envoie une Content-Security-Policy' }));
    expect(shownCode()).toContain(`<script src="${window.location.origin}/widgets/parole-widgets.js" nonce="NONCE-DE-VOTRE-PAGE" defer></script>`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Widget' }), { target: { value: 'tagger' } });
    expect(screen.queryByText(/ne se met qu’une fois par page/)).toBeNull();
    expect(shownCode()).toContain('nonce="NONCE-DE-VOTRE-PAGE"');
  });

  it('offers the quiz alone, without the public tables', async () => {
    renderApp('/integrer');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Widget' }), { target: { value: 'quiz' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Le jeu seul, sans les tableaux des parties (les pseudos des autres joueurs)' }));
    expect(shownCode()).toContain(`<div data-bible-widget="quiz" data-site="${window.location.origin}" data-tables="false"></div>`);
  });

  it('shows the preview in a sidebar’s, a column’s or the whole width', async () => {
    renderApp('/integrer');
    const width = await screen.findByRole('combobox', { name: 'Largeur de l’aperçu' });
    const frame = () => screen.getByTitle('Aperçu du widget dans une page') as HTMLIFrameElement;
    expect(frame().style.width).toBe('100%');
    fireEvent.change(width, { target: { value: '300' } });
    expect(frame().style.width).toBe('300px');
    fireEvent.change(width, { target: { value: '600' } });
    expect(frame().style.width).toBe('600px');
  });
});
