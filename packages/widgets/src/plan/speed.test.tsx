/** The plan's audio plays at the speed chosen (issue 47: it played at 1× with 2× set). */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubVoice, widgetRenderer } from '../testing/render.js';
import { Plan } from './Plan.js';

const renderPlan = widgetRenderer(Plan, { month: 1, day: 1, year: 2027, today: new Date(2027, 0, 1) });

describe('the plan’s player', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays at the speed it is given', async () => {
    stubVoice();
    const { user } = renderPlan({ speed: 2 });
    await user.click(within(await screen.findByRole('region', { name: 'Ancien Testament' })).getByRole('button', { name: 'Écouter Genèse 2' }));
    const audio = document.querySelector('audio')!;
    expect(audio.playbackRate).toBe(2);
    expect(audio.defaultPlaybackRate).toBe(2);
  });
});
