import { useId, type ReactNode } from 'react';
import { Button, SectionTitle } from '../internal/ui.js';
import { messages } from '../messages.js';
import { DialogActions, ModalDialog } from './ModalDialog.js';

export interface InfoDialogProps {
  /** Shown while true. */
  open: boolean;
  /** The message ('Min. 3 caractères!', 'n/a avec une référence!'…). */
  message: ReactNode;
  /** OK, Esc, or a click beside the dialog. */
  onClose: () => void;
  /** Default 'Information'. */
  title?: string;
  /** Default 'OK'. */
  closeLabel?: string;
  /** Where focus goes on close if the control that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * The specification's info dialog: a short message and OK. An accessible
 * modal (alertdialog, named by its title, described by its message): focus
 * moves to OK, Esc closes, focus returns to where it was.
 * @example <InfoDialog open={message !== null} message={message} onClose={() => setMessage(null)} />
 */
export function InfoDialog({
  open,
  message,
  onClose,
  title = messages.dialog.infoTitle,
  closeLabel = messages.dialog.ok,
  fallbackFocus,
}: InfoDialogProps) {
  const titleId = useId();
  const messageId = useId();
  if (!open) return null;
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <p id={messageId}>{message}</p>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
