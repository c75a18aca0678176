/// <reference types="vite/client" />
/** Entry of the site: the persisted store, the browser's own history, the app, and the service worker (offline reading). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.js';
import { registerServiceWorker } from './pwa/register.js';
import { forgetStaleSession } from './session.js';
import { browserStorage, createHostStore } from './store/index.js';

const store = createHostStore({ storage: browserStorage(), syncWindow: window });
// A stored login whose cookies are gone is over (session.ts).
forgetStaleSession(store, document.cookie);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>
  </StrictMode>,
);

// Production builds only: the dev server has no worker (vite.config.ts).
if (import.meta.env.PROD) registerServiceWorker();
