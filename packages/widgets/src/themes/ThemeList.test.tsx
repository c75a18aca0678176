import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { recorded } from '../testing/recordings.js';
import { apiError, expectOpenedOnPlainClickOnly, failingClient, retryAfterError, widgetRenderer } from '../testing/render.js';
import { ThemeList } from './ThemeList.js';

const renderList = widgetRenderer(ThemeList, {});

const cards = async () => within(await screen.findByRole('list', { name: 'Liste des thèmes' })).getAllByRole('listitem');
const themes = recorded('themes', {}).themes;

describe('ThemeList', () => {
  describe('while the themes load', () => {
    it('is busy and says so, then shows the grid', async () => {
      const { client } = renderList();
      expect(screen.getByRole('region', { name: 'Thèmes' }).getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Chargement des thèmes…');
      expect(await cards()).toHaveLength(themes.length);
      expect(screen.getByRole('region', { name: 'Thèmes' }).getAttribute('aria-busy')).toBe('false');
      expect(client.calls).toEqual(['GET /api/theme']);
    });
  });

  describe('given the themes', () => {
    it('shows each theme’s image and name, in the API’s order', async () => {
      renderList();
      const items = await cards();
      expect(items.map((item) => item.textContent)).toEqual(themes.map((t) => t.nom));
      const paix = items.find((item) => item.textContent === 'Paix')!;
      // The name is the text; the image is decoration (alt="") and the API's path.
      expect(paix.querySelector('img')?.getAttribute('src')).toBe('/img/themes/paix.svg');
      expect(paix.querySelector('img')?.getAttribute('alt')).toBe('');
    });

    it('links each theme with hrefFor and opens it with onOpen on a plain click only', async () => {
      const onOpen = vi.fn();
      const { user } = renderList({ hrefFor: (t) => `/theme/${t.id}`, onOpen });
      const link = within(await cards().then((items) => items[3])).getByRole('link', { name: 'Paix' });
      expect(link.getAttribute('href')).toBe('/theme/4');
      await expectOpenedOnPlainClickOnly(user, link, onOpen, themes[3]);
    });

    it('uses buttons with onOpen and no hrefFor', async () => {
      const onOpen = vi.fn();
      const { user } = renderList({ onOpen });
      await user.click(await screen.findByRole('button', { name: 'Amour' }));
      expect(onOpen).toHaveBeenCalledWith(themes[0]);
    });
  });

  describe('given no theme', () => {
    it('says so', async () => {
      renderList({}, fakeClient({ themes: async () => ({ themes: [], traduction_id: 'lsg' }) }));
      expect(await screen.findByText("Aucun thème n'est disponible pour le moment.")).toBeDefined();
      expect(screen.queryByRole('list')).toBeNull();
    });
  });

  describe('when the API fails', () => {
    it('shows the error and retries on request', async () => {
      const client = failingClient('themes', apiError('network'));
      const { user } = renderList({}, client);
      expect(await retryAfterError(client, user)).toContain('Impossible de joindre le serveur');
      expect(await cards()).toHaveLength(themes.length);
      expect(client.calls).toEqual(['GET /api/theme', 'GET /api/theme']);
    });
  });
});
