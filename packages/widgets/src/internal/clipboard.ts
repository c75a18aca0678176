/**
 * Writes text to the clipboard: the asynchronous Clipboard API where the page
 * may use it (secure context, permission), otherwise the older selection +
 * execCommand('copy') way, which still works in plain-HTTP embeds and older
 * in-app browsers. Rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable (insecure context, iframe without permission): try the fallback.
    }
  }
  if (!copyWithTextarea(text)) throw new Error('Clipboard unavailable');
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off-screen but rendered: a display:none element cannot be selected.
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  const previousFocus = document.activeElement as HTMLElement | null;
  document.body.appendChild(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.();
  }
}
