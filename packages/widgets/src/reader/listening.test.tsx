/**
 * Listening without surprises (issue 47), in the reader: the player keeps
 * playing when the settings open (it folds into its bar), has its own speed,
 * pause and chapters, and says what it does with French elision; offline, a
 * chapter whose audio is not on the device is said at once. Played in
 * Chromium on a phone by tests/e2e/listening-phone.test.ts and
 * tests/e2e/offline-audio.test.ts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../testing/fake-client.js';
import { stubVoice, widgetRenderer } from '../testing/render.js';
import { Reader } from './Reader.js';

const renderReader = widgetRenderer(Reader, { book: 43, chapter: 3 });
const audioElement = () => document.querySelector('audio')!;
const pending = () => fakeClient({ chapter: () => new Promise(() => {}) });

describe('the reader’s player (issue 47)', () => {
  beforeEach(() => stubVoice());
  afterEach(() => vi.unstubAllGlobals());

  it('says « Lecture d’Ézéchiel 36 », with French elision', async () => {
    const { user } = renderReader({ book: 26, chapter: 36 }, pending());
    await user.click(screen.getByRole('button', { name: 'Écouter Ézéchiel 36' }));
    const panel = await screen.findByRole('region', { name: 'Lecture audio d’Ézéchiel 36' });
    expect(within(panel).getByRole('status').textContent).toBe('Préparation de l’audio d’Ézéchiel 36…');
    fireEvent.playing(audioElement());
    expect(within(panel).getByRole('status').textContent).toBe('Lecture d’Ézéchiel 36');
  });

  it('plays on when the settings open: the player folds into its bar, with the same <audio>', async () => {
    const { user } = renderReader({}, pending());
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
    const audio = audioElement();
    fireEvent.playing(audio);
    const pause = vi.spyOn(audio, 'pause');
    await user.click(screen.getByRole('button', { name: "Réglages d'affichage" }));
    await screen.findByRole('region', { name: "Réglages d'affichage" });
    const bar = screen.getByRole('region', { name: 'Écoute de Jean 3' });
    expect(audioElement()).toBe(audio);
    expect(pause).not.toHaveBeenCalled();
    expect(within(bar).getByRole('status').textContent).toBe('Lecture de Jean 3');
    // « Écouter » unfolds it again, closing the settings; pressed again, it stops.
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    expect(screen.getByRole('region', { name: 'Lecture audio de Jean 3' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Réglages d'affichage" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    expect(document.querySelector('audio')).toBeNull();
  });

  it('changes the speed, pauses and turns chapters from the player itself', async () => {
    const onNavigate = vi.fn();
    const onSettingsChange = vi.fn();
    const { user } = renderReader({ onNavigate, onSettingsChange }, pending());
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    const panel = await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
    fireEvent.playing(audioElement());
    await user.selectOptions(within(panel).getByLabelText('Vitesse de lecture'), '1.5');
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ speed: 1.5 }));
    expect(audioElement().playbackRate).toBe(1.5);
    const pause = vi.spyOn(audioElement(), 'pause');
    await user.click(within(panel).getByRole('button', { name: 'Mettre en pause' }));
    expect(pause).toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Chapitre suivant' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ book: 43, chapter: 4 });
    await user.click(within(panel).getByRole('button', { name: 'Chapitre précédent' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ book: 43, chapter: 2 });
  });
});

describe('the reader’s player offline (issue 47)', () => {
  beforeEach(() => stubVoice());
  afterEach(() => vi.restoreAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  /** The browser's network switch, and its event. */
  const setOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
  };

  it('says at once that the chapter’s audio is not on the device, never asking the network, and plays when asked once back online', async () => {
    setOnline(false);
    const isKept = vi.fn(() => Promise.resolve(false));
    const { user } = renderReader({ offlineAudio: { isKept, render: () => <button type="button">Garder</button> } }, pending());
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    const panel = await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
    expect(await within(panel).findByText('L’audio de Jean 3 n’est pas sur cet appareil.')).toBeTruthy();
    expect(isKept).toHaveBeenCalledWith({ book: 43, chapter: 3 }, undefined);
    expect(audioElement().getAttribute('src')).toBeNull();
    // The site's part that keeps it is in the player.
    expect(within(panel).getByRole('button', { name: 'Garder' })).toBeTruthy();

    // Back online: said no more, and nothing plays by surprise; « Reprendre la lecture » plays it.
    setOnline(true);
    expect(within(panel).getByRole('status').textContent).toBe('Lecture audio de Jean 3');
    expect(audioElement().autoplay).toBe(false);
    expect(audioElement().preload).toBe('none');
    await user.click(within(panel).getByRole('button', { name: 'Reprendre la lecture' }));
    expect(audioElement().getAttribute('src')).toMatch(/\/mp3\/43\/3\.mp3$/);
    expect(audioElement().autoplay).toBe(true);
    expect(within(panel).getByRole('status').textContent).not.toContain('n’est pas sur cet appareil');
  });

  it('plays a chapter kept on the device offline', async () => {
    setOnline(false);
    const { user } = renderReader({ offlineAudio: { isKept: () => Promise.resolve(true), render: () => null } }, pending());
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    const panel = await screen.findByRole('region', { name: 'Lecture audio de Jean 3' });
    await vi.waitFor(() => expect(audioElement().getAttribute('src')).toMatch(/\/mp3\/43\/3\.mp3$/));
    expect(within(panel).getByRole('status').textContent).toBe('Préparation de l’audio de Jean 3…');
  });

  it('says so in an embed too (no site: nothing is kept on the device)', async () => {
    setOnline(false);
    const { user } = renderReader({}, pending());
    await user.click(screen.getByRole('button', { name: 'Écouter Jean 3' }));
    expect(await screen.findByText('L’audio de Jean 3 n’est pas sur cet appareil.')).toBeTruthy();
  });
});
