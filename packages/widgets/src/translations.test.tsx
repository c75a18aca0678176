/**
 * The widgets in a translation (issue 41): each asks the API in it (the
 * contract's `traduction`), reads references in its numbering, names it
 * where the text is, and says in French what the API refuses; the embed
 * takes it from `data-traduction`, on its element or the loader's script tag.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished, beforeEach, describe, expect, it } from 'vitest';
import { htmlToText } from '@parole/bible';
import { mount, type MountedWidget } from './embed/mount.js';
import { Reader } from './reader/Reader.js';
import { SearchBox } from './search/SearchBox.js';
import { SearchResults } from './search/SearchResults.js';
import { ThemeVerses } from './themes/ThemeVerses.js';
import { fakeClient } from './testing/fake-client.js';
import { recorded } from './testing/recordings.js';
import { setWidth, useEmbeds, widgetRenderer } from './testing/render.js';

const renderReader = widgetRenderer(Reader, { book: 1, chapter: 32, translation: 'darby' });
const darby32 = recorded('chapter', { book: 1, chapter: 32, translation: 'darby' });
const verse = (root: ParentNode, n: number) => root.querySelector<HTMLElement>(`[data-verset="${n}"]`)!;

beforeEach(() => setWidth(1024));

describe('the reader in a translation', () => {
  it('reads the chapter in its numbering: Darby’s Genèse 32:1 is Laban’s farewell', async () => {
    const { client } = renderReader();
    await screen.findByRole('group', { name: 'Versets' });
    expect(client.calls).toContain('GET /api/lire/1/32?traduction=darby');
    expect(document.querySelectorAll('[data-verset]')).toHaveLength(33);
    expect(verse(document, 1).textContent).toContain('Et Laban se leva de bon matin');
  });

  it('asks nothing more of the default translation: no list of translations without a picker', async () => {
    const { client } = renderReader({ book: 43, chapter: 3, translation: undefined });
    await screen.findByRole('group', { name: 'Versets' });
    expect(client.calls).toContain('GET /api/lire/43/3');
    expect(client.calls).not.toContain('GET /api/traductions');
  });

  it('counts the chapters of the translation in its bar: Martin’s Joël has 3, the chapter table’s 4', async () => {
    renderReader({ book: 29, chapter: 1, translation: 'martin' });
    const bar = screen.getByRole('navigation', { name: 'Chapitres' });
    expect(within(bar).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says in French, with the API’s words, a translation the server does not have', async () => {
    renderReader({ book: 43, chapter: 3, translation: 'kjv' });
    expect(await screen.findByText('Traduction inconnue : choisissez lsg, darby ou martin.')).toBeTruthy();
  });

  describe('with the picker of the chapter’s header', () => {
    it('offers the server’s translations by name in a labelled select, and asks for the one chosen', async () => {
      const chosen: string[] = [];
      const { user } = renderReader({ onTranslationChange: (t) => chosen.push(t) });
      const picker = await screen.findByRole('combobox', { name: 'Traduction' });
      expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Louis Segond 1910', 'Darby 1885', 'Martin 1744']);
      expect((picker as HTMLSelectElement).value).toBe('darby');
      await user.selectOptions(picker, 'Martin 1744');
      expect(chosen).toEqual(['martin']);
    });

    it('hands the choice with the selection shown, not leaving the host its onSelectionChange copy (an effect and a render behind)', async () => {
      // Genèse 31:55 pre-selected, its host not listening to onSelectionChange: the choice alone must carry 55,
      // for the host to open Darby's 32:1 (the site lost it when Darby was chosen right after the chapter showed).
      const chosen: [string, readonly number[]][] = [];
      const { user } = renderReader({ chapter: 31, translation: undefined, selection: [55], onTranslationChange: (t, verses) => chosen.push([t, verses]) });
      const picker = await screen.findByRole('combobox', { name: 'Traduction' });
      await waitFor(() => expect(verse(document, 55).getAttribute('aria-pressed')).toBe('true'));
      await user.selectOptions(picker, 'Darby 1885');
      expect(chosen).toEqual([['darby', [55]]]);
    });

    it('shows the short names on a phone', async () => {
      setWidth(375);
      renderReader({ onTranslationChange: () => {} });
      const picker = await screen.findByRole('combobox', { name: 'Traduction' });
      expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Segond', 'Darby', 'Martin']);
    });
  });
});

describe('Darby’s signs in the reader', () => {
  it('shows the * of a verse numbered otherwise raised beside its number, not as a raw asterisk, and says what the chapter’s signs mean', async () => {
    renderReader();
    const text = await screen.findByRole('group', { name: 'Versets' });
    const renumbered = verse(text, 2);
    // Darby's Genèse 32:2 is Segond's 32:1: its text opens with the sign.
    expect(darby32.versets[1]!.texte.startsWith('*')).toBe(true);
    const sign = renumbered.querySelector('sup.sign-renumbered')!;
    expect(sign.textContent).toBe('*');
    expect(sign.getAttribute('title')).toBe('verset numéroté autrement dans d’autres éditions');
    expect(sign.getAttribute('aria-hidden')).toBe('true');
    const words = renumbered.querySelector('sup.sign')!.nextSibling!.textContent!;
    expect(words.startsWith('Et Jacob alla son chemin')).toBe(true);
    expect(screen.getByText('Signes du texte').parentElement!.textContent).toBe(
      'Signes du texte · * verset numéroté autrement dans d’autres éditions · [ ] mots absents de l’original, ajoutés pour le sens',
    );
  });

  it('adds no legend to a text without Darby’s signs', async () => {
    renderReader({ book: 43, chapter: 3, translation: undefined });
    await screen.findByRole('group', { name: 'Versets' });
    expect(screen.queryByText('Signes du texte')).toBeNull();
    expect(document.querySelector('sup.sign')).toBeNull();
  });
});

describe('search in a translation', () => {
  const renderResults = widgetRenderer(SearchResults, { word: 'berger', filter: 'atnt', exact: 'nex', translation: 'martin' });

  it('searches the translation and names it under the results', async () => {
    const { client } = renderResults();
    await screen.findByRole('heading', { level: 1, name: /^Trouvé/ });
    expect(client.calls).toContain('GET /api/rechercher/berger/atnt/nex?traduction=martin');
    await waitFor(() => expect(document.body.textContent).toContain('Martin 1744'));
  });

  it('names no translation for the default one, as before', async () => {
    const { client } = renderResults({ translation: undefined });
    await screen.findByRole('heading', { level: 1, name: /^Trouvé/ });
    expect(client.calls).toEqual(['GET /api/rechercher/berger/atnt/nex']);
  });

  it('reads a « .. » reference in the translation’s numbering: Darby’s Genèse 32 has a verse 33', async () => {
    const places: unknown[] = [];
    const { user } = widgetRenderer(SearchBox, {
      value: '..gn 32.33',
      onValueChange: () => {},
      exact: 'nex',
      onExactChange: () => {},
      history: [],
      onHistoryChange: () => {},
      onSearch: () => {},
      onReference: (place) => places.push(place),
      compact: false,
      translation: 'darby',
    })();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(places).toEqual([{ book: 1, chapter: 32, verses: [33] }]);
  });
});

describe('a theme in a translation', () => {
  it('shows its verses in the translation, linked in its numbering', async () => {
    const { client } = widgetRenderer(ThemeVerses, { id: 4, translation: 'darby', hrefFor: (place) => JSON.stringify(place) })();
    await screen.findAllByRole('link');
    expect(client.calls).toEqual(['GET /api/theme/4?traduction=darby']);
    const first = recorded('theme', { id: 4, translation: 'darby' }).versets[0]!.versets21;
    expect(document.body.textContent).toContain(htmlToText(first.texte).slice(0, 30));
  });
});

describe('data-traduction', () => {
  const { embed } = useEmbeds();

  it('reads a reader embed in the translation of its element, its links to the site in it', async () => {
    const { host, client } = await embed(
      '<div data-bible-widget="reader" data-api="" data-site="https://bible.example" data-livre="1" data-chapitre="32" data-selection="1" data-traduction="darby"></div>',
    );
    await within(host).findByRole('group', { name: 'Versets' });
    expect(client().calls).toContain('GET /api/lire/1/32?traduction=darby');
    expect(verse(host, 1).getAttribute('aria-pressed')).toBe('true');
    expect(verse(host, 1).textContent).toContain(htmlToText(darby32.versets[0]!.texte).slice(0, 20));
    expect(within(host).getByRole('link', { name: 'Chapitre 2' }).getAttribute('href')).toBe('https://bible.example/lire/1/2?traduction=darby');
  });

  it('forgives case and spaces, and accepts a chapter only the translation has: Martin’s Malachie 4', async () => {
    const { host, client } = await embed('<div data-bible-widget="reader" data-api="" data-livre="39" data-chapitre="4" data-traduction=" Martin "></div>');
    await waitFor(() => expect(client().calls).toContain('GET /api/lire/39/4?traduction=martin'));
    expect(host.textContent).not.toContain('Référence biblique invalide');
  });

  it('says in French, with the API’s words, a translation the server does not have', async () => {
    const { host } = await embed('<div data-bible-widget="reader" data-api="" data-livre="43" data-chapitre="3" data-traduction="kjv"></div>');
    expect(await within(host).findByText('Traduction inconnue : choisissez lsg, darby ou martin.')).toBeTruthy();
  });

  it('is read on the loader’s script tag for every widget without one of its own', async () => {
    const script = document.head.appendChild(document.createElement('script'));
    script.setAttribute('data-traduction', 'darby');
    const handles: MountedWidget[] = [];
    const clients = [fakeClient(), fakeClient()];
    const elements = [{ livre: '1', chapitre: '32' }, { livre: '43', chapitre: '3', traduction: 'martin' }].map((data) => {
      const element = document.body.appendChild(document.createElement('div'));
      Object.assign(element.dataset, { bibleWidget: 'reader', api: '', ...data });
      return element;
    });
    onTestFinished(() => {
      act(() => handles.forEach((handle) => handle.unmount()));
      script.remove();
      elements.forEach((element) => element.remove());
    });
    await act(async () => {
      elements.forEach((element, i) => handles.push(mount(element, { createClient: () => clients[i]!, pageTheme: script })));
    });
    await waitFor(() => expect(clients[0]!.calls).toContain('GET /api/lire/1/32?traduction=darby'));
    await waitFor(() => expect(clients[1]!.calls).toContain('GET /api/lire/43/3?traduction=martin'));
    expect(elements[0]!.shadowRoot!.querySelector('[data-parole-debug]')).toBeNull();
  });
});
