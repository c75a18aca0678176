import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { isReferenceInput } from '@parole/bible';
import { Button, SubsectionTitle } from '../internal/ui.js';
import { messages } from '../messages.js';
import { bareList, color, radius, space } from '../style.js';

export interface HistoryPanelProps {
  id: string;
  history: readonly string[];
  /** Edit mode: each chip shows its remove button, and "Tout effacer" shows. */
  editing: boolean;
  onChoose?: (index: number) => void;
  onRemove?: (index: number) => void;
  onToggleEditing?: () => void;
  onAskClear?: () => void;
  /** Esc or "Fermer". */
  onClose?: () => void;
}

const Panel = styled.section`
  position: absolute;
  top: calc(100% + ${space('xs')});
  right: 0;
  z-index: 20;
  width: min(28rem, calc(100vw - 2 * ${space('md')}));
  max-height: min(24rem, 70vh);
  overflow: auto;
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('background')};
  color: ${color('text')};
  box-shadow: 0 4px 16px ${color('shadow')};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
  margin-bottom: ${space('sm')};

  h2 {
    flex: 1;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  ${bareList}
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: stretch;
  max-width: 100%;
  border: 1px solid ${color('border')};
  border-radius: ${radius('pill')};
  background: ${color('surface')};
  overflow: hidden;

  button {
    margin: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 0.9rem;
    cursor: pointer;
  }

  button:hover {
    background: ${color('border')};
  }
`;

const ChipLabel = styled.button`
  min-height: 2rem;
  max-width: 100%;
  padding: 0 ${space('sm')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-reference] {
    font-style: italic;
  }
`;

const ChipRemove = styled.button`
  min-width: 2rem;
  padding: 0 ${space('xs')};
  border-left: 1px solid ${color('border')} !important;
  font-size: 1.1rem !important;
  line-height: 1;
`;

const Empty = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/**
 * The search history as a chip list (specification, "Layout"): a chip runs
 * its search again (or follows its reference); in edit mode each chip can be
 * removed, and "Tout effacer" asks for confirmation.
 */
export function HistoryPanel({ id, history, editing, onChoose, onRemove, onToggleEditing, onAskClear, onClose }: HistoryPanelProps) {
  const t = messages.history;
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);

  /*
   * Removing a chip removes the focused button: focus goes to the next chip's
   * remove button (the previous one for the last chip, "Modifier"'s place
   * when the list empties, which is the panel itself).
   */
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = panelRef.current?.querySelectorAll<HTMLElement>('[data-remove]');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? panelRef.current)?.focus();
  }, [history]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose?.();
  };

  return (
    <Panel id={id} ref={panelRef} tabIndex={-1} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Header>
        <SubsectionTitle as="h2" id={titleId}>{t.title}</SubsectionTitle>
        {history.length > 0 && (
          <Button type="button" aria-pressed={editing} title={t.editLabel} onClick={onToggleEditing}>
            {t.edit}
          </Button>
        )}
        {editing && history.length > 0 && (
          <Button type="button" title={t.clearPurpose} onClick={onAskClear}>
            {t.clear}
          </Button>
        )}
        <Button type="button" onClick={onClose}>
          {t.close}
        </Button>
      </Header>
      {history.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <Chips>
          {history.map((word, index) => (
            <Chip key={`${index}-${word}`}>
              <ChipLabel type="button" data-reference={isReferenceInput(word) ? '' : undefined} onClick={() => onChoose?.(index)}>
                {word}
              </ChipLabel>
              {editing && (
                <ChipRemove
                  type="button"
                  data-remove=""
                  aria-label={t.remove(word)}
                  onClick={() => {
                    focusAfterRemoval.current = index;
                    onRemove?.(index);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </ChipRemove>
              )}
            </Chip>
          ))}
        </Chips>
      )}
    </Panel>
  );
}
