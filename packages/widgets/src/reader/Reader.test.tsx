import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlToText } from '@parole/bible';
import { defaultStyle } from '../style.js';
import { fakeClient } from '../testing/fake-client.js';
import { recorded, refusalOf } from '../testing/recordings.js';
import { failingClient, hexToRgb, retryAfterError, setWidth, stubVoice, widgetRenderer } from '../testing/render.js';
import { Reader, type ReaderProps } from './Reader.js';

const renderReader = widgetRenderer(Reader, { book: 43, chapter: 3 });

const verse = (n: number) => document.querySelector<HTMLElement>(`[data-verset="${n}"]`)!;
const selectedVerses = () =>
  Array.from(document.querySelectorAll('[data-verset][aria-pressed="true"]'), (el) => Number(el.getAttribute('data-verset')));
const loaded = () => screen.findByRole('group', { name: 'Versets' });
/** The Reader rendered with `props`, once its chapter has loaded. */
async function renderLoaded(props: Partial<ReaderProps> = {}) {
  const view = renderReader(props);
  await loaded();
  return view;
}
type User = ReturnType<typeof renderReader>['user'];
/** Opens the player from its toggle, once its code (loaded on the first opening) has come. */
async function openPlayer(user: User, chapter = 'Jean 3', region = `Lecture audio de ${chapter}`) {
  await user.click(screen.getByRole('button', { name: `Écouter ${chapter}` }));
  return screen.findByRole('region', { name: region });
}
/** Opens the display settings from their toggle, once their code has come. */
async function openSettings(user: User) {
  await user.click(screen.getByRole('button', { name: "Réglages d'affichage" }));
  return screen.findByRole('region', { name: "Réglages d'affichage" });
}
const jean3 = recorded('chapter', { book: 43, chapter: 3 });
const plain = (n: number) => htmlToText(jean3.versets[n - 1].texte);

beforeEach(() => setWidth(1024));

describe('Reader', () => {
  describe('while the chapter loads', () => {
    it('shows a busy skeleton, then the verses', async () => {
      renderReader();
      const status = screen.getByRole('status', { name: '' });
      expect(status).toHaveProperty('textContent', 'Chargement du chapitre…');
      expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

      await loaded();
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      expect(document.querySelectorAll('[data-verset]')).toHaveLength(36);
    });
  });

  describe('given a loaded chapter', () => {
    it('titles it with the book name and chapter, in the testament colour', async () => {
      await renderLoaded();
      const title = screen.getByRole('heading', { level: 1, name: 'Jean 3' });
      expect(screen.getByRole('region', { name: 'Jean 3' })).toHaveProperty('dataset.testament', 'new');
      expect(getComputedStyle(title).color).toBe(hexToRgb(defaultStyle.colors.newTestament));
    });

    it('colours an old testament book violet', async () => {
      await renderLoaded({ book: 1, chapter: 1 });
      const title = screen.getByRole('heading', { level: 1, name: 'Genèse 1' });
      expect(getComputedStyle(title).color).toBe(hexToRgb(defaultStyle.colors.oldTestament));
    });

    it('shows each heading before the verse it precedes', async () => {
      await renderLoaded();
      const heading = screen.getByRole('heading', { level: 2, name: 'Nouveau témoignage de Jean-Baptiste' });
      expect(heading.nextElementSibling).toBe(verse(22));
    });

    it('renders the verse HTML, words of Jesus included', async () => {
      await renderLoaded();
      expect(verse(3).querySelector('span.wj')?.textContent).toMatch(/^En vérité, en vérité/);
      expect(verse(16).querySelector('sup')?.textContent).toBe('16');
    });
  });

  describe('selection', () => {
    it('pre-selects the verses of the selection prop once loaded, and scrolls to the first', async () => {
      const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
      await renderLoaded({ selection: [1, 3, 4, 5] });
      expect(selectedVerses()).toEqual([1, 3, 4, 5]);
      // The scroll is an effect after the commit: on a busy machine it may land a tick later.
      await waitFor(() => expect(scroll.mock.contexts[0]).toBe(verse(1)));
      expect(screen.getByText('Sélection : Jean 3:1,3-5')).toBeDefined();
    });

    it('selects the verses the chapter has, and says which it does not', async () => {
      const onNotify = vi.fn();
      await renderLoaded({ selection: [35, 36, 37, 38, 39, 40], onNotify });
      expect(selectedVerses()).toEqual([35, 36]);
      await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Jean 3:37-40 n’existe pas dans ce chapitre.'));
    });

    it('toggles a verse on double click', async () => {
      const { user } = await renderLoaded();
      await user.dblClick(verse(16));
      expect(selectedVerses()).toEqual([16]);
      await user.dblClick(verse(16));
      expect(selectedVerses()).toEqual([]);
    });

    it('leaves a single click to reading: no selection', async () => {
      const { user } = await renderLoaded();
      await user.click(verse(16));
      expect(selectedVerses()).toEqual([]);
    });

    describe('on a touch screen (issue 47)', () => {
      afterEach(() => vi.unstubAllGlobals());

      it('toggles a verse on a tap, a double tap being two taps', async () => {
        const { user } = await renderLoaded();
        await user.pointer({ keys: '[TouchA]', target: verse(16) });
        expect(selectedVerses()).toEqual([16]);
        await user.pointer({ keys: '[TouchA]', target: verse(17) });
        expect(selectedVerses()).toEqual([16, 17]);
        // Two taps in a row, then the double click the browser makes of them: twice toggled, not three times.
        await user.pointer({ keys: '[TouchA]', target: verse(16) });
        await user.pointer({ keys: '[TouchA]', target: verse(16) });
        fireEvent.doubleClick(verse(16));
        expect(selectedVerses()).toEqual([16, 17]);
      });

      it('says « Touchez un verset » where the screen has no hover and a coarse pointer', async () => {
        vi.stubGlobal('matchMedia', (query: string) => ({
          matches: query === '(hover: none) and (pointer: coarse)',
          addEventListener: () => {},
          removeEventListener: () => {},
        }));
        await renderLoaded();
        expect(screen.getByText('Touchez un verset pour le sélectionner.')).toBeDefined();
        expect(screen.queryByText(/Double-cliquez/)).toBeNull();
      });
    });

    it('toggles the focused verse with Enter or Space', async () => {
      const { user } = await renderLoaded();
      verse(16).focus();
      await user.keyboard('{Enter}');
      verse(17).focus();
      await user.keyboard(' ');
      expect(selectedVerses()).toEqual([16, 17]);
    });

    it('is cleared when the chapter changes', async () => {
      const { user, rerenderWith } = await renderLoaded();
      await user.dblClick(verse(2));
      rerenderWith({ book: 1, chapter: 1 });
      await screen.findByRole('heading', { level: 1, name: 'Genèse 1' });
      await loaded();
      expect(selectedVerses()).toEqual([]);
    });

    it('tells onSelectionChange each change: the pre-selection once loaded, toggles, the empty selection of another chapter', async () => {
      const onSelectionChange = vi.fn();
      const { user, rerenderWith } = await renderLoaded({ selection: [3], onSelectionChange });
      await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([3]));
      await user.dblClick(verse(16));
      expect(onSelectionChange).toHaveBeenLastCalledWith([3, 16]);
      const calls = onSelectionChange.mock.calls.length;
      // A new callback identity alone tells nothing.
      rerenderWith({ onSelectionChange: (verses) => onSelectionChange(verses) });
      expect(onSelectionChange).toHaveBeenCalledTimes(calls);
      rerenderWith({ chapter: 4, selection: undefined, onSelectionChange });
      await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([]));
    });
  });

  describe('copy', () => {
    it('copies the selection in the specification’s format and confirms', async () => {
      const onNotify = vi.fn();
      const { user } = await renderLoaded({ onNotify });
      await user.dblClick(verse(17));
      await user.dblClick(verse(16));
      await user.click(screen.getByRole('button', { name: 'Copier les versets sélectionnés' }));

      await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Le(s) verset(s) a(ont) été copié(s) dans le presse-papier'));
      const copied = await navigator.clipboard.readText();
      expect(copied).toBe(`${plain(16)} ${plain(17)} (Jean 3:16-17)`);
      expect(copied).toMatch(/^Car Dieu a tant aimé le monde/);
    });

    it('cannot copy a selection when nothing is selected', async () => {
      const { user } = await renderLoaded({ selection: [16] });
      const copy = screen.getByRole('button', { name: 'Copier les versets sélectionnés' });
      expect(copy).toHaveProperty('disabled', false);
      await user.dblClick(verse(16));
      expect(copy).toHaveProperty('disabled', true);
      expect(screen.queryByText(/^Sélection :/)).toBeNull();
    });

    it('copies the whole chapter under a header naming the translation', async () => {
      const onNotify = vi.fn();
      const { user } = await renderLoaded({ onNotify });
      await user.click(screen.getByRole('button', { name: 'Copier le chapitre' }));

      await waitFor(() => expect(onNotify).toHaveBeenCalledWith('Tous les versets ont été copiés dans le presse-papier'));
      const lines = (await navigator.clipboard.readText()).split('\n');
      expect(lines[0]).toBe(`Jean 3 (${recorded('info', {}).traduction.nom})`);
      expect(lines).toHaveLength(37);
      expect(lines[16]).toBe(`16 ${plain(16)}`);
    });

    it('uses the translation name it is given instead of asking the server', async () => {
      const { user, client } = await renderLoaded({ translationName: 'Traduction de test', onNotify: () => {} });
      await user.click(screen.getByRole('button', { name: 'Copier le chapitre' }));
      await waitFor(async () => expect((await navigator.clipboard.readText()).split('\n')[0]).toBe('Jean 3 (Traduction de test)'));
      expect(client.calls).not.toContain('GET /api/info');
    });

    it('shows the confirmation inline when the host takes no notifications', async () => {
      const { user } = await renderLoaded();
      await user.click(screen.getByRole('button', { name: 'Copier le chapitre' }));
      const notices = screen.getByRole('status', { name: 'Notifications' });
      await within(notices).findByText('Tous les versets ont été copiés dans le presse-papier');
      await user.click(within(notices).getByRole('button', { name: 'Fermer' }));
      expect(notices.textContent).toBe('');
    });
  });

  describe('bookmark', () => {
    it('has no "Marque-page" button without onBookmark', async () => {
      await renderLoaded();
      expect(screen.queryByRole('button', { name: 'Marque-page' })).toBeNull();
    });

    it('bookmarks the selected verses, with the start of their text, and confirms', async () => {
      const onBookmark = vi.fn();
      const onNotify = vi.fn();
      const { user } = await renderLoaded({ onBookmark, onNotify, selection: [16, 17, 18] });
      const before = Date.now();
      await user.click(screen.getByRole('button', { name: 'Marque-page' }));

      expect(onBookmark).toHaveBeenCalledTimes(1);
      const bookmark = onBookmark.mock.calls[0][0];
      expect(bookmark).toMatchObject({ book: 43, chapter: 3, verses: '16-18' });
      expect(bookmark.excerpt).toMatch(/^Car Dieu a tant aimé le monde/);
      expect(bookmark.excerpt.length).toBeLessThanOrEqual(101);
      expect(plain(16).startsWith(bookmark.excerpt.replace(/…$/, ''))).toBe(true);
      expect(Date.parse(bookmark.date)).toBeGreaterThanOrEqual(before - 1000);
      expect(onNotify).toHaveBeenCalledWith('Marque-page ajouté : Jean 3:16-18');
    });

    it('bookmarks the chapter when nothing is selected', async () => {
      const onBookmark = vi.fn();
      const { user } = await renderLoaded({ onBookmark });
      await user.click(screen.getByRole('button', { name: 'Marque-page' }));

      const bookmark = onBookmark.mock.calls[0][0];
      expect(bookmark).toMatchObject({ book: 43, chapter: 3 });
      expect(bookmark).not.toHaveProperty('verses');
      expect(bookmark.excerpt).toMatch(/^Mais il y eut un homme/);
      const notices = screen.getByRole('status', { name: 'Notifications' });
      expect(within(notices).getByText('Marque-page ajouté : Jean 3')).toBeDefined();
    });

    it('cannot bookmark before the chapter has loaded', () => {
      renderReader({ onBookmark: vi.fn() });
      expect(screen.getByRole('button', { name: 'Marque-page' })).toHaveProperty('disabled', true);
    });
  });

  describe('the player', () => {
    const audioElement = () => document.querySelector('audio')!;
    beforeEach(() => stubVoice());
    afterEach(() => vi.unstubAllGlobals());

    it('opens from its toggle and plays the chapter, with the fallback text and the synthetic voice said', async () => {
      const { user } = await renderLoaded({ onNavigate: vi.fn() });
      const toggle = screen.getByRole('button', { name: 'Écouter Jean 3' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.querySelector('audio')).toBeNull();
      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      // The panel's code comes on its first opening.
      const panel = await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
      expect(audioElement().getAttribute('src')).toBe('/mp3/43/3.mp3');
      expect(audioElement().autoplay).toBe(true);
      expect(audioElement().controls).toBe(true);
      expect(audioElement().textContent).toBe('Your browser does not support the audio tag.');
      // The server says the chapter is synthesized (its HEAD answer): the voice is named so.
      expect((await within(panel).findByText(/^Voix de synthèse/)).textContent).toContain('À la fin du chapitre, le suivant commence.');
      fireEvent.playing(audioElement());
      expect(within(panel).getByRole('status').textContent).toBe('Lecture de Jean 3');
      await user.click(toggle);
      expect(document.querySelector('audio')).toBeNull();
    });

    it('leaves the arrow keys to the audio controls (they seek), not to the chapter navigation', async () => {
      const onNavigate = vi.fn();
      const { user } = await renderLoaded({ onNavigate });
      await openPlayer(user);
      fireEvent.keyDown(audioElement(), { key: 'ArrowRight' });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('is one of two panels: opening the settings closes it, and the other way round', async () => {
      const { user } = await renderLoaded();
      await openPlayer(user);
      await openSettings(user);
      expect(screen.queryByRole('region', { name: 'Lecture audio de Jean 3' })).toBeNull();
      await openPlayer(user);
      expect(screen.queryByRole('region', { name: "Réglages d'affichage" })).toBeNull();
    });

    it('goes on to the next chapter when one ends, the reader following it', async () => {
      const onNavigate = vi.fn();
      const { user, rerenderWith } = await renderLoaded({ onNavigate });
      await openPlayer(user);
      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      expect(onNavigate).toHaveBeenCalledWith({ book: 43, chapter: 4 });
      rerenderWith({ chapter: 4 });
      expect(screen.getByRole('region', { name: 'Lecture audio de Jean 4' })).toBeTruthy();
      expect(audioElement().getAttribute('src')).toBe('/mp3/43/4.mp3');
      expect(audioElement().autoplay).toBe(true);
      expect(screen.getByRole('region', { name: 'Lecture audio de Jean 4' }).textContent).toContain('Préparation de l’audio de Jean 4…');
    });

    it('plays the translation it is given, asks its voice, and goes on in its numbering (issue 41)', async () => {
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        asked.push(url);
        return new Response(null, { status: 200, headers: { 'X-Parole-Audio': 'live' } });
      });
      const onNavigate = vi.fn();
      // Martin's Joël has 3 chapters (the table's 4): Amos 1 follows its last.
      const { user } = renderReader({ book: 29, chapter: 3, translation: 'martin', onNavigate }, fakeClient({ chapter: () => new Promise(() => {}) }));
      const panel = await openPlayer(user, 'Joël 3');
      expect(audioElement().getAttribute('src')).toBe('/mp3/29/3.mp3?traduction=martin');
      expect(document.querySelector('track')?.getAttribute('src')).toBe('/mp3/29/3/versets.vtt?traduction=martin');
      await within(panel).findByText(/^Voix de synthèse/);
      expect(asked).toEqual(['/mp3/29/3.mp3?traduction=martin']);
      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      expect(onNavigate).toHaveBeenCalledWith({ book: 30, chapter: 1 });
    });

    it('names a recording’s voice instead of the synthesizer’s, and none it cannot know', async () => {
      stubVoice({ source: 'recording', name: 'Bible audio, lue par Marie Martin' });
      const { user } = await renderLoaded({ onNavigate: vi.fn() });
      await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
      const panel = await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
      expect((await within(panel).findByText(/^Enregistrement/)).textContent).toBe(
        'Enregistrement : Bible audio, lue par Marie Martin. À la fin du chapitre, le suivant commence.',
      );
      expect(within(panel).queryByText(/Voix de synthèse/)).toBeNull();
    });

    it('names no voice when the server cannot say whose it is', async () => {
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      const { user } = await renderLoaded({ onNavigate: vi.fn() });
      await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
      const panel = await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(panel).queryByText(/Voix de synthèse|Enregistrement/)).toBeNull();
      expect(within(panel).getByText('À la fin du chapitre, le suivant commence.')).toBeTruthy();
    });

    it('stops after the last chapter of the Bible, and does not promise a next one', async () => {
      const onNavigate = vi.fn();
      const { user } = renderReader({ book: 66, chapter: 22, onNavigate }, fakeClient({ chapter: () => new Promise(() => {}) }));
      // French elision in the panel's name (issue 47).
      await openPlayer(user, 'Apocalypse 22', 'Lecture audio d’Apocalypse 22');
      expect((await screen.findByText(/^Voix de synthèse/)).textContent).not.toContain('le suivant');
      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('says when the audio cannot be loaded, and loads it again on demand', async () => {
      const { user } = await renderLoaded();
      const panel = await openPlayer(user);
      fireEvent.error(audioElement());
      expect(within(panel).getByRole('status').textContent).toBe('L’audio de Jean 3 n’a pas pu être chargé.');
      await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
      // Loading again, then playing (the test's <audio> plays at once).
      expect(within(panel).getByRole('status').textContent).toMatch(/^(Préparation de l’audio de Jean 3…|Lecture de Jean 3)$/);
      expect(within(panel).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    });

    it('plays from the API’s origin in an embed', async () => {
      const client = fakeClient({ mediaUrl: (_name, { book, chapter }) => `https://parole.example/mp3/${book}/${chapter}.mp3` });
      const { user } = renderReader({}, client);
      await openPlayer(user);
      expect(audioElement().getAttribute('src')).toBe('https://parole.example/mp3/43/3.mp3');
    });
  });

  describe('display settings', () => {
    it('opens the settings panel from its toggle, and closes it again', async () => {
      const { user } = renderReader();
      const toggle = screen.getByRole('button', { name: "Réglages d'affichage" });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByRole('region', { name: "Réglages d'affichage" })).toBeDefined();
      await user.click(toggle);
      expect(screen.queryByRole('region', { name: "Réglages d'affichage" })).toBeNull();
    });

    it('steps the text size and line spacing within their floors, and resets them', async () => {
      const onSettingsChange = vi.fn();
      const { user } = renderReader({ onSettingsChange });
      await openSettings(user);

      await user.click(screen.getByRole('button', { name: 'Agrandir la taille du texte' }));
      expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ fontSize: 1.05 }));
      for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Réduire la taille du texte' }));
      expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ fontSize: 0.8 }));
      expect(screen.getByRole('button', { name: 'Réduire la taille du texte' }).getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('group', { name: 'Taille du texte' }).textContent).toContain('80\u202f%');
      await user.click(screen.getByRole('button', { name: 'Rétablir la taille du texte' }));
      expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ fontSize: 1 }));

      for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: "Réduire l'interligne" }));
      expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ leading: 1.3 }));
      await user.click(screen.getByRole('button', { name: "Augmenter l'interligne" }));
      expect(screen.getByRole('group', { name: 'Interligne' }).textContent).toContain('1,4');
      await user.click(screen.getByRole('button', { name: "Rétablir l'interligne" }));
      expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ leading: 1.5 }));
    });

    it('follows the settings it is given when controlled', async () => {
      const onSettingsChange = vi.fn();
      const settings = { fontSize: 1.2, leading: 1.8, display: 'justify' as const, column: 1 as const, numbers: false, divineNames: true, speed: 1 };
      const { user } = await renderLoaded({ settings, onSettingsChange });
      await openSettings(user);
      await user.click(screen.getByRole('button', { name: 'Agrandir la taille du texte' }));

      expect(onSettingsChange).toHaveBeenCalledWith({ ...settings, fontSize: 1.25 });
      // Controlled: the shown value stays the host's until it passes a new one.
      expect(screen.getByRole('group', { name: 'Taille du texte' }).textContent).toContain('120\u202f%');
      expect(verse(16).querySelector('sup')).toBeNull();
      expect(verse(16).querySelector('span.dieu')?.textContent).toBe('Dieu');
    });

    it('hides verse numbers and highlights divine names on request', async () => {
      const { user } = await renderLoaded();
      expect(verse(16).querySelector('span.dieu')).toBeNull();
      await openSettings(user);
      await user.click(screen.getByRole('button', { name: 'Numéros des versets' }));
      await user.click(screen.getByRole('button', { name: 'Noms divins en évidence' }));
      expect(verse(16).querySelector('sup')).toBeNull();
      expect(verse(16).querySelector('span.dieu')?.textContent).toBe('Dieu');
    });

    it('offers the column toggle on desktop only', async () => {
      renderReader();
      expect(screen.getByRole('button', { name: '2 colonnes' }).getAttribute('aria-pressed')).toBe('true');
      act(() => setWidth(375));
      expect(screen.queryByRole('button', { name: '2 colonnes' })).toBeNull();
    });
  });

  describe('chapter bar', () => {
    const hrefFor: ReaderProps['hrefFor'] = ({ book, chapter }) => `/lire/${book}/${chapter}`;
    const chapterLinks = () => within(screen.getByRole('navigation', { name: 'Chapitres' })).queryAllByRole('link');

    it('shows the first 20 chapters on desktop, then "..." reveals the rest', async () => {
      const { user } = renderReader({ book: 19, chapter: 1, hrefFor });
      expect(chapterLinks()).toHaveLength(20);
      await user.click(screen.getByRole('button', { name: 'Afficher tous les chapitres' }));
      expect(chapterLinks()).toHaveLength(150);
      expect(document.activeElement?.getAttribute('data-chapitre')).toBe('21');
    });

    it('shows 8 chapters on mobile', () => {
      setWidth(375);
      renderReader({ hrefFor });
      expect(chapterLinks()).toHaveLength(8);
    });

    it('never hides the current chapter behind "...": it follows the control (21 on desktop)', async () => {
      const { user } = renderReader({ book: 19, chapter: 119, hrefFor });
      expect(chapterLinks()).toHaveLength(21);
      expect(chapterLinks().at(-1)?.getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Chapitre 119' }).getAttribute('aria-current')).toBe('page');
      await user.click(screen.getByRole('button', { name: 'Afficher tous les chapitres' }));
      expect(chapterLinks()).toHaveLength(150);
    });

    it('shows 9 on mobile when the current chapter is past the first 8', () => {
      setWidth(375);
      renderReader({ book: 19, chapter: 119, hrefFor });
      expect(chapterLinks()).toHaveLength(9);
    });

    it('links each chapter with hrefFor and asks onNavigate on a plain click', async () => {
      const onNavigate = vi.fn();
      const { user } = renderReader({ onNavigate, hrefFor });
      const link = screen.getByRole('link', { name: 'Chapitre 5' });
      expect(link.getAttribute('href')).toBe('/lire/43/5');
      expect(screen.getByRole('link', { name: 'Chapitre 3' }).getAttribute('aria-current')).toBe('page');

      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(onNavigate).toHaveBeenCalledWith({ book: 43, chapter: 5 });

      // Ctrl/Cmd+click opens a new tab: left to the browser. (The listener
      // notes that, then stops jsdom, which cannot open documents.)
      let leftToBrowser = false;
      const observe = (event: Event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', observe);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
      window.removeEventListener('click', observe);
      expect(leftToBrowser).toBe(true);
      expect(onNavigate).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('link', { name: 'Chapitre 4' }));
      expect(onNavigate).toHaveBeenLastCalledWith({ book: 43, chapter: 4 });
    });

    it('uses buttons when there is no hrefFor', async () => {
      const onNavigate = vi.fn();
      const { user } = renderReader({ onNavigate });
      await user.click(screen.getByRole('button', { name: 'Chapitre 7' }));
      expect(onNavigate).toHaveBeenCalledWith({ book: 43, chapter: 7 });
    });
  });

  describe('page turning', () => {
    const swipe = (from: [number, number], to: [number, number], pointerType = 'touch') => {
      const area = screen.getByRole('group', { name: 'Versets' }).parentElement!;
      fireEvent.pointerDown(area, { pointerId: 1, pointerType, isPrimary: true, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(area, { pointerId: 1, pointerType, isPrimary: true, clientX: to[0], clientY: to[1] });
    };

    it('goes to the next chapter on a swipe left, the previous on a swipe right', async () => {
      const onNavigate = vi.fn();
      await renderLoaded({ onNavigate });
      swipe([300, 200], [200, 210]);
      expect(onNavigate).toHaveBeenLastCalledWith({ book: 43, chapter: 4 });
      swipe([100, 200], [160, 190]);
      expect(onNavigate).toHaveBeenLastCalledWith({ book: 43, chapter: 2 });
    });

    it('ignores short, mostly vertical and mouse moves', async () => {
      const onNavigate = vi.fn();
      await renderLoaded({ onNavigate });
      swipe([300, 200], [265, 200]); // 35 px
      swipe([300, 200], [240, 300]); // a scroll
      swipe([300, 200], [100, 200], 'mouse'); // selecting text
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('turns pages with the arrow keys, across book boundaries', () => {
      const onNavigate = vi.fn();
      const { rerenderWith } = renderReader({ book: 1, chapter: 50, onNavigate });
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      expect(onNavigate).toHaveBeenLastCalledWith({ book: 2, chapter: 1 });

      rerenderWith({ book: 2, chapter: 1 });
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      expect(onNavigate).toHaveBeenLastCalledWith({ book: 1, chapter: 50 });

      rerenderWith({ book: 43, chapter: 21 });
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      expect(onNavigate).toHaveBeenLastCalledWith({ book: 44, chapter: 1 });
    });

    it('does nothing before Genèse 1 or after Apocalypse 22', () => {
      const onNavigate = vi.fn();
      const { rerenderWith } = renderReader({ book: 1, chapter: 1, onNavigate });
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      rerenderWith({ book: 66, chapter: 22 });
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('leaves arrow keys alone in a text field, with a modifier, or in another control of the page', () => {
      const onNavigate = vi.fn();
      renderReader({ onNavigate });
      const input = document.body.appendChild(document.createElement('input'));
      const other = document.body.appendChild(document.createElement('button'));
      try {
        fireEvent.keyDown(input, { key: 'ArrowRight' });
        fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true });
        fireEvent.keyDown(other, { key: 'ArrowRight' });
        expect(onNavigate).not.toHaveBeenCalled();
      } finally {
        input.remove();
        other.remove();
      }
    });
  });

  describe('when the chapter cannot be loaded', () => {
    it('shows the server’s French message and retries on request', async () => {
      // The error the client gives for a chapter the server refuses.
      const refused = await fakeClient().chapter({ book: 43, chapter: 22 }).catch((error: unknown) => error);
      const client = failingClient('chapter', refused);
      const { user } = renderReader({}, client);
      expect(await retryAfterError(client, user)).toContain(refusalOf('chapter', { book: 43, chapter: 22 })!.message);
      await loaded();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});

afterEach(() => vi.restoreAllMocks());
