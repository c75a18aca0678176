import { getBook } from '@parole/bible';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { recorded } from '../testing/recordings.js';
import { useEmbeds } from '../testing/render.js';
import { RIGHT_BOOKS, quizServer } from '../quiz/testing.js';
import { quizStorageKey } from './registry.js';
import { mount, mountAll } from './mount.js';

const { embed, handles } = useEmbeds();

describe('mountAll', () => {
  describe('given a reader element', () => {
    const READER = `<div data-bible-widget="reader" data-api="https://api.example" data-livre="43" data-chapitre="3" data-selection="16" data-site="https://parole.example/"></div>`;

    it('mounts the reader with a client for data-api, the verses of data-selection selected', async () => {
      const { createClient } = await embed(READER);
      expect(createClient).toHaveBeenCalledWith('https://api.example');
      await screen.findByRole('group', { name: 'Versets' });
      expect(screen.getByRole('heading', { level: 1, name: 'Jean 3' })).toBeDefined();
      expect(document.querySelector('[data-verset="16"]')?.getAttribute('aria-pressed')).toBe('true');
    });

    it('links the chapters to the full site', async () => {
      await embed(READER);
      expect(screen.getByRole('link', { name: 'Chapitre 5' }).getAttribute('href')).toBe('https://parole.example/lire/43/5');
    });

    it('changes the chapter in place when the reader turns the page', async () => {
      const { client, user } = await embed(READER);
      await user.click(screen.getByRole('link', { name: 'Chapitre 4' }));

      expect(screen.getByRole('heading', { level: 1, name: 'Jean 4' })).toBeDefined();
      expect(client().calls).toContain('GET /api/lire/43/4');
    });

    it('mounts an element once, however often mountAll runs', async () => {
      const { host } = await embed(READER);
      const again = mountAll(host);
      expect(again[0]).toBe(handles[0]);
    });

    it('unmounts, emptying the element', async () => {
      const { host } = await embed(READER);
      act(() => handles[0].unmount());
      expect(host.firstElementChild?.innerHTML).toBe('');
    });
  });

  describe('given a search element', () => {
    it('searches from its box and links the results to the full site', async () => {
      const { host, user } = await embed('<div data-bible-widget="search" data-api="https://api.example" data-site="https://parole.example"></div>');
      await user.type(within(host).getByRole('searchbox', { name: 'Rechercher' }), 'berger{Enter}');

      await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
      expect(within(host).getByRole('link', { name: 'Genèse 4:2' }).getAttribute('href')).toBe('https://parole.example/lire/1/4/2');
      // The search found something: it is in the widget's own history, written once the
      // results have been drawn (an effect, which a busy machine may run a tick later).
      expect(await within(host).findByRole('button', { name: 'Historique : 1' })).toBeDefined();
    });

    it('starts with data-word, data-filter and data-exact, and filters in place', async () => {
      const { host, client, user } = await embed(
        '<div data-bible-widget="search" data-api="" data-word="berger" data-filter="43" data-exact="nex"></div>',
      );
      await within(host).findByRole('heading', { level: 1, name: 'Trouvé 6' });
      expect(within(host).getByRole<HTMLInputElement>('searchbox').value).toBe('berger');

      await user.click(within(host).getByRole('button', { name: /^NT/ }));
      await within(host).findByRole('heading', { level: 1, name: 'Trouvé 15' });
      expect(client().calls).toEqual(['GET /api/rechercher/berger/43/nex', 'GET /api/rechercher/berger/nt/nex']);
    });

    it('keeps the filter chosen in its panel when Exact reruns the search', async () => {
      const { host, client, user } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-filter="nt"></div>');
      await within(host).findByRole('heading', { level: 1, name: 'Trouvé 15' });
      await user.click(within(host).getByRole('button', { name: /^BIBLE/ }));
      await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });

      await user.click(within(host).getByRole('button', { name: /^Exact/ }));
      const whole = recorded('search', { word: 'berger', scope: 'atnt', exact: 'exa' });
      await within(host).findByRole('heading', { level: 1, name: `Trouvé ${whole.versetsCount}` });
      expect(within(host).getByRole('button', { name: /^BIBLE/ }).getAttribute('aria-pressed')).toBe('true');
      expect(client().calls.at(-1)).toBe('GET /api/rechercher/berger/atnt/exa');
    });

    it('without data-site, opens a result in a reader inside the embed, and comes back', async () => {
      const { host, user } = await embed('<div data-bible-widget="search" data-api="" data-word="dieu"></div>');
      await within(host).findByRole('heading', { level: 1, name: /^Trouvé/ });
      await user.click(within(host).getByRole('button', { name: 'Genèse 1:1' }));

      expect(await within(host).findByRole('heading', { level: 1, name: 'Genèse 1' })).toBeDefined();
      await waitFor(() => expect(host.querySelector('[data-verset="1"]')?.getAttribute('aria-pressed')).toBe('true'));
      await user.click(within(host).getByRole('button', { name: 'Retour aux résultats' }));
      expect(await within(host).findByRole('heading', { level: 1, name: /^Trouvé/ })).toBeDefined();
    });

    it('without data-site, follows a reference typed in the box in an inline reader', async () => {
      const { host, user } = await embed('<div data-bible-widget="search" data-api=""></div>');
      await user.type(within(host).getByRole('searchbox'), '..ps 117{Enter}');
      expect(await within(host).findByRole('heading', { level: 1, name: 'Psaumes 117' })).toBeDefined();
    });

    it('says that an unknown filter is invalid', async () => {
      const { host } = await embed('<div data-bible-widget="search" data-api="" data-filter="67"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Filtre de recherche invalide.');
    });
  });

  describe('given a plan element', () => {
    // The embed reads the visitor's calendar: the recorded 1 January serves this year's.
    const year = new Date().getFullYear();
    const newYear = recorded('planDay', { month: 1, day: 1, year: 2027 });
    const embedPlan = (html: string) =>
      embed(
        html,
        fakeClient({
          planDay: async (input) => {
            if (input.month === 1 && input.day === 1 && input.year === year) return newYear;
            throw new Error(`no recorded plan day for ${JSON.stringify(input)}`);
          },
        }),
      );

    it('shows the readings of data-mois/data-jour, linked to the full site', async () => {
      await embedPlan('<div data-bible-widget="plan" data-api="https://api.example" data-mois="1" data-jour="1" data-site="https://parole.example"></div>');
      const nt = await screen.findByRole('region', { name: 'Nouveau Testament' });
      expect(within(nt).getByRole('link', { name: 'Lire Matthieu 1' }).getAttribute('href')).toBe('https://parole.example/lire/40/1');
    });

    it('opens on today without a date, and changes the date in place', async () => {
      const { client, user } = await embedPlan('<div data-bible-widget="plan" data-api="https://api.example"></div>');
      const now = new Date();
      expect(client().calls[0]).toBe(`GET /api/bible1an/${now.getMonth() + 1}/${now.getDate()}?annee=${year}`);
      await user.click(screen.getByRole('button', { name: 'janvier' }));
      await screen.findByRole('region', { name: 'Ancien Testament' });
      expect(client().calls.at(-1)).toBe(`GET /api/bible1an/1/1?annee=${year}`);
    });

    it('says that an impossible date is invalid', async () => {
      const { host } = await embedPlan('<div data-bible-widget="plan" data-api="" data-mois="2" data-jour="30"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Date du plan de lecture invalide.');
    });
  });

  describe('given a quiz element', () => {
    const QUIZ = '<div data-bible-widget="quiz" data-api="https://api.example/" data-site="https://parole.example"></div>';
    afterEach(() => localStorage.clear());

    it('shows the game’s home, its tables linked to the full site', async () => {
      const server = quizServer();
      const id = server.finish('Zoé', RIGHT_BOOKS, 83);
      const { host } = await embed(QUIZ, server.client());
      expect(within(host).getByRole('heading', { level: 1, name: 'Jeu biblique' })).toBeDefined();
      const table = await within(host).findByRole('table', { name: 'Dernières parties' });
      expect(within(table).getByRole('link', { name: /^Zoé/ }).getAttribute('href')).toBe(`https://parole.example/partie/${id}`);
    });

    it('plays a game in place, keeping it in localStorage under the API’s address, and links the summary’s verses to the site', async () => {
      const server = quizServer();
      const { host, user } = await embed(QUIZ, server.client());
      await user.type(within(host).getByRole('textbox', { name: 'Pseudo' }), 'Marie');
      await user.click(within(host).getByRole('button', { name: '(Re) Jouer' }));
      await within(host).findByRole('heading', { level: 1, name: 'Verset 1 sur 10' });
      expect(JSON.parse(localStorage.getItem('parole:quiz:https://api.example')!)).toMatchObject({ pseudo: 'Marie', game: 1, attempt: 1 });

      for (const [i, book] of RIGHT_BOOKS.entries()) {
        await within(host).findByRole('heading', { level: 1, name: `Verset ${i + 1} sur 10` });
        await user.click(within(host).getByRole('button', { name: getBook(book)!.name }));
      }
      await within(host).findByRole('heading', { level: 1, name: 'Partie de Marie' });
      expect(within(host).getByRole('link', { name: 'Lire Jean 10:1 dans son chapitre' }).getAttribute('href')).toBe('https://parole.example/lire/43/10/1');
      expect(JSON.parse(localStorage.getItem('parole:quiz:https://api.example')!)).toEqual({ pseudo: 'Marie', game: null, token: null, attempt: 1 });
    });

    it('keeps one session per API', () => {
      expect(quizStorageKey('https://api.example/')).toBe('parole:quiz:https://api.example');
      expect(quizStorageKey('https://api.example/bible/')).toBe('parole:quiz:https://api.example/bible');
      expect(quizStorageKey('')).toBe(`parole:quiz:${window.location.origin}`);
    });
  });

  describe('given a misconfigured element', () => {
    it('names an unknown widget in French instead of throwing', async () => {
      const { host } = await embed('<div data-bible-widget="xyz" data-api="https://api.example"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Widget inconnu : xyz');
    });

    it('says that data-api is missing', async () => {
      const { host } = await embed('<div data-bible-widget="reader" data-livre="43" data-chapitre="3"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Widget mal configuré : l’attribut data-api est manquant.');
    });

    it('says that the reference is invalid', async () => {
      const { host } = await embed('<div data-bible-widget="reader" data-api="" data-livre="43" data-chapitre="22"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Référence biblique invalide.');
    });
  });
});

describe('mount', () => {
  it('mounts one element and returns its handle', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.dataset.bibleWidget = 'reader';
    element.dataset.api = '';
    element.dataset.livre = '19';
    element.dataset.chapitre = '117';
    await act(async () => {
      handles.push(mount(element, { createClient: () => fakeClient() }));
    });
    expect(handles[0].element).toBe(element);
    await waitFor(() => expect(element.querySelectorAll('[data-verset]')).toHaveLength(2));
  });
});

describe('the script-tag entry', () => {
  afterEach(() => {
    delete window.ParoleWidgets;
    vi.resetModules();
  });

  it('registers window.ParoleWidgets and mounts the page once it is parsed', async () => {
    document.body.innerHTML = '<div id="w" data-bible-widget="nope"></div>';
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await import('./index.js');
    readyState.mockRestore();

    expect(window.ParoleWidgets).toMatchObject({ mount: expect.any(Function), mountAll: expect.any(Function), version: '0.1.0' });
    expect(document.getElementById('w')?.textContent).toBe('');

    await act(async () => {
      document.dispatchEvent(new Event('DOMContentLoaded'));
    });
    expect(document.getElementById('w')?.textContent).toBe('Widget inconnu : nope');
    act(() => window.ParoleWidgets!.mountAll().forEach((h) => h.unmount()));
  });

  it('keeps the first copy when the script is loaded twice', async () => {
    const first = { mount, mountAll, version: 'first' };
    window.ParoleWidgets = first;
    await import('./index.js');
    expect(window.ParoleWidgets).toBe(first);
  });
});
