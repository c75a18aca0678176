/**
 * The bookmarks drawer, opened from the search box's bookmarks button: the
 * widgets' BookmarksList over the persisted bookmarks.
 *
 * A modal dialog like the menu: focus moves into it when it opens and stays
 * inside (Tab wraps); Esc, the close button and a click on the backdrop close
 * it, and focus returns to where it was (the bookmarks button). Opening a
 * bookmark navigates, which closes it (the layout ties it to the location).
 */
import type { ReadingPlace } from '@parole/bible';
import { BookmarksList, trapTab } from '@parole/widgets';
import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { IconButton } from '../components/IconButton.js';
import { messages } from '../messages.js';
import { readHref } from '../routing/links.js';
import { searchActions, useHostState, useHostStore } from '../store/index.js';
import { color, space } from '../style.js';
import { CloseIcon } from './icons.js';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: flex;
  justify-content: flex-end;
  background: ${color('backdrop')};
`;

const Drawer = styled.div`
  display: flex;
  flex-direction: column;
  width: min(28rem, 100vw);
  height: 100%;
  overflow-y: auto;
  color: ${color('text')};
  background: ${color('background')};
  box-shadow: -4px 0 24px rgb(0 0 0 / 0.25);
`;

// The list has its own heading ("Marque-pages (3)"); the drawer adds the way out.
const Header = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${space('xs')} ${space('sm')} 0;
`;

const CloseButton = styled(IconButton)`
  &:hover {
    background: rgb(0 0 0 / 0.06);
  }
`;



export interface BookmarksPanelProps {
  id: string;
  onClose(): void;
}

/** Rendered only while open. */
export function BookmarksPanel({ id, onClose }: BookmarksPanelProps) {
  const store = useHostStore();
  const navigate = useNavigate();
  const bookmarks = useHostState((s) => s.bookmarks);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  // Focus in on open, back to the opener (the bookmarks button) on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // On the document, so Esc works wherever focus is; a dialog of the list
  // (the clear-all confirmation) handles its own Esc first.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const dialog = target?.closest('[role="dialog"], [role="alertdialog"], dialog');
      if (dialog && dialog !== drawerRef.current) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The clear-all confirmation is portalled out of the drawer but its events
    // bubble through React's tree: it traps its own Tab.
    if (!event.currentTarget.contains(event.target as Node)) return;
    trapTab(event, event.currentTarget);
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const onOpen = useCallback((place: ReadingPlace) => navigate(readHref(place)), [navigate]);
  const onRemove = useCallback((index: number) => searchActions.removeBookmark(store, index), [store]);
  const onClear = useCallback(() => searchActions.clearBookmarks(store), [store]);

  return (
    <Backdrop onClick={onBackdropClick}>
      <Drawer ref={drawerRef} id={id} role="dialog" aria-modal="true" aria-label={messages.bookmarks.title} onKeyDown={onKeyDown}>
        <Header>
          <CloseButton ref={closeRef} type="button" aria-label={messages.bookmarks.close} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <BookmarksList bookmarks={bookmarks} onRemove={onRemove} onClear={onClear} hrefFor={readHref} onOpen={onOpen} />
      </Drawer>
    </Backdrop>
  );
}
