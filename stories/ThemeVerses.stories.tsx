import type { Meta, StoryObj } from '@storybook/react-vite';
import { href } from '@parole/bible';
import { ThemeVersesView } from '@parole/widgets';
import { recorded, refusalOf } from '@parole/widgets/testing';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, allStates, noControl, ready, refused, spies } from './support.js';

/**
 * A theme's verses in every state, from answers recorded from the real API
 * (@parole/widgets/testing: themes 4, 6 and 999).
 * ThemeVersesView renders props only; the widget that fetches is `ThemeVerses`.
 */
const paix = recorded('theme', { id: 4 });
const priere = recorded('theme', { id: 6 });

const meta = {
  title: 'Widgets/ThemeVerses',
  component: ThemeVersesView,
  args: {
    state: ready(paix),
    backHref: '/theme',
    hrefFor: (place) => href('read', place),
    ...spies('onBack', 'onOpen', 'onRetry'),
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

/** Paix in Darby 1885 (issue 41): the verses holding the theme's references, in Darby's numbering. */
export const Darby: Story = {
  args: { state: ready(recorded('theme', { id: 4, translation: 'darby' })) },
};

/** Paix in Martin 1744. */
export const Martin: Story = {
  args: { state: ready(recorded('theme', { id: 4, translation: 'martin' })) },
};

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
  args: { state: refused(refusalOf('theme', { id: 999 })), onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** Phone: one column of cards. */
export const Mobile: Story = {
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...Typical, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...Typical, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...Typical, globals: CHURCH_DARK };

/** Several states side by side, for visual review. */
export const AllStates: Story = {
  render: allStates(ThemeVersesView, [
    ['loading', { state: LOADING }],
    ['typical', {}],
    ['long', { state: ready(priere) }],
    ['empty', { state: ready({ ...paix, versets: [] }) }],
    ['not found', { state: refused(refusalOf('theme', { id: 999 })), onRetry: undefined }],
  ]),
};
