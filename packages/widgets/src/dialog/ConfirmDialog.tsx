import { useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, PrimaryButton, SectionTitle, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color } from '../style.js';
import { DialogActions, ModalDialog } from './ModalDialog.js';

export interface ConfirmDialogProps {
  /** Shown while true. */
  open: boolean;
  onConfirm: () => void;
  /** Annuler, Esc, or a click beside the dialog. */
  onCancel: () => void;
  /** Default 'Confirmation' (spec, section 8). */
  title?: string;
  /** Default 'Vraiment bien sûr ?' (spec, section 8). */
  message?: ReactNode;
  /** Default 'Supprimer' (spec, section 8: the label may be customised). */
  confirmLabel?: string;
  /** Default 'Annuler'. */
  cancelLabel?: string;
  /**
   * What is confirmed ("Effacer tout l'historique"): read with the title as
   * the dialog's name, so a screen reader user knows what "Supprimer" does.
   */
  purpose?: string;
  /** Where focus goes on close if the control that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/* The dialog's main action, a primary button in the error colour (the deletion it confirms). */
const Danger = styled(PrimaryButton)`
  border-color: ${color('error')};
  background: ${color('error')};
  color: ${color('onAccent')};

  &:hover:not(:disabled, [aria-disabled='true']) {
    border-color: ${color('error')};
    background: ${color('error')};
    color: ${color('onAccent')};
    filter: brightness(0.9);
  }
`;

/**
 * The delete confirmation of the specification (section 8): "Confirmation",
 * "Vraiment bien sûr ?", Annuler and Supprimer. An accessible modal
 * (alertdialog): focus starts on Annuler, the safe answer; Esc cancels;
 * focus returns to the control that opened it.
 * @example <ConfirmDialog open={asking} purpose="Effacer tout l'historique" onConfirm={clear} onCancel={() => setAsking(false)} />
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = messages.dialog.confirmTitle,
  message = messages.dialog.confirmText,
  confirmLabel = messages.dialog.confirm,
  cancelLabel = messages.dialog.cancel,
  purpose,
  fallbackFocus,
}: ConfirmDialogProps) {
  const titleId = useId();
  const purposeId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={purpose ? `${titleId} ${purposeId}` : titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
    >
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {purpose && <VisuallyHidden id={purposeId}>{purpose}</VisuallyHidden>}
      <p id={messageId}>{message}</p>
      <DialogActions>
        <Button ref={cancelRef} type="button" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Danger type="button" onClick={onConfirm}>
          {confirmLabel}
        </Danger>
      </DialogActions>
    </ModalDialog>
  );
}
