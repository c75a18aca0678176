/**
 * The AI section's view (spec, "Reading page": the AI helper section;
 * sections 4, 5, 8 and 9): renders its props only, so stories and tests
 * drive every state without a server. Its parts, each in its folder:
 * - form/: the option and its values, the model and the length, the two
 *   buttons that ask (AiOptionsForm);
 * - answer/: the status and « Arrêter » (AnswerStatus), then what came of
 *   the request (AnswerArea), the answer drawn as it grows (AnswerMarkdown);
 * - focus.ts: where the focus and the view go, and why;
 * - styles.ts (and each part's): the look.
 */
import { useId, useRef, type ReactNode } from 'react';
import { LoadError, MessageBox, ParoleScope, SkeletonLines, VisuallyHidden } from '../internal/ui.js';
import { AnswerArea } from './answer/AnswerArea.js';
import { AnswerStatus } from './answer/AnswerStatus.js';
import { useQuestionReady } from './focus.js';
import { AiOptionsForm } from './form/AiOptionsForm.js';
import { aiMessages as t } from './messages.js';
import { Intro, Root, Title } from './styles.js';
import type { AiHelperViewProps } from './useAiHelper.js';

export type { AiHelperViewProps } from './useAiHelper.js';

/**
 * The AI helper section: the option and its values, the model and the
 * answer's length, "Help (c:chap)" and "Help (c:livre)", and the answer
 * (markdown, inert), its token counts in thousands, or the failure.
 * @example <AiHelperView {...useAiHelper({ book: 43, chapter: 3 })} />
 */
export function AiHelperView(props: AiHelperViewProps) {
  const { setup, onRetrySetup, form, onFormChange, selectionReference, loading, outcome, tokens, onAsk, onStop, headingLevel = 2, tokensLeft, counted, questionReady } =
    props;
  const id = useId();
  const titleId = `${id}-titre`;
  const root = useRef<HTMLElement>(null);
  useQuestionReady(root, questionReady);

  let body: ReactNode;
  if (setup.status === 'loading') {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
        <SkeletonLines widths={[60, 40, 30]} />
      </div>
    );
  } else if (setup.status === 'error') {
    body = <LoadError message={setup.message} onRetry={onRetrySetup} retryLabel={t.retry} />;
  } else if (!setup.data.configure) {
    body = (
      <MessageBox>
        <p>{t.notConfigured}</p>
      </MessageBox>
    );
  } else {
    body = (
      <>
        <AiOptionsForm
          sectionId={id}
          ai={setup.data}
          form={form}
          onFormChange={onFormChange}
          selectionReference={selectionReference}
          loading={loading}
          outcome={outcome}
          onAsk={onAsk}
          tokensLeft={tokensLeft}
        />
        <AnswerStatus loading={loading} outcome={outcome} onStop={onStop} root={root} />
        <AnswerArea
          outcome={outcome}
          tokens={tokens}
          limitsUrl={setup.data.limites}
          headingLevel={headingLevel}
          counted={counted}
          asking={loading !== null}
        />
      </>
    );
  }

  return (
    <ParoleScope>
      <Root ref={root} lang="fr" aria-labelledby={titleId}>
        <Title as={`h${headingLevel}`} id={titleId}>
          {t.title}
        </Title>
        <Intro>{t.intro}</Intro>
        {body}
      </Root>
    </ParoleScope>
  );
}
