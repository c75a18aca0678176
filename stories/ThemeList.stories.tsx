import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeListView, messages } from '@parole/widgets';
import { recorded } from '@parole/widgets/testing';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, allStates, noControl, spies } from './support.js';

/**
 * The /theme page body in every state, from the answer recorded from the real
 * API (@parole/widgets/testing) and the images it serves (recorded beside
 * the answers, served at /img by Storybook). ThemeListView renders
 * props only; the widget that fetches is `ThemeList`.
 */
const themes = recorded('themes', {}).themes;

const meta = {
  title: 'Widgets/ThemeList',
  component: ThemeListView,
  args: {
    state: { status: 'ready', themes },
    hrefFor: (theme) => `/theme/${theme.id}`,
    ...spies('onOpen', 'onRetry'),
  },
  argTypes: noControl('state', 'hrefFor'),
} satisfies Meta<typeof ThemeListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: LOADING },
};

/** Every theme of the API: the whole grid. */
export const Typical: Story = {};

/** The grid in Darby 1885 (issue 41): each theme's first verse in Darby. */
export const Darby: Story = {
  args: { state: { status: 'ready', themes: recorded('themes', { translation: 'darby' }).themes } },
};

/** The grid in Martin 1744. */
export const Martin: Story = {
  args: { state: { status: 'ready', themes: recorded('themes', { translation: 'martin' }).themes } },
};

/** The first four themes only: a short grid keeps its card size. */
export const Few: Story = {
  args: { state: { status: 'ready', themes: themes.slice(0, 4) } },
};

export const Empty: Story = {
  args: { state: { status: 'ready', themes: [] } },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** An error that retrying will not fix: no "Réessayer". */
export const ServerError: Story = {
  args: { state: { status: 'error', message: messages.api.server(500) }, onRetry: undefined },
};

/** Phone: two columns. */
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
  render: allStates(ThemeListView, [
    ['loading', { state: LOADING }],
    ['typical', {}],
    ['few', { state: { status: 'ready', themes: themes.slice(0, 4) } }],
    ['empty', { state: { status: 'ready', themes: [] } }],
    ['error', { state: NETWORK_ERROR }],
  ]),
};
