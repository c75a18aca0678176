/**
 * The reader's one way to copy (issue 42): its own copies (controller/) and
 * its parallel view's (parallel/) both go through here, a floor below both,
 * so that neither folder imports the other.
 */
import { useCallback } from 'react';
import { copyText } from '../internal/clipboard.js';
import { messages } from '../messages.js';

/**
 * Copies a text to the clipboard, then says so (`confirmation`) or that it
 * failed: every copy of the reader (its parallel view's too, issue 42).
 * @example const copy = useCopyWithNotice(notify); void copy(text, messages.reader.copiedChapter);
 */
export function useCopyWithNotice(notify: (message: string) => void): (text: string, confirmation: string) => Promise<void> {
  return useCallback(
    (text: string, confirmation: string) =>
      copyText(text).then(
        () => notify(confirmation),
        () => notify(messages.reader.copyFailed),
      ),
    [notify],
  );
}
