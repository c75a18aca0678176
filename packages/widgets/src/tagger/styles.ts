/**
 * The preview's style sheet under the page's Content-Security-Policy
 * (issue 44). A constructable style sheet (`adoptedStyleSheets`) needs no
 * nonce and is what the preview uses where the browser has one; otherwise a
 * `<style>` with the page's nonce, taken from the tagger's script tag as the
 * widgets' loader takes it (`nonce`, or `data-nonce` where a CMS strips
 * `nonce`). When the policy blocks that `<style>`, the preview would show
 * unstyled inside the page's text: the tagger says so once in the console,
 * in French, and keeps its links without previews.
 */

/** Said once in the console when the page's policy blocks the preview's styles. */
export const PREVIEW_BLOCKED =
  'Parole : les aperçus des références sont désactivés, la Content-Security-Policy de la page bloque leurs styles. Ajoutez le nonce de la page à la balise <script> du tagger (nonce="…" ou data-nonce="…") ; les liens fonctionnent sans aperçu.';

/** The page's nonce the script tag carries, as the loader reads it. */
const nonceOf = (script: HTMLScriptElement) => script.nonce || script.getAttribute('data-nonce') || undefined;

const constructable = () => 'adoptedStyleSheets' in Document.prototype && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

/**
 * Gives `root` the style sheet `css`: adopted where the browser can, else a
 * `<style>` with the script tag's nonce. False when the page's policy blocks
 * it (nothing added, the French line said in the console): no preview then.
 * @example if (!styleRoot(shadow, sheet(script), script)) return; // links only
 */
export function styleRoot(root: ShadowRoot, css: string, script: HTMLScriptElement): boolean {
  if (constructable()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
    return true;
  }
  const nonce = nonceOf(script);
  // A <style> the policy blocks gets no sheet; tried once in the document, where the policy applies (as the loader does).
  const probe = document.createElement('style');
  if (nonce) probe.nonce = nonce;
  probe.textContent = ':root{}';
  document.head.append(probe);
  const blocked = probe.sheet === null;
  probe.remove();
  if (blocked) {
    console.warn(PREVIEW_BLOCKED);
    return false;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.append(style);
  return true;
}
