/**
 * The bookmarks drawer, opened from the search box's bookmarks button: the
 * widgets' BookmarksList over the persisted bookmarks.
 *
 * The widgets' Overlay, like the menu: focus moves into it when it opens and
 * stays inside (Tab wraps); Esc, the close button and a click on the backdrop
 * close it, and focus returns to where it was (the bookmarks button). The
 * list's clear-all confirmation opens over it as a second layer, which Esc
 * closes alone. Opening a bookmark navigates, which closes it (the layout
 * ties it to the location). A bookmark made in another translation than the
 * default shows its short name beside its reference (issue 41).
 */
import { BookmarksList, isDefaultTranslation, Overlay, useTranslationList } from '@parole/widgets';
import { useCallback } from 'react';
import { styled } from 'styled-components';
import { IconButton } from '../components/IconButton.js';
import { messages } from '../messages.js';
import { useFixedTranslationLinks } from '../routing/translation.js';
import { searchActions, useHostState, useHostStore } from '../store/index.js';
import { color, space } from '../style.js';
import { CloseIcon } from './icons.js';

const Backdrop = styled(Overlay)`
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
  open: boolean;
  onClose(): void;
}

export function BookmarksPanel({ id, open, onClose }: BookmarksPanelProps) {
  const store = useHostStore();
  const bookmarks = useHostState((s) => s.bookmarks);

  // A bookmark opens in the translation it was made in, whose numbering it is in (issue 41).
  const links = useFixedTranslationLinks();
  // Their short names (« Darby »), asked only when a bookmark is in another translation than the default.
  const translations = useTranslationList(bookmarks.some((b) => !isDefaultTranslation(b.translation)))?.traductions;
  const onRemove = useCallback((index: number) => searchActions.removeBookmark(store, index), [store]);
  const onClear = useCallback(() => searchActions.clearBookmarks(store), [store]);

  return (
    <Backdrop open={open} id={id} aria-label={messages.bookmarks.title} onClose={onClose}>
      <Drawer>
        <Header>
          <CloseButton type="button" aria-label={messages.bookmarks.close} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <BookmarksList bookmarks={bookmarks} onRemove={onRemove} onClear={onClear} translations={translations} {...links} />
      </Drawer>
    </Backdrop>
  );
}
