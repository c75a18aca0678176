/**
 * Entry of the script-tag bundle (parole-widgets.iife.js): registers
 * `window.ParoleWidgets` and mounts every widget of the page once the
 * document is parsed.
 *
 * @example
 * <div data-bible-widget="reader" data-api="https://parole.example" data-livre="43" data-chapitre="3" data-selection="16" data-site="https://parole.example"></div>
 * <div data-bible-widget="search" data-api="https://parole.example" data-site="https://parole.example" data-word="berger"></div>
 * <script src="https://parole.example/parole-widgets.iife.js" defer></script>
 */
import { VERSION } from '../version.js';
import { mount, mountAll } from './mount.js';

export interface ParoleWidgetsGlobal {
  mount: typeof mount;
  mountAll: typeof mountAll;
  version: string;
}

declare global {
  interface Window {
    ParoleWidgets?: ParoleWidgetsGlobal;
  }
}

// A page that loads the script twice keeps the first copy: two Reacts
// mounting the same elements would fight over them.
if (typeof window !== 'undefined' && !window.ParoleWidgets) {
  window.ParoleWidgets = { mount, mountAll, version: VERSION };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => mountAll(), { once: true });
  } else {
    mountAll();
  }
}
