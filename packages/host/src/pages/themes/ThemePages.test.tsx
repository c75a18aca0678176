import { act, screen, waitFor } from '@testing-library/react';
import { ThemeList, ThemeVerses } from '@parole/widgets';
import * as widgets from '@parole/widgets';
import { describe, expect, it } from 'vitest';
import { propsOf, recorded, renderApp, renderAppShowing, useStandIns } from '../../testing.js';

const PAIX = recorded('themes', {}).themes.find((theme) => theme.id === 4)!;

useStandIns(widgets, {
  ThemeList: () => <h1 data-testid="themes">Thèmes</h1>,
  ThemeVerses: (props) => <h1 data-testid="theme">{`theme ${props.id}`}</h1>,
});
const list = propsOf(ThemeList);
const verses = propsOf(ThemeVerses);

describe('the themes route /theme', () => {
  it('shows the list, titled, with real links to /theme/:id', async () => {
    await renderAppShowing('/theme', 'themes');
    await waitFor(() => expect(document.title).toBe('Thèmes — Parole'));
    expect(list.last().hrefFor?.(PAIX)).toBe('/theme/4');
  });

  it('opens a theme through the router', async () => {
    const app = await renderAppShowing('/theme', 'themes');
    act(() => list.last().onOpen?.(PAIX));
    await app.reaches('/theme/4');
    expect((await screen.findByTestId('theme')).textContent).toBe('theme 4');
  });
});

describe('the theme route /theme/:id', () => {
  it('gives ThemeVerses the id, the back link and links to the reader with the passage selected', async () => {
    renderApp('/theme/4');
    expect((await screen.findByTestId('theme')).textContent).toBe('theme 4');
    const props = verses.last();
    expect(props.backHref).toBe('/theme');
    expect(props.hrefFor?.({ book: 43, chapter: 14, verses: [27] })).toBe('/lire/43/14/27');
    expect(props.hrefFor?.({ book: 50, chapter: 4, verses: [6, 7] })).toBe('/lire/50/4/6-7');
    await waitFor(() => expect(document.title).toBe('Thème — Parole'));
    // Once the verses arrive, the page takes the theme's name.
    act(() => props.onLoad?.({ theme: PAIX, versets: [], traduction_id: 'lsg' }));
    await waitFor(() => expect(document.title).toBe('Paix — Parole'));
  });

  it('opens a passage in the reader', async () => {
    const app = await renderAppShowing('/theme/4', 'theme');
    act(() => verses.last().onOpen?.({ book: 50, chapter: 4, verses: [6, 7] }));
    await app.reaches('/lire/50/4/6-7');
  });

  it('goes back to the list', async () => {
    const app = await renderAppShowing('/theme/4', 'theme');
    act(() => verses.last().onBack?.());
    await app.reaches('/theme');
    expect(await screen.findByTestId('themes')).toBeDefined();
  });

  it.each(['0', '01', 'paix', '-4', '4.5'])('explains the invalid id %s in French with a link to the list, and asks the API nothing', async (id) => {
    const app = renderApp(`/theme/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thème introuvable' })).toBeDefined();
    expect(screen.getByText(`Le thème « ${id} » n'existe pas : choisissez un thème dans la liste.`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retour aux thèmes' }).getAttribute('href')).toBe('/theme');
    expect(verses.all).toEqual([]);
    expect(app.client.calls.filter((call) => call.startsWith('GET /api/theme/'))).toEqual([]);
  });
});
