/**
 * /lire/:book?/:chapter?/:verses?: maps the URL to the Reader widget's props
 * and the Reader's callbacks back to the URL and the persisted state.
 */
import { getBook, href, type Bookmark } from '@parole/bible';
import { Reader, useTranslationName, type DisplaySettings } from '@parole/widgets';
import { lazyPart, PartBoundary } from '@parole/widgets/site';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessagePage, useDocumentTitle } from '../../components/page.js';
import { useNotify } from '../../components/Snackbar.js';
import { messages } from '../../messages.js';
import { useReadingLinks } from '../../routing/links.js';
import { fromDisplaySettings, isAuthenticated, searchActions, useDisplaySettings, useHostState, useHostStore } from '../../store/index.js';
import { color, space } from '../../style.js';
import { resolveReaderRoute } from './resolveReaderRoute.js';

/** The AI helper section: its own chunk, loaded for logged-in users only (AiSection.tsx); a notice in its place if it cannot come. */
const AiSection = lazyPart(() => import('./AiSection.js'));

/* The AI section that could not be loaded: the notice where it would have been, under the Reader. */
const SectionFailure = styled(PartBoundary)`
  margin: 0 ${space('md')};
`;

// No padding of its own: the Reader pads itself, and phones need every pixel.
const Frame = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding-bottom: ${space('lg')};
`;

// Above the Reader, so the link is found without scrolling through a long chapter.
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${space('sm')} ${space('md')} 0;
`;

const PrintLink = styled(Link)`
  color: ${color('textMuted')};
  font-size: 0.875rem;
  font-weight: 600;
`;

export function ReaderPage() {
  const params = useParams();
  const lastRead = useHostState((s) => s.lastRead);
  const route = resolveReaderRoute(params, lastRead);

  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  if (route.kind === 'notFound') {
    return (
      <MessagePage title={messages.read.notFound} linkTo={href('select')} linkLabel={messages.read.backToBooks}>
        {messages.read.notFoundHelp}
      </MessagePage>
    );
  }
  return <Chapter book={route.book} chapter={route.chapter} selection={route.selection} selectionRefusal={route.selectionRefusal} />;
}

function Chapter({
  book,
  chapter,
  selection,
  selectionRefusal,
}: {
  book: number;
  chapter: number;
  selection?: readonly number[];
  selectionRefusal?: string;
}) {
  const store = useHostStore();
  const notify = useNotify();
  const translationName = useTranslationName();
  const settings = useDisplaySettings();
  const reference = `${getBook(book)?.name} ${chapter}`;
  useDocumentTitle(reference);

  // A selection the address could not name: the chapter opens without one, and the reader is told.
  useEffect(() => {
    if (selectionRefusal !== undefined) notify(selectionRefusal);
  }, [selectionRefusal, notify]);

  // Remembered once the chapter has loaded (not a chapter that failed to),
  // so /lire alone reopens it next time.
  const onLoad = useCallback(() => {
    const last = store.getState().lastRead;
    if (last?.book !== book || last.chapter !== chapter) store.set({ lastRead: { book, chapter } });
  }, [store, book, chapter]);

  const onSettingsChange = useCallback((next: DisplaySettings) => store.set(fromDisplaySettings(next)), [store]);
  const { hrefFor, onOpen: onNavigate } = useReadingLinks();
  // Kept on this device, newest first, one per chapter and verse selection.
  const onBookmark = useCallback((bookmark: Bookmark) => searchActions.addBookmark(store, bookmark), [store]);
  // spec, sections 2 and 6: the AI helper for a logged-in user (flag set and current user present).
  const loggedIn = useHostState(isAuthenticated);
  // The Reader's selection, which the AI section's option 7 asks about.
  const [selected, setSelected] = useState<readonly number[]>([]);

  return (
    <Frame>
      <Actions>
        {/* A new tab: the print layout opens the print dialog, and the reading page stays where it was. */}
        <PrintLink
          to={href('print', { book, chapter })}
          target="_blank"
          rel="noopener"
          aria-label={messages.read.printLabel(reference)}
        >
          {messages.read.print}
        </PrintLink>
      </Actions>
      <Reader
        book={book}
        chapter={chapter}
        selection={selection}
        settings={settings}
        onSettingsChange={onSettingsChange}
        onNavigate={onNavigate}
        hrefFor={hrefFor}
        translationName={translationName}
        onNotify={notify}
        onBookmark={onBookmark}
        onLoad={onLoad}
        onSelectionChange={setSelected}
      />
      {/* No control opened it: its notice sends focus back to none. */}
      {loggedIn && (
        <SectionFailure returnFocus={false}>
          <AiSection book={book} chapter={chapter} selection={selected} />
        </SectionFailure>
      )}
    </Frame>
  );
}
