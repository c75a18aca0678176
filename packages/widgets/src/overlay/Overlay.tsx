/**
 * The one modal overlay of Parole: the widgets' dialogs, the site's menu and
 * its bookmarks drawer are all built on it, so focus, Esc, the backdrop and
 * the page behind behave the same everywhere.
 *
 * It is the native <dialog> opened with showModal(), which gives for free
 * what a library would have to imitate: the top layer (no z-index, no portal,
 * no ancestor's overflow or transform can clip it, also from inside a shadow
 * root), a page behind that is inert for clicks, focus and screen readers,
 * and Esc (or Android's back gesture) as a `cancel` event fired at the
 * top-most dialog only, so layers nest. What it adds: focus placed on open and
 * given back on close, Tab wrapping inside, the backdrop click, the page's
 * scroll held still, and an owner-controlled `open`.
 * See docs/decisions/widgets.md, "Overlay".
 */
import { useLayoutEffect, useRef, type HTMLAttributes, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { focusables, trapTab } from '../internal/focus.js';
import { focusedElement } from '../internal/focused.js';

export interface OverlayProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'role' | 'onCancel' | 'onClose'> {
  /** Shown while true; nothing is rendered while false. */
  open: boolean;
  /**
   * The user asked to close: Esc, a click on the backdrop, or the browser
   * closing the dialog itself. The owner closes it by setting `open` to false.
   */
  onClose: () => void;
  /** 'alertdialog' for a message or question that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; the first focusable element inside by default, else the overlay. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element focused before the overlay
   * opened has left the page (a "Tout effacer" button that the clearing
   * removed), or when nothing was focused (Safari does not focus a clicked
   * button).
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Whether a click on the backdrop closes it; true by default. */
  closeOnBackdropClick?: boolean;
  /** The content; the overlay itself is the backdrop. */
  children?: ReactNode;
}

/*
 * The dialog element covers the viewport and is the backdrop: a click whose
 * target is the dialog itself is a click beside the content, which the owner
 * lays out inside (centred panel, drawer, full-screen menu) and paints (its
 * background is the dimming). The browser's own dialog styles (position,
 * size, margin, border, padding, colours, ::backdrop) are replaced here by
 * class, which also outranks an embedding page's rules for `dialog` on these
 * properties; until the widgets live in shadow roots, such a rule on another
 * property would still reach it.
 */
const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: auto;
  color: inherit;
  background: transparent;

  &:not([open]) {
    display: none;
  }

  &:focus {
    outline: none;
  }

  &::backdrop {
    background: transparent;
  }
`;

/*
 * The page behind must not scroll under an open overlay (a wheel or a swipe
 * on the backdrop would scroll it, since the dialog's own content does not
 * overflow). Counted, as overlays nest; the scrollbar's room is kept so the
 * page does not shift sideways when the scrollbar goes.
 */
let scrollLocks = 0;
let savedRootStyle = { overflow: '', scrollbarGutter: '' };

function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks++ === 0) {
    savedRootStyle = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks > 0) return;
    root.style.overflow = savedRootStyle.overflow;
    root.style.scrollbarGutter = savedRootStyle.scrollbarGutter;
  };
}

/** Layers waiting for the layer around them to open (see OpenOverlay). */
const waiting = new WeakMap<HTMLDialogElement, () => void>();

type Latest = { current: Pick<OverlayProps, 'onClose' | 'initialFocus' | 'fallbackFocus'> };

/** Opens `dialog` as a modal layer; returns what closes it again. */
function showModal(dialog: HTMLDialogElement, latest: Latest): () => void {
  const opener = focusedElement();
  dialog.showModal();
  const unlockScroll = lockPageScroll();
  (latest.current.initialFocus?.current ?? focusables(dialog)[0] ?? dialog).focus();

  // Esc: the browser asks the top-most dialog only. The owner closes it
  // (controlled), so the browser's own closing is prevented.
  const onCancel = (event: Event) => {
    event.preventDefault();
    latest.current.onClose();
  };
  // The browser may still close it on its own: a second Esc with no click or
  // key in between cannot be prevented (close watchers' rule against trapping
  // users). The owner is told, so its state follows.
  const onNativeClose = () => latest.current.onClose();
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onNativeClose);

  return () => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onNativeClose);
    // Layers inside this one leave with it: closed first, so the page is no
    // longer blocked by them when focus goes back to it.
    dialog.querySelectorAll('dialog').forEach((inner) => inner.open && inner.close());
    if (dialog.open) dialog.close();
    unlockScroll();
    // Focus goes back only if it was in this layer (or lost): when an outer
    // layer closed first, it has already given focus where it belongs.
    const focused = focusedElement();
    if (focused && !dialog.contains(focused)) return;
    const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
    target?.focus();
  };
}

/**
 * A modal layer over the page: the native `<dialog>` in the top layer,
 * covering the viewport. On open, focus moves to `initialFocus` (or the first
 * focusable element); Tab and Shift+Tab wrap inside; the page behind is
 * inert and does not scroll; Esc closes the top-most layer only; a click on
 * the backdrop closes it (unless `closeOnBackdropClick` is false); on close,
 * focus returns to the element focused before (or `fallbackFocus()`).
 *
 * Rendered where it is used (no portal): style the backdrop through
 * `className` (`styled(Overlay)`) and lay the content out inside it. Name it
 * with `aria-label` or `aria-labelledby`.
 *
 * @example
 * const Backdrop = styled(Overlay)`display: flex; justify-content: flex-end; background: ${color('backdrop')};`;
 *
 * <button type="button" onClick={() => setOpen(true)}>Marque-pages</button>
 * <Backdrop open={open} onClose={() => setOpen(false)} aria-label="Marque-pages">
 *   <Drawer>…</Drawer>
 * </Backdrop>
 */
export function Overlay({ open, ...props }: OverlayProps) {
  if (!open || typeof document === 'undefined') return null;
  return <OpenOverlay {...props} />;
}

function OpenOverlay({
  onClose,
  role,
  initialFocus,
  fallbackFocus,
  closeOnBackdropClick = true,
  children,
  onKeyDown,
  onClick,
  onPointerDown,
  ...attributes
}: Omit<OverlayProps, 'open'>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, initialFocus, fallbackFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus, fallbackFocus };
  });
  // Where the press that ends in a click began: a text selection dragged out
  // of the content ends on the backdrop, and is not a click on it.
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let close: (() => void) | undefined;
    const open = () => {
      waiting.delete(dialog);
      close = showModal(dialog, latest);
      // Layers mounted open inside this one open now, above it.
      dialog.querySelectorAll('dialog').forEach((inner) => waiting.get(inner)?.());
    };
    // React runs a child's effects before its parent's: a layer mounted open
    // inside a layer opening in the same render waits for it, or it would
    // end up under it in the top layer.
    if (dialog.parentElement?.closest('dialog:not([open])')) waiting.set(dialog, open);
    else open();
    return () => {
      waiting.delete(dialog);
      close?.();
    };
  }, []);

  return (
    <Dialog
      ref={dialogRef}
      role={role}
      aria-modal="true"
      tabIndex={-1}
      {...attributes}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Keys pressed in this layer are its own: an enclosing layer or panel
        // (a drawer's Tab wrapping, a history panel closing on Esc) must not
        // act on them too. Esc itself reaches the browser, which fires `cancel`.
        if (event.key === 'Escape') event.stopPropagation();
        if (event.key !== 'Tab') return;
        event.stopPropagation();
        trapTab(event, event.currentTarget);
      }}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        onPointerDown?.(event);
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event: MouseEvent<HTMLDialogElement>) => {
        onClick?.(event);
        const onBackdrop = event.target === event.currentTarget && pressedBackdrop.current;
        pressedBackdrop.current = false;
        if (onBackdrop && closeOnBackdropClick) latest.current.onClose();
      }}
    >
      {children}
    </Dialog>
  );
}
