import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { href } from '@parole/bible';
import { BookmarksList, ConfirmDialog, Overlay, createBookmark, defaultStyle, messages, type OverlayProps } from '@parole/widgets';
import { recorded } from '@parole/widgets/testing';
import { styled } from 'styled-components';
import { overPage } from './frames.js';
import { CHURCH, CHURCH_DARK, DARK, PHONE, noControl, spies } from './support.js';

/**
 * The modal overlay under every dialog, the site's menu and its bookmarks
 * drawer: a native <dialog> in the top layer, the page behind inert. Its
 * owner styles the backdrop and lays the content out; these are the three
 * layouts the site uses, and two layers at once.
 */
const BOOKMARKS = [
  createBookmark({ book: 43, chapter: 3, verses: recorded('chapter', { book: 43, chapter: 3 }).versets, selected: [16] }, new Date(Date.UTC(2026, 10, 12, 12))),
  createBookmark({ book: 19, chapter: 117, verses: recorded('chapter', { book: 19, chapter: 117 }).versets }, new Date(Date.UTC(2026, 10, 10, 12))),
];

/** The site's bookmarks drawer: a panel on the right over a dimmed page. */
const DrawerBackdrop = styled(Overlay)`
  display: flex;
  justify-content: flex-end;
  background: ${defaultStyle.colors.backdrop};
`;

const DrawerPanel = styled.div`
  width: min(28rem, 100vw);
  height: 100%;
  overflow-y: auto;
  background: ${defaultStyle.colors.background};
`;

/** A centred panel, as the dialogs have. */
const CentredBackdrop = styled(Overlay)`
  display: grid;
  place-items: center;
  background: ${defaultStyle.colors.backdrop};
`;

/** Full screen, as the site's menu. */
const FullScreen = styled(Overlay)`
  display: grid;
  place-items: center;
  color: ${defaultStyle.colors.onAccent};
  background: rgb(31 16 51 / 0.96);
`;

const Panel = styled.div`
  max-width: 24rem;
  padding: 1.5rem;
  border-radius: 8px;
  color: ${defaultStyle.colors.text};
  background: ${defaultStyle.colors.background};
`;

const list = (
  <BookmarksList bookmarks={BOOKMARKS} onRemove={fn()} onClear={fn()} hrefFor={(place) => href('read', place)} />
);

const meta = {
  title: 'Primitives/Overlay',
  component: Overlay,
  decorators: [overPage('Lecture')],
  args: {
    open: true,
    ...spies('onClose'),
    closeOnBackdropClick: true,
    'aria-label': messages.bookmarks.title,
  },
  argTypes: noControl('onClose', 'initialFocus', 'fallbackFocus', 'children'),
  render: (args: OverlayProps) => (
    <DrawerBackdrop {...args}>
      <DrawerPanel>{list}</DrawerPanel>
    </DrawerBackdrop>
  ),
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bookmarks drawer's layout: Esc or a click on the dimmed page closes it. */
export const Drawer: Story = {};

export const Centred: Story = {
  args: { 'aria-label': 'Information' },
  render: (args) => (
    <CentredBackdrop {...args}>
      <Panel>
        <h2>Information</h2>
        <p>{messages.searchBox.minLength}</p>
      </Panel>
    </CentredBackdrop>
  ),
};

/** The menu's layout: the whole screen. */
export const Full: Story = {
  args: { 'aria-label': 'Menu' },
  render: (args) => (
    <FullScreen {...args}>
      <nav aria-label="Menu principal">
        <h2>Menu</h2>
        <p>LIVRES, BIBLE 1 AN, JEU BIBLIQUE, TAG CLOUD, INFOS</p>
      </nav>
    </FullScreen>
  ),
};

/** Two layers: the clear-all confirmation over the drawer. Esc closes the confirmation only. */
export const Nested: Story = {
  render: (args) => (
    <DrawerBackdrop {...args}>
      <DrawerPanel>
        {list}
        <ConfirmDialog open purpose={messages.bookmarks.clearPurpose} onConfirm={fn()} onCancel={fn()} />
      </DrawerPanel>
    </DrawerBackdrop>
  ),
};

export const Mobile: Story = {
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...Drawer, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...Drawer, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...Drawer, globals: CHURCH_DARK };
