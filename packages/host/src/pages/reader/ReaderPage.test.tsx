import { CONTRACT_MESSAGES } from '@parole/bible';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AI_QUESTION_KEY } from '../../ai-question.js';
import { fakeClient, INFO, recorded, renderApp, storageWith, stored, VERSE_2TM_3_16 } from '../../testing.js';

const TRANSLATIONS = recorded('translations', {});

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

describe('the reading page’s AI helper for a logged-out reader (issue 47)', () => {
  const configured = () => fakeClient({ info: async () => ({ ...INFO, ia: { ...INFO.ia, configure: true } }), csrfCookie: async () => undefined, login: async (input) => ({ name: input!.name }) });

  it('says in one line that it is for logged-in users, and « Se connecter » comes back to the chapter after the login', async () => {
    const app = renderApp('/lire/43/3/16', { client: configured() });
    const line = await screen.findByText(/^L’assistant IA est réservé aux utilisateurs connectés\./);
    const link = within(line).getByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('region', { name: 'Assistant IA' })).toBeNull();
    const user = userEvent.setup();
    await user.click(link);
    await app.reaches('/login');
    // No word of an ended session: this reader chose to log in.
    expect(screen.queryByText(/session a expiré/)).toBeNull();
    await user.type(await screen.findByLabelText('Nom d’utilisateur'), 'Marie');
    await user.type(screen.getByLabelText('Mot de passe'), 'lampe à mes pieds 119');
    await user.click(screen.getByRole('button', { name: 'Connecter' }));
    await app.reaches('/lire/43/3/16');
    expect(await screen.findByRole('heading', { level: 2, name: 'Assistant IA' })).toBeTruthy();
    expect(screen.queryByText(/^L’assistant IA est réservé/)).toBeNull();
  });

  it('says nothing when the server has no AI helper', async () => {
    renderApp('/lire/43/3');
    await screen.findByRole('group', { name: 'Versets' });
    expect(screen.queryByText(/^L’assistant IA est réservé/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });
});

describe('the AI helper’s question across an ended session (issue 47)', () => {
  it('gives the same user their question back on the chapter once logged in again, ready to send, then forgets it', async () => {
    const client = fakeClient({
      info: async () => ({ ...INFO, ia: { ...INFO.ia, configure: true } }),
      csrfCookie: async () => undefined,
      login: async (input) => ({ name: input!.name }),
    });
    const app = renderApp('/lire/43/3', { client, storage: storageWith({ isLoggedIn: true, currentUser: { name: 'Marie' } }) });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Option'), screen.getByRole('option', { name: /^100\./ }));
    await user.type(screen.getByLabelText('Votre demande'), 'Naître de nouveau ?');
    // The question asked, and the session found ended.
    act(() => {
      screen.getByRole('button', { name: /^Help \(c:chap\)/ }).click();
    });
    act(() => app.unauthorized());
    await app.reaches('/login');
    expect(sessionStorage.getItem(AI_QUESTION_KEY)).toContain('Naître de nouveau ?');
    await user.type(await screen.findByLabelText('Nom d’utilisateur'), 'Marie');
    await user.type(screen.getByLabelText('Mot de passe'), 'lampe à mes pieds 119');
    const posts = () => client.calls.filter((call) => call.startsWith('POST /api/oairequest')).length;
    const sent = posts();
    await user.click(screen.getByRole('button', { name: 'Connecter' }));
    await app.reaches('/lire/43/3');
    const ask = await screen.findByRole('button', { name: /^Help \(c:chap\)/ });
    await waitFor(() => expect(document.activeElement).toBe(ask));
    expect((screen.getByLabelText('Votre demande') as HTMLTextAreaElement).value).toBe('Naître de nouveau ?');
    expect(sessionStorage.getItem(AI_QUESTION_KEY)).toBeNull();
    // Not sent again by itself.
    expect(posts()).toBe(sent);
  });
});

describe('the reading page in a translation (issue 41)', () => {
  it('switches Genèse 31:55 in Segond to Darby’s 32:1, that verse selected, in the address, and remembers it', async () => {
    const app = renderApp('/lire/1/31/55');
    await screen.findByRole('group', { name: 'Versets' });
    const picker = await screen.findByRole('combobox', { name: 'Traduction' });
    await userEvent.setup().selectOptions(picker, 'Darby 1885');
    await app.reaches('/lire/1/32/1?traduction=darby');
    await screen.findByRole('heading', { level: 1, name: 'Genèse 32' });
    await waitFor(() => expect(document.querySelector('[data-verset="1"]')?.getAttribute('aria-pressed')).toBe('true'));
    expect(app.client.calls).toContain('GET /api/lire/1/32?traduction=darby');
    expect(stored(app.storage).traduction).toBe('darby');
  });

  it('reads the remembered translation at an address without one, and says it in the address', async () => {
    const app = renderApp('/lire/1/32', { storage: storageWith({ traduction: 'darby' }) });
    await app.reaches('/lire/1/32?traduction=darby');
    await screen.findByRole('group', { name: 'Versets' });
    expect(app.client.calls).toContain('GET /api/lire/1/32?traduction=darby');
    expect((screen.getByRole('combobox', { name: 'Traduction' }) as HTMLSelectElement).value).toBe('darby');
  });

  it('names the translation in the footer’s copyright line and links the print layout in it', async () => {
    renderApp('/lire/1/32?traduction=darby');
    await screen.findByRole('group', { name: 'Versets' });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(TRANSLATIONS.traductions[1]!.copyright)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Imprimer le chapitre/ }).getAttribute('href')).toBe('/print/1/32?traduction=darby');
  });

  it('goes back to Segond without traduction in the address, and forgets the other', async () => {
    const app = renderApp('/lire/1/32/1?traduction=darby');
    await screen.findByRole('group', { name: 'Versets' });
    await waitFor(() => expect(stored(app.storage).traduction).toBe('darby'));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Traduction' }), 'Louis Segond 1910');
    await app.reaches('/lire/1/31/55');
    await screen.findByRole('heading', { level: 1, name: 'Genèse 31' });
    expect(stored(app.storage).traduction).toBeUndefined();
  });

  it('says in French which verse the other translation lacks, and selects the nearest', async () => {
    const client = fakeClient({ chapter: async (input) => recorded('chapter', { book: 43, chapter: 3, ...(input?.translation ? { translation: input.translation } : {}) }) });
    const app = renderApp('/lire/40/23/14', { client });
    await screen.findByRole('group', { name: 'Versets' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Traduction' }), 'Darby 1885');
    await app.reaches('/lire/40/23/13?traduction=darby');
    expect(await screen.findByText('Matthieu 23:14 n’existe pas dans la version Darby 1885 : le verset le plus proche est sélectionné.')).toBeTruthy();
  });

  it('says in French a translation of a shape no server has, with the contract’s words', async () => {
    renderApp('/lire/1/1?traduction=Darby!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Traduction inconnue' })).toBeTruthy();
    expect(screen.getByText('Traduction inconnue : choisissez lsg, darby ou martin.')).toBeTruthy();
  });

  it('shows the API’s refusal of a translation the server does not have, in the reader', async () => {
    renderApp('/lire/43/3?traduction=kjv');
    expect(await screen.findByText('Traduction inconnue : choisissez lsg, darby ou martin.')).toBeTruthy();
  });
});

describe('the reading page side by side (issue 42)', () => {
  it('reads ?traduction=lsg,darby as Segond beside Darby, and « Comparer » adds Martin to the address', async () => {
    const app = renderApp('/lire/1/31?traduction=lsg,darby');
    await screen.findByRole('group', { name: 'Versets côte à côte' });
    expect(app.client.calls).toContain('GET /api/parallele/1/31?traductions=lsg,darby');
    // The chapter bar keeps the comparison.
    const bar = await screen.findByRole('navigation', { name: 'Chapitres' });
    expect(within(bar).getByRole('link', { name: /^(Chapitre )?2$/ }).getAttribute('href')).toBe('/lire/1/2?traduction=lsg,darby');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Comparer avec Martin' }));
    await waitFor(() => expect(app.location()).toBe('/lire/1/31?traduction=lsg,darby,martin'));
  });

  it('links the print layout with the list, « Retirer » takes a translation out of the address, and the picker switches the first, keeping the others', async () => {
    const app = renderApp('/lire/1/31?traduction=lsg,darby,martin');
    await screen.findByRole('group', { name: 'Versets côte à côte' });
    expect(screen.getByRole('link', { name: /^Imprimer le chapitre/ }).getAttribute('href')).toBe('/print/1/31?traduction=lsg,darby,martin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retirer Darby de la comparaison' }));
    await waitFor(() => expect(app.location()).toBe('/lire/1/31?traduction=lsg,martin'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Traduction' }), 'Darby 1885');
    await waitFor(() => expect(app.location()).toBe('/lire/1/31?traduction=darby,martin'));
    // Asked of the API in that order, Darby's numbering the chapter's.
    await waitFor(() => expect(app.client.calls).toContain('GET /api/parallele/1/31?traductions=darby,martin'));
  });

  it('refuses a list the parallel chapter refuses, in French', async () => {
    renderApp('/lire/1/31?traduction=darby,darby');
    expect(await screen.findByText(CONTRACT_MESSAGES.parallelCount)).toBeTruthy();
  });
});
