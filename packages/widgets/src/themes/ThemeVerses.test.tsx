import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { href, type ReadingPlace } from '@parole/bible';
import { recorded } from '../testing/recordings.js';
import { widgetRenderer } from '../testing/render.js';
import { ThemeVerses } from './ThemeVerses.js';

const read = (place: ReadingPlace) => href('read', place);

const renderVerses = widgetRenderer(ThemeVerses, { id: 4 });

const paix = recorded('theme', { id: 4 });
const cards = async () => within(await screen.findByRole('list', { name: 'Versets du thème Paix' })).getAllByRole('listitem');

describe('ThemeVerses', () => {
  it('is busy, then titles the page with the theme and its image', async () => {
    const { client } = renderVerses();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chargement des versets…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paix' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Paix' }).querySelector('img')?.getAttribute('src')).toBe('/img/themes/paix.svg');
    expect(client.calls).toEqual(['GET /api/theme/4']);
  });

  it('hands the answer to onLoad once, when it arrives', async () => {
    const onLoad = vi.fn();
    renderVerses({ onLoad });
    await screen.findByRole('heading', { level: 1, name: 'Paix' });
    // onLoad runs in an effect, which React may run just after the heading is drawn.
    await waitFor(() => expect(onLoad).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onLoad.mock.calls[0][0].theme.nom).toBe('Paix');
  });

  it('shows one card per reference, a range’s verses together, numbered', async () => {
    renderVerses({ hrefFor: read });
    const items = await cards();
    const passages = new Set(paix.versets.map((v) => v.passage));
    expect(items).toHaveLength(passages.size);
    expect(screen.getByText(`${paix.theme.description} · ${passages.size} passages`)).toBeDefined();

    // Jean 14:27, a single verse: no number.
    expect(within(items[0]).getByRole('link').textContent).toBe('Jean 14:27');
    expect(items[0].querySelector('sup')).toBeNull();
    expect(items[0].textContent).toContain('Je vous laisse la paix');

    // Philippiens 4:6-7, a range: both verses, numbered, in one card.
    const range = items[1];
    expect(within(range).getByRole('link').textContent).toBe('Philippiens 4:6-7');
    expect(Array.from(range.querySelectorAll('sup'), (s) => s.textContent?.trim())).toEqual(['6', '7']);
    expect(range.querySelectorAll('[data-verset-id]')).toHaveLength(2);
    expect(range.textContent).toContain('la paix de Dieu, qui surpasse toute intelligence');
  });

  it('links each card to its chapter with its verses selected, and opens it on a plain click', async () => {
    const onOpen = vi.fn();
    const { user } = renderVerses({ hrefFor: read, onOpen });
    const items = await cards();
    const single = within(items[0]).getByRole('link', { name: 'Lire Jean 14:27 dans son chapitre' });
    expect(single.getAttribute('href')).toBe('/lire/43/14/27');
    expect(within(items[1]).getByRole('link').getAttribute('href')).toBe('/lire/50/4/6-7');

    await user.click(single);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith({ book: 43, chapter: 14, verses: [27] });
  });

  it('has a back link "Retour aux thèmes"', async () => {
    const onBack = vi.fn();
    const { user } = renderVerses({ backHref: '/theme', onBack });
    const back = screen.getByRole('link', { name: 'Retour aux thèmes' });
    expect(back.getAttribute('href')).toBe('/theme');
    await user.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message for a theme that does not exist, without "Réessayer"', async () => {
    renderVerses({ id: 999 });
    expect((await screen.findByRole('alert')).textContent).toBe('Thème introuvable');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thème indisponible');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('asks again when the id changes', async () => {
    const { rerenderWith, client } = renderVerses();
    await screen.findByRole('heading', { level: 1, name: 'Paix' });
    rerenderWith({ id: 6 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prière' })).toBeDefined();
    expect(client.calls).toEqual(['GET /api/theme/4', 'GET /api/theme/6']);
  });
});
