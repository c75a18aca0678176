import { getBook } from '@parole/bible';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { recorded } from '../testing/recordings.js';
import { setWidth, useEmbeds } from '../testing/render.js';
import { RIGHT_BOOKS, quizServer } from '../testing/quiz-server.js';
import { quizStorageKey } from './registry.js';
import { mount, mountAll } from './mount.js';
import { messages } from '../messages.js';

const { embed, handles } = useEmbeds();

/**
 * Serves the page from `url` for the rest of the test, then from where it was:
 * history.replaceState cannot leave the page's origin, so jsdom's own address
 * is changed (vitest's jsdom environment gives its JSDOM as `jsdom`).
 */
function servedFrom(url: string) {
  const dom = (globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } }).jsdom;
  const before = window.location.href;
  dom.reconfigure({ url });
  onTestFinished(() => dom.reconfigure({ url: before }));
}

describe('mountAll', () => {
  describe('given a reader element', () => {
    const READER = `<div data-bible-widget="reader" data-api="https://api.example" data-livre="43" data-chapitre="3" data-selection="16" data-site="https://parole.example/"></div>`;

    it('mounts the reader with a client for data-api, the verses of data-selection selected', async () => {
      const { host, createClient } = await embed(READER);
      expect(createClient).toHaveBeenCalledWith('https://api.example');
      await within(host).findByRole('group', { name: 'Versets' });
      expect(within(host).getByRole('heading', { level: 1, name: 'Jean 3' })).toBeDefined();
      expect(host.querySelector('[data-verset="16"]')?.getAttribute('aria-pressed')).toBe('true');
    });

    it('renders into the element’s own shadow root, its styles inside it, nothing in the document’s head', async () => {
      const before = document.head.innerHTML;
      const { page, host, shadow } = await embed(READER);
      const element = page.querySelector<HTMLElement>('[data-bible-widget]')!;
      expect(shadow).toBe(element.shadowRoot);
      expect(host.parentNode).toBe(shadow);
      expect(element.children).toHaveLength(0);
      await within(host).findByRole('group', { name: 'Versets' });
      expect(shadow!.querySelector('style')).not.toBeNull();
      expect(document.head.innerHTML).toBe(before);
      // French content, whatever the page's language.
      expect(host.lang).toBe('fr');
    });

    it('links the chapters to the full site', async () => {
      const { host } = await embed(READER);
      expect(within(host).getByRole('link', { name: 'Chapitre 5' }).getAttribute('href')).toBe('https://parole.example/lire/43/5');
    });

    it('changes the chapter in place when the reader turns the page', async () => {
      const { host, client, user } = await embed(READER);
      await user.click(within(host).getByRole('link', { name: 'Chapitre 4' }));

      expect(within(host).getByRole('heading', { level: 1, name: 'Jean 4' })).toBeDefined();
      expect(client().calls).toContain('GET /api/lire/43/4');
    });

    it('opens a reference of « Références » in place, its link to the full site (issue 43)', async () => {
      const { host, client, user } = await embed(READER);
      await within(host).findByRole('group', { name: 'Versets' });
      await user.click(within(host).getByRole('button', { name: 'Références' }));
      const panel = await within(host).findByRole('region', { name: 'Références croisées de Jean 3:16' });
      const link = await within(panel).findByRole('link', { name: 'Romains 5:8' });
      expect(link.getAttribute('href')).toBe('https://parole.example/lire/45/5/8');
      await user.click(link);
      expect(within(host).getByRole('heading', { level: 1, name: 'Romains 5' })).toBeDefined();
      expect(client().calls).toContain('GET /api/lire/45/5');
      expect(within(host).queryByRole('region', { name: 'Références croisées de Jean 3:16' })).toBeNull();
    });

    it('mounts an element once, however often mountAll runs', async () => {
      const { page } = await embed(READER);
      const again = mountAll(page);
      expect(again[0]).toBe(handles[0]);
    });

    it('unmounts, emptying the element’s shadow root, and mounts again into the same root', async () => {
      const { page, shadow } = await embed(READER);
      act(() => handles[0].unmount());
      expect(shadow!.childNodes).toHaveLength(0);
      const element = page.querySelector<HTMLElement>('[data-bible-widget]')!;
      await act(async () => {
        handles.push(mount(element, { createClient: () => fakeClient() }));
      });
      expect(element.shadowRoot).toBe(shadow);
      expect(await within(Array.from(shadow!.children).find((child) => child.localName === 'div') as HTMLElement).findByRole('heading', { level: 1, name: 'Jean 3' })).toBeDefined();
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

    it('searches the testament of data-testament, and data-filter wins over it', async () => {
      const { client } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-testament="at"></div>');
      await waitFor(() => expect(client().calls).toEqual(['GET /api/rechercher/berger/at/nex']));
      const other = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-testament="at" data-filter="43"></div>');
      await waitFor(() => expect(other.createClient.mock.results[0]!.value.calls).toEqual(['GET /api/rechercher/berger/43/nex']));
    });

    it('says that an unknown testament is invalid', async () => {
      const { host } = await embed('<div data-bible-widget="search" data-api="" data-testament="ot"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Testament invalide : data-testament vaut at (Ancien Testament) ou nt (Nouveau Testament).');
    });

    it('says that an unknown filter is invalid', async () => {
      const { host } = await embed('<div data-bible-widget="search" data-api="" data-filter="67"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Filtre de recherche invalide (atnt, at, nt ou un numéro de livre de 1 à 66) : voyez l’attribut data-filter.');
    });

    describe('kept short (issue 31: « berger » made it 8,000 px tall)', () => {
      const verses = (host: HTMLElement) => within(within(host).getByRole('list', { name: 'Versets trouvés' })).getAllByRole('listitem');

      it('shows the first 10 verses, then « Voir les 65 résultats » leading to the full site’s search', async () => {
        const { host } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-site="https://parole.example"></div>');
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
        expect(verses(host)).toHaveLength(10);
        expect(within(host).getByRole('link', { name: 'Voir les 65 résultats' }).getAttribute('href')).toBe('https://parole.example/rechercher/berger/atnt/nex');
      });

      it('shows data-max-results verses and, without data-site, pages of them inside the widget', async () => {
        const { host, user } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-max-results="30"></div>');
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
        const pager = within(host).getByRole('navigation', { name: 'Pages de résultats' });
        const status = () => within(pager).getByRole('status').textContent;
        const [previous, next] = [within(pager).getByRole('button', { name: 'Versets précédents' }), within(pager).getByRole('button', { name: 'Versets suivants' })];
        const first = verses(host).map((verse) => verse.textContent);
        expect(first).toHaveLength(30);
        expect(status()).toBe('Versets 1 à 30 sur 65');
        expect(previous.getAttribute('aria-disabled')).toBe('true');
        await user.click(next);
        expect(status()).toBe('Versets 31 à 60 sur 65');
        expect(verses(host).map((verse) => verse.textContent)).not.toContain(first[0]);
        await user.click(next);
        expect(status()).toBe('Versets 61 à 65 sur 65');
        expect(verses(host)).toHaveLength(5);
        // The last page: « Versets suivants » stays where the keyboard is, and does nothing.
        expect(next.getAttribute('aria-disabled')).toBe('true');
        await user.click(next);
        expect(status()).toBe('Versets 61 à 65 sur 65');
        expect(within(host).queryByText(/^Voir les/)).toBeNull();
        await user.click(previous);
        await user.click(previous);
        expect(verses(host).map((verse) => verse.textContent)).toEqual(first);
      });

      it('shows 5 verses at a time in a place narrower than the mobile breakpoint, 10 in a wider one', async () => {
        setWidth(375);
        const { host } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-site="https://parole.example"></div>');
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
        expect(verses(host)).toHaveLength(5);
        act(() => setWidth(1024));
        await waitFor(() => expect(verses(host)).toHaveLength(10));
      });

      it('links « Voir les N résultats » to the filter chosen in the widget', async () => {
        const { host, user } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-max-results="2" data-site="https://parole.example"></div>');
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
        await user.click(within(host).getByRole('button', { name: /^NT/ }));
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 15' });
        expect(within(host).getByRole('link', { name: 'Voir les 15 résultats' }).getAttribute('href')).toBe('https://parole.example/rechercher/berger/nt/nex');
      });

      it('shows every verse when there are no more than data-max-results', async () => {
        const { host } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-filter="43" data-max-results="6"></div>');
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 6' });
        expect(verses(host)).toHaveLength(6);
        expect(within(host).queryByText(/^Voir les/)).toBeNull();
      });

      it('says that a data-max-results that is not a whole number from 1 to 100 is invalid', async () => {
        for (const value of ['0', '101', 'dix', '2.5']) {
          const { host } = await embed(`<div data-bible-widget="search" data-api="" data-max-results="${value}"></div>`);
          expect(within(host).getByRole('note').textContent, value).toBe('Nombre de résultats invalide : data-max-results vaut un nombre entier de 1 à 100.');
        }
      });
    });

    describe('with data-new-tab', () => {
      /** Clicks a link as a visitor would, the navigation itself prevented (jsdom has none). */
      const follow = (link: HTMLElement) => {
        const stop = (event: Event) => event.preventDefault();
        window.addEventListener('click', stop);
        link.click();
        window.removeEventListener('click', stop);
      };

      it('opens the full site’s links in a new tab, and leaves them in this tab without it', async () => {
        const { host } = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-site="https://parole.example" data-new-tab></div>');
        await within(host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
        for (const name of ['Genèse 4:2', 'Voir les 65 résultats']) {
          const link = within(host).getByRole('link', { name });
          follow(link);
          expect([link.getAttribute('target'), link.getAttribute('rel')], name).toEqual(['_blank', 'noopener']);
        }
        const same = await embed('<div data-bible-widget="search" data-api="" data-word="berger" data-site="https://parole.example"></div>');
        await within(same.host).findByRole('heading', { level: 1, name: 'Trouvé 65' });
        const link = within(same.host).getByRole('link', { name: 'Genèse 4:2' });
        follow(link);
        expect(link.getAttribute('target')).toBeNull();
      });

      it('opens a reference typed in the box on the full site in a new tab', async () => {
        const open = vi.spyOn(window, 'open').mockImplementation(() => null);
        const { host, user } = await embed('<div data-bible-widget="search" data-api="" data-site="https://parole.example" data-new-tab="true"></div>');
        await user.type(within(host).getByRole('searchbox'), '..ps 117{Enter}');
        expect(open).toHaveBeenCalledWith('https://parole.example/lire/19/117', '_blank', 'noopener');
      });
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
      const { host } = await embedPlan('<div data-bible-widget="plan" data-api="https://api.example" data-mois="1" data-jour="1" data-site="https://parole.example"></div>');
      const nt = await within(host).findByRole('region', { name: 'Nouveau Testament' });
      expect(within(nt).getByRole('link', { name: 'Lire Matthieu 1' }).getAttribute('href')).toBe('https://parole.example/lire/40/1');
    });

    it('opens on today without a date, and changes the date in place', async () => {
      const { host, client, user } = await embedPlan('<div data-bible-widget="plan" data-api="https://api.example"></div>');
      const now = new Date();
      expect(client().calls[0]).toBe(`GET /api/bible1an/${now.getMonth() + 1}/${now.getDate()}?annee=${year}`);
      await user.click(within(host).getByRole('button', { name: 'janvier' }));
      await within(host).findByRole('region', { name: 'Ancien Testament' });
      expect(client().calls.at(-1)).toBe(`GET /api/bible1an/1/1?annee=${year}`);
    });

    it('shows the readings of data-date, its year included', async () => {
      const { host, client } = await embed(
        '<div data-bible-widget="plan" data-api="" data-date="2027-01-01"></div>',
        fakeClient({ planDay: async () => newYear }),
      );
      await within(host).findByRole('region', { name: 'Nouveau Testament' });
      expect(client().calls[0]).toBe('GET /api/bible1an/1/1?annee=2027');
    });

    it('says that a malformed or impossible data-date is invalid', async () => {
      for (const date of ['2027-02-29', '1er janvier', '2027-1-1']) {
        const { host } = await embedPlan(`<div data-bible-widget="plan" data-api="" data-date="${date}"></div>`);
        expect(within(host).getByRole('note').textContent, date).toBe(messages.embed.invalidDate);
      }
    });

    it('says that an impossible date is invalid', async () => {
      const { host } = await embedPlan('<div data-bible-widget="plan" data-api="" data-mois="2" data-jour="30"></div>');
      expect(within(host).getByRole('note').textContent).toBe(messages.embed.invalidDate);
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
    afterEach(() => vi.restoreAllMocks());

    it('names an unknown widget in French with the valid names, in place and in the console, instead of throwing', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { host } = await embed('<div data-bible-widget="xyz" data-api="https://api.example"></div>');
      const text = 'Widget inconnu : « xyz ». data-bible-widget vaut plan, quiz, reader, search, themes ou wordcloud.';
      expect(within(host).getByRole('note').textContent).toBe(text);
      expect(warn).toHaveBeenCalledWith(`Parole : ${text}`);
    });

    it('suggests the widget a mistyped name was meant to be', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const [typed, meant] of [['plann', 'plan'], ['Quizz', 'quiz'], ['wordclouds', 'wordcloud'], ['recherche', undefined]] as const) {
        const { host } = await embed(`<div data-bible-widget="${typed}" data-api=""></div>`);
        const text = within(host).getByRole('note').textContent;
        if (meant) expect(text).toContain(`Vouliez-vous dire « ${meant} » ?`);
        else expect(text).not.toContain('Vouliez-vous dire');
      }
    });

    it('reads the widget name in any case, spaces around it forgiven', async () => {
      const plan = await embed('<div data-bible-widget="Plan" data-api="" data-date="2026-03-15"></div>');
      expect(await within(plan.host).findByRole('heading', { level: 1 })).toBeDefined();
      const reader = await embed('<div data-bible-widget=" READER " data-api="" data-livre="19" data-chapitre="117"></div>');
      expect(await within(reader.host).findByRole('heading', { level: 1, name: 'Psaumes 117' })).toBeDefined();
      for (const { host } of [plan, reader]) expect(within(host.parentNode as HTMLElement).queryByRole('note')).toBeNull();
    });

    it('warns in French of an attribute the widget does not know, naming the one meant, and under the widget on localhost', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { host } = await embed('<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" data-color-acent="#8b1a1a" data-chapter="3" data-date="2026-03-15" data-foo="1"></div>');
      await within(host).findByRole('group', { name: 'Versets' });
      const lines = [
        'data-color-acent est ignoré : le widget « reader » ne connaît pas cet attribut. Vouliez-vous dire data-color-accent ?',
        'data-chapter est ignoré : le widget « reader » ne connaît pas cet attribut. Vouliez-vous dire data-chapitre ?',
        // An attribute of another widget (the plan's date).
        'data-date est ignoré : le widget « reader » ne connaît pas cet attribut.',
        'data-foo est ignoré : le widget « reader » ne connaît pas cet attribut.',
      ];
      expect(warn.mock.calls.map((call) => call[0])).toEqual(lines.map((line) => `Parole : ${line}`));
      const hint = host.parentNode!.querySelector('[data-parole-debug]') as HTMLElement;
      expect(within(hint).getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
    });

    it('says that data-api is missing when no default API is given', async () => {
      const { host } = await embed('<div data-bible-widget="reader" data-livre="43" data-chapitre="3"></div>');
      expect(within(host).getByRole('note').textContent).toBe('Widget mal configuré : l’attribut data-api est manquant.');
    });

    it('says that the reference is invalid', async () => {
      const { host } = await embed('<div data-bible-widget="reader" data-api="" data-livre="43" data-chapitre="22"></div>');
      expect(within(host).getByRole('note').textContent).toBe(messages.embed.invalidReference);
    });

    describe('with a theme attribute the browser refuses', () => {
      const BAD = 'data-color-accent="pas-une-couleur" data-scheme="sombre" data-radius="grand"';
      const hints = (host: HTMLElement) => host.parentNode!.querySelector('[data-parole-debug]');
      // jsdom has no CSS parser to ask: the browser's answer for these values.
      beforeEach(() => vi.stubGlobal('CSS', { supports: (_property: string, value: string) => !['pas-une-couleur', 'grand'].includes(value) }));
      afterEach(() => vi.unstubAllGlobals());

      it('says it in French in the console and, on localhost, under the widget, which still works', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        expect(window.location.hostname).toBe('localhost');
        const { host } = await embed(`<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" ${BAD}></div>`);
        await within(host).findByRole('group', { name: 'Versets' });
        const lines = [
          'data-scheme="sombre" est ignoré : data-scheme vaut light, dark ou auto.',
          'data-color-accent="pas-une-couleur" est ignoré : une couleur CSS est attendue, par exemple #8b1a1a, rgb(139 26 26) ou darkred.',
          'data-radius="grand" est ignoré : une longueur CSS est attendue, par exemple 8px ou 0.5rem.',
        ];
        expect(warn.mock.calls.map((call) => call[0])).toEqual(lines.map((line) => `Parole : ${line}`));
        const hint = hints(host) as HTMLElement;
        expect(hint.getAttribute('role')).toBe('note');
        expect(within(hint).getByText(/^Parole : attributs à corriger/)).toBeDefined();
        expect(within(hint).getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
      });

      it('shows the hint anywhere with data-debug, and nowhere with data-debug="false"', async () => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        const off = await embed(`<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" data-debug="false" ${BAD}></div>`);
        await within(off.host).findByRole('group', { name: 'Versets' });
        expect(hints(off.host)).toBeNull();
        const on = await embed(`<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" data-debug ${BAD}></div>`);
        expect(hints(on.host)).not.toBeNull();
      });

      it('shows no hint on the published page (served from the parish’s domain) without data-debug, and one with it', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        servedFrom('https://paroisse-saint-paul.fr/horaires');
        expect(window.location.hostname).toBe('paroisse-saint-paul.fr');
        const published = await embed(`<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" ${BAD}></div>`);
        await within(published.host).findByRole('group', { name: 'Versets' });
        expect(hints(published.host)).toBeNull();
        // The console still says it, for a webmaster who looks there.
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-color-accent="pas-une-couleur" est ignoré'));
        const debugged = await embed(`<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" data-debug ${BAD}></div>`);
        expect(hints(debugged.host)).not.toBeNull();
      });

      it('shows the hint on the other addresses of this computer: 127.0.0.1, [::1], *.localhost', async () => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        for (const url of ['http://127.0.0.1:8080/', 'http://[::1]:8080/', 'http://paroisse.localhost/']) {
          servedFrom(url);
          const { host } = await embed(`<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" ${BAD}></div>`);
          expect(hints(host), url).not.toBeNull();
        }
      });

      it('shows no hint for valid attributes', async () => {
        const { host } = await embed('<div data-bible-widget="reader" data-api="" data-livre="19" data-chapitre="117" data-color-accent="#8b1a1a"></div>');
        await within(host).findByRole('group', { name: 'Versets' });
        expect(hints(host)).toBeNull();
      });
    });
  });
});

describe('the page’s theme on the loader’s script tag', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The loader's <script> tag with these attributes, passed as pageTheme to each widget, as the loader does. */
  const mountUnder = async (scriptAttributes: Record<string, string>, count: number) => {
    const script = document.head.appendChild(document.createElement('script'));
    onTestFinished(() => script.remove());
    for (const [name, value] of Object.entries(scriptAttributes)) script.setAttribute(name, value);
    const elements = Array.from({ length: count }, () => {
      const element = document.body.appendChild(document.createElement('div'));
      Object.assign(element.dataset, { bibleWidget: 'reader', api: '', livre: '19', chapitre: '117' });
      return element;
    });
    await act(async () => {
      for (const element of elements) handles.push(mount(element, { createClient: () => fakeClient(), pageTheme: script }));
    });
    return elements;
  };

  it('warns once per page in French of a misspelt theme attribute, naming the one meant, and lists it under every widget on localhost', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const elements = await mountUnder(
      {
        src: 'https://parole.example/widgets/parole-widgets.js',
        'data-color-acent': '#8b1a1a',
        'data-site': 'https://parole.example',
        'data-color-background': '#fbf6ea',
        'data-nonce': 'abc',
        // Another tool's attribute on the page's scripts: not ours to judge.
        'data-cfasync': 'false',
      },
      2,
    );
    const lines = [
      'data-color-acent est ignoré : la balise <script> de Parole ne connaît pas cet attribut. Vouliez-vous dire data-color-accent ?',
      'data-site est ignoré sur la balise <script> de Parole, qui ne lit que le thème : mettez-le sur le <div> de chaque widget.',
    ];
    expect(warn.mock.calls.map((call) => call[0])).toEqual(lines.map((line) => `Parole : ${line}`));
    for (const element of elements) {
      await waitFor(() => expect(element.shadowRoot!.querySelectorAll('[data-verset]')).toHaveLength(2));
      const hint = element.shadowRoot!.querySelector('[data-parole-debug]') as HTMLElement;
      expect(within(hint).getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
    }
  });

  it('says nothing of a script tag that carries only the theme and the nonce', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [element] = await mountUnder({ 'data-color-accent': '#8b1a1a', 'data-dark-color-background': '#1f1b16', 'data-scheme': 'auto', nonce: 'abc', 'data-nonce': 'abc' }, 1);
    await waitFor(() => expect(element!.shadowRoot!.querySelectorAll('[data-verset]')).toHaveLength(2));
    expect(warn).not.toHaveBeenCalled();
    expect(element!.shadowRoot!.querySelector('[data-parole-debug]')).toBeNull();
  });
});

describe('mount', () => {
  const element = (attributes: Record<string, string>) => {
    const div = document.body.appendChild(document.createElement('div'));
    Object.assign(div.dataset, attributes);
    return div;
  };

  it('mounts one element and returns its handle', async () => {
    const host = element({ bibleWidget: 'reader', api: '', livre: '19', chapitre: '117' });
    await act(async () => {
      handles.push(mount(host, { createClient: () => fakeClient() }));
    });
    expect(handles[0].element).toBe(host);
    await waitFor(() => expect(host.shadowRoot!.querySelectorAll('[data-verset]')).toHaveLength(2));
  });

  it('uses the default API of its options when the element has no data-api', async () => {
    const createClient = vi.fn(() => fakeClient());
    await act(async () => {
      handles.push(mount(element({ bibleWidget: 'reader', livre: '19', chapitre: '117' }), { createClient, api: 'https://parole.example' }));
    });
    expect(createClient).toHaveBeenCalledWith('https://parole.example');
  });

  it('renders in the element itself when it cannot take a shadow root', async () => {
    const link = document.body.appendChild(document.createElement('a'));
    Object.assign(link.dataset, { bibleWidget: 'reader', api: '', livre: '19', chapitre: '117' });
    await act(async () => {
      handles.push(mount(link, { createClient: () => fakeClient() }));
    });
    await waitFor(() => expect(link.querySelectorAll('[data-verset]')).toHaveLength(2));
  });
});
