import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setWidth } from '../testing/render.js';
import { SearchBox, useSearchBoxState, type SearchBoxProps } from './SearchBox.js';

interface Setup extends NonNullable<Parameters<typeof useSearchBoxState>[0]> {
  props?: Partial<SearchBoxProps>;
}

/** The box as a host holds it: text, mode and history kept in state, every callback spied on. */
function renderBox({ props = {}, ...start }: Setup = {}) {
  const spies = {
    onValueChange: vi.fn(),
    onExactChange: vi.fn(),
    onHistoryChange: vi.fn(),
    onSearch: vi.fn(),
    onReference: vi.fn(),
  };
  function Host() {
    const { remember, ...box } = useSearchBoxState(start);
    const heard = <T,>(spy: (value: T) => void, apply: (value: T) => void) => (value: T) => {
      spy(value);
      apply(value);
    };
    return (
      <SearchBox
        {...box}
        onValueChange={heard(spies.onValueChange, box.onValueChange)}
        onExactChange={heard(spies.onExactChange, box.onExactChange)}
        onHistoryChange={heard(spies.onHistoryChange, box.onHistoryChange)}
        onSearch={spies.onSearch}
        onReference={spies.onReference}
        {...props}
      />
    );
  }
  const user = userEvent.setup();
  render(<Host />);
  return { user, ...spies };
}

const field = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher' });
const quote = () => screen.getByRole('button', { name: 'Expression entre guillemets' });
const exactButton = () => screen.getByRole('button', { name: 'Exact' });
const historyButton = () => screen.getByRole('button', { name: /^Historique/ });
/** The info dialog, once its code (loaded when a search is first refused) has come. */
const info = () => screen.findByRole('alertdialog', { name: 'Information' });

beforeEach(() => setWidth(1024));

describe('SearchBox', () => {
  it('is a search landmark with a labelled field and its placeholder', () => {
    renderBox();
    expect(screen.getByRole('search', { name: 'Recherche' })).toBeDefined();
    expect(field().placeholder).toBe('Mot, "expression" ou ..jean 3.16');
  });

  describe('given a text search', () => {
    it('searches the normalized word on Enter, in the current mode', async () => {
      const { user, onSearch, onValueChange } = renderBox({ exact: 'exa' });
      await user.type(field(), '  Éternel    berger {Enter}');

      expect(onSearch).toHaveBeenCalledExactlyOnceWith('Éternel berger', 'exa', false);
      expect(onValueChange).toHaveBeenLastCalledWith('Éternel berger');
      expect(field().value).toBe('Éternel berger');
    });

    it('searches with the search button too', async () => {
      const { user, onSearch } = renderBox({ value: 'berger' });
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(onSearch).toHaveBeenCalledWith('berger', 'nex', false);
    });

    it.each(['ab', '   ', '""', '  ab  '])('refuses %j with "Min. 3 caractères!"', async (text) => {
      const { user, onSearch } = renderBox({ value: text });
      await user.click(field());
      await user.keyboard('{Enter}');

      expect((await info()).textContent).toContain('Min. 3 caractères!');
      expect(onSearch).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(document.activeElement).toBe(field());
    });
  });

  describe('the word it holds (issue 47)', () => {
    it('is selected whole by a click into the field, so that typing replaces it', async () => {
      const { user, onSearch } = renderBox({ value: 'Seigneur' });
      await user.click(field());
      expect([field().selectionStart, field().selectionEnd]).toEqual([0, 'Seigneur'.length]);
      await user.keyboard('amour{Enter}');
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('amour', 'nex', false);
    });

    it('is selected whole when the field is reached with Tab', async () => {
      const { user } = renderBox({ value: 'Seigneur' });
      await user.tab();
      expect(document.activeElement).toBe(field());
      expect([field().selectionStart, field().selectionEnd]).toEqual([0, 'Seigneur'.length]);
    });

    it('lets a second click place the caret, to edit the word', async () => {
      const { user } = renderBox({ value: 'Seigneur' });
      await user.click(field());
      await user.pointer({ target: field(), offset: 3, keys: '[MouseLeft]' });
      expect([field().selectionStart, field().selectionEnd]).toEqual([3, 3]);
    });

    it('is emptied by « Effacer », which puts the focus back in the field', async () => {
      const { user, onValueChange } = renderBox({ value: 'Seigneur' });
      await user.tab();
      await user.tab();
      const clear = screen.getByRole('button', { name: 'Effacer' });
      expect(document.activeElement).toBe(clear);
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith('');
      expect(field().value).toBe('');
      expect(document.activeElement).toBe(field());
      // Nothing left to clear: the button goes until there is.
      expect(screen.queryByRole('button', { name: 'Effacer' })).toBeNull();
      await user.keyboard('amour');
      expect(screen.getByRole('button', { name: 'Effacer' })).toBeDefined();
    });
  });

  describe('given a search too costly', () => {
    it('refuses more than 30 words before sending, with the API\'s message', async () => {
      const text = `"${'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e'}"`;
      const { user, onSearch } = renderBox({ value: text });
      await user.click(field());
      await user.keyboard('{Enter}');

      expect((await info()).textContent).toContain('Recherche trop longue (30 mots au plus, expressions entre guillemets comprises)');
      expect(onSearch).not.toHaveBeenCalled();
    });
  });

  describe('given a reference', () => {
    it('follows a valid reference with the parsed book, chapter and verse', async () => {
      const { user, onReference, onSearch } = renderBox();
      await user.type(field(), '..jean 3.16{Enter}');

      expect(onReference).toHaveBeenCalledExactlyOnceWith({ book: 43, chapter: 3, verses: [16] }, '..jean 3.16');
      expect(onSearch).not.toHaveBeenCalled();
    });

    it('reads a book alone as its first chapter', async () => {
      const { user, onReference } = renderBox();
      await user.type(field(), '..1 cor{Enter}');
      expect(onReference).toHaveBeenCalledWith({ book: 46, chapter: 1 }, '..1 cor');
    });

    it.each(['..jean 22', '..xyz 1', '..'])('refuses %j with "Format incorrect ou recherche impossible ..."', async (text) => {
      const { user, onReference } = renderBox({ value: text });
      await user.click(field());
      await user.keyboard('{Enter}');

      expect((await info()).textContent).toContain('Format incorrect ou recherche impossible ...');
      expect(onReference).not.toHaveBeenCalled();
    });
  });

  describe('the quote button', () => {
    it('wraps the words in double quotes, then removes them', async () => {
      const { user } = renderBox({ value: 'lumière du monde' });
      expect(quote().getAttribute('aria-pressed')).toBe('false');

      await user.click(quote());
      expect(field().value).toBe('"lumière du monde"');
      expect(quote().getAttribute('aria-pressed')).toBe('true');

      await user.click(quote());
      expect(field().value).toBe('lumière du monde');
      expect(quote().getAttribute('aria-pressed')).toBe('false');
    });

    it('shows the phrase state of quotes typed by hand', () => {
      renderBox({ value: 'le "bon berger"' });
      expect(quote().getAttribute('aria-pressed')).toBe('true');
    });

    it('says "n/a avec une référence!" with a reference typed', async () => {
      const { user, onValueChange } = renderBox({ value: '..jean 3' });
      await user.click(quote());
      expect((await info()).textContent).toContain('n/a avec une référence!');
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('says "Min. 3 caractères!" under 3 characters', async () => {
      const { user } = renderBox({ value: 'ab' });
      await user.click(quote());
      expect((await info()).textContent).toContain('Min. 3 caractères!');
      expect(field().value).toBe('ab');
    });
  });

  describe('the exact button', () => {
    it('toggles nex/exa and reruns the search each time', async () => {
      const { user, onExactChange, onSearch } = renderBox({ value: 'berger' });
      expect(exactButton().getAttribute('aria-pressed')).toBe('false');

      await user.click(exactButton());
      expect(onExactChange).toHaveBeenLastCalledWith('exa');
      expect(onSearch).toHaveBeenLastCalledWith('berger', 'exa', true);
      expect(exactButton().getAttribute('aria-pressed')).toBe('true');

      await user.click(exactButton());
      expect(onExactChange).toHaveBeenLastCalledWith('nex');
      expect(onSearch).toHaveBeenLastCalledWith('berger', 'nex', true);
      expect(onSearch).toHaveBeenCalledTimes(2);
    });

    it('says "n/a avec une référence!" with a reference typed, and keeps the mode', async () => {
      const { user, onExactChange, onSearch } = renderBox({ value: '..ps 23' });
      await user.click(exactButton());
      expect((await info()).textContent).toContain('n/a avec une référence!');
      expect(onExactChange).not.toHaveBeenCalled();
      expect(onSearch).not.toHaveBeenCalled();
    });

    it('says "Min. 3 caractères!" under 3 characters', async () => {
      const { user, onExactChange } = renderBox({ value: 'ab' });
      await user.click(exactButton());
      expect((await info()).textContent).toContain('Min. 3 caractères!');
      expect(onExactChange).not.toHaveBeenCalled();
    });
  });

  describe('the history', () => {
    const HISTORY = ['berger', '"lumière du monde"', '..jean 3.16'];

    async function openHistory(setup: Setup = {}) {
      const box = renderBox({ history: HISTORY, ...setup });
      expect(historyButton().getAttribute('aria-expanded')).toBe('false');
      await box.user.click(historyButton());
      // The panel's code comes with its first opening.
      return { ...box, panel: await screen.findByRole('region', { name: 'Historique des recherches' }) };
    }

    it('shows its count on the history button', () => {
      renderBox({ history: HISTORY });
      expect(historyButton().getAttribute('aria-label')).toBe('Historique : 3');
      expect(historyButton().textContent).toContain('3');
    });

    it('opens as a chip list', async () => {
      const { panel } = await openHistory();
      expect(historyButton().getAttribute('aria-expanded')).toBe('true');
      expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(HISTORY);
    });

    it('searches a chip again, setting the field', async () => {
      const { user, panel, onSearch } = await openHistory({ exact: 'exa' });
      await user.click(within(panel).getByRole('button', { name: '"lumière du monde"' }));

      expect(field().value).toBe('"lumière du monde"');
      expect(onSearch).toHaveBeenCalledWith('"lumière du monde"', 'exa', false);
      expect(screen.queryByRole('region', { name: 'Historique des recherches' })).toBeNull();
    });

    it('follows a reference chip', async () => {
      const { user, panel, onReference } = await openHistory();
      await user.click(within(panel).getByRole('button', { name: '..jean 3.16' }));
      expect(onReference).toHaveBeenCalledWith({ book: 43, chapter: 3, verses: [16] }, '..jean 3.16');
    });

    it('closes on Esc, focus back on the history button', async () => {
      const { user } = await openHistory();
      await user.click(screen.getByRole('button', { name: 'berger' }).closest('section')!);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('region', { name: 'Historique des recherches' })).toBeNull();
      expect(document.activeElement).toBe(historyButton());
    });

    it('closes on a click outside the box', async () => {
      const { user } = await openHistory();
      await user.click(document.body);
      expect(screen.queryByRole('region', { name: 'Historique des recherches' })).toBeNull();
    });

    it('says so when empty', async () => {
      const { user } = renderBox();
      await user.click(historyButton());
      expect(await screen.findByText("Aucune recherche dans l'historique.")).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    });

    describe('in edit mode', () => {
      it('shows a remove button on each chip, which removes that item only', async () => {
        const { user, panel, onHistoryChange } = await openHistory();
        expect(within(panel).queryByRole('button', { name: /^Retirer/ })).toBeNull();

        await user.click(within(panel).getByRole('button', { name: 'Modifier' }));
        expect(within(panel).getByRole('button', { name: 'Modifier' }).getAttribute('aria-pressed')).toBe('true');
        expect(within(panel).getAllByRole('button', { name: /^Retirer/ })).toHaveLength(3);

        await user.click(within(panel).getByRole('button', { name: "Retirer « berger » de l'historique" }));
        expect(onHistoryChange).toHaveBeenCalledExactlyOnceWith(['"lumière du monde"', '..jean 3.16']);
        expect(historyButton().getAttribute('aria-label')).toBe('Historique : 2');
        // Focus moves to the next chip's remove button instead of being lost.
        expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Retirer « "lumière du monde" » de l\'historique' }));
      });

      describe('"Tout effacer"', () => {
        async function askClear() {
          const opened = await openHistory();
          await opened.user.click(within(opened.panel).getByRole('button', { name: 'Modifier' }));
          await opened.user.click(within(opened.panel).getByRole('button', { name: 'Tout effacer' }));
          // The confirmation's code comes when it is first asked for.
          await screen.findByRole('alertdialog', { name: "Confirmation Effacer tout l'historique" });
          return opened;
        }

        it('asks for confirmation first, for "Effacer tout l\'historique"', async () => {
          const { onHistoryChange } = await askClear();
          const dialog = await screen.findByRole('alertdialog', { name: "Confirmation Effacer tout l'historique" });
          expect(dialog.textContent).toContain('Vraiment bien sûr ?');
          expect(onHistoryChange).not.toHaveBeenCalled();
        });

        it('keeps the history on Annuler', async () => {
          const { user, onHistoryChange } = await askClear();
          await user.click(screen.getByRole('button', { name: 'Annuler' }));

          expect(screen.queryByRole('alertdialog')).toBeNull();
          expect(onHistoryChange).not.toHaveBeenCalled();
          expect(screen.getAllByRole('button', { name: /^Retirer/ })).toHaveLength(3);
          expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tout effacer' }));
        });

        it('clears it on Supprimer', async () => {
          const { user, onHistoryChange } = await askClear();
          await user.click(screen.getByRole('button', { name: 'Supprimer' }));

          expect(onHistoryChange).toHaveBeenCalledExactlyOnceWith([]);
          expect(screen.queryByRole('alertdialog')).toBeNull();
          expect(historyButton().getAttribute('aria-label')).toBe('Historique : 0');
          expect(screen.getByText("Aucune recherche dans l'historique.")).toBeDefined();
          // The button that opened the dialog is gone: focus goes to the history button.
          expect(document.activeElement).toBe(historyButton());
        });
      });
    });
  });

  describe('the bookmarks button', () => {
    it('shows with onOpenBookmarks, with the count', async () => {
      const onOpenBookmarks = vi.fn();
      const { user } = renderBox({ props: { bookmarksCount: 2, onOpenBookmarks } });
      await user.click(screen.getByRole('button', { name: 'Marque-pages : 2' }));
      expect(onOpenBookmarks).toHaveBeenCalledTimes(1);
    });

    it('is hidden without onOpenBookmarks', () => {
      renderBox();
      expect(screen.queryByRole('button', { name: /^Marque-pages/ })).toBeNull();
    });
  });

  describe('on mobile', () => {
    it('hides the field behind a toggle, which reveals it with focus in it', async () => {
      setWidth(375);
      const { user } = renderBox();
      const toggle = screen.getByRole('button', { name: 'Rechercher' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('searchbox')).toBeNull();

      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement).toBe(field());
      expect(toggle.getAttribute('aria-controls')).toBe(field().closest('[id]:not(input)')!.id);
    });

    it('gives the room back once a search is made', async () => {
      const { user, onSearch } = renderBox({ props: { compact: true } });
      await user.click(screen.getByRole('button', { name: 'Rechercher', expanded: false }));
      await user.type(field(), 'berger{Enter}');
      expect(onSearch).toHaveBeenCalledWith('berger', 'nex', false);
      expect(screen.queryByRole('searchbox')).toBeNull();
    });

    it('shows a placeholder the compact field shows whole, its field on a row of its own (issue 44)', async () => {
      const { user } = renderBox({ props: { compact: true } });
      await user.click(screen.getByRole('button', { name: 'Rechercher', expanded: false }));
      expect(field().placeholder).toBe('Mot ou ..jean 3.16');
      expect(getComputedStyle(field().parentElement!).flexBasis).toBe('100%');
    });

    it('follows the compact prop over the window width', () => {
      setWidth(375);
      renderBox({ props: { compact: false } });
      expect(field()).toBeDefined();
    });
  });
});
