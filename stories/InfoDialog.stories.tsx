import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoDialog, messages } from '@parole/widgets';
import { overPage } from './frames.js';
import { CHURCH, CHURCH_DARK, DARK, PHONE, spies } from './support.js';

/** The specification's info dialog, with each message the search box shows in it (section 8). */
const meta = {
  title: 'Dialogs/InfoDialog',
  component: InfoDialog,
  decorators: [overPage('Recherche')],
  args: {
    open: true,
    message: messages.searchBox.minLength,
    ...spies('onClose'),
  },
} satisfies Meta<typeof InfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinLength: Story = {};

export const NotWithReference: Story = {
  args: { message: messages.searchBox.notWithReference },
};

export const BadReference: Story = {
  args: { message: messages.searchBox.badReference },
};

export const Mobile: Story = {
  globals: PHONE,
};

/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...MinLength, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...MinLength, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...MinLength, globals: CHURCH_DARK };
