import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { mountAll, type MountedWidget } from './mount.js';

const handles: MountedWidget[] = [];

async function embed(html: string) {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = html;
  const client = fakeClient();
  await act(async () => {
    handles.push(...mountAll(host, { createClient: () => client }));
  });
  return { host, client };
}

afterEach(() => {
  act(() => handles.splice(0).forEach((h) => h.unmount()));
  document.body.innerHTML = '';
});

const drawn = () =>
  waitFor(() => expect(document.querySelectorAll('svg[data-testid="word-cloud"] text').length).toBeGreaterThan(0), { timeout: 10_000 });

describe('mountAll, given a wordcloud element', () => {
  it('draws the cloud of data-livre', async () => {
    const { client } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example" data-livre="43"></div>');
    await drawn();
    expect(client.calls[0]).toBe('GET /api/tagcloud/43');
  });

  it('draws the new testament without data-livre, and changes the scope in place', async () => {
    const { client } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example"></div>');
    await drawn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'AT' }));
    await waitFor(() => expect(document.querySelector('text[data-mot="Éternel"]')).not.toBeNull(), { timeout: 10_000 });
    expect(client.calls).toEqual(['GET /api/tagcloud/nt', 'GET /api/tagcloud/at']);
  });

  it('searches a chosen word in the embed, whole word in the scope, with a way back', async () => {
    const { client } = await embed('<div data-bible-widget="wordcloud" data-api="https://api.example" data-livre="43"></div>');
    await drawn();
    const user = userEvent.setup();
    await user.click(document.querySelector('text[data-mot="Jésus"]')!);
    expect(await screen.findByRole('heading', { level: 1, name: /^Trouvé/ })).toBeTruthy();
    expect(client.calls).toContain('GET /api/rechercher/J%C3%A9sus/43/exa');
    await user.click(screen.getByRole('button', { name: 'Retour au nuage' }));
    await drawn();
  });

  it('says that an unknown data-livre is invalid', async () => {
    const { host } = await embed('<div data-bible-widget="wordcloud" data-api="" data-livre="67"></div>');
    expect(within(host).getByRole('note').textContent).toBe(
      'Nuage de mots invalide : data-livre vaut atnt, at, nt ou un numéro de livre de 1 à 66.',
    );
  });
});
