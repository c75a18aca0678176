/**
 * The routed site: providers, the API client, and the route table of the
 * specification (§2). The router itself is given by the caller: BrowserRouter
 * in main.tsx (history mode, no hash), MemoryRouter in tests.
 */
import { matchPath, pages, type PageAnswer } from '@parole/bible';
import { createBibleApi, BibleApiProvider, primeAnswers, type BibleApi } from '@parole/widgets';
import { lazyPart } from '@parole/widgets/site';
import { useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { trackLoading } from './api/trackLoading.js';
import { PageBoundary } from './components/PageBoundary.js';
import { SnackbarProvider } from './components/Snackbar.js';
import { MainLayout } from './layout/MainLayout.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { SelectPage } from './pages/SelectPage.js';
import { UpdateBanner } from './pwa/UpdateBanner.js';
import { Guarded } from './routing/guard.js';
import { handleUnauthorized, watchSession } from './session.js';
import { StoreProvider, type HostStore } from './store/index.js';
import { SiteStyleProvider } from './style.js';

// The pages with the widgets, the help page's prose and the print layout load on first use;
// if a page's code cannot come, a notice takes its place (PageBoundary, in MainLayout and below).
const HelpPage = lazyPart(() => import('./pages/help/HelpPage.js').then((m) => ({ default: m.HelpPage })));
const EmbedBuilderPage = lazyPart(() => import('./pages/embed/EmbedBuilderPage.js').then((m) => ({ default: m.EmbedBuilderPage })));
const ReaderPage = lazyPart(() => import('./pages/reader/ReaderPage.js').then((m) => ({ default: m.ReaderPage })));
const SearchPage = lazyPart(() => import('./pages/search/SearchPage.js').then((m) => ({ default: m.SearchPage })));
const PlanPage = lazyPart(() => import('./pages/plan/PlanPage.js').then((m) => ({ default: m.PlanPage })));
const ThemesPage = lazyPart(() => import('./pages/themes/ThemesPage.js').then((m) => ({ default: m.ThemesPage })));
const ThemePage = lazyPart(() => import('./pages/themes/ThemePage.js').then((m) => ({ default: m.ThemePage })));
const GamePage = lazyPart(() => import('./pages/quiz/QuizPages.js').then((m) => ({ default: m.GamePage })));
const PlayPage = lazyPart(() => import('./pages/quiz/QuizPages.js').then((m) => ({ default: m.PlayPage })));
const GameSummaryPage = lazyPart(() => import('./pages/quiz/QuizPages.js').then((m) => ({ default: m.GameSummaryPage })));
const WordCloudPage = lazyPart(() => import('./pages/wordcloud/WordCloudPage.js').then((m) => ({ default: m.WordCloudPage })));
const LoginPage = lazyPart(() => import('./pages/login/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const PrintPage = lazyPart(() => import('./pages/print/PrintPage.js').then((m) => ({ default: m.PrintPage })));

/**
 * Loads the code of the page at `path` when the server writes that page's
 * content into the document (a chapter's text, a search's results): started
 * before the first render (main.tsx), so that the app replaces the server's
 * content with the page itself, never with an empty page while its code comes.
 * @example await preloadPage(location.pathname);
 */
export function preloadPage(path: string): Promise<void> {
  if (matchPath(pages.read, path)) return ReaderPage.preload();
  if (matchPath(pages.search, path)) return SearchPage.preload();
  return Promise.resolve();
}

export type CreateClient = (options: { onUnauthorized: () => void }) => BibleApi;

/**
 * The API is on the site's own origin: the API server serves the built site,
 * and in development Vite proxies /api to it (vite.config.ts).
 */
const createSameOriginClient: CreateClient = ({ onUnauthorized }) => createBibleApi({ baseURL: '', onUnauthorized });

export interface AppProps {
  store: HostStore;
  /** Makes the API client; tests give a fake. Called once. */
  createClient?: CreateClient;
  /** Opens the print dialog on the print layout (off in tests). */
  autoPrint?: boolean;
  /**
   * Answers the server sent with the page (its data element, main.tsx): kept
   * in the client's cache from the start, so the page shows them at its first
   * render without asking the API again (a search page's results).
   */
  pageAnswers?: readonly PageAnswer[];
}

export function App({ store, createClient = createSameOriginClient, autoPrint = true, pageAnswers = [] }: AppProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  const here = location.pathname + location.search + location.hash;
  const placeRef = useRef(here);
  useEffect(() => {
    navigateRef.current = navigate;
    placeRef.current = here;
  }, [navigate, here]);

  // One client for the app's lifetime, wired once: a 401 from any call ends
  // the session, every call of the pages counts in the loading bar, and the
  // page's own answers are already in its cache.
  const [{ client, untracked }] = useState(() => {
    const raw = createClient({
      onUnauthorized: () => handleUnauthorized(store, (to, state) => navigateRef.current(to, { state }), placeRef.current),
    });
    const tracked = trackLoading(raw, store.setLoading);
    primeAnswers(tracked, pageAnswers);
    return { client: tracked, untracked: raw };
  });
  // A login ended on the server shows as ended on the next load or focus (session.ts); a check in the background moves no loading bar.
  useEffect(() => watchSession(store, () => untracked.session(), window), [store, untracked]);

  return (
    <StoreProvider store={store}>
      <BibleApiProvider client={client}>
        <SiteStyleProvider>
          <SnackbarProvider>
            <AppRoutes autoPrint={autoPrint} />
            <UpdateBanner />
          </SnackbarProvider>
        </SiteStyleProvider>
      </BibleApiProvider>
    </StoreProvider>
  );
}

/** The route table of @parole/bible (spec §2): every path declared there once. */
function AppRoutes({ autoPrint }: { autoPrint: boolean }) {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path={pages.home.path} element={<HomePage />} />
        <Route path={pages.select.path} element={<SelectPage />} />
        <Route path={pages.read.path} element={<ReaderPage />} />
        <Route path={pages.search.path} element={<SearchPage />} />
        <Route path={pages.plan.path} element={<PlanPage />} />
        <Route path={pages.themes.path} element={<ThemesPage />} />
        <Route path={pages.theme.path} element={<ThemePage />} />
        <Route path={pages.game.path} element={<GamePage />} />
        {/* One page for both: after an answer, /joue → /joue/43 keeps the game on screen. */}
        <Route path={pages.play.path} element={<PlayPage />} />
        <Route path={pages.playBook.path} element={<PlayPage />} />
        <Route path={pages.gameSummary.path} element={<GameSummaryPage />} />
        <Route path={pages.wordCloud.path} element={<WordCloudPage />} />
        <Route path={pages.help.path} element={<HelpPage />} />
        <Route path={pages.embedBuilder.path} element={<EmbedBuilderPage />} />
        {/* A logged-in visitor is sent home (spec §5). */}
        <Route
          path={pages.login.path}
          element={
            <Guarded access="guest">
              <LoginPage />
            </Guarded>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The print layout: no bar, no menu, no footer of the site. */}
      <Route
        path={pages.print.path}
        element={
          <PageBoundary>
            <PrintPage autoPrint={autoPrint} />
          </PageBoundary>
        }
      />
    </Routes>
  );
}
