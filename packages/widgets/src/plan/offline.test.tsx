/**
 * The plan's player offline (issue 47, as the reader's): a chapter whose
 * audio is not on the device is said so at once, never asked of the network;
 * one kept there plays. The Cache API and the worker: tests/e2e/offline-audio.test.ts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubVoice, widgetRenderer } from '../testing/render.js';
import { Plan } from './Plan.js';

const renderPlan = widgetRenderer(Plan, { month: 1, day: 1, year: 2027, today: new Date(2027, 0, 1) });

/** The browser's network switch, and its event. */
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

const listen = async (user: ReturnType<typeof renderPlan>['user'], name: string) =>
  user.click(within(await screen.findByRole('region', { name: 'Ancien Testament' })).getByRole('button', { name }));

describe('the plan’s player offline (issue 47)', () => {
  afterEach(() => vi.restoreAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('says at once that a chapter’s audio is not on the device, asking the network nothing, and says it no more once back online', async () => {
    stubVoice();
    setOnline(false);
    const isKept = vi.fn(() => Promise.resolve(false));
    const { user } = renderPlan({ offlineAudio: { isKept } });
    await listen(user, 'Écouter Genèse 2');
    await waitFor(() => expect(screen.getByText('L’audio de Genèse 2 n’est pas sur cet appareil.')).toBeTruthy());
    expect(isKept).toHaveBeenCalledWith({ book: 1, chapter: 2 }, undefined);
    expect(document.querySelector('audio')!.getAttribute('src')).toBeNull();
    setOnline(true);
    await waitFor(() => expect(screen.queryByText('L’audio de Genèse 2 n’est pas sur cet appareil.')).toBeNull());
    await listen(user, 'Écouter Genèse 2');
    expect(document.querySelector('audio')!.getAttribute('src')).toBe('/mp3/1/2.mp3');
  });

  it('plays a chapter kept on the device offline', async () => {
    stubVoice();
    setOnline(false);
    const { user } = renderPlan({ offlineAudio: { isKept: () => Promise.resolve(true) } });
    await listen(user, 'Écouter Genèse 2');
    await waitFor(() => expect(document.querySelector('audio')!.getAttribute('src')).toBe('/mp3/1/2.mp3'));
    expect(screen.queryByText(/n’est pas sur cet appareil/)).toBeNull();
  });

  it('says so in an embed too (no site: nothing is kept on the device)', async () => {
    stubVoice();
    setOnline(false);
    const { user } = renderPlan();
    await listen(user, 'Écouter Genèse 2');
    await waitFor(() => expect(screen.getByText('L’audio de Genèse 2 n’est pas sur cet appareil.')).toBeTruthy());
  });
});
