import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { fn } from 'storybook/test';
import { SearchResultsView, messages, type SearchResultsViewProps } from '../packages/widgets/src/index.js';
import { fixtures, searchKey } from './fixtures/index.js';

/**
 * The /rechercher page body in every state, from answers recorded from the
 * real API (stories/fixtures). SearchResultsView renders props only; the
 * widget that fetches is `SearchResults`.
 */
const recorded = (word: string, filter: 'atnt' | 'at' | 'nt' | `${number}` = 'atnt', exact: 'exa' | 'nex' = 'nex') =>
  fixtures.searches[searchKey(word, filter, exact)];

const meta = {
  title: 'Widgets/SearchResults',
  component: SearchResultsView,
  args: {
    word: 'berger',
    filter: 'atnt',
    exact: 'nex',
    state: { status: 'ready', data: recorded('berger') },
    hrefFor: ({ livre, chapitre, verset }) => `/lire/${livre}/${chapitre}${verset ? `/${verset}` : ''}`,
    onFilterChange: fn(),
    onToggleFilters: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: { control: false },
    hrefFor: { control: false },
    exact: { control: 'inline-radio', options: ['nex', 'exa'] },
  },
} satisfies Meta<typeof SearchResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
};

/** "berger": 65 verses in both testaments, about twenty books in the filter panel. */
export const Typical: Story = {};

/** Two words, typed without accents: each is marked wherever it is found. */
export const TwoWords: Story = {
  args: { word: 'eternel berger', state: { status: 'ready', data: recorded('eternel berger') } },
};

/** A quoted phrase is marked whole. */
export const Phrase: Story = {
  args: { word: '"lumière du monde"', state: { status: 'ready', data: recorded('"lumière du monde"') } },
};

/** Whole words only: "bergers" and "bergerie" are left out. */
export const Exact: Story = {
  args: { exact: 'exa', state: { status: 'ready', data: recorded('berger', 'atnt', 'exa') } },
};

/** "dieu": thousands of verses, the first 100 shown, "(Max : 100)". */
export const OverMax: Story = {
  args: { word: 'dieu', state: { status: 'ready', data: recorded('dieu') } },
};

export const NoResult: Story = {
  args: { word: 'zorglub', state: { status: 'ready', data: recorded('zorglub') } },
};

/** The server's own answer to a word under 3 characters (400). */
export const Error: Story = {
  args: { word: 'ab', state: { status: 'error', message: fixtures.searchRefused.body.message }, onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: { status: 'error', message: messages.api.network } },
};

/** Filtered to one book (Jean): its bar pressed, the other counts unchanged. */
export const BookFilter: Story = {
  args: { filter: '43', state: { status: 'ready', data: recorded('berger', '43') } },
};

export const TestamentFilter: Story = {
  args: { filter: 'nt', state: { status: 'ready', data: recorded('berger', 'nt') } },
};

/** Another filter loading: the panel of the previous answer stays in place. */
export const FilterLoading: Story = {
  args: { filter: 'nt', state: { status: 'loading', previous: recorded('berger') } },
};

/** Phone: one column, the filter panel collapsed behind "Filtres". */
export const Mobile: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileFiltersOpen: Story = {
  args: { compact: true, filtersOpen: true },
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
    const variants: Array<[string, Partial<SearchResultsViewProps>]> = [
      ['loading', { state: { status: 'loading' } }],
      ['typical', { compact: true, filtersOpen: true }],
      ['over 100', { word: 'dieu', compact: true, state: { status: 'ready', data: recorded('dieu') } }],
      ['no result', { word: 'zorglub', state: { status: 'ready', data: recorded('zorglub') } }],
      ['error', { word: 'ab', state: { status: 'error', message: fixtures.searchRefused.body.message } }],
      ['book filter', { filter: '43', compact: true, filtersOpen: true, state: { status: 'ready', data: recorded('berger', '43') } }],
      ['mobile', { compact: true }],
    ];
    return (
      <Grid>
        {variants.map(([label, props]) => (
          <div key={label} aria-label={label}>
            <SearchResultsView {...args} {...props} />
          </div>
        ))}
      </Grid>
    );
  },
};
