import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { href } from '@parole/bible';
import { SearchBox, SearchBoxView, messages, useSearchBoxState } from '@parole/widgets';
import { useState } from 'react';
import { styled } from 'styled-components';
import { inTopBar } from './frames.js';
import { CHURCH, CHURCH_DARK, DARK, PHONE, allStates, modalInDocs, spies } from './support.js';

/**
 * The top bar's search controls in every state. SearchBoxView renders props
 * only, so each story is one set of props; `Interactive` is the SearchBox
 * itself, with its text, mode and history held by the story as the host
 * holds them.
 */

/** A history as the host keeps it: words that found something, and references followed. */
const HISTORY = ['Jésus de Nazareth', 'berger', '"lumière du monde"', 'eternel berger', '..jean 3.16', '..ps 23'];

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBoxView,
  decorators: [inTopBar],
  args: {
    value: '',
    exact: 'nex',
    history: HISTORY,
    ...spies(
      'onValueChange',
      'onSubmit',
      'onToggleQuote',
      'onToggleExact',
      'onToggleExpanded',
      'onToggleHistory',
      'onCloseHistory',
      'onToggleEditing',
      'onChoose',
      'onRemove',
      'onAskClear',
      'onConfirmClear',
      'onCancelClear',
      'onCloseInfo',
    ),
  },
  argTypes: {
    rootRef: { control: false },
    exact: { control: 'inline-radio', options: ['nex', 'exa'] },
  },
  // The history panel's and the dialogs' code is loaded when they first show: the story is whole (and checked) once they are there.
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = { timeout: 10_000 };
    if (args.historyOpen && (!args.compact || args.expanded)) await canvas.findByRole('region', { name: messages.history.title }, shown);
    if (args.confirmingClear) await canvas.findByRole('alertdialog', { name: new RegExp(`^${messages.dialog.confirmTitle}`) }, shown);
    if (args.info) await canvas.findByRole('alertdialog', { name: messages.dialog.infoTitle }, shown);
  },
} satisfies Meta<typeof SearchBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { history: [] },
};

export const Typed: Story = {
  args: { value: 'berger' },
};

/** The quote button pressed: the text holds a balanced pair of double quotes. */
export const Phrase: Story = {
  args: { value: '"lumière du monde"' },
};

/** The exact button pressed: whole words only. */
export const Exact: Story = {
  args: { value: 'berger', exact: 'exa' },
};

export const Reference: Story = {
  args: { value: '..jean 3.16' },
};

export const HistoryOpen: Story = {
  args: { value: 'berger', historyOpen: true },
};

/** The longest content: a whole verse typed as a phrase, and a full history of long searches (their chips cut with an ellipsis). */
export const Longest: Story = {
  args: {
    value: '"que la grâce du Seigneur Jésus-Christ soit avec vous tous"',
    history: [
      '"que la grâce du Seigneur Jésus-Christ soit avec vous tous"',
      '"car Dieu a tant aimé le monde qu’il a donné son Fils unique"',
      'miséricorde compassion bienveillance longanimité',
      '..1 thessaloniciens 5.16-18',
      '..cantique des cantiques 8.6',
      'Jésus de Nazareth',
      'berger',
      '"lumière du monde"',
      'eternel berger',
      '..ps 23',
    ],
    historyOpen: true,
  },
};

export const HistoryEmpty: Story = {
  args: { history: [], historyOpen: true },
};

/** Edit mode: a remove button on each chip, and "Tout effacer". */
export const EditMode: Story = {
  args: { historyOpen: true, editing: true },
};

/** "Tout effacer": the specification's confirmation, over the page. */
export const ConfirmClear: Story = {
  args: { historyOpen: true, editing: true, confirmingClear: true },
  parameters: modalInDocs('480px'),
};

/** Enter with fewer than 3 characters. */
export const MinLengthMessage: Story = {
  args: { value: 'ab', info: messages.searchBox.minLength },
  parameters: modalInDocs('360px'),
};

/** The quote or exact button with a reference typed. */
export const NotWithReferenceMessage: Story = {
  args: { value: '..jean 3.16', info: messages.searchBox.notWithReference },
  parameters: modalInDocs('360px'),
};

/** A reference the canon does not have (Jean has 21 chapters). */
export const BadReferenceMessage: Story = {
  args: { value: '..jean 22', info: messages.searchBox.badReference },
  parameters: modalInDocs('360px'),
};

export const WithBookmarks: Story = {
  args: { value: 'berger', bookmarksCount: 4, onOpenBookmarks: fn() },
};

/** Phone: only the toggle shows until it is used. */
export const Mobile: Story = {
  args: { compact: true, onOpenBookmarks: fn(), bookmarksCount: 4 },
  globals: PHONE,
};

export const MobileOpen: Story = {
  args: { compact: true, expanded: true, value: 'berger', onOpenBookmarks: fn(), bookmarksCount: 4 },
  globals: PHONE,
};

export const MobileHistoryOpen: Story = {
  args: { compact: true, expanded: true, historyOpen: true },
  globals: PHONE,
};

const Output = styled.output`
  display: block;
  margin-top: 0.5rem;
  font: 0.85rem ui-monospace, monospace;
`;

/** The SearchBox itself: type, press Enter, toggle quotes and exact, open the history. */
export const Interactive: Story = {
  render: function Render() {
    const { remember, ...box } = useSearchBoxState({ history: HISTORY });
    const [last, setLast] = useState('');
    return (
      <>
        <SearchBox
          {...box}
          onSearch={(word, mode) => {
            setLast(href('search', { word, scope: 'atnt', exact: mode }));
            remember(word);
          }}
          onReference={(ref, input) => {
            setLast(href('read', ref));
            remember(input);
          }}
          bookmarksCount={2}
          onOpenBookmarks={fn()}
        />
        <Output aria-live="polite">{last && `→ ${last}`}</Output>
      </>
    );
  },
};

/**
 * Issue 47: the box holds the last word searched; a click (a tap) into the field selects it whole,
 * so that typing replaces it, and « Effacer » empties the field, the focus back in it.
 */
export const WordReplacedOnEntry: Story = {
  render: function Render() {
    const { remember, ...box } = useSearchBoxState({ value: 'Seigneur' });
    return <SearchBox {...box} onSearch={(word) => remember(word)} onReference={(_, input) => remember(input)} />;
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole<HTMLInputElement>('searchbox', { name: messages.searchBox.label });
    await userEvent.click(field);
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Seigneur'.length]);
    await userEvent.click(canvas.getByRole('button', { name: messages.searchBox.clear }));
    await expect(field.value).toBe('');
    await expect(field).toHaveFocus();
  },
};

/** Several states one under the other, for visual review (panels and dialogs have their own stories). */
/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...HistoryOpen, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...HistoryOpen, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...HistoryOpen, globals: CHURCH_DARK };

export const AllStates: Story = {
  render: allStates(
    SearchBoxView,
    [
      ['vide', { value: '', history: [] }],
      ['mot', { value: 'berger' }],
      ['expression', { value: '"lumière du monde"' }],
      ['exact', { value: 'berger', exact: 'exa' }],
      ['marque-pages', { value: 'berger', bookmarksCount: 4, onOpenBookmarks: fn() }],
      ['mobile', { compact: true }],
      ['mobile ouvert', { compact: true, expanded: true, value: '..ps 23' }],
    ],
    'one-under-another',
  ),
};
