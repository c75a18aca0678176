import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, VERSE_2TM_3_16 } from '../../testing.js';

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
