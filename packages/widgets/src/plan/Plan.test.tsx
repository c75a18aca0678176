import { href } from '@parole/bible';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStyle } from '../style.js';
import { fakeClient } from '../testing/fake-client.js';
import { apiError, failingClient, hexToRgb, retryAfterError, setWidth, stubVoice, widgetRenderer } from '../testing/render.js';
import { Plan } from './Plan.js';

const TODAY = new Date(2027, 0, 1);

const renderPlan = widgetRenderer(Plan, { month: 1, day: 1, year: 2027, today: TODAY });

const column = (name: string) => screen.findByRole('region', { name });
const chapterTitles = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => setWidth(1024));

describe('Plan', () => {
  it('shows a busy state, then the day’s chapters in an AT and an NT column', async () => {
    const { client } = renderPlan();
    expect(screen.getByRole('status').textContent).toBe('Chargement des lectures du jour…');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    const at = await column('Ancien Testament');
    const nt = await column('Nouveau Testament');
    expect(chapterTitles(at)).toEqual(['Genèse 1', 'Genèse 2', 'Genèse 3']);
    expect(chapterTitles(nt)).toEqual(['Matthieu 1']);
    expect(client.calls).toEqual(['GET /api/bible1an/1/1?annee=2027']);
    expect(screen.getByText('Lectures du 1er janvier')).toBeTruthy();
    // Violet and cyan.
    expect(getComputedStyle(within(at).getByRole('heading', { level: 2 })).color).toBe(hexToRgb(defaultStyle.colors.oldTestament));
    expect(getComputedStyle(within(nt).getByRole('heading', { level: 2 })).color).toBe(hexToRgb(defaultStyle.colors.newTestament));
  });

  it('has Aujourd’hui, 12 abbreviated months and the days of the month', async () => {
    renderPlan({ month: 2, day: 28, year: 2027 });
    await column('Ancien Testament');
    expect(screen.getByRole('button', { name: 'Lectures d’aujourd’hui' }).textContent).toBe('Aujourd’hui');
    const months = within(screen.getByRole('group', { name: 'Mois' })).getAllByRole('button');
    // Abbreviated on screen, named in full for assistive technology.
    expect(months.map((b) => b.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.',
    ]);
    expect(months[1]).toBe(screen.getByRole('button', { name: 'février' }));
    expect(months[1].getAttribute('aria-pressed')).toBe('true');
    // 2027 has no 29 February: 28 days, and 28 February reads both days.
    const days = within(screen.getByRole('group', { name: 'Jours de février' })).getAllByRole('button');
    expect(days).toHaveLength(28);
    expect(days.slice(0, 3).map((d) => d.textContent)).toEqual(['1er', '2', '3']);
    expect(days[0]).toBe(screen.getByRole('button', { name: '1er février' }));
    expect(days[27].getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Avec les lectures du 29 février (absent cette année)')).toBeTruthy();
    expect(chapterTitles(await column('Nouveau Testament'))).toHaveLength(2);
  });

  it('gives February 29 days in a leap year', () => {
    renderPlan({ month: 2, day: 1, year: 2028 }, fakeClient({ planDay: () => new Promise(() => {}) }));
    expect(within(screen.getByRole('group', { name: 'Jours de février' })).getAllByRole('button')).toHaveLength(29);
  });

  it('reports a chosen date to the host', async () => {
    const onDateChange = vi.fn();
    const { user } = renderPlan({ month: 3, day: 10, onDateChange }, fakeClient({ planDay: () => new Promise(() => {}) }));
    await user.click(screen.getByRole('button', { name: 'août' }));
    expect(onDateChange).toHaveBeenLastCalledWith(8, 1);
    await user.click(screen.getByRole('button', { name: '15 mars' }));
    expect(onDateChange).toHaveBeenLastCalledWith(3, 15);
    await user.click(screen.getByRole('button', { name: 'Lectures d’aujourd’hui' }));
    expect(onDateChange).toHaveBeenLastCalledWith(1, 1);
  });

  it('changes its own date without onDateChange (embeds)', async () => {
    const { client, user } = renderPlan();
    await column('Ancien Testament');
    await user.click(screen.getByRole('button', { name: 'août' }));
    await user.click(screen.getByRole('button', { name: '31 août' }));
    expect(chapterTitles(await column('Ancien Testament'))).toEqual(['Psaumes 119', 'Psaumes 120']);
    expect(client.calls).toEqual(['GET /api/bible1an/1/1?annee=2027', 'GET /api/bible1an/8/1?annee=2027', 'GET /api/bible1an/8/31?annee=2027']);
  });

  it('links each chapter to the reader and reports it opened', async () => {
    const onChapterOpen = vi.fn();
    const onOpen = vi.fn();
    const { user } = renderPlan({ hrefFor: (place) => href('read', place), onChapterOpen, onOpen });
    const nt = await column('Nouveau Testament');
    const link = within(nt).getByRole('link', { name: 'Lire Matthieu 1' });
    expect(link.getAttribute('href')).toBe('/lire/40/1');
    await user.click(link);
    expect(onChapterOpen).toHaveBeenCalledWith({ book: 40, chapter: 1 });
    expect(onOpen).toHaveBeenCalledWith({ book: 40, chapter: 1 });
  });

  it('shows each chapter’s title as text, not as a link, when nothing opens it (an embed without data-site)', async () => {
    renderPlan();
    const nt = await column('Nouveau Testament');
    const title = within(nt).getByText('Matthieu 1');
    expect(within(nt).queryByRole('link')).toBeNull();
    expect(title.closest('a, button, [tabindex]')).toBeNull();
    const style = getComputedStyle(title);
    expect(style.textDecorationLine || style.textDecoration).not.toContain('underline');
    expect(style.cursor).not.toBe('pointer');
  });

  it('marks the chapters already opened with “Lu”', async () => {
    const { rerenderWith } = renderPlan({ read: ['1/2'] });
    const at = await column('Ancien Testament');
    const items = at.querySelectorAll('li[data-chapitre]');
    expect(within(items[1] as HTMLElement).getByTitle('Genèse 2 : déjà lu').textContent).toBe('Lu');
    expect(within(items[0] as HTMLElement).queryByText('Lu')).toBeNull();
    rerenderWith({ read: ['1/2', '40/1'] });
    expect(within(await column('Nouveau Testament')).getByText('Lu')).toBeTruthy();
  });

  it('shows a chapter’s text on demand, which counts as reading it', async () => {
    const onChapterOpen = vi.fn();
    const { user } = renderPlan({ onChapterOpen });
    const at = await column('Ancien Testament');
    const first = at.querySelector<HTMLElement>('li[data-chapitre="1/1"]')!;
    const toggle = within(first).getByRole('button', { name: 'Afficher le texte' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const text = within(first).getByRole('list', { name: 'Texte de Genèse 1' });
    expect(within(text).getAllByRole('listitem')).toHaveLength(31);
    expect(text.textContent).toContain('Au commencement, Dieu créa les cieux et la terre');
    expect(onChapterOpen).toHaveBeenCalledWith({ book: 1, chapter: 1 });
    // Without `read` from a host, the widget marks it itself.
    expect(within(first).getByText('Lu')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Masquer le texte' }));
    expect(within(first).queryByRole('list')).toBeNull();
  });

  describe('the day’s audio', () => {
    const audioElement = () => document.querySelector('audio')!;

    it('plays a chapter from its button, which then pauses it, and says the voice is synthetic', async () => {
      stubVoice();
      const { user } = renderPlan();
      await user.click(within(await column('Ancien Testament')).getByRole('button', { name: 'Écouter Genèse 2' }));
      expect(audioElement().getAttribute('src')).toBe('/mp3/1/2.mp3');
      expect(audioElement().autoplay).toBe(true);
      expect(audioElement().textContent).toBe('Your browser does not support the audio tag.');
      const pause = screen.getByRole('button', { name: 'Mettre en pause Genèse 2' });
      expect(pause.textContent).toBe('Pause');
      expect((await screen.findByText(/^Voix de synthèse/)).textContent).toContain('le suivant de la journée commence');
      vi.unstubAllGlobals();
      fireEvent.playing(audioElement());
      expect(screen.getByText('Lecture de Genèse 2').getAttribute('role')).toBe('status');

      await user.click(pause);
      fireEvent.pause(audioElement());
      expect(screen.getByRole('button', { name: 'Écouter Genèse 2' })).toBeTruthy();
    });

    it('plays the next chapter of the day’s list when one ends, old testament then new, then stops', async () => {
      const { user } = renderPlan();
      await user.click(within(await column('Ancien Testament')).getByRole('button', { name: 'Écouter Genèse 3' }));
      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      expect(audioElement().getAttribute('src')).toBe('/mp3/40/1.mp3');
      expect(screen.getByRole('button', { name: 'Mettre en pause Matthieu 1' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Écouter Genèse 3' })).toBeTruthy();

      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      // The last of the day: every button is back to "Écouter".
      expect(screen.getAllByRole('button', { name: /^Écouter / })).toHaveLength(4);
      expect(screen.queryAllByRole('button', { name: /^Mettre en pause/ })).toHaveLength(0);
    });

    it('plays the chapters of the translation it is given, the next one too (issue 41)', async () => {
      const { user } = renderPlan({ translation: 'darby' });
      await user.click(within(await column('Ancien Testament')).getByRole('button', { name: 'Écouter Genèse 3' }));
      expect(audioElement().getAttribute('src')).toBe('/mp3/1/3.mp3?traduction=darby');
      expect(document.querySelector('track')?.getAttribute('src')).toBe('/mp3/1/3/versets.vtt?traduction=darby');
      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      expect(audioElement().getAttribute('src')).toBe('/mp3/40/1.mp3?traduction=darby');
      expect(screen.getByRole('button', { name: 'Mettre en pause Matthieu 1' })).toBeTruthy();
    });

    it('marks a chapter heard to its end as read, like an opened one; a chapter paused midway is not', async () => {
      const onChapterOpen = vi.fn();
      const { user } = renderPlan({ onChapterOpen });
      const at = await column('Ancien Testament');
      await user.click(within(at).getByRole('button', { name: 'Écouter Genèse 1' }));
      fireEvent.playing(audioElement());
      fireEvent.pause(audioElement());
      expect(onChapterOpen).not.toHaveBeenCalled();
      await user.click(within(at).getByRole('button', { name: 'Écouter Genèse 1' }));
      fireEvent.playing(audioElement());
      fireEvent.ended(audioElement());
      expect(onChapterOpen).toHaveBeenCalledWith({ book: 1, chapter: 1 });
      // Without `read` from a host, the widget marks it itself.
      const first = within(at).getAllByRole('listitem')[0];
      expect(within(first).getByText('Lu')).toBeTruthy();
    });

    it('says when a chapter’s audio cannot be loaded', async () => {
      const { user } = renderPlan();
      await user.click(within(await column('Nouveau Testament')).getByRole('button', { name: 'Écouter Matthieu 1' }));
      fireEvent.error(audioElement());
      expect(screen.getByRole('alert').textContent).toBe('L’audio de Matthieu 1 n’a pas pu être chargé.');
      expect(screen.getByRole('button', { name: 'Écouter Matthieu 1' })).toBeTruthy();
    });
  });

  it('says so for a date that does not exist, without asking the server', () => {
    const { client } = renderPlan({ month: 2, day: 29, year: 2027 });
    expect(screen.getByRole('alert').textContent).toBe('Date invalide : le mois va de 1 à 12 et le jour doit exister dans ce mois');
    expect(client.calls).toEqual([]);
  });

  it('shows the server’s error and retries on demand', async () => {
    const client = failingClient('planDay', apiError(500));
    const { user } = renderPlan({}, client);
    expect(await retryAfterError(client, user)).toContain('Le serveur a rencontré une erreur (500)');
    expect(chapterTitles(await column('Ancien Testament'))).toHaveLength(3);
  });

  it('uses one column on mobile', async () => {
    setWidth(375);
    renderPlan();
    const at = await column('Ancien Testament');
    await waitFor(() => expect(getComputedStyle(at.parentElement!).gridTemplateColumns).toBe('minmax(0, 1fr)'));
  });
});
