/**
 * The status of the request in flight, and « Arrêter » beside it. The
 * status (role=status) says « Réponse en cours… » as the request starts
 * and, once, « Réponse reçue. » or « Réponse arrêtée. » at its end: never a
 * word of the answer, never once per piece (the answer is no live region).
 */
import { useRef, type RefObject } from 'react';
import { VisuallyHidden } from '../../internal/ui.js';
import { useFocusReturn } from '../focus.js';
import { aiMessages as t } from '../messages.js';
import { Spinner } from '../styles.js';
import type { AiOutcome, AiScope } from '../useAiHelper.js';
import { StatusRow, StopButtonBox, Waiting } from './styles.js';

/**
 * « Arrêter », while an answer is coming. When it goes (pressed, or the
 * answer complete) with the focus on it, the focus goes back to the button
 * that asked (`scope`, in `root`) rather than to the page.
 */
function StopButton({ scope, onStop, root }: { scope: AiScope; onStop: () => void; root: RefObject<HTMLElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  useFocusReturn(button, root, `[data-scope="${scope}"]`);
  return (
    <StopButtonBox ref={button} type="button" onClick={onStop}>
      {t.stop}
      <VisuallyHidden>{t.stopSuffix}</VisuallyHidden>
    </StopButtonBox>
  );
}

export interface AnswerStatusProps {
  /** The button whose request is in flight, null when none is. */
  loading: AiScope | null;
  outcome: AiOutcome;
  onStop?: () => void;
  /** The section, where the button that asked is found. */
  root: RefObject<HTMLElement | null>;
}

/**
 * The status, and « Arrêter » while a request is in flight.
 * @example <AnswerStatus loading="chapter" outcome={{ status: 'streaming', markdown: 'Au ' }} onStop={stop} root={section} />
 */
export function AnswerStatus({ loading, outcome, onStop, root }: AnswerStatusProps) {
  return (
    <StatusRow>
      {/* Said once as the answer starts, and once as it ends: never its words (the answer is no live region). */}
      <div role="status">
        {loading ? (
          <Waiting>
            <Spinner aria-hidden="true" />
            {t.busy}
          </Waiting>
        ) : (
          outcome.status === 'answer' && <VisuallyHidden>{outcome.stopped ? t.stopped : t.answered}</VisuallyHidden>
        )}
      </div>
      {loading && onStop && <StopButton scope={loading} onStop={onStop} root={root} />}
    </StatusRow>
  );
}
