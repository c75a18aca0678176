import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorded, renderApp } from '../../testing.js';

const PAIX = recorded('themes', {}).themes.find((theme) => theme.id === 4)!;

type ThemeListProps = ComponentProps<typeof import('@parole/widgets').ThemeList>;
type ThemeVersesProps = ComponentProps<typeof import('@parole/widgets').ThemeVerses>;

// The widgets are tested in their package; here they only have to receive the right props.
const seen = vi.hoisted(() => ({ list: [] as ThemeListProps[], verses: [] as ThemeVersesProps[] }));
vi.mock('@parole/widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@parole/widgets')>()),
  ThemeList: (props: ThemeListProps) => {
    seen.list.push(props);
    return <h1 data-testid="themes">Thèmes</h1>;
  },
  ThemeVerses: (props: ThemeVersesProps) => {
    seen.verses.push(props);
    return <h1 data-testid="theme">{`theme ${props.id}`}</h1>;
  },
}));

const last = <T,>(list: T[]) => list[list.length - 1];

beforeEach(() => {
  seen.list = [];
  seen.verses = [];
});

afterEach(() => {
  document.title = '';
});

describe('the themes route /theme', () => {
  it('shows the list, titled, with real links to /theme/{id}', async () => {
    renderApp('/theme');
    await screen.findByTestId('themes');
    await waitFor(() => expect(document.title).toBe('Thèmes — Parole'));
    expect(last(seen.list).hrefFor?.(PAIX)).toBe('/theme/4');
  });

  it('opens a theme through the router', async () => {
    const app = renderApp('/theme');
    await screen.findByTestId('themes');
    act(() => last(seen.list).onOpen?.(PAIX));
    await waitFor(() => expect(app.location()).toBe('/theme/4'));
    expect((await screen.findByTestId('theme')).textContent).toBe('theme 4');
  });
});

describe('the theme route /theme/:id', () => {
  it('gives ThemeVerses the id, the back link and links to the reader with the passage selected', async () => {
    renderApp('/theme/4');
    expect((await screen.findByTestId('theme')).textContent).toBe('theme 4');
    const props = last(seen.verses);
    expect(props.backHref).toBe('/theme');
    expect(props.hrefFor?.({ book: 43, chapter: 14, verses: [27] })).toBe('/lire/43/14/27');
    expect(props.hrefFor?.({ book: 50, chapter: 4, verses: [6, 7] })).toBe('/lire/50/4/6-7');
    await waitFor(() => expect(document.title).toBe('Thème — Parole'));
    // Once the verses arrive, the page takes the theme's name.
    act(() => props.onLoad?.({ theme: { id: 4, nom: 'Paix', image: '/img/themes/paix.svg', description: '' }, versets: [] }));
    await waitFor(() => expect(document.title).toBe('Paix — Parole'));
  });

  it('opens a passage in the reader', async () => {
    const app = renderApp('/theme/4');
    await screen.findByTestId('theme');
    act(() => last(seen.verses).onOpen?.({ book: 50, chapter: 4, verses: [6, 7] }));
    await waitFor(() => expect(app.location()).toBe('/lire/50/4/6-7'));
  });

  it('goes back to the list', async () => {
    const app = renderApp('/theme/4');
    await screen.findByTestId('theme');
    act(() => last(seen.verses).onBack?.());
    await waitFor(() => expect(app.location()).toBe('/theme'));
    expect(await screen.findByTestId('themes')).toBeDefined();
  });

  it.each(['0', '01', 'paix', '-4', '4.5'])('explains the invalid id %s in French with a link to the list, and asks the API nothing', async (id) => {
    const app = renderApp(`/theme/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thème introuvable' })).toBeDefined();
    expect(screen.getByText(`Le thème « ${id} » n'existe pas : choisissez un thème dans la liste.`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retour aux thèmes' }).getAttribute('href')).toBe('/theme');
    expect(seen.verses).toEqual([]);
    expect(app.client.calls.filter((call) => call.startsWith('GET /api/theme/'))).toEqual([]);
  });
});
