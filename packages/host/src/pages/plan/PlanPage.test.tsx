import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, storageWith, stored } from '../../testing.js';

// A fixed day of a common year: the plan's days of 2027 are recorded, and 29 February does not exist then.
const year = 2027;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(year, 0, 1, 12));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the plan route /bible1an/:month?/:day?', () => {
  it.each(['/bible1an', '/bible1an/3'])('redirects %s to today’s date', async (path) => {
    const app = renderApp(path);
    const now = new Date();
    await app.reaches(`/bible1an/${now.getMonth() + 1}/${now.getDate()}`);
  });

  it('shows the readings of the date, asked for this year', async () => {
    const app = renderApp('/bible1an/1/1');
    const at = await screen.findByRole('region', { name: 'Ancien Testament' });
    expect(within(at).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Genèse 1', 'Genèse 2', 'Genèse 3']);
    expect(app.client.calls).toContain(`GET /api/bible1an/1/1?annee=${year}`);
    expect(document.title).toBe('Bible en 1 an : 1er janvier — Parole');
  });

  it.each(['/bible1an/13/1', '/bible1an/2/30', '/bible1an/4/31', '/bible1an/abc/1', '/bible1an/0/1', '/bible1an/01/1'])(
    'says that %s is not a date, with a link to today',
    async (path) => {
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Date invalide' })).toBeTruthy();
      const now = new Date();
      expect(screen.getByRole('link', { name: 'Voir les lectures d’aujourd’hui' }).getAttribute('href')).toBe(
        `/bible1an/${now.getMonth() + 1}/${now.getDate()}`,
      );
      expect(app.client.calls.filter((call) => call.startsWith('GET /api/bible1an'))).toEqual([]);
    },
  );

  it('leads 29 February of a year without it to 28 February, which holds its readings', async () => {
    const app = renderApp('/bible1an/2/29');
    await app.reaches('/bible1an/2/28');
    expect(await screen.findByText('Avec les lectures du 29 février (absent cette année)')).toBeTruthy();
  });

  it('navigates to the chosen month and day', async () => {
    const app = renderApp('/bible1an/1/1');
    await screen.findByRole('region', { name: 'Ancien Testament' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'mars' }));
    expect(app.location()).toBe('/bible1an/3/1');
    await user.click(screen.getByRole('button', { name: '15 mars' }));
    expect(app.location()).toBe('/bible1an/3/15');
  });

  it('opens a chapter in the reader and remembers it as read for that date', async () => {
    const app = renderApp('/bible1an/1/1');
    const nt = await screen.findByRole('region', { name: 'Nouveau Testament' });
    await userEvent.setup().click(within(nt).getByRole('link', { name: 'Lire Matthieu 1' }));
    await app.reaches('/lire/40/1');
    expect(stored(app.storage).planRead).toEqual({ '1-1': ['40/1'] });
  });

  it('marks the chapters read on this device', async () => {
    renderApp('/bible1an/1/1', { storage: storageWith({ planRead: { '1-1': ['1/2'] } }) });
    const at = await screen.findByRole('region', { name: 'Ancien Testament' });
    const genese2 = at.querySelector<HTMLElement>('[data-chapitre="1/2"]')!;
    expect(within(genese2).getByText('Lu')).toBeTruthy();
    expect(at.querySelectorAll('[data-lu]')).toHaveLength(1);
  });
});
