import { useEffect, useId, useRef, type FormEvent, type Ref } from 'react';
import { styled } from 'styled-components';
import { hasPhrase, type ExactMode } from '@parole/bible';
import { BookmarkIcon, ClearIcon, HistoryIcon, SearchIcon } from '../internal/icons.js';
import { lazyPart, PartBoundary } from '../internal/lazy.js';
import { Button, ParoleScope, PrimaryButton, VisuallyHidden, widgetRoot } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, radius, space, textFieldLook } from '../style.js';

/*
 * The history panel and the two dialogs open on a click (the history button,
 * "Tout effacer", a refused search), and most visits open none of them: their
 * code (and the modal overlay's) is loaded on first use, not with the page
 * that shows the box (issue 15, docs/decisions/widgets.md). Focus stays on
 * what was clicked while it comes. If it cannot come, a notice takes its
 * place with « Réessayer » (internal/lazy.tsx).
 */
const HistoryPanel = lazyPart(() => import('./HistoryPanel.js').then((m) => ({ default: m.HistoryPanel })));
const ConfirmDialog = lazyPart(() => import('../dialog/ConfirmDialog.js').then((m) => ({ default: m.ConfirmDialog })));
const InfoDialog = lazyPart(() => import('../dialog/InfoDialog.js').then((m) => ({ default: m.InfoDialog })));

export interface SearchBoxViewProps {
  /** The text of the field. */
  value: string;
  exact: ExactMode;
  /** Past searches and references, as the chips show them. */
  history: readonly string[];
  /** Shown on the bookmarks button (which shows only with onOpenBookmarks). */
  bookmarksCount?: number;
  /** Mobile layout: the field hides behind a toggle button. */
  compact?: boolean;
  /** Compact layout: whether the field is shown. */
  expanded?: boolean;
  historyOpen?: boolean;
  /** History edit mode: remove buttons on the chips, "Tout effacer". */
  editing?: boolean;
  /** The "Tout effacer" confirmation is open. */
  confirmingClear?: boolean;
  /** Message of the info dialog; null or absent when it is closed. */
  info?: string | null;
  rootRef?: Ref<HTMLFormElement>;
  onValueChange?: (value: string) => void;
  /** Enter in the field, or the search button. */
  onSubmit?: () => void;
  onToggleQuote?: () => void;
  onToggleExact?: () => void;
  onToggleExpanded?: () => void;
  onToggleHistory?: () => void;
  onCloseHistory?: () => void;
  onToggleEditing?: () => void;
  /** A chip was chosen. */
  onChoose?: (index: number) => void;
  onRemove?: (index: number) => void;
  onAskClear?: () => void;
  onConfirmClear?: () => void;
  onCancelClear?: () => void;
  onCloseInfo?: () => void;
  onOpenBookmarks?: () => void;
}

const Root = styled.form`
  ${widgetRoot}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
  background: transparent;
  color: inherit;
`;

const Fields = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
  min-width: 0;
`;

/* Compact (a phone, a 300-px sidebar: issue 44): the field and its button take the first row whole, the toggles the second, rather than a field cut short and buttons wrapping where they fall. */
const Field = styled.div<{ $compact: boolean }>`
  display: flex;
  flex: ${(p) => (p.$compact ? '1 1 100%' : '1 1 14rem')};
  min-width: 0;
`;

/* The one field look (style.ts), joined on its right to « Effacer » and the search button. */
const Input = styled.input.attrs<{ 'data-look'?: string }>({ 'data-look': 'field' })`
  ${textFieldLook}
  flex: 1;
  /* No width of its own (an input's is about 20 characters): it would count in the least width of every box
     around it, and with « Effacer » beside it the widget no longer fitted a 280-px sidebar. The row gives it its width. */
  width: 0;
  min-width: 0;
  height: 2.25rem;
  margin: 0;
  padding: 0 ${space('sm')};
  border-right: 0;
  border-radius: ${radius('sm')} 0 0 ${radius('sm')};
  font-size: 1rem;

  &::placeholder {
    color: ${color('textMuted')};
    opacity: 1;
  }

  /* Chromium's own cross has no French name and no place in the tab order: « Effacer » is ours. */
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

/* « Effacer », inside the field's frame, between the text and the search button. */
const Clear = styled(Button)`
  border-left: 0;
  border-right: 0;
  border-radius: 0;
  background: ${color('background')};
  color: ${color('textMuted')};
`;

/* The search itself: the main action, in the interface's accent. */
const Submit = styled(PrimaryButton)`
  border-radius: 0 ${radius('sm')} ${radius('sm')} 0;
`;

/*
 * A layer that could not be loaded: the notice shows where the history panel
 * would have, under the box and over the page.
 */
const LayerFailure = styled(PartBoundary)`
  position: absolute;
  top: calc(100% + ${space('xs')});
  right: 0;
  z-index: 20;
  width: min(28rem, calc(100vw - 2 * ${space('md')}));
  background: ${color('background')};
  box-shadow: 0 4px 16px ${color('shadow')};
`;

const Badge = styled.span`
  min-width: 1.4em;
  padding: 0 0.35em;
  border-radius: ${radius('pill')};
  background: ${color('textMuted')};
  color: ${color('background')};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
`;

/**
 * The top bar's search controls (specification, "Layout"): the field, the
 * quote, exact and history buttons, the bookmarks button, the history panel
 * and the dialogs. Renders its props only; `SearchBox` gives it behaviour.
 */
export function SearchBoxView(props: SearchBoxViewProps) {
  const {
    value,
    exact,
    history,
    bookmarksCount = 0,
    compact = false,
    expanded = false,
    historyOpen = false,
    editing = false,
    confirmingClear = false,
    info = null,
    rootRef,
    onValueChange,
    onSubmit,
    onToggleQuote,
    onToggleExact,
    onToggleExpanded,
    onToggleHistory,
    onCloseHistory,
    onToggleEditing,
    onChoose,
    onRemove,
    onAskClear,
    onConfirmClear,
    onCancelClear,
    onCloseInfo,
    onOpenBookmarks,
  } = props;
  const t = messages.searchBox;
  const inputId = useId();
  const fieldsId = useId();
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const historyButtonRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fieldsShown = !compact || expanded;

  // Revealing the field with the mobile toggle puts the cursor in it.
  const focusField = useRef(false);
  useEffect(() => {
    if (!fieldsShown || !focusField.current) return;
    focusField.current = false;
    inputRef.current?.focus();
  }, [fieldsShown]);

  /*
   * A tap, a click or a tab into the field selects its whole text, so that
   * typing replaces the word it holds (issue 47: a tap then « amour »
   * searched « Seigneuramour »). Selecting on focus alone is not enough: the
   * press that focused the field puts the caret where it landed right after
   * (on mousedown, and a tap's compatibility mouse events in mobile
   * Chromium), so the press's release selects again, once. A later press in
   * the focused field places the caret as usual, to edit the word.
   */
  const selectOnRelease = useRef(false);
  const selectAll = () => inputRef.current?.select();
  const entryHandlers = {
    onFocus: () => {
      selectOnRelease.current = true;
      selectAll();
    },
    onMouseUp: (event: { preventDefault(): void }) => {
      if (!selectOnRelease.current) return;
      event.preventDefault();
      selectAll();
    },
    onClick: () => {
      if (!selectOnRelease.current) return;
      selectOnRelease.current = false;
      selectAll();
    },
    // Typing or moving the caret with the keys is the reader's own editing: a later press keeps it.
    onKeyDown: () => {
      selectOnRelease.current = false;
    },
    onBlur: () => {
      selectOnRelease.current = false;
    },
  };

  const clear = () => {
    onValueChange?.('');
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };

  const closeHistory = () => {
    onCloseHistory?.();
    historyButtonRef.current?.focus();
  };

  return (
    <ParoleScope>
      <Root ref={rootRef} role="search" aria-label={t.region} lang="fr" noValidate onSubmit={submit}>
        {compact && (
          <Button
            ref={toggleRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={fieldsId}
            aria-label={t.toggle}
            onClick={() => {
              focusField.current = !expanded;
              onToggleExpanded?.();
            }}
          >
            <SearchIcon />
          </Button>
        )}

        {fieldsShown && (
          <Fields id={fieldsId}>
            <Field $compact={compact}>
              <VisuallyHidden as="label" htmlFor={inputId}>
                {t.label}
              </VisuallyHidden>
              <Input
                ref={inputRef}
                id={inputId}
                type="search"
                value={value}
                placeholder={compact ? t.placeholderCompact : t.placeholder}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                onChange={(event) => onValueChange?.(event.target.value)}
                {...entryHandlers}
              />
              {value !== '' && (
                <Clear type="button" aria-label={t.clear} title={t.clear} onClick={clear}>
                  <ClearIcon />
                </Clear>
              )}
              <Submit type="submit" aria-label={t.submit}>
                <SearchIcon />
              </Submit>
            </Field>
            <Button type="button" aria-pressed={hasPhrase(value)} aria-label={t.quoteLabel} title={t.quoteLabel} onClick={onToggleQuote}>
              <span aria-hidden="true">{t.quote}</span>
            </Button>
            <Button type="button" aria-pressed={exact === 'exa'} title={t.exactTitle} onClick={onToggleExact}>
              {t.exact}
            </Button>
            <Button
              ref={historyButtonRef}
              type="button"
              aria-expanded={historyOpen}
              aria-controls={historyOpen ? panelId : undefined}
              aria-label={t.historyLabel(history.length)}
              title={t.history}
              onClick={onToggleHistory}
            >
              <HistoryIcon />
              <Badge aria-hidden="true">{history.length}</Badge>
            </Button>
            {onOpenBookmarks && (
              <Button type="button" aria-label={t.bookmarksLabel(bookmarksCount)} title={t.bookmarks} onClick={onOpenBookmarks}>
                <BookmarkIcon />
                <Badge aria-hidden="true">{bookmarksCount}</Badge>
              </Button>
            )}
          </Fields>
        )}

        {/*
         * Each in a boundary of its own, always there: one arriving never hides
         * another already shown, and a layer closing goes in the same order as
         * before its code was split (after the panel's changes, so that focus
         * goes back to a control still on the page). Nothing while its code
         * comes; a notice in its place if it cannot (closed by the history
         * button for the panel, by « Fermer » for the dialogs).
         */}
        <LayerFailure>
          {fieldsShown && historyOpen && (
            <HistoryPanel
              id={panelId}
              history={history}
              editing={editing}
              onChoose={onChoose}
              onRemove={onRemove}
              onToggleEditing={onToggleEditing}
              onAskClear={onAskClear}
              onClose={closeHistory}
            />
          )}
        </LayerFailure>
        <LayerFailure onClose={() => onCancelClear?.()}>
          {confirmingClear && (
            <ConfirmDialog
              open
              purpose={messages.history.clearPurpose}
              onConfirm={() => onConfirmClear?.()}
              onCancel={() => onCancelClear?.()}
              fallbackFocus={() => historyButtonRef.current}
            />
          )}
        </LayerFailure>
        <LayerFailure onClose={() => onCloseInfo?.()}>
          {info !== null && (
            <InfoDialog open message={info} onClose={() => onCloseInfo?.()} fallbackFocus={() => inputRef.current ?? toggleRef.current} />
          )}
        </LayerFailure>
      </Root>
    </ParoleScope>
  );
}
