/**
 * What the widget stories share: the phone viewport, the argTypes that stay out
 * of the controls panel, the spied callbacks, the states a view is fed
 * (loading, ready, error) and the "every state at once" grid for visual
 * review. Not a widget; stories only.
 */
import type { Refusal } from '@parole/bible';
import { color, font, messages, radius, space } from '@parole/widgets';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { styled } from 'styled-components';

/**
 * The globals of a story shown on a phone (Storybook's `mobile1` viewport, upright).
 *
 * @example
 * export const Mobile: Story = { args: { compact: true }, globals: PHONE };
 */
export const PHONE = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * The globals of a story in the dark palette (the toolbar's "Palette";
 * ParoleStyleProvider `scheme="dark"`, the embed's `data-scheme="dark"`).
 *
 * @example
 * export const Dark: Story = { ...Typical, globals: DARK };
 */
export const DARK = { scheme: 'dark' };

/**
 * The globals of a story in a sample church's theme (the toolbar's "Thème",
 * stories/themes.ts): its testament colours, accent, fonts, square corners
 * and roomier spacing, through ParoleStyleProvider `style`.
 *
 * @example
 * export const CustomTheme: Story = { ...Typical, globals: CHURCH };
 */
export const CHURCH = { church: 'saint-martin' };

/** Both: the sample church's dark variant. */
export const CHURCH_DARK = { ...DARK, ...CHURCH };

/**
 * The parameters of a story whose modal dialog opens on arrival (issue 51):
 * on a docs page the story is drawn in a frame of its own, `height` tall,
 * so its dialog (a native <dialog> opened with showModal(), in the page's
 * top layer) covers that frame and not the whole docs page. The story's own
 * page and its test are unchanged. A frame rather than leaving the story
 * out of the docs: the reader still sees the dialog where the page lists it.
 *
 * @example
 * export const ConfirmClear: Story = { args: { confirmingClear: true }, parameters: modalInDocs('420px') };
 */
export const modalInDocs = (height: string) => ({ docs: { story: { inline: false, height } } });

/**
 * argTypes that keep args out of the controls panel: functions and recorded
 * answers are not edited from there.
 *
 * @example
 * argTypes: { ...noControl('state', 'hrefFor'), exact: { control: 'inline-radio', options: ['nex', 'exa'] } },
 */
export function noControl<K extends string>(...names: K[]): Record<K, { control: false }> {
  return Object.fromEntries(names.map((name) => [name, { control: false }])) as Record<K, { control: false }>;
}

/**
 * Args that spy on callbacks: each named prop gets a `fn()` of its own,
 * which the actions panel logs under the prop's name.
 *
 * @example
 * args: { state: ready(paix), hrefFor: (place) => href('read', place), ...spies('onBack', 'onOpen', 'onRetry') },
 */
export function spies<K extends string>(...names: K[]): Record<K, ReturnType<typeof fn>> {
  return Object.fromEntries(names.map((name) => [name, fn()])) as Record<K, ReturnType<typeof fn>>;
}

/**
 * A view's state while its answer is on the way.
 *
 * @example
 * export const Loading: Story = { args: { state: LOADING } };
 */
export const LOADING = { status: 'loading' } as const;

/**
 * A view's state once `data` has come.
 *
 * @example
 * args: { book: 19, chapter: 117, state: ready(recorded('chapter', { book: 19, chapter: 117 })) },
 */
export const ready = <T,>(data: T) => ({ status: 'ready', data }) as const;

/**
 * A view's state when the server could not be reached (messages.api.network).
 *
 * @example
 * export const NetworkError: Story = { args: { state: NETWORK_ERROR } };
 */
export const NETWORK_ERROR = { status: 'error', message: messages.api.network } as const;

/**
 * A view's state when the server said no: the refusal's own message (recordings.ts' refusalOf).
 *
 * @example
 * args: { state: refused(refusalOf('chapter', { book: 43, chapter: 22 })), onRetry: undefined },
 */
export const refused = (refusal: Refusal | null) => ({ status: 'error', message: refusal?.message ?? '' }) as const;

/** One state in an `allStates` story: its label and the props it changes from the story's args. */
export type Variant<P> = readonly [label: string, props: Partial<P>];

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: ${space('md')};
  padding: ${space('md')};
  background: ${color('surface')};

  & > * {
    max-height: 520px;
    overflow: auto;
    border: 1px solid ${color('border')};
    border-radius: ${radius('md')};
  }
`;

const OneUnderAnother = styled.div`
  display: grid;
  gap: ${space('md')};

  & > div {
    position: relative;
    padding: ${space('sm')};
    border: 1px dashed ${color('border')};
  }

  & > div > span {
    display: block;
    margin-bottom: ${space('xs')};
    font-family: ${font('ui')};
    font-size: 0.75rem;
  }
`;

/**
 * The render function of an "every state at once" story, for visual review:
 * `View` once per variant, with the story's args and the variant's props.
 * `'side-by-side'` (the default) puts page-sized views in cards of a grid,
 * labelled for assistive technology; `'one-under-another'` stacks bar-sized
 * views at full width, each under its label.
 *
 * @example
 * export const AllStates: Story = {
 *   render: allStates(ThemeListView, [
 *     ['loading', { state: LOADING }],
 *     ['typical', {}],
 *   ]),
 * };
 */
export function allStates<P extends object>(
  View: ComponentType<P>,
  variants: ReadonlyArray<Variant<NoInfer<P>>>,
  layout: 'side-by-side' | 'one-under-another' = 'side-by-side',
) {
  if (layout === 'one-under-another') {
    return (args: P) => (
      <OneUnderAnother>
        {variants.map(([label, props]) => (
          <div key={label}>
            <span>{label}</span>
            <View {...args} {...props} />
          </div>
        ))}
      </OneUnderAnother>
    );
  }
  return (args: P) => (
    <SideBySide>
      {variants.map(([label, props]) => (
        <div key={label} aria-label={label}>
          <View {...args} {...props} />
        </div>
      ))}
    </SideBySide>
  );
}
