import { useCallback, useEffect, useRef, useState } from 'react';

/** How long an inline notice stays: the specification's snackbar time-out. */
export const NOTICE_TIMEOUT_MS = 6000;

/**
 * Confirmations of a widget ("copied…"). With `onNotify` the host shows them
 * its own way; otherwise the widget keeps the message and shows it inline
 * for NOTICE_TIMEOUT_MS.
 */
export function useNotice(onNotify?: (message: string) => void) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  const notify = useCallback(
    (message: string) => {
      if (onNotify) {
        onNotify(message);
        return;
      }
      clearTimeout(timer.current);
      setNotice(message);
      timer.current = setTimeout(() => setNotice(null), NOTICE_TIMEOUT_MS);
    },
    [onNotify],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { notice, notify, dismiss };
}
