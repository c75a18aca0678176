/**
 * /lire/:book?/:chapter?/:verses?[?traduction=…]: maps the URL to the Reader
 * widget's props and the Reader's callbacks back to the URL and the persisted
 * state. The translation (issue 41) is the address's, else the one
 * remembered on the device (resolveReaderRoute); the picker of the chapter's
 * header switches it, keeping the reader's place (switchTranslation).
 */
import {
  DEFAULT_TRANSLATION,
  formatVerseSelection,
  getBook,
  hasChapter,
  href,
  readingNumbering,
  switchTranslation,
  type Bookmark,
} from '@parole/bible';
import { inTranslation, isDefaultTranslation, Reader, useSiteInfo, useTranslationList, useTranslationName, type DisplaySettings } from '@parole/widgets';
import { lazyPart, PartBoundary } from '@parole/widgets/site';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessagePage, useDocumentTitle } from '../../components/page.js';
import { useNotify } from '../../components/Snackbar.js';
import { messages } from '../../messages.js';
import { readHref, useReadingLinks } from '../../routing/links.js';
import { urlTranslation, useRememberedTranslation } from '../../routing/translation.js';
import { fromDisplaySettings, isAuthenticated, searchActions, useDisplaySettings, useHostState, useHostStore } from '../../store/index.js';
import { color, space } from '../../style.js';
import { readTranslation } from '../../texts/readTranslation.js';
import type { LoginRedirect } from '../../session.js';
import { resolveReaderRoute } from './resolveReaderRoute.js';
import { useReaderOfflineAudio } from '../help/KeepAudio.js';
import { comparedText, readCompared } from './compared.js';

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

/* Where the AI section would be, for a logged-out reader: one line, under the Reader as the section is. */
const LoggedOutLine = styled.p`
  margin: ${space('md')};
  color: ${color('textMuted')};
`;

/**
 * The AI helper's place for a logged-out reader, when the server has one
 * (issue 47: nothing linked to /login): one line saying it is for
 * logged-in users and « Se connecter », whose login comes back to `from`
 * (the login page's way back, session.ts's `returnPath`: a path of this
 * site only, carried in the history's state, never in the address).
 * @example <AiLoggedOut from="/lire/43/3" />
 */
function AiLoggedOut({ from }: { from: string }) {
  const info = useSiteInfo();
  if (info.status !== 'ready' || !info.data.ia.configure) return null;
  const state: LoginRedirect = { expired: false, from };
  return (
    <LoggedOutLine>
      {messages.read.aiLoggedOut}{' '}
      <Link to={href('login')} state={state}>
        {messages.read.aiLogIn}
      </Link>
    </LoggedOutLine>
  );
}

const PrintLink = styled(Link)`
  color: ${color('textMuted')};
  font-size: 0.875rem;
  font-weight: 600;
`;

export function ReaderPage() {
  const params = useParams();
  const lastRead = useHostState((s) => s.lastRead);
  // `?traduction=lsg,darby`: Segond read beside Darby (issue 42, compared.ts).
  const compared = readCompared(urlTranslation(useLocation().search));
  const url = 'url' in compared ? compared.url : undefined;
  const remembered = useRememberedTranslation();
  const route = 'refused' in compared ? ({ kind: 'refused', message: compared.refused } as const) : resolveReaderRoute(params, lastRead, { url, remembered });

  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  if (route.kind === 'refused') {
    return (
      <MessagePage title={readTranslation.refusedTitle} linkTo={href('select')} linkLabel={messages.read.backToBooks}>
        {route.message}
      </MessagePage>
    );
  }
  if (route.kind === 'notFound') {
    return (
      <MessagePage title={messages.read.notFound} linkTo={href('select')} linkLabel={messages.read.backToBooks}>
        {messages.read.notFoundHelp}
      </MessagePage>
    );
  }
  return (
    <Chapter
      book={route.book}
      chapter={route.chapter}
      translation={route.translation}
      compareWith={'compareWith' in compared ? compared.compareWith : undefined}
      selection={route.selection}
      selectionRefusal={route.selectionRefusal}
    />
  );
}

function Chapter({
  book,
  chapter,
  translation,
  compareWith,
  selection,
  selectionRefusal,
}: {
  book: number;
  chapter: number;
  translation?: string;
  /** The translations read beside it (issue 42). */
  compareWith?: readonly string[];
  selection?: readonly number[];
  selectionRefusal?: string;
}) {
  const store = useHostStore();
  const notify = useNotify();
  const navigate = useNavigate();
  const translationName = useTranslationName(undefined, translation);
  const translations = useTranslationList()?.traductions;
  const settings = useDisplaySettings();
  // The audio kept on the device: offline, the player says at once when the chapter's is not there (issue 47).
  const offlineAudio = useReaderOfflineAudio(isDefaultTranslation(translation) ? undefined : translationName);
  const reference = `${getBook(book)?.name} ${chapter}`;
  useDocumentTitle(reference);

  // A selection the address could not name: the chapter opens without one, and the reader is told.
  useEffect(() => {
    if (selectionRefusal !== undefined) notify(selectionRefusal);
  }, [selectionRefusal, notify]);

  // Remembered once the chapter has loaded (not a chapter that failed to),
  // so /lire alone reopens it next time, in its translation (whose numbering it is in).
  const onLoad = useCallback(() => {
    const { lastRead: last, translation: read } = store.getState();
    const kept = isDefaultTranslation(translation) ? undefined : translation;
    if (last?.book !== book || last.chapter !== chapter || read !== kept) store.set({ lastRead: { book, chapter }, translation: kept });
    setTextShown(true);
  }, [store, book, chapter, translation]);

  const onSettingsChange = useCallback((next: DisplaySettings) => store.set(fromDisplaySettings(next)), [store]);
  // The chapter bar, swipes and arrows keep the translations compared.
  const { hrefFor, onOpen: onNavigate } = useReadingLinks(comparedText(translation, compareWith));
  // Kept on this device, newest first, one per chapter and verse selection.
  const onBookmark = useCallback((bookmark: Bookmark) => searchActions.addBookmark(store, bookmark), [store]);
  // spec, sections 2 and 6: the AI helper for a logged-in user (flag set and current user present).
  const loggedIn = useHostState(isAuthenticated);
  const location = useLocation();
  // The chapter's text shown (onLoad): a question given back after a login (issue 47) is scrolled to once it is there.
  const [textShown, setTextShown] = useState(false);
  // The Reader's selection, which the AI section's option 7 asks about. A switch of translation and
  // « Comparer » take the one the Reader hands them: this copy comes an effect and a render after the
  // verses show selected, and a choice made in between lost the selection (Genèse 31:55 opened Darby's 31).
  const [selected, setSelected] = useState<readonly number[]>([]);

  // The same place in the translation chosen: its chapter, the selected verses (or the nearest) selected.
  const onTranslationChange = useCallback(
    (to: string, verses: readonly number[]) => {
      const from = translation ?? DEFAULT_TRANSLATION;
      if (to === from) return;
      const switched = switchTranslation(from, to, { book, chapter, verses: verses.length > 0 ? verses : undefined });
      const place = switched?.place ?? { book, chapter: hasChapter(readingNumbering(to), book, chapter) ? chapter : 1 };
      // Another translation is remembered once its chapter has loaded (onLoad), as the address then says.
      // The default's address says none: the previous one is forgotten at once, or it would come back.
      if (isDefaultTranslation(to)) store.set({ translation: undefined });
      void navigate(readHref(place, comparedText(to, compareWith?.filter((id) => id !== to))));
      if (switched && switched.absent.length > 0) {
        const name = translations?.find((t) => t.id === to)?.nom ?? to;
        notify(readTranslation.absent(`${getBook(book)?.name} ${chapter}:${formatVerseSelection(switched.absent)}`, name));
      }
    },
    [translation, compareWith, book, chapter, store, navigate, translations, notify],
  );

  // « Comparer » and « Retirer »: the address says the translations compared, in order (shareable).
  const onCompareChange = useCallback(
    (next: string[], verses: readonly number[]) =>
      void navigate(readHref({ book, chapter, verses: verses.length > 0 ? verses : undefined }, comparedText(translation, next))),
    [navigate, book, chapter, translation],
  );

  return (
    <Frame>
      <Actions>
        {/* A new tab: the print layout opens the print dialog, and the reading page stays where it was. */}
        <PrintLink
          to={href('print', { book, chapter, ...inTranslation(comparedText(translation, compareWith)) })}
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
        translation={translation}
        onTranslationChange={onTranslationChange}
        compareWith={compareWith}
        onCompareChange={onCompareChange}
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
        offlineAudio={offlineAudio}
      />
      {/* No control opened it: its notice sends focus back to none. */}
      {loggedIn ? (
        <SectionFailure returnFocus={false}>
          <AiSection book={book} chapter={chapter} selection={selected} translation={translation} textShown={textShown} />
        </SectionFailure>
      ) : (
        <AiLoggedOut from={location.pathname + location.search + location.hash} />
      )}
    </Frame>
  );
}
