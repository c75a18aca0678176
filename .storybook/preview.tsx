import type { Preview } from '@storybook/react-vite';
import { ParoleStyleProvider } from '@parole/widgets';

/**
 * Every story renders inside the Parole theme, as an embedding site would
 * provide it. Widgets also work without it (they fall back to the default
 * theme); the provider is here so that a theme override can be tried from
 * one place.
 */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ParoleStyleProvider>
        <Story />
      </ParoleStyleProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
