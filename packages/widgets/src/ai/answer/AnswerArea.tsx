/**
 * What came of the last request, below the form: a refusal of the form, the
 * provider's failure with the limits link, this site's own limit, or the
 * answer (its words while they arrive, then whole, or as far as the reader
 * let it go), and its token counts. Brought into view when it begins to
 * arrive (focus.ts).
 */
import { useRef } from 'react';
import { useBringIntoView } from '../focus.js';
import { aiMessages as t } from '../messages.js';
import type { AiOutcome, AiTokens } from '../useAiHelper.js';
import { AnswerMarkdown } from './AnswerMarkdown.js';
import { RetryWait } from './RetryWait.js';
import { Alert, Answer, Markdown, StoppedNote, Tokens } from './styles.js';

export interface AnswerAreaProps {
  outcome: AiOutcome;
  /** The last request's counts, null when there are none to show. */
  tokens: AiTokens | null;
  /** The page of the provider's limits, linked from a failure (the server's `limites`). */
  limitsUrl: string;
  /** The level of the answer's own headings' parent (the section's title): the answer's start one below. */
  headingLevel: number;
  /** What a stopped or failed answer counted in the day's budget, when known (issue 47). */
  counted?: number | null;
  /** Whether a request is in flight: the reader's own scrolling meanwhile is watched (focus.ts). */
  asking?: boolean;
}

/**
 * The answer area.
 * @example <AnswerArea outcome={outcome} tokens={tokens} limitsUrl={ai.limites} headingLevel={2} />
 */
export function AnswerArea({ outcome, tokens, limitsUrl, headingLevel, counted, asking = false }: AnswerAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  useBringIntoView(area, outcome.status, asking);
  return (
    <Answer ref={area}>
      {outcome.status === 'invalid' && (
        <Alert role="alert">
          <p>{t.incorrectSelection}</p>
        </Alert>
      )}
      {outcome.status === 'limited' && (
        <Alert role="alert">
          <p>{outcome.message}</p>
          {outcome.retryAfter !== undefined && <RetryWait retryAfter={outcome.retryAfter} receivedAt={outcome.receivedAt} />}
        </Alert>
      )}
      {(outcome.status === 'streaming' || ('markdown' in outcome && !!outcome.markdown)) && (
        // Busy while words arrive: assistive technology waits for the whole answer rather than reading each piece.
        <section aria-label={t.answer} aria-busy={outcome.status === 'streaming' || undefined}>
          {/* Inert HTML: markdown-it without HTML, links http(s) only, no images (markdown.ts). */}
          <Markdown>
            <AnswerMarkdown markdown={outcome.markdown ?? ''} headingLevel={headingLevel + 1} complete={outcome.status !== 'streaming'} />
          </Markdown>
        </section>
      )}
      {outcome.status === 'answer' && outcome.stopped && <StoppedNote>{t.stopped}</StoppedNote>}
      {outcome.status === 'error' && (
        <Alert role="alert">
          {/* The words the provider wrote stay above: said to have stopped there, then why (issue 47). */}
          {outcome.markdown && <p>{t.brokenOff}</p>}
          <p>
            {t.failureBefore}
            <a href={limitsUrl} target="_blank" rel="noopener noreferrer" aria-label={t.failureLinkLabel}>
              {t.failureLink}
            </a>
            {t.failureAfter}
          </p>
          {outcome.detail && <p>{outcome.detail}</p>}
        </Alert>
      )}
      {counted !== null && counted !== undefined && <Tokens>{t.counted(counted)}</Tokens>}
      {tokens && (
        <Tokens>
          {t.tokens} : {t.promptTokens} {t.thousands(tokens.prompt)} · {t.completionTokens} {t.thousands(tokens.completion)} · {t.totalTokens}{' '}
          {t.thousands(tokens.total)}
        </Tokens>
      )}
    </Answer>
  );
}
