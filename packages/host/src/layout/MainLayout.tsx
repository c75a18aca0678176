/**
 * The main layout of every page but print: skip link, loading bar, top bar,
 * menu, the page itself, footer.
 */
import { matchPath, pages } from '@parole/bible';
import { lazyPart, PartBoundary } from '@parole/widgets/site';
import { useCallback, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageBoundary } from '../components/PageBoundary.js';
import { LoadingBar } from '../components/LoadingBar.js';
import { messages } from '../messages.js';
import { color, space } from '../style.js';
import { Footer } from './Footer.js';
import { SearchBar } from './SearchBar.js';
import { TopBar } from './TopBar.js';

/*
 * The menu and the bookmarks drawer (its list, its confirmation) are code most
 * visits never run: each is loaded when first opened (issue 15,
 * docs/decisions/host.md); if its code cannot come, a notice takes its place
 * under the top bar, with « Réessayer » and « Fermer ».
 */
const Menu = lazyPart(() => import('./Menu.js').then((m) => ({ default: m.Menu })));
const BookmarksPanel = lazyPart(() => import('./BookmarksPanel.js').then((m) => ({ default: m.BookmarksPanel })));

/** The id the skip link targets. */
export const MAIN_ID = 'contenu';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
  &[data-late] {
    min-height: 100vh;
  }
`;

/**
 * The pages whose content arrives after them (a chapter, search results, a
 * day of the plan, themes, a word cloud; the help page and the embed builder,
 * whose code comes after the shell: issue 47, CLS 0.079 and 0.116) keep a
 * screenful for it, loading or not, so that the footer waits below the fold
 * instead of being pushed down as the content arrives (layout shift,
 * docs/performance.md).
 */
const LATE_CONTENT = [pages.read, pages.search, pages.plan, pages.themes, pages.theme, pages.wordCloud, pages.help, pages.embedBuilder];

/* The menu or the drawer that could not be loaded: the notice under the top bar, over the page's start. */
const LayerFailure = styled(PartBoundary)`
  margin: ${space('sm')} ${space('md')} 0;
  background: ${color('background')};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${space('sm')};
  top: -4rem;
  z-index: 50;
  padding: ${space('sm')} ${space('md')};
  color: ${color('onAccent')};
  background: ${color('text')};
  &:focus {
    top: ${space('sm')};
  }
`;

export function MainLayout() {
  const location = useLocation();
  const menuId = useId();
  const bookmarksId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu is open for one location only: any navigation closes it, with no
  // effect to keep in step.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const toggleMenu = () => setOpenAt(menuOpen ? null : location.key);
  const menuToggle = useCallback(() => toggleRef.current, []);

  // The bookmarks drawer, likewise: opening a bookmark navigates, which closes it.
  const [bookmarksAt, setBookmarksAt] = useState<string | null>(null);
  const bookmarksOpen = bookmarksAt === location.key;
  const closeBookmarks = useCallback(() => setBookmarksAt(null), []);
  const openBookmarks = useCallback(() => setBookmarksAt(location.key), [location.key]);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>{messages.layout.skipLink}</SkipLink>
      <LoadingBar />
      <TopBar
        menuOpen={menuOpen}
        menuId={menuId}
        onMenuToggle={toggleMenu}
        toggleRef={toggleRef}
        searchSlot={<SearchBar onOpenBookmarks={openBookmarks} />}
      />
      {/*
       * Closed, the menu and the drawer render nothing: each is only mounted open.
       * Focus stays on its button while its code comes; each gives focus back to
       * what opened it when it closes, however it closed. If the code cannot
       * come, a notice in its place, focus still on the button (PartBoundary).
       */}
      <LayerFailure onClose={closeMenu}>{menuOpen && <Menu id={menuId} open onClose={closeMenu} fallbackFocus={menuToggle} />}</LayerFailure>
      {bookmarksOpen && (
        <LayerFailure onClose={closeBookmarks}>
          <BookmarksPanel id={bookmarksId} open onClose={closeBookmarks} />
        </LayerFailure>
      )}
      <Main id={MAIN_ID} tabIndex={-1} data-late={LATE_CONTENT.some((page) => matchPath(page, location.pathname)) || undefined}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </Main>
      <Footer />
    </Shell>
  );
}
