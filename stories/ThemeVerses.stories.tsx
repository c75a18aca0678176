import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ThemeVersesView } from '../packages/widgets/src/index.js';
import { fixtures } from './fixtures/index.js';
import { LOADING, NETWORK_ERROR, PHONE, allStates, noControl, ready, refused } from './support.js';

/**
 * A theme's verses in every state, from answers recorded from the real API
 * (stories/fixtures/theme-4.json, theme-6.json, theme-999.error.json).
 * ThemeVersesView renders props only; the widget that fetches is `ThemeVerses`.
 */
const paix = fixtures.themeVerses[4];
const priere = fixtures.themeVerses[6];

const meta = {
  title: 'Widgets/ThemeVerses',
  component: ThemeVersesView,
  args: {
    state: ready(paix),
    backHref: '/theme',
    hrefFor: ({ book, chapter, verse }) => `/lire/${book}/${chapter}/${verse}`,
    onBack: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
  argTypes: noControl('state', 'hrefFor'),
} satisfies Meta<typeof ThemeVersesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: LOADING },
};

/** Paix: single verses and ranges (Philippiens 4:6-7, Nombres 6:24-26), each range in one card. */
export const Typical: Story = {};

/** Prière: the most verses, the Lord's prayer as one five-verse card. */
export const Long: Story = {
  args: { state: ready(priere) },
};

/** A theme without verses (the recorded theme, its verses taken away). */
export const Empty: Story = {
  args: { state: ready({ ...paix, versets: [] }) },
};

/** The server's own answer to a theme that does not exist (404): nothing to retry. */
export const NotFound: Story = {
  args: { state: refused(fixtures.themeNotFound), onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** Phone: one column of cards. */
export const Mobile: Story = {
  globals: PHONE,
};

/** Several states side by side, for visual review. */
export const AllStates: Story = {
  render: allStates(ThemeVersesView, [
    ['loading', { state: LOADING }],
    ['typical', {}],
    ['long', { state: ready(priere) }],
    ['empty', { state: ready({ ...paix, versets: [] }) }],
    ['not found', { state: refused(fixtures.themeNotFound), onRetry: undefined }],
  ]),
};
