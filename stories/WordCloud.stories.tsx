import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CLOUD_HEIGHT,
  WordCloudView,
  useCloudLayout,
  type WordCloudResponse,
  type Scope,
  type WordCloudViewProps,
  type WordCloudViewState,
} from '@parole/widgets';
import { defaultStyle } from '@parole/widgets';
import { recorded, recordings, refusalOf, requestOf } from '@parole/widgets/testing';
import { useState } from 'react';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, refused, spies } from './support.js';

/**
 * The word cloud in every state, from answers recorded from the real API
 * (@parole/widgets/testing). WordCloudView renders props only; these stories run
 * the real layout (useCloudLayout, d3-cloud) on the recorded words, in a
 * fixed width so that the picture is the same on every run.
 */
const FONT = defaultStyle.fonts.text;

type CloudStoryProps = Omit<WordCloudViewProps, 'layout' | 'fontFamily' | 'height'> & { compact?: boolean };

/** The view with the layout of its words (or "Calcul du nuage…" while it runs). */
function LaidOut({ compact = false, ...props }: CloudStoryProps) {
  const height = compact ? CLOUD_HEIGHT.mobile : CLOUD_HEIGHT.desktop;
  const tags = props.state.status === 'ready' ? props.state.data.tags : null;
  const layout = useCloudLayout(tags, props.width, height, { fontFamily: FONT });
  return <WordCloudView {...props} height={height} fontFamily={FONT} layout={layout} />;
}

const ready = (scope: Scope, translation?: string): WordCloudViewState => ({
  status: 'ready',
  data: recorded('wordCloud', { scope, ...(translation ? { translation } : {}) }),
});

const meta = {
  title: 'Widgets/WordCloud',
  component: LaidOut,
  args: {
    scope: 'nt',
    state: ready('nt'),
    width: 960,
    ...spies('onScopeChange', 'onWordClick', 'onRetry'),
  },
  argTypes: {
    state: { control: false },
    scope: { control: 'text' },
  },
} satisfies Meta<typeof LaidOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the words. */
export const Loading: Story = {
  args: { state: LOADING },
};

/** The words have come; d3-cloud is placing them: "Calcul du nuage…". */
export const Computing: Story = {
  render: (args) => (
    <WordCloudView {...args} height={CLOUD_HEIGHT.desktop} fontFamily={FONT} layout={{ status: 'computing' }} />
  ),
};

/** The default cloud (/tagcloud): the new testament's 100 most used words. */
export const Typical: Story = {};

/** The new testament's words in Darby 1885 (issue 41). */
export const Darby: Story = {
  args: { state: ready('nt', 'darby') },
};

/** The new testament's words in Martin 1744. */
export const Martin: Story = {
  args: { state: ready('nt', 'martin') },
};

/** The old testament: "Éternel" far ahead (6,982), every colour step used. */
export const OldTestament: Story = {
  args: { scope: 'at', state: ready('at') },
};

/** The whole Bible: the largest counts. */
export const WholeBible: Story = {
  args: { scope: 'atnt', state: ready('atnt') },
};

/** A book (Jean), chosen in the new testament dropdown. */
export const Book: Story = {
  args: { scope: '43', state: ready('43') },
};

/** Philémon: a short book, only the few words it uses twice or more. */
export const ShortBook: Story = {
  args: { scope: '57', state: ready('57') },
};

/** A book with no word used twice (none in this Bible, but the view says so). */
export const Empty: Story = {
  args: { scope: '57', state: { status: 'ready', data: { ...(recorded('wordCloud', { scope: '57' }) as WordCloudResponse), tags: [] } } },
};

/** A phone: 350 px high in the width of the screen. */
export const Mobile: Story = {
  args: { width: 360, compact: true },
  globals: PHONE,
};

/** The server's own answer to a scope that does not exist (400): no retry. */
export const Error: Story = {
  args: { scope: '67' as Scope, state: refused(refusalOf('wordCloud', { scope: '67' })), onRetry: undefined },
};

export const NetworkError: Story = {
  args: { state: NETWORK_ERROR },
};

/** Every state at once, for visual review. */
/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...Typical, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...Typical, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...Typical, globals: CHURCH_DARK };

/** Every state side by side; the compact cloud's scope can be changed. */
function AllStatesView(args: Parameters<NonNullable<Story['render']>>[0]) {
  const [scope, setScope] = useState<Scope>('57');
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <WordCloudView {...args} state={LOADING} height={CLOUD_HEIGHT.mobile} fontFamily={FONT} layout={{ status: 'computing' }} />
      <LaidOut {...args} scope={scope} onScopeChange={setScope} state={ready(recordings.has(requestOf('wordCloud', { scope })) ? scope : '57')} compact />
      <LaidOut {...args} state={NETWORK_ERROR} />
    </div>
  );
}

export const AllStates: Story = {
  render: (args) => <AllStatesView {...args} />,
};
