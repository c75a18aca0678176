/// <reference types="vite/client" />
/**
 * Entry of the site: the persisted store, the browser's own history, the
 * answers the server sent with the page, the app, and the service worker
 * (offline reading).
 */
import { PAGE_DATA_ID, readPageCloudLayouts, readPageData } from '@parole/bible';
import { primeCloudLayouts } from '@parole/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadPage } from './App.js';
import { registerServiceWorker } from './pwa/register.js';
import { forgetStaleSession } from './session.js';
import { browserStorage, createHostStore } from './store/index.js';

const store = createHostStore({ storage: browserStorage(), syncWindow: window });
// A stored login whose cookies are gone is over (session.ts).
forgetStaleSession(store, document.cookie);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
// A search page's results, sent by the server inside #root (docs/decisions/share.md): read
// before the app's first render replaces what #root holds.
const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
const pageAnswers = readPageData(pageData);
// A word cloud page's layouts, made once by the server (issue 48): the widget shows them without running d3-cloud.
primeCloudLayouts(readPageCloudLayouts(pageData));

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App store={store} pageAnswers={pageAnswers} />
      </BrowserRouter>
    </StrictMode>,
  );

/** How long the app waits at most for the browser to report the server's content painted. */
const SERVER_PAINT_WAIT_MS = 1500;

/**
 * Resolves once the browser has shown the server's content in #root: when it reports a largest
 * contentful paint there (a report comes only once the frame has been presented; Chromium forgets
 * a paint whose nodes are removed before that, so the next frame is not enough on a busy device).
 * At most SERVER_PAINT_WAIT_MS; where the browser has no such report, after its next frame (a
 * task queued from the frame's animation callback runs once the frame is painted). At once in a
 * tab opened hidden, which paints nothing.
 */
const serverContentShown = (content: HTMLElement) => {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const inContent = (entry: PerformanceEntry) => content.contains((entry as LargestContentfulPaint).element);
      if (list.getEntries().some(inContent)) done();
    });
    const timer = setTimeout(done, SERVER_PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
};

// What the server wrote into #root (a chapter, a search's results) stays until the page's code is
// there, and has been shown: the first render then replaces it with the page itself, not with an
// empty frame, and a busy device never loses the server's paint (the page's largest).
// Should the page's code not come, the app starts anyway and shows the page's own loading failure.
if (root.hasChildNodes()) Promise.all([preloadPage(location.pathname).catch(() => undefined), serverContentShown(root)]).then(start);
else start();

// Production builds only: the dev server has no worker (vite.config.ts).
if (import.meta.env.PROD) registerServiceWorker();
