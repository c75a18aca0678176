import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog, messages } from '@parole/widgets';
import { overPage } from './frames.js';
import { CHURCH, CHURCH_DARK, DARK, PHONE, spies } from './support.js';

/** The delete confirmation of the specification (section 8), over a page. */
const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [overPage('Historique des recherches')],
  args: {
    open: true,
    purpose: messages.history.clearPurpose,
    ...spies('onConfirm', 'onCancel'),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmation / Vraiment bien sûr ? / Annuler / Supprimer. */
export const Default: Story = {};

/** The confirm label may be customised (spec, section 8). */
export const CustomLabel: Story = {
  args: { purpose: messages.bookmarks.clearPurpose, confirmLabel: 'Tout effacer' },
};

export const Mobile: Story = {
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...Default, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...Default, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...Default, globals: CHURCH_DARK };
