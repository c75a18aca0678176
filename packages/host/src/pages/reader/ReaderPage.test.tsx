import { CONTRACT_MESSAGES } from '@parole/bible';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient, INFO, renderApp, storageWith, VERSE_2TM_3_16 } from '../../testing.js';

// With the real Reader widget (App.test.tsx stubs it to check the props alone).
describe('the reading page with the Reader', () => {
  it('shows the chapter read through the client', async () => {
    const app = renderApp('/lire/55/3/16');
    expect(await screen.findByRole('heading', { level: 1, name: '2 Timothée 3' })).toBeTruthy();
    expect(await screen.findByText(VERSE_2TM_3_16, { exact: false })).toBeTruthy();
    expect(app.client.calls).toContain('GET /api/lire/55/3');
    expect(document.title).toBe('2 Timothée 3 — Parole');
  });

  it('links the chapter bar to the site’s reading URLs', async () => {
    renderApp('/lire/55/3');
    const bar = await screen.findByRole('navigation', { name: 'Chapitres' });
    expect(within(bar).getByRole('link', { name: /^(Chapitre )?4$/ }).getAttribute('href')).toBe('/lire/55/4');
  });
});

describe('the reading page’s AI helper section', () => {
  const loggedIn = () => storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } });

  it('is not there for a visitor, nor for a flag without a current user', async () => {
    for (const storage of [undefined, storageWith({ isLoggedIn: true })]) {
      const app = renderApp('/lire/43/3', { storage });
      expect(await screen.findByRole('heading', { level: 1, name: 'Jean 3' })).toBeTruthy();
      await screen.findByRole('group', { name: 'Versets' });
      expect(screen.queryByRole('heading', { name: 'Assistant IA' })).toBeNull();
      app.unmount();
    }
  });

  it('shows for a logged-in user, loaded on demand; says so when the server has no provider key', async () => {
    renderApp('/lire/43/3', { storage: loggedIn() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Assistant IA' })).toBeTruthy();
    expect(await screen.findByText(CONTRACT_MESSAGES.aiNotConfigured)).toBeTruthy();
  });

  it('knows the Reader’s selection for option 7', async () => {
    const client = fakeClient({ info: async () => ({ ...INFO, ia: { ...INFO.ia, configure: true } }) });
    renderApp('/lire/55/3/16', { storage: loggedIn(), client });
    const option = await screen.findByLabelText('Option');
    await userEvent.setup().selectOptions(option, screen.getByRole('option', { name: /^7\./ }));
    const section = screen.getByRole('region', { name: 'Assistant IA' });
    expect(await within(section).findByText('Sélection : 2 Timothée 3:16')).toBeTruthy();
  });
});
