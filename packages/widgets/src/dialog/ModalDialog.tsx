/**
 * The modal dialog every widget dialog is built on: a portal over the page,
 * focus moved in and trapped, Esc and a click on the backdrop to close, focus
 * given back on close. Internal: the public dialogs are ConfirmDialog and
 * InfoDialog.
 *
 * Not the native <dialog>: jsdom (the tests) lacks showModal(), and an
 * embedding page's own CSS for `dialog` elements would reach ours.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { focusables, trapTab } from '../internal/focus.js';
import { ParoleScope, widgetRoot } from '../internal/ui.js';
import { color, radius, space } from '../style.js';

export interface ModalDialogProps {
  /** 'alertdialog' for a message or question that interrupts the user (both our dialogs). */
  role?: 'dialog' | 'alertdialog';
  /** Ids of the elements naming the dialog (its title). */
  labelledBy: string;
  /** Id of the element describing it (its message). */
  describedBy?: string;
  /** Esc or a click on the backdrop: the dialog's cancel. */
  onClose: () => void;
  /** What gets focus on open; the first focusable element by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element focused before the dialog
   * opened has left the page (a "Tout effacer" button that the clearing
   * removed, for instance).
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Where the dialog is rendered; document.body by default. */
  container?: Element | null;
  children: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 10000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space('md')};
  background: ${color('backdrop')};
`;

const Panel = styled.div`
  ${widgetRoot}
  width: min(26rem, 100%);
  max-height: calc(100vh - 2 * ${space('md')});
  overflow: auto;
  padding: ${space('lg')};
  border-radius: ${radius('md')};
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);

  h2 {
    margin: 0 0 ${space('sm')};
    font-size: 1.2rem;
    line-height: 1.3;
  }

  p {
    margin: 0;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space('sm')};
  margin-top: ${space('lg')};
`;

/**
 * A modal dialog. Render it only while open: mounting opens it (focus moves
 * in), unmounting closes it (focus goes back).
 */
export function ModalDialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  fallbackFocus,
  container,
  children,
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ initialFocus, fallbackFocus });
  useEffect(() => {
    latest.current = { initialFocus, fallbackFocus };
  });

  // Focus in on open, back where it was on close.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (latest.current.initialFocus?.current ?? focusables(panel)[0] ?? panel).focus();
    return () => {
      const target = previous?.isConnected ? previous : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, []);

  // Focus that leaves the dialog by other means than Tab (a click on the
  // page behind, a screen reader's virtual cursor) is brought back in.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!panel || !(event.target instanceof Node) || panel.contains(event.target)) return;
      (focusables(panel)[0] ?? panel).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Portal events bubble through React ancestors: a panel holding the
      // dialog must not take this Esc for its own.
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Likewise, a focus trap of an enclosing drawer must not move this Tab.
    event.stopPropagation();
    trapTab(event, panelRef.current);
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A click in the dialog is not a click on whatever React ancestor renders it.
    event.stopPropagation();
    if (event.target === event.currentTarget) onClose();
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <ParoleScope>
      <Backdrop lang="fr" onClick={onBackdropClick}>
        <Panel
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          {children}
        </Panel>
      </Backdrop>
    </ParoleScope>,
    container ?? document.body,
  );
}
