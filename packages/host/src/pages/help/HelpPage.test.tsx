import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INFO, linksOf, renderApp } from '../../testing.js';

describe('the help page (INFOS)', () => {
  it('has its sections in a table of contents', async () => {
    renderApp('/aide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Infos' })).toBeTruthy();
    expect(linksOf(screen.getByRole('navigation', { name: 'Sommaire' }))).toEqual([
      ['Lecture', '#lecture'],
      ['Recherche', '#recherche'],
      ['Gestes et clavier', '#gestes'],
      ['Bible en 1 an', '#plan'],
      ['Thèmes', '#themes'],
      ['Jeu biblique', '#jeu'],
      ['Nuage de mots', '#nuage'],
      ['Lire hors ligne', '#hors-ligne'],
      ['Intégrer Parole sur votre site', '#integrer'],
      ['Droits', '#droits'],
    ]);
  });

  it('links the themes’ section to the themes’ page', async () => {
    renderApp('/aide');
    const section = await screen.findByRole('region', { name: 'Thèmes' });
    expect(within(section).getByRole('link', { name: 'Thèmes' }).getAttribute('href')).toBe('/theme');
  });

  it('says when the browser cannot keep the Bible offline (no Cache API here), with no button', async () => {
    renderApp('/aide');
    const section = await screen.findByRole('region', { name: 'Lire hors ligne' });
    expect(within(section).getByText('Ce navigateur ne permet pas de lire la Bible hors ligne.')).toBeTruthy();
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });

  it('explains the word cloud, and says to wait a few seconds (spec: "Attendre qq secs ...")', async () => {
    renderApp('/aide');
    const text = (await screen.findByRole('region', { name: 'Nuage de mots' })).textContent ?? '';
    for (const expected of ['Attendre qq secs ...', '100 mots', 'moins de 3 lettres', 'une seule fois', 'mot exact', 'AT', 'Bible']) {
      expect(text).toContain(expected);
    }
  });

  it('explains the one-year plan: 2-3 AT + 1 NT a day, gospels twice, 29 February', async () => {
    renderApp('/aide');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Bible en 1 an' })).closest('section')!;
    expect(section.textContent).toContain('2 ou 3 chapitres de l’Ancien Testament');
    expect(section.textContent).toContain('1 chapitre du Nouveau Testament');
    expect(section.textContent).toContain('lus deux fois');
    expect(section.textContent).toContain('les lectures du 29 février s’ajoutent à celles du 28 février');
  });

  it('names the configured translation, its copyright and the MIT licence', async () => {
    renderApp('/aide');
    const section = await screen.findByRole('region', { name: 'Droits' });
    expect(await within(section).findByText(`Texte biblique : ${INFO.traduction.nom}. ${INFO.traduction.copyright}`)).toBeTruthy();
    expect(within(section).getByText(/licence MIT/)).toBeTruthy();
  });

  it('credits the cross references, CC BY, with the link the API gives (issue 43)', async () => {
    renderApp('/aide');
    const section = await screen.findByRole('region', { name: 'Droits' });
    const credit = await within(section).findByRole('link', { name: INFO.references!.texte });
    expect(credit.getAttribute('href')).toBe('https://www.openbible.info/labs/cross-references/');
    expect(credit.closest('p')?.textContent).toContain('OpenBible.info, sous licence Creative Commons Attribution (CC BY)');
  });

  it('explains the search syntax, its limits, reference jumps and what stays on the device', async () => {
    renderApp('/aide');
    const text = (await screen.findByRole('region', { name: 'Recherche' })).textContent ?? '';
    for (const expected of [
      '"Dieu est amour"',
      'mot exact',
      'accents',
      'apostrophes',
      '« oe » trouve « œ »',
      'au moins 3 caractères',
      'Min. 3 caractères!',
      '100 premiers versets',
      '(Max : 100)',
      'filtres',
      '..jean 3.16',
      '..1 cor 13.4',
      '..ps 23',
      '..gen',
      'restent sur cet appareil',
      'marque-page',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('explains the game: rules, nickname, timer, scores, resuming on this device, public tables', async () => {
    renderApp('/aide');
    const text = (await screen.findByRole('region', { name: 'Jeu biblique' })).textContent ?? '';
    for (const expected of [
      '10 versets',
      '66 livres',
      '4 à 12 caractères',
      'Pseudo est obligatoire',
      'Pseudo doit avoir plus de 3 et max 12 charactères',
      '(Re) Jouer',
      'Le chrono (minutes:secondes)',
      'sur 10',
      'la partie la plus rapide',
      'Rejouer',
      'peut être reprise sur le même appareil',
      'Les parties et les pseudos sont publics',
      'Dernières parties',
      'Meilleures parties',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives the swipe tolerance of 40 pixels', async () => {
    renderApp('/aide');
    expect(within(await screen.findByRole('region', { name: 'Gestes et clavier' })).getByText(/40 pixels/)).toBeTruthy();
  });

  describe('« Intégrer Parole sur votre site » (issue 31)', () => {
    it('gives the two lines to copy with this site’s address, and every attribute', async () => {
      renderApp('/aide');
      const section = await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' });
      const origin = window.location.origin;
      expect(within(section).getByLabelText('Code HTML à copier dans votre page').textContent).toBe(
        `<script src="${origin}/widgets/parole-widgets.js" defer></script>\n<div data-bible-widget="plan" data-site="${origin}"></div>`,
      );
      const names = within(within(section).getByRole('table', { name: 'Attributs des widgets' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild!.textContent);
      for (const name of ['data-bible-widget', 'data-site', 'data-new-tab', 'data-max-results', 'data-scheme', 'data-dark-color-…', 'data-font-text, data-font-ui', 'data-debug']) {
        expect(names).toContain(name);
      }
    });

    it('links to the embed builder, /integrer', async () => {
      renderApp('/aide');
      const section = await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' });
      expect(within(section).getByRole('link', { name: 'Créer le code de votre widget, avec son aperçu' }).getAttribute('href')).toBe('/integrer');
    });

    it('gives the reference tagger’s line with this site’s address (issue 25)', async () => {
      renderApp('/aide');
      const section = await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' });
      expect(within(section).getByRole('heading', { name: 'Les références bibliques de vos pages, en liens' })).toBeTruthy();
      expect(within(section).getByLabelText('Code HTML des liens de références, à copier dans le modèle de votre site').textContent).toBe(
        `<script src="${window.location.origin}/widgets/parole-tagger.js" defer></script>`,
      );
    });

    it('shows a theming example, its code and the plan drawn with those colours', async () => {
      renderApp('/aide');
      const section = await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' });
      expect(within(section).getByLabelText('Exemple : le plan aux couleurs d’une paroisse').textContent).toContain('data-color-accent="#8b1a1a"');
      const preview = within(section).getByRole('figure', { name: 'Aperçu : le plan du 31 août avec ces attributs' });
      expect(await within(preview).findByRole('heading', { level: 3, name: 'Psaumes 119' })).toBeTruthy();
    });

    it('says that quiz games and nicknames are public, and what mistakes show', async () => {
      renderApp('/aide');
      const text = (await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' })).textContent ?? '';
      for (const expected of ['Les parties du jeu et les pseudos sont publics', 'Dernières parties', 'localhost', 'data-debug', 'data-dark-color-']) {
        expect(text).toContain(expected);
      }
    });

    it('is scrolled to when the address names it (the embed builder’s « Tous les attributs, dans l’aide »)', async () => {
      const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
      renderApp('/aide#integrer');
      const section = await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' });
      await vi.waitFor(() => expect(scroll.mock.contexts).toContain(section));
      scroll.mockRestore();
    });
  });

  describe('the translations (issue 41)', () => {
    it('explains the reader’s picker: the place kept, the address, the device, what follows it, and the signs', async () => {
      renderApp('/aide');
      const section = await screen.findByRole('region', { name: 'Lecture' });
      expect(within(section).getByText(/^Le menu Traduction, à côté du titre du chapitre/).textContent).toContain('Genèse 31:55 de Segond, qui est Genèse 32:1 chez Darby');
      expect(within(section).getByText(/\?traduction=darby/)).toBeTruthy();
      expect(within(section).getByText(/une légende sous le chapitre les explique/i)).toBeTruthy();
    });

    it('explains data-traduction, lists the site’s translations by id from the API, and gives an example', async () => {
      renderApp('/aide');
      const section = await screen.findByRole('region', { name: 'Intégrer Parole sur votre site' });
      expect(within(section).getByRole('heading', { name: 'Une autre traduction' })).toBeTruthy();
      const list = await within(section).findByRole('list', { name: 'Traductions de ce site et leurs identifiants' });
      expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['lsg : Louis Segond 1910', 'darby : Darby 1885', 'martin : Martin 1744']);
      expect(within(section).getByLabelText('Exemple : la lecture d’un chapitre en Darby 1885').textContent).toContain('data-traduction="darby"');
      const names = within(within(section).getByRole('table', { name: 'Attributs des widgets' }))
        .getAllByRole('row')
        .map((row) => row.firstElementChild!.textContent);
      expect(names).toContain('data-traduction');
    });
  });
});
