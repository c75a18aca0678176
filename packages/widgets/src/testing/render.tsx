/**
 * What the widgets' dom tests share (testing-library in jsdom): a widget
 * rendered under a BibleApiProvider with the one fake client, widgets
 * mounted from HTML as an embedding page does, a client whose endpoint fails
 * until a test lets it answer (the "Réessayer" tests), the checks of what
 * every widget with links does on a click, the window width seen by the
 * matchMedia of tests/setup/dom.ts, and CSS colours. Imported by the
 * tests by path, not from index.ts: stories import that, and testing-library
 * and vitest have no place in them.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, expect, vi, type Mock } from 'vitest';
import { AUDIO_NAME_HEADER, AUDIO_SOURCE_HEADER, type ApiName, type AudioSource } from '@parole/bible';
import type { BibleApi } from '../api/client.js';
import { BibleApiProvider } from '../api/context.js';
import { ApiRequestError } from '../api/errors.js';
import { mountAll, type MountedWidget } from '../embed/mount.js';
import { messages } from '../messages.js';
import { fakeClient, type FakeClient } from './fake-client.js';

/**
 * A render function for `Widget` under a BibleApiProvider: its props are
 * `defaults` with what the test passes, its client the fake one unless the
 * test passes another. It returns testing-library's result with the client,
 * a user-event session, and `rerenderWith(props)`, which renders again with
 * the same client and the first props changed by `props`.
 * @example
 * const renderPlan = widgetRenderer(Plan, { month: 1, day: 1, year: 2027 });
 * const { client, user, rerenderWith } = renderPlan({ read: ['1/2'] });
 */
export function widgetRenderer<P extends object>(Widget: ComponentType<P>, defaults: NoInfer<P>) {
  return (props: Partial<P> = {}, client: FakeClient = fakeClient()) => {
    const tree = (changes: Partial<P>) => (
      <BibleApiProvider client={client}>
        <Widget {...defaults} {...props} {...changes} />
      </BibleApiProvider>
    );
    const view = render(tree({}));
    return {
      ...view,
      client,
      user: userEvent.setup(),
      rerenderWith: (changes: Partial<P>) => view.rerender(tree(changes)),
    };
  };
}

/**
 * Embeds for the tests of a file: `embed(html)` puts the HTML in the page
 * and mounts its widgets with mountAll, as the script-tag bundle does, each
 * widget asking the spy `createClient` for `client` (by default a fake
 * client of its own); after each test every widget is unmounted and the page
 * emptied. `handles` holds what is mounted, for a test that mounts by hand.
 * @example
 * const { embed } = useEmbeds();
 * it('mounts the reader', async () => {
 *   const { host, createClient, client, user } = await embed('<div data-bible-widget="reader" data-api="" data-livre="43" data-chapitre="3"></div>');
 * });
 */
export function useEmbeds() {
  const handles: MountedWidget[] = [];
  afterEach(() => {
    act(() => handles.splice(0).forEach((handle) => handle.unmount()));
    document.body.innerHTML = '';
  });
  async function embed(html: string, client?: FakeClient) {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = html;
    const createClient = vi.fn((_baseURL: string): FakeClient => client ?? fakeClient());
    await act(async () => {
      handles.push(...mountAll(host, { createClient }));
    });
    const shadow = host.querySelector<HTMLElement>('[data-bible-widget]')?.shadowRoot ?? null;
    return {
      /** Where the first widget renders: the container React renders into, in its element's shadow root. */
      host: (Array.from(shadow?.children ?? []).find((child) => child.localName === 'div') as HTMLElement | undefined) ?? host,
      /** The first widget's shadow root. */
      shadow,
      /** The element that holds the embed's HTML. */
      page: host,
      createClient,
      /** The client of the first widget mounted. */
      client: () => createClient.mock.results[0]!.value as FakeClient,
      user: userEvent.setup(),
    };
  }
  return { embed, handles };
}

/**
 * The error the real client rejects with when the server cannot be reached
 * (`'network'`), or when it fails with a 5xx `status` and no message of its
 * own (messages.api.server; 401 and 404 have other texts).
 */
export function apiError(cause: 'network' | number): ApiRequestError {
  return cause === 'network'
    ? new ApiRequestError(messages.api.network, { status: 0, kind: 'network' })
    : new ApiRequestError(messages.api.server(cause), { status: cause, kind: 'http' });
}

/** A fake client whose one endpoint fails until `recover()` is called. */
export interface FailingClient extends FakeClient {
  /** From now on, the endpoint answers from the recordings. */
  recover(): void;
}

/**
 * A fake client whose `name` endpoint rejects with `error` until the test
 * calls `recover()`, then answers from the recordings like the others: for
 * a widget's error state and its "Réessayer". Every call, failed or not, is
 * in `calls`.
 * @example
 * const client = failingClient('themes', apiError('network'));
 * renderList({}, client);
 * await screen.findByRole('alert');
 * client.recover();
 */
export function failingClient(name: ApiName, error: unknown): FailingClient {
  let failing = true;
  const recordings = fakeClient();
  const answer = recordings[name] as (...args: unknown[]) => Promise<unknown>;
  const endpoint = (...args: unknown[]) => (failing ? Promise.reject(error) : answer(...args));
  const client = fakeClient({ [name]: endpoint } as Partial<BibleApi>);
  return Object.assign(client, {
    recover: () => {
      failing = false;
    },
  });
}

/**
 * The "Réessayer" step of a widget's error state: waits for the widget's
 * alert, lets `client` answer from then on, and clicks the alert's
 * "Réessayer". Returns what the alert said.
 * @example
 * expect(await retryAfterError(client, user)).toContain('Impossible de joindre le serveur');
 * expect(await cards()).toHaveLength(themes.length);
 */
export async function retryAfterError(client: FailingClient, user: UserEvent): Promise<string> {
  const alert = await screen.findByRole('alert');
  const said = alert.textContent ?? '';
  client.recover();
  await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  return said;
}

/**
 * What every widget with `hrefFor` and `onOpen` does on a click of one of
 * its links: a plain click calls `onOpen` once with `opened` (the widget
 * keeps the page), a Ctrl+click is left to the browser (a new tab) and calls
 * nothing.
 */
export async function expectOpenedOnPlainClickOnly(user: UserEvent, link: HTMLElement, onOpen: Mock, opened: unknown): Promise<void> {
  await user.click(link);
  expect(onOpen).toHaveBeenCalledExactlyOnceWith(opened);

  const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  link.dispatchEvent(modified);
  expect(modified.defaultPrevented).toBe(false);
  expect(onOpen).toHaveBeenCalledTimes(1);
}

/** Sets the window's width and tells matchMedia's listeners, as a resize does. */
export function setWidth(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

/** `#rrggbb` as getComputedStyle writes it: `rgb(r, g, b)`. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * Answers the HEAD request the player makes to name the voice (useVoice)
 * as the server would for a synthesized chapter, or for a recording with
 * its name; undo with vi.unstubAllGlobals().
 * @example stubVoice({ source: 'recording', name: 'Bible audio, lue par Marie Martin' });
 */
export function stubVoice({ source = 'live', name }: { source?: AudioSource; name?: string } = {}): void {
  const headers: Record<string, string> = { [AUDIO_SOURCE_HEADER]: source };
  if (name !== undefined) headers[AUDIO_NAME_HEADER] = encodeURIComponent(name);
  vi.stubGlobal('fetch', async () => new Response(null, { status: 200, headers }));
}
