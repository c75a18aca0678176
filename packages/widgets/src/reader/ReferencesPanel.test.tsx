/**
 * The reader's « Références » panel (issue 43), from the recordings of the
 * real API: Jean 3:16's first ten then all 23, a range's « … », the credit,
 * the links, Escape and focus, the phone's sheet, the error's « Réessayer »,
 * a verse without any, and the translation read.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingPlace } from '@parole/bible';
import { ParoleScope } from '../internal/ui.js';
import { fakeClient } from '../testing/fake-client.js';
import { recorded } from '../testing/recordings.js';
import { apiError, expectOpenedOnPlainClickOnly, failingClient, retryAfterError, setWidth, widgetRenderer } from '../testing/render.js';
import { Reader } from './Reader.js';
import { ReferencesPanel } from './ReferencesPanel.js';

const hrefFor = ({ book, chapter, verses }: ReadingPlace) => `/lire/${book}/${chapter}/${verses?.join(',') ?? ''}`;
const renderReader = widgetRenderer(Reader, { book: 43, chapter: 3, selection: [16], hrefFor });
const CREDIT = 'Références croisées : OpenBible.info (CC BY)';
const TITLE = 'Références croisées de Jean 3:16';

type User = ReturnType<typeof userEvent.setup>;
/** Opens the panel from its button, once the chapter and the panel's code have come. */
async function openReferences(user: User) {
  await screen.findByRole('group', { name: 'Versets' });
  const button = screen.getByRole('button', { name: 'Références' });
  await user.click(button);
  return { button, panel: await screen.findByRole('region', { name: TITLE }) };
}
const items = (panel: HTMLElement) => within(panel).queryAllByRole('listitem');

beforeEach(() => setWidth(1024));

describe('the « Références » panel', () => {
  it('is offered for a selected verse only', async () => {
    renderReader({ selection: undefined });
    await screen.findByRole('group', { name: 'Versets' });
    expect(screen.getByRole('button', { name: 'Références' })).toHaveProperty('disabled', true);
  });

  it('lists Jean 3:16’s references, most voted first, then all of them with « Voir plus », and credits them', async () => {
    const { user, client } = renderReader();
    const { button, panel } = await openReferences(user);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(items(panel)).toHaveLength(10));
    const [first, second] = items(panel);
    expect(within(first!).getByRole('link').textContent).toBe('Romains 5:8');
    expect(first!.textContent).toContain('Mais Dieu prouve son amour envers nous');
    // 1 Jean 4:9-10, a range: its first verse, then « … ».
    expect(within(second!).getByRole('link').textContent).toBe('1 Jean 4:9-10');
    expect(second!.textContent?.trim().endsWith('…')).toBe(true);
    expect(within(panel).getByText('10 sur 23')).toBeDefined();
    const credit = within(panel).getByRole('link', { name: CREDIT });
    expect(credit.getAttribute('href')).toBe('https://www.openbible.info/labs/cross-references/');
    // The reader's default translation: no `traduction` asked.
    expect(client.calls).toContain('GET /api/references/43/3/16');

    await user.click(within(panel).getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(items(panel)).toHaveLength(23));
    // Its button gone, focus is on the first reference it brought.
    const eleventh = recorded('crossReferences', { book: 43, chapter: 3, verse: 16, limit: 100 }).references[10]!.reference;
    expect(document.activeElement?.textContent).toBe(eleventh);
    expect(client.calls).toContain('GET /api/references/43/3/16?limite=100');
    expect(within(panel).queryByRole('button', { name: 'Voir plus' })).toBeNull();
    expect(within(panel).getByText('23 références')).toBeDefined();
  });

  it('links each reference to its reading page, opened by a plain click, which closes the panel', async () => {
    const onOpen = vi.fn();
    const { user } = renderReader({ onOpen });
    const { panel } = await openReferences(user);
    const link = await within(panel).findByRole('link', { name: 'Romains 5:8' });
    expect(link.getAttribute('href')).toBe('/lire/45/5/8');
    // A range in one chapter selects it whole.
    expect(within(panel).getByRole('link', { name: '1 Jean 4:9-10' }).getAttribute('href')).toBe('/lire/62/4/9,10');
    await expectOpenedOnPlainClickOnly(user, link, onOpen, { book: 45, chapter: 5, verses: [8] });
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('takes focus when it opens, closes with Escape and gives focus back to its button', async () => {
    const { user } = renderReader();
    const { button, panel } = await openReferences(user);
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is a sheet on a phone, closed with Escape, focus back on its button', async () => {
    setWidth(390);
    const { user } = renderReader();
    await screen.findByRole('group', { name: 'Versets' });
    const button = screen.getByRole('button', { name: 'Références' });
    button.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(10));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('says why it failed, and « Réessayer » asks again', async () => {
    const client = failingClient('crossReferences', apiError('network'));
    const { user } = renderReader({}, client);
    const { panel } = await openReferences(user);
    expect(await retryAfterError(client, user)).toContain('Impossible de joindre le serveur');
    await waitFor(() => expect(items(panel)).toHaveLength(10));
  });

  it('reads the references in the translation read, in its numbering', async () => {
    const client = fakeClient();
    const { user } = renderReader({ book: 1, chapter: 32, selection: [1], translation: 'darby' }, client);
    await screen.findByRole('group', { name: 'Versets' });
    await user.click(screen.getByRole('button', { name: 'Références' }));
    const panel = await screen.findByRole('region', { name: 'Références croisées de Genèse 32:1' });
    await waitFor(() => expect(items(panel).length).toBeGreaterThan(0));
    expect(client.calls).toContain('GET /api/references/1/32/1?traduction=darby');
  });
});

describe('ReferencesPanel', () => {
  it('says when a verse has none, with the credit', () => {
    const none = recorded('crossReferences', { book: 19, chapter: 51, verse: 1 });
    render(
      <ParoleScope>
        <ReferencesPanel id="r" reference="Psaumes 51:1" state={{ status: 'ready', data: none }} onClose={() => {}} />
      </ParoleScope>,
    );
    const panel = screen.getByRole('region', { name: 'Références croisées de Psaumes 51:1' });
    expect(within(panel).getByText('Aucune référence croisée pour ce verset.')).toBeDefined();
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(within(panel).getByRole('link', { name: CREDIT })).toBeDefined();
  });

  it('says it is loading', () => {
    render(
      <ParoleScope>
        <ReferencesPanel id="r" reference="Jean 3:16" state={{ status: 'loading' }} onClose={() => {}} />
      </ParoleScope>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement des références…');
  });
});
