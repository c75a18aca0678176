/**
 * The main layout of every page but print: skip link, loading bar, top bar,
 * menu, the page itself, footer.
 */
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { RouteLoading } from '../components/RouteLoading.js';
import { LoadingBar } from '../components/LoadingBar.js';
import { messages } from '../messages.js';
import { useLogout } from '../session.js';
import { color, space } from '../theme.js';
import { BookmarksPanel } from './BookmarksPanel.js';
import { Footer } from './Footer.js';
import { Menu } from './Menu.js';
import { SearchBar } from './SearchBar.js';
import { TopBar } from './TopBar.js';

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
 * day of the plan, themes, a word cloud) keep a screenful for it, loading or
 * not, so that the footer waits below the fold instead of being pushed down
 * as the content arrives (layout shift, docs/performance.md).
 */
const LATE_CONTENT = /^\/(?:lire|rechercher|bible1an|theme|tagcloud)(?:\/|$)/;

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
  const logout = useLogout();

  // The menu is open for one location only: any navigation closes it, with no
  // effect to keep in step.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const closeMenu = useCallback(() => setOpenAt(null), []);
  const toggleMenu = () => setOpenAt(menuOpen ? null : location.key);

  // The bookmarks drawer, likewise: opening a bookmark navigates, which closes it.
  const [bookmarksAt, setBookmarksAt] = useState<string | null>(null);
  const bookmarksOpen = bookmarksAt === location.key;
  const closeBookmarks = useCallback(() => setBookmarksAt(null), []);
  const openBookmarks = useCallback(() => setBookmarksAt(location.key), [location.key]);

  // Focus goes back to the toggle when the menu closes, however it closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !menuOpen) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

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
      {menuOpen && <Menu id={menuId} onClose={closeMenu} onLogout={logout} />}
      {bookmarksOpen && <BookmarksPanel id={bookmarksId} onClose={closeBookmarks} />}
      <Main id={MAIN_ID} tabIndex={-1} data-late={LATE_CONTENT.test(location.pathname) || undefined}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </Shell>
  );
}
