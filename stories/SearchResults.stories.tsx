import type { Meta, StoryObj } from '@storybook/react-vite';
import { href, type ExactMode, type Scope } from '@parole/bible';
import { SearchResultsView } from '@parole/widgets';
import { recorded, refusalOf } from '@parole/widgets/testing';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, allStates, noControl, ready, refused, spies } from './support.js';

/**
 * The /rechercher page body in every state, from answers recorded from the
 * real API (@parole/widgets/testing). SearchResultsView renders props only; the
 * widget that fetches is `SearchResults`.
 */
const found = (word: string, scope: Scope = 'atnt', exact: ExactMode = 'nex') => recorded('search', { word, scope, exact });
/** A translation's name as the server gives it (GET /api/traductions). */
const nameOf = (id: string) => recorded('translations', {}).traductions.find((t) => t.id === id)!.nom;

const meta = {
  title: 'Widgets/SearchResults',
  component: SearchResultsView,
  args: {
    word: 'berger',
    filter: 'atnt',
    exact: 'nex',
    state: ready(found('berger')),
    hrefFor: (place) => href('read', place),
    ...spies('onFilterChange', 'onToggleFilters', 'onOpen', 'onRetry'),
  },
  argTypes: {
    ...noControl('state', 'hrefFor'),
    exact: { control: 'inline-radio', options: ['nex', 'exa'] },
  },
} satisfies Meta<typeof SearchResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: LOADING },
};

/** "berger": 65 verses in both testaments, about twenty books in the filter panel. */
export const Typical: Story = {};

/** "berger" in Darby 1885 (issue 41): its own counts and verses, the translation named under the title. */
export const Darby: Story = {
  args: { translationName: nameOf('darby'), state: ready(recorded('search', { word: 'berger', scope: 'atnt', exact: 'nex', translation: 'darby' })) },
};

/** "berger" in Martin 1744. */
export const Martin: Story = {
  args: { translationName: nameOf('martin'), state: ready(recorded('search', { word: 'berger', scope: 'atnt', exact: 'nex', translation: 'martin' })) },
};

/** Two words, typed without accents: each is marked wherever it is found. */
export const TwoWords: Story = {
  args: { word: 'eternel berger', state: ready(found('eternel berger')) },
};

/** A quoted phrase is marked whole. */
export const Phrase: Story = {
  args: { word: '"lumière du monde"', state: ready(found('"lumière du monde"')) },
};

/** Whole words only: "bergers" and "bergerie" are left out. */
export const Exact: Story = {
  args: { exact: 'exa', state: ready(found('berger', 'atnt', 'exa')) },
};

/** "dieu": thousands of verses, the first 100 shown, "(Max : 100)". */
export const OverMax: Story = {
  args: { word: 'dieu', state: ready(found('dieu')) },
};

export const NoResult: Story = {
  args: { word: 'zorglub', state: ready(found('zorglub')) },
};

/** The server's own answer to a word under 3 characters (400). */
export const Error: Story = {
  args: { word: 'ab', state: refused(refusalOf('search', { word: 'ab', scope: 'atnt', exact: 'nex' })), onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** Filtered to one book (Jean): its bar pressed, the other counts unchanged. */
export const BookFilter: Story = {
  args: { filter: '43', state: ready(found('berger', '43')) },
};

export const TestamentFilter: Story = {
  args: { filter: 'nt', state: ready(found('berger', 'nt')) },
};

/** Another filter loading: the panel of the previous answer stays in place. */
export const FilterLoading: Story = {
  args: { filter: 'nt', state: { status: 'loading', previous: found('berger') } },
};

/** Phone: one column, the filter panel collapsed behind "Filtres". */
export const Mobile: Story = {
  args: { compact: true },
  globals: PHONE,
};

export const MobileFiltersOpen: Story = {
  args: { compact: true, filtersOpen: true },
  globals: PHONE,
};

/** An embed with data-site: the first 5 verses, then « Voir les 65 résultats » to the site's search. */
export const KeptShort: Story = {
  args: { compact: true, limit: 5, allResultsHref: href('search', { word: 'berger', scope: 'atnt', exact: 'nex' }, 'https://parole.example') },
  globals: PHONE,
};

/** An embed without data-site: pages of 5 verses, the second one shown (« Versets 6 à 10 sur 65 »). */
export const Paged: Story = {
  args: { compact: true, limit: 5, page: 1, ...spies('onPage') },
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
  render: allStates(SearchResultsView, [
    ['loading', { state: LOADING }],
    ['typical', { compact: true, filtersOpen: true }],
    ['over 100', { word: 'dieu', compact: true, state: ready(found('dieu')) }],
    ['no result', { word: 'zorglub', state: ready(found('zorglub')) }],
    ['error', { word: 'ab', state: refused(refusalOf('search', { word: 'ab', scope: 'atnt', exact: 'nex' })) }],
    ['book filter', { filter: '43', compact: true, filtersOpen: true, state: ready(found('berger', '43')) }],
    ['mobile', { compact: true }],
  ]),
};
