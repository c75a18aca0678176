/**
 * Listening that follows the text (issue 27), as the reader's and the plan's views show it:
 * the verse being read marked `aria-current` and said politely, a verse
 * played from its start (a click while the player is open, Enter or Space on
 * a selected one), and the playback speed among the display settings. The
 * browser's own part (the `<track>`'s cues, the element's position) is
 * played in Chromium by tests/e2e/audio.test.ts.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recorded } from '../testing/recordings.js';
import { ReaderView, type ReaderViewProps } from './ReaderView.js';
import { DEFAULT_DISPLAY_SETTINGS } from './settings.js';
import { Reader } from './Reader.js';
import { fakeClient } from '../testing/fake-client.js';
import { BibleApiProvider } from '../api/context.js';
import { groupByChapter } from '../plan/chapters.js';
import { PlanView } from '../plan/PlanView.js';

const ready = { status: 'ready', data: recorded('chapter', { book: 19, chapter: 117 }) } as const;
const verse = (n: number) => document.querySelector<HTMLElement>(`[data-verset="${n}"]`)!;

function renderView(props: Partial<ReaderViewProps>) {
  return render(<ReaderView book={19} chapter={117} state={ready} {...props} />);
}

describe('the reader while its chapter is heard', () => {
  it('marks the verse being read, and only while the player is open', async () => {
    const { rerender } = renderView({ openPanel: 'player', player: { status: 'playing', verse: 2 } });
    expect(verse(2).getAttribute('aria-current')).toBe('true');
    expect(verse(1).hasAttribute('aria-current')).toBe(false);
    // Said politely to screen readers.
    // The panel is loaded on its first opening.
    const region = await screen.findByRole('region', { name: 'Lecture audio de Psaumes 117' });
    expect(within(region).getByText('Verset 2').getAttribute('aria-live')).toBe('polite');
    rerender(<ReaderView book={19} chapter={117} state={ready} openPanel={null} player={{ status: 'idle', verse: 2 }} />);
    expect(verse(2).hasAttribute('aria-current')).toBe(false);
  });

  it('plays a verse from its start on a click while the player is open, and on Enter or Space when it is selected', () => {
    const onPlayVerse = vi.fn();
    const onToggleVerse = vi.fn();
    renderView({ openPanel: 'player', player: { status: 'playing', verse: 1, onPlayVerse }, selected: [2], onToggleVerse });
    fireEvent.click(verse(2));
    expect(onPlayVerse).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(verse(2), { key: 'Enter' });
    fireEvent.keyDown(verse(2), { key: ' ' });
    expect(onPlayVerse.mock.calls).toEqual([[2], [2], [2]]);
    // An unselected verse is selected, as without the player.
    fireEvent.keyDown(verse(1), { key: 'Enter' });
    expect(onToggleVerse).toHaveBeenCalledWith(1);
    expect(onPlayVerse).toHaveBeenCalledTimes(3);
  });

  it('leaves a click alone while the player is closed: Enter toggles the selection as before', () => {
    const onToggleVerse = vi.fn();
    renderView({ openPanel: null, selected: [2], onToggleVerse, player: { status: 'idle', onPlayVerse: vi.fn() } });
    fireEvent.click(verse(2));
    fireEvent.keyDown(verse(2), { key: 'Enter' });
    expect(onToggleVerse.mock.calls).toEqual([[2]]);
  });

  it('offers the playback speed, 0.75× to 2×, among the display settings', async () => {
    const onSettingsAction = vi.fn();
    renderView({ openPanel: 'settings', settings: { ...DEFAULT_DISPLAY_SETTINGS, speed: 1.25 }, onSettingsAction });
    const speed = await screen.findByLabelText<HTMLSelectElement>('Vitesse de lecture');
    expect(speed.value).toBe('1.25');
    expect([...speed.options].map((o) => o.textContent)).toEqual(['0,75×', '1×', '1,25×', '1,5×', '1,75×', '2×']);
    await userEvent.selectOptions(speed, '1.5');
    expect(onSettingsAction).toHaveBeenCalledWith({ type: 'speed', value: 1.5 });
  });

  it('gives its player the chapter’s verse timings, and the speed of the settings', async () => {
    const user = userEvent.setup();
    render(
      <BibleApiProvider client={fakeClient()}>
        <Reader book={19} chapter={117} settings={{ ...DEFAULT_DISPLAY_SETTINGS, speed: 1.5 }} />
      </BibleApiProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Écouter Psaumes 117' }));
    const audio = document.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/mp3/19/117.mp3');
    expect(audio.querySelector('track')?.getAttribute('src')).toBe('/mp3/19/117/versets.vtt');
    expect(audio.querySelector('track')?.getAttribute('kind')).toBe('metadata');
    expect(audio.playbackRate).toBe(1.5);
    expect(audio.defaultPlaybackRate).toBe(1.5);
  });
});

describe('the plan while one of its chapters is heard', () => {
  const day = recorded('planDay', { month: 1, day: 1, year: 2027 });
  const state = { status: 'ready', at: groupByChapter(day.versetsAt), nt: groupByChapter(day.versetsNt) } as const;

  it('marks the verse being read in the chapter’s text shown, and plays a verse from its start on a click', () => {
    const onPlayVerse = vi.fn();
    render(
      <PlanView month={1} day={1} year={2027} today={{ month: 1, day: 1 }} state={state} expanded={['1/1']} audio={{ current: '1/1', status: 'playing', verse: 2, onPlayVerse }} />,
    );
    const text = screen.getByRole('list', { name: 'Texte de Genèse 1' });
    const item = (n: number) => text.querySelector<HTMLElement>(`[data-verset="${n}"]`)!;
    expect(item(2).getAttribute('aria-current')).toBe('true');
    expect(item(1).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(item(3));
    expect(onPlayVerse).toHaveBeenCalledWith({ book: 1, chapter: 1 }, 3);
  });

  it('leaves the text alone for a chapter not being heard', () => {
    const onPlayVerse = vi.fn();
    render(<PlanView month={1} day={1} year={2027} today={{ month: 1, day: 1 }} state={state} expanded={['1/2']} audio={{ current: '1/1', status: 'playing', verse: 2, onPlayVerse }} />);
    const text = screen.getByRole('list', { name: 'Texte de Genèse 2' });
    expect(text.querySelector('[aria-current]')).toBeNull();
    fireEvent.click(text.querySelector<HTMLElement>('[data-verset="3"]')!);
    expect(onPlayVerse).not.toHaveBeenCalled();
  });
});
