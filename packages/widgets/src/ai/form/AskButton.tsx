/**
 * « Help (c:chap) » and « Help (c:livre) »: ask about the chapter shown, or
 * the whole book. While a request is in flight both are unavailable, and
 * the one that asked shows so.
 */
import { VisuallyHidden } from '../../internal/ui.js';
import { aiMessages as t } from '../messages.js';
import { Spinner } from '../styles.js';
import type { AiScope } from '../useAiHelper.js';
import { AskButtonBox } from './styles.js';

export interface AskButtonProps {
  scope: AiScope;
  label: string;
  /** The button whose request is in flight, null when none is. */
  loading: AiScope | null;
  onAsk?: (scope: AiScope) => void;
}

/**
 * The button that asks about `scope`; found by `data-scope` when the focus
 * comes back to it (focus.ts).
 * @example <AskButton scope="chapter" label={t.helpChapter} loading={loading} onAsk={onAsk} />
 */
export function AskButton({ scope, label, loading, onAsk }: AskButtonProps) {
  const busy = loading === scope;
  return (
    <AskButtonBox
      type="button"
      // aria-disabled, not disabled: the pressed button keeps the focus while its answer comes.
      aria-disabled={loading !== null || !onAsk}
      aria-busy={busy || undefined}
      data-scope={scope}
      onClick={() => {
        if (loading === null) onAsk?.(scope);
      }}
    >
      {busy && <Spinner aria-hidden="true" />}
      {label}
      {busy && <VisuallyHidden>{t.busySuffix}</VisuallyHidden>}
    </AskButtonBox>
  );
}
