/**
 * Listening without surprises (issue 47), in the reader: the player keeps
 * playing when the settings open (it folds into its bar), has its own speed,
 * pause and chapters, and says what it does with French elision. Played in
 * Chromium on a phone by tests/e2e/listening-phone.test.ts.
 */
import { fireEvent, screen, within } from '@testing-library/react';
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
