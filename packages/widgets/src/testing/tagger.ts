/**
 * The reference tagger's previews (tagger/preview.ts) on a story's page,
 * answered from the recordings of the real API: the preview asks the API
 * with `fetch` (it has no client), so the page's `fetch` answers the
 * recorded requests and passes any other on.
 */
import { href } from '@parole/bible';
import { setUpPreviews } from '../tagger/preview.js';
import { recordings } from './recordings.js';

let started = false;

/**
 * Previews the page's tagged links (`a[data-parole-passage]`) from the
 * recordings, with « Voir aussi » (issue 43), in the palette and colours of
 * `script`'s data-* attributes, as the tagger's script tag gives them. Once
 * per page: the previews listen to the whole document.
 * @example previewFromRecordings(document.createElement('script'));
 */
export function previewFromRecordings(script: HTMLScriptElement): void {
  if (started) return;
  started = true;
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const found = recordings.get(decodeURIComponent(url.pathname) + url.search) ?? recordings.get(url.pathname + url.search);
    if (!found) return pageFetch(input, init);
    return Promise.resolve(new Response(JSON.stringify(found.body), { status: found.status, headers: { 'content-type': 'application/json' } }));
  };
  setUpPreviews({ apiBase: '', script, seeAlso: (place) => href('read', place) });
}
