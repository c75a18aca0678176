import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEmbeds } from '../testing/render.js';

const { embed } = useEmbeds();

describe('the themes embed', () => {
  it('shows the grid, opens a theme in place and comes back', async () => {
    const { host, user } = await embed('<div data-bible-widget="themes" data-api="https://api.example" data-site="https://parole.example/"></div>');
    await user.click(await within(host).findByRole('button', { name: 'Paix' }));
    const cards = await within(host).findByRole('list', { name: 'Versets du thème Paix' });
    // With data-site, a passage leads to the full site's reader, its verses selected.
    expect(within(cards).getAllByRole('link')[1].getAttribute('href')).toBe('https://parole.example/lire/50/4/6-7');
    await user.click(within(host).getByRole('button', { name: 'Retour aux thèmes' }));
    expect(await within(host).findByRole('list', { name: 'Liste des thèmes' })).toBeDefined();
  });

  it('opens data-theme directly, and a passage in its own reader without data-site', async () => {
    const { host, user, client } = await embed('<div data-bible-widget="themes" data-api="" data-theme="4"></div>');
    const cards = await within(host).findByRole('list', { name: 'Versets du thème Paix' });
    await user.click(within(cards).getAllByRole('button')[0]);
    expect(client().calls).toContain('GET /api/lire/43/14');
    await user.click(await within(host).findByRole('button', { name: 'Retour aux versets' }));
    expect(await within(host).findByRole('list', { name: 'Versets du thème Paix' })).toBeDefined();
  });

  it('refuses a data-theme that is not a number', async () => {
    const { host } = await embed('<div data-bible-widget="themes" data-api="" data-theme="paix"></div>');
    expect(host.textContent).toContain('Thème invalide.');
  });
});
