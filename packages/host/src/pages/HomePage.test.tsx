import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, linksOf, renderApp, VERSE_2TM_3_16 } from '../testing.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the home page', () => {
  it('invites to 2 Timothée 3:16 with the verse read from the API', async () => {
    const app = renderApp('/');
    expect(await screen.findByText(VERSE_2TM_3_16)).toBeTruthy();
    expect(app.client.calls).toContain('GET /api/lire/55/3');
    expect(screen.getByRole('link', { name: '2 Timothée 3:16' }).getAttribute('href')).toBe('/lire/55/3/16');
  });

  it('keeps the reference when the verse cannot be loaded', async () => {
    const client = fakeClient({ chapter: () => Promise.reject(new Error('réseau')) });
    renderApp('/', { client });
    await vi.waitFor(() => expect(client.calls).toContain('GET /api/lire/55/3'));
    expect(screen.getByRole('link', { name: '2 Timothée 3:16' })).toBeTruthy();
  });

  it('has the spec’s four tiles and THÈMES, BIBLE 1 AN on today’s date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 11, 25, 12));
    renderApp('/');
    expect(linksOf(screen.getByRole('navigation', { name: 'Accès rapides' }))).toEqual([
      ['LIVRES', '/select'],
      ['BIBLE 1 AN', '/bible1an/12/25'],
      ['THÈMES', '/theme'],
      ['JEU BIBLIQUE', '/jeu'],
      ['TAG CLOUD', '/tagcloud'],
    ]);
  });

  it('has the site’s title', () => {
    renderApp('/');
    expect(document.title).toBe('Parole — La Bible en ligne');
  });
});
