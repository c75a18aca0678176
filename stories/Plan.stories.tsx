import type { Meta, StoryObj } from '@storybook/react-vite';
import { href } from '@parole/bible';
import { PlanView, groupByChapter, type PlanViewState } from '@parole/widgets';
import { recorded, refusalOf } from '@parole/widgets/testing';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, allStates, noControl, refused, spies } from './support.js';

/**
 * The one-year plan in every state, from answers recorded from the real API
 * (@parole/widgets/testing). PlanView renders props only; the widget that fetches
 * and remembers is `Plan`.
 */
const recordedDay = (month: number, day: number, translation?: string): PlanViewState => {
  const answer = recorded('planDay', { month, day, year: 2027, ...(translation ? { translation } : {}) });
  return { status: 'ready', at: groupByChapter(answer.versetsAt), nt: groupByChapter(answer.versetsNt) };
};

const meta = {
  title: 'Widgets/Plan',
  component: PlanView,
  args: {
    month: 1,
    day: 1,
    year: 2027,
    today: { month: 1, day: 1 },
    state: recordedDay(1, 1),
    hrefFor: (place) => href('read', place),
    ...spies('onDateChange', 'onOpen', 'onChapterOpen', 'onToggleText', 'onRetry', 'onToggleAudio'),
  },
  argTypes: noControl('state', 'hrefFor'),
} satisfies Meta<typeof PlanView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: LOADING },
};

/** 1 January: Genèse 1-3 and Matthieu 1, texts folded. */
export const Typical: Story = {};

/** 1 January in Darby 1885 (issue 41): the day's chapters in Darby's numbering, Genèse 1's text shown (its [words] as printed). */
export const Darby: Story = {
  args: { state: recordedDay(1, 1, 'darby'), expanded: ['1/1'] },
};

/** 1 January in Martin 1744, Matthieu 1's text shown. */
export const Martin: Story = {
  args: { state: recordedDay(1, 1, 'martin'), expanded: ['40/1'] },
};

/** Two chapters already opened on this device, one text unfolded. */
export const PartlyRead: Story = {
  args: { read: ['1/1', '40/1'], expanded: ['1/1'] },
};

/** 31 August, the longest day (Psaume 119, 176 verses), its text unfolded. */
export const Long: Story = {
  args: { month: 8, day: 31, today: { month: 1, day: 1 }, state: recordedDay(8, 31), expanded: ['19/119'] },
};

/** 28 February of a year without 29 February: both days' readings. */
export const CommonYear28February: Story = {
  args: { month: 2, day: 28, state: recordedDay(2, 28) },
};

/** A date that does not exist (29 February 2027): nothing to read, nothing asked. */
export const InvalidDate: Story = {
  args: { month: 2, day: 29, state: { status: 'invalid' } },
};

/** The server's own answer to an impossible date (400). */
export const Error: Story = {
  args: { month: 2, day: 30, state: refused(refusalOf('planDay', { month: 2, day: 30 })), onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** Genèse 2 is heard: its button pauses it; the next chapter of the day follows its end. */
export const AudioPlaying: Story = {
  args: { audio: { current: '1/2', status: 'playing', element: { src: '/mp3/1/2.mp3' } } },
};

/** Matthieu 1 is being prepared (the server synthesizes it). */
export const AudioLoading: Story = {
  args: { audio: { current: '40/1', status: 'loading', element: { src: '/mp3/40/1.mp3' } } },
};

/** Genèse 2 paused: every button says "Écouter". */
export const AudioPaused: Story = {
  args: { audio: { current: '1/2', status: 'paused', element: { src: '/mp3/1/2.mp3' } } },
};

/** Genèse 3's audio could not be loaded. */
export const AudioError: Story = {
  args: { audio: { current: '1/3', status: 'error', element: { src: '/mp3/1/3.mp3' } } },
};

/** Phone: one column, old testament first. */
export const Mobile: Story = {
  args: { compact: true, read: ['1/2'] },
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...PartlyRead, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...PartlyRead, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...PartlyRead, globals: CHURCH_DARK };

/** Several states side by side, for visual review. */
export const AllStates: Story = {
  render: allStates(PlanView, [
    ['loading', { state: LOADING }],
    ['typical', { compact: true }],
    ['read', { compact: true, read: ['1/1', '40/1'], expanded: ['40/1'] }],
    ['28 February 2027', { compact: true, month: 2, day: 28, state: recordedDay(2, 28) }],
    ['invalid', { month: 2, day: 29, state: { status: 'invalid' } }],
    ['error', { state: refused(refusalOf('planDay', { month: 2, day: 30 })) }],
    ['audio playing', { compact: true, audio: { current: '1/2', status: 'playing', element: { src: '/mp3/1/2.mp3' } } }],
    ['audio error', { compact: true, audio: { current: '1/3', status: 'error', element: { src: '/mp3/1/3.mp3' } } }],
  ]),
};
