import type { Preview } from '@storybook/react-vite';
import { ParoleStyleProvider } from '@parole/widgets';

/**
 * Every story renders inside the Parole style, as an embedding site would
 * provide it. Widgets also work without it (they fall back to the default
 * style); the provider is here so that a style override can be tried from
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
