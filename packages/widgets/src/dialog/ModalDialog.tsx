/**
 * The modal dialog every widget dialog is built on: the Overlay (native
 * <dialog>) dimming the page, with a centred panel. Internal: the public
 * dialogs are ConfirmDialog and InfoDialog.
 */
import type { ReactNode, RefObject } from 'react';
import { styled } from 'styled-components';
import { ParoleScope, widgetRoot } from '../internal/ui.js';
import { Overlay } from '../overlay/Overlay.js';
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
  children: ReactNode;
}

const Backdrop = styled(Overlay)`
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
  box-shadow: 0 8px 32px ${color('shadow')};

  h2 {
    margin: 0 0 ${space('sm')};
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
  children,
}: ModalDialogProps) {
  return (
    <ParoleScope>
      <Backdrop
        open
        lang="fr"
        role={role}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onClose={onClose}
        initialFocus={initialFocus}
        fallbackFocus={fallbackFocus}
      >
        <Panel>{children}</Panel>
      </Backdrop>
    </ParoleScope>
  );
}
