import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEmbeds } from '../testing/render.js';

const { embed } = useEmbeds();

const drawn = (host: HTMLElement) =>
  waitFor(() => expect(host.querySelectorAll('svg[data-testid="word-cloud"] text').length).toBeGreaterThan(0), { timeout: 10_000 });

describe('mountAll, given a wordcloud element', () => {
  it('draws the cloud of data-livre', async () => {
    const { host, client } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example" data-livre="43"></div>');
    await drawn(host);
    expect(client().calls[0]).toBe('GET /api/tagcloud/43');
  });

  it('draws the new testament without data-livre, and changes the scope in place', async () => {
    const { host, client, user } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example"></div>');
    await drawn(host);
    await user.click(within(host).getByRole('button', { name: 'AT' }));
    await waitFor(() => expect(host.querySelector('text[data-mot="Éternel"]')).not.toBeNull(), { timeout: 10_000 });
    expect(client().calls).toEqual(['GET /api/tagcloud/nt', 'GET /api/tagcloud/at']);
  });

  it('searches a chosen word in the embed, whole word in the scope, with a way back', async () => {
    const { host, client, user } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example" data-livre="43"></div>');
    await drawn(host);
    await user.click(host.querySelector('text[data-mot="Jésus"]')!);
    expect(await within(host).findByRole('heading', { level: 1, name: /^Trouvé/ })).toBeTruthy();
    expect(client().calls).toContain('GET /api/rechercher/J%C3%A9sus/43/exa');
    await user.click(within(host).getByRole('button', { name: 'Retour au nuage' }));
    await drawn(host);
  });

  it('draws the testament of data-testament', async () => {
    const { host, client } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example" data-testament="at"></div>');
    await drawn(host);
    expect(client().calls[0]).toBe('GET /api/tagcloud/at');
  });

  it('says that an unknown data-livre is invalid', async () => {
    const { host } = await embed('<div data-bible-widget="wordcloud" data-api="" data-livre="67"></div>');
    expect(within(host).getByRole('note').textContent).toBe(
      'Nuage de mots invalide (atnt, at, nt ou un numéro de livre de 1 à 66) : voyez l’attribut data-livre.',
    );
  });
});
