import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { fn } from 'storybook/test';
import { ThemeVersesView, messages, type ThemeVersesViewProps } from '../packages/widgets/src/index.js';
import { fixtures } from './fixtures/index.js';

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
    state: { status: 'ready', data: paix },
    backHref: '/theme',
    hrefFor: ({ livre, chapitre, verset }) => `/lire/${livre}/${chapitre}/${verset}`,
    onBack: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: { control: false },
    hrefFor: { control: false },
  },
} satisfies Meta<typeof ThemeVersesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
};

/** Paix: single verses and ranges (Philippiens 4:6-7, Nombres 6:24-26), each range in one card. */
export const Typical: Story = {};

/** Prière: the most verses, the Lord's prayer as one five-verse card. */
export const Long: Story = {
  args: { state: { status: 'ready', data: priere } },
};

/** A theme without verses (the recorded theme, its verses taken away). */
export const Empty: Story = {
  args: { state: { status: 'ready', data: { ...paix, versets: [] } } },
};

/** The server's own answer to a theme that does not exist (404): nothing to retry. */
export const NotFound: Story = {
  args: { state: { status: 'error', message: fixtures.themeNotFound.body.message }, onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: { status: 'error', message: messages.api.network } },
};

/** Phone: one column of cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: 1rem;
  padding: 1rem;
  background: #e9e8ee;

  & > * {
    max-height: 520px;
    overflow: auto;
    border-radius: 8px;
  }
`;

/** Several states side by side, for visual review. */
export const AllStates: Story = {
  render: (args) => {
    const variants: Array<[string, Partial<ThemeVersesViewProps>]> = [
      ['loading', { state: { status: 'loading' } }],
      ['typical', {}],
      ['long', { state: { status: 'ready', data: priere } }],
      ['empty', { state: { status: 'ready', data: { ...paix, versets: [] } } }],
      ['not found', { state: { status: 'error', message: fixtures.themeNotFound.body.message }, onRetry: undefined }],
    ];
    return (
      <Grid>
        {variants.map(([label, props]) => (
          <div key={label} aria-label={label}>
            <ThemeVersesView {...args} {...props} />
          </div>
        ))}
      </Grid>
    );
  },
};
