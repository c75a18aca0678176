/**
 * The focused element, which the modal overlay and the notice of a part that
 * failed to load (lazy.tsx) give focus back to. A module of its own, apart
 * from focus.ts: the notice is in the site's first load, the overlay's Tab
 * trap is not.
 */

/** The focused element, inside shadow roots too; null when it is the page itself. */
export function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
