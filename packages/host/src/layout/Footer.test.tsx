import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, INFO, renderInSite } from '../testing.js';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer.js';

function renderFooter(client = fakeClient()) {
  renderInSite(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
    client,
  );
  return screen.getByRole('contentinfo');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the footer', () => {
  it('links to the help on embedding the widgets in another site', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: 'Intégrer Parole sur votre site' }).getAttribute('href')).toBe('/integrer');
  });

  it('shows the configured copyright, the mark with the current year, V2 and the contact', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    const footer = renderFooter();
    expect(await within(footer).findByText(INFO.traduction.copyright)).toBeTruthy();
    expect(within(footer).getByText('Parole © 2031', { exact: false })).toBeTruthy();
    expect(within(footer).getByText('V2')).toBeTruthy();
    const contact = within(footer).getByRole('link', { name: INFO.contact });
    expect(contact.getAttribute('href')).toBe(`mailto:${INFO.contact}`);
  });

  it('shows what the API is configured with, not a built-in text', async () => {
    const client = fakeClient({
      info: async () => ({ ...INFO, traduction: { nom: 'Darby', copyright: 'Darby 1885, domaine public' }, contact: 'ecrire@exemple.fr' }),
    });
    const footer = renderFooter(client);
    expect(await within(footer).findByText('Darby 1885, domaine public')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'ecrire@exemple.fr' }).getAttribute('href')).toBe('mailto:ecrire@exemple.fr');
  });

  it('keeps the mark and leaves out what it could not load', async () => {
    const client = fakeClient({ info: () => Promise.reject(new Error('réseau')) });
    const footer = renderFooter(client);
    await vi.waitFor(() => expect(client.calls).toContain('GET /api/info'));
    expect(within(footer).getByText(/Parole ©/)).toBeTruthy();
    // No contact link: the help's link is the only one.
    expect(within(footer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Intégrer Parole sur votre site']);
  });
});
