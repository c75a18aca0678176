/**
 * When this site's limit lets the reader ask again (issue 47): « Vous
 * pourrez redemander dans 53 s. » counted down each second (it stayed
 * « 53 s » ten seconds later), then « Vous pouvez redemander maintenant. »;
 * a longer wait is the time of day, which does not change.
 */
import { useEffect, useState } from 'react';
import { aiMessages as t, RETRY_COUNTDOWN_SECONDS } from '../messages.js';
import { Said } from './styles.js';

export interface RetryWaitProps {
  /** Retry-After, in seconds from `receivedAt`. */
  retryAfter: number;
  /** When the refusal came, ms since the epoch. */
  receivedAt: number;
}

/**
 * The wait, inside the limit's alert: the count is no live region of its own
 * changes (aria-live off: the alert is read as it comes, not each second);
 * its end is said once, in a status.
 * @example <RetryWait retryAfter={53} receivedAt={Date.now()} />
 */
export function RetryWait({ retryAfter, receivedAt }: RetryWaitProps) {
  const [now, setNow] = useState(() => Date.now());
  const left = retryAfter - (now - receivedAt) / 1000;
  const counting = retryAfter <= RETRY_COUNTDOWN_SECONDS;
  const over = counting && left <= 0;
  useEffect(() => {
    if (!counting || over) return;
    // The next time the whole seconds shown change (ceil(left) goes down).
    const timer = setTimeout(() => setNow(Date.now()), (left - Math.ceil(left) + 1) * 1000);
    return () => clearTimeout(timer);
  }, [counting, over, left]);
  return (
    <>
      {!over && <p aria-live="off">{t.retryWhen(counting ? left : retryAfter, receivedAt)}</p>}
      <Said role="status">{over ? t.askAgain : ''}</Said>
    </>
  );
}
