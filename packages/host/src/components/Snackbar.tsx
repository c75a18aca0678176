/**
 * Short messages at the bottom of the screen (copy confirmations of the
 * Reader's onNotify). One at a time: a new message replaces the current one
 * and restarts its time-out.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { color, radius, space } from '../style.js';

/** How long a message stays, in ms (spec §9). */
export const SNACKBAR_TIMEOUT_MS = 6000;

type Notify = (message: string) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Shows a message in the site's snackbar. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <SnackbarProvider>.');
  return notify;
}

// Always in the page, so screen readers already watch it when a message arrives.
const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${space('md')};
  z-index: 40;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 2rem);
`;

const Toast = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('md')};
  padding: ${space('sm')} ${space('md')};
  border-radius: ${radius('md')};
  color: ${color('onAccent')};
  background: ${color('text')};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.25);
`;

const Close = styled.button`
  flex: none;
  padding: ${space('xs')} ${space('sm')};
  border: 0;
  border-radius: ${radius('sm')};
  color: inherit;
  background: transparent;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  // The sequence number makes a repeated message a new one, with a fresh time-out.
  const [current, setCurrent] = useState<{ text: string; seq: number } | null>(null);
  const seq = useRef(0);
  const notify = useCallback<Notify>((text) => setCurrent({ text, seq: ++seq.current }), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Region role="status" aria-live="polite">
        {current && (
          <Toast>
            <span>{current.text}</span>
            <Close type="button" aria-label={messages.snackbar.close} onClick={() => setCurrent(null)}>
              ×
            </Close>
          </Toast>
        )}
      </Region>
    </NotifyContext.Provider>
  );
}
