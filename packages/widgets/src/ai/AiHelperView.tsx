/**
 * The AI section's view (spec, "Reading page": the AI helper section;
 * sections 4, 5, 8 and 9): renders its props only, so stories and tests
 * drive every state without a server.
 */
import { AI_CHARACTER_MAX_LENGTH, AI_FREE_TEXT_MAX_LENGTH, AI_MAX_TOKENS, AI_OPTION_IDS, AI_SUMMARY_WORDS, isAiOptionId } from '@parole/bible';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { Button, LoadError, MessageBox, ParoleScope, SkeletonLines, VisuallyHidden, widgetRoot } from '../internal/ui.js';
import { color, font, radius, space } from '../style.js';
import { renderMarkdown, splitMarkdownBlocks } from './markdown.js';
import { aiMessages as t } from './messages.js';
import type { AiField, AiHelperViewProps, AiOutcome, AiScope } from './useAiHelper.js';

export type { AiHelperViewProps } from './useAiHelper.js';

const Root = styled.section`
  ${widgetRoot}
  margin: ${space('md')};
  padding: ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;

const Title = styled.h2`
  margin: 0 0 ${space('xs')};
  font-size: 1.3rem;
  line-height: 1.2;
`;

const Intro = styled.p`
  margin: 0 0 ${space('md')};
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

const Form = styled.form`
  display: grid;
  gap: ${space('sm')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')} ${space('md')};
  align-items: end;
`;

/*
 * A field never grows past its row: its one column is at most the row's
 * width (minmax(0, 1fr)), so a select with long option labels shrinks to it
 * instead of widening the card past a phone's screen (issue 30: 610 px at 390).
 */
const Field = styled.div<{ $grow?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space('xs')};
  flex: ${(p) => (p.$grow ? '1 1 16rem' : '0 1 auto')};
  min-width: 0;
  max-width: 100%;

  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const control = css`
  min-height: 2.25rem;
  max-width: 100%;
  box-sizing: border-box;

  &[aria-invalid='true'] {
    border-color: ${color('error')};
    box-shadow: 0 0 0 1px ${color('error')};
  }
  padding: ${space('xs')} ${space('sm')};
  border-radius: ${radius('sm')};
  font: inherit;
`;

const Select = styled.select`
  ${control}
  width: 100%;
  text-overflow: ellipsis;
  border: 1px solid ${color('textMuted')};
  background: ${color('background')};
  color: ${color('text')};
`;

const Input = styled.input`
  ${control}
  border: 1px solid ${color('textMuted')};
  background: ${color('background')};
  color: ${color('text')};

  &[type='number'] {
    width: 7rem;
  }
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 4.5rem;
  width: 100%;
  resize: vertical;
  border: 1px solid ${color('textMuted')};
  background: ${color('background')};
  color: ${color('text')};
`;

const Hint = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
`;

/* The label is the checkbox's target: 24 px high at least (WCAG 2.5.8). */
const Check = styled.label`
  display: flex;
  gap: ${space('xs')};
  align-items: center;
  min-height: 1.5rem;
  font-size: 0.9rem;

  /* A 24-px target (WCAG 2.5.8), as every control of the section. */
  & > input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    flex: none;
  }
`;

const FieldProblem = styled.p`
  margin: 0;
  color: ${color('error')};
  font-size: 0.85rem;
  font-weight: 600;
`;

/* The status, and « Arrêter » beside it while an answer is coming. */
const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space('md')};
  align-items: center;
`;

/* "Réponse en cours…", shown to everyone while the answer is coming (issue 30). */
const Waiting = styled.p`
  display: flex;
  gap: ${space('sm')};
  align-items: center;
  margin: ${space('md')} 0 0;
  color: ${color('textMuted')};
  font-weight: 600;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 0.9em;
  height: 0.9em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/* Asking is the section's main action: the interface's accent. */
const AskButton = styled(Button)`
  border-color: ${color('accent')};
  background: ${color('accent')};
  color: ${color('onAccent')};
  font-weight: 700;
  font-family: ${font('ui')};

  &:hover:not(:disabled, [aria-disabled='true']) {
    border-color: ${color('text')};
    background: ${color('text')};
    color: ${color('background')};
  }

  /* The button whose answer is coming stays plain to see: only the other one is unavailable. */
  &[aria-busy='true'] {
    opacity: 1;
    cursor: progress;
  }
`;

/* « Arrêter »: a plain button, 24 px high at least (its Button's 2.25rem), level with « Réponse en cours… ». */
const StopButtonBox = styled(Button)`
  margin-top: ${space('md')};
  font-family: ${font('ui')};
`;

/* « Réponse arrêtée. » under the words received. */
const StoppedNote = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-style: italic;
`;

const Answer = styled.div`
  margin-top: ${space('md')};
  display: grid;
  gap: ${space('sm')};

  &:empty {
    display: none;
  }
`;

const Alert = styled.div`
  padding: ${space('sm')} ${space('md')};
  border: 1px solid ${color('error')};
  border-radius: ${radius('md')};
  color: ${color('error')};

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space('xs')};
    color: ${color('text')};
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** The answer's markdown, drawn from inert HTML (markdown.ts). */
const Markdown = styled.div`
  font-family: ${font('text')};
  line-height: 1.5;
  overflow-wrap: anywhere;

  h2, h3, h4, h5, h6 {
    margin: ${space('md')} 0 ${space('xs')};
    font-family: ${font('ui')};
    line-height: 1.25;
  }
  h2, h3 { font-size: 1.15rem; }
  h4, h5, h6 { font-size: 1rem; }
  > :first-child,
  > :first-child > :first-child { margin-top: 0; }
  p, ul, ol, blockquote, pre, table { margin: 0 0 ${space('sm')}; }
  ul, ol { padding-left: ${space('lg')}; }
  blockquote {
    padding-left: ${space('sm')};
    border-left: 3px solid ${color('border')};
    color: ${color('textMuted')};
  }
  code {
    padding: 0 0.2em;
    border-radius: ${radius('sm')};
    background: ${color('surface')};
    font-size: 0.9em;
  }
  pre { overflow-x: auto; padding: ${space('sm')}; background: ${color('surface')}; }
  pre code { padding: 0; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { padding: ${space('xs')} ${space('sm')}; border: 1px solid ${color('border')}; text-align: left; }
  a { color: ${color('accent')}; }
`;

const Tokens = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

/* A block of the answer's HTML: a box of its own for React, none for the layout. */
const BlockBox = styled.div`
  display: contents;
`;

/** One block's inert HTML: set once, and left alone while the block is the same. */
const MarkdownBlock = memo(function MarkdownBlock({ html }: { html: string }) {
  return <BlockBox dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * The answer's markdown as inert HTML (markdown.ts), drawn as it grows: its
 * completed top-level blocks (splitMarkdownBlocks) each rendered once and
 * kept, the tail rendered again as words arrive. Once `complete`, the HTML
 * is renderMarkdown's of the whole text: the same blocks when they make it
 * (they do, but for a link reference definition), that HTML otherwise.
 */
function AnswerMarkdown({ markdown, headingLevel, complete }: { markdown: string; headingLevel: number; complete: boolean }) {
  // The blocks found for the text before, when this one goes on from it (the same answer, grown): the split goes on from them.
  const found = useRef<{ markdown: string; blocks: string[] }>({ markdown: '', blocks: [] });
  const rendered = useRef(new Map<string, string>());
  const { blocks, tail } = useMemo(() => {
    const before = found.current;
    const split = splitMarkdownBlocks(markdown, markdown.startsWith(before.markdown) ? before.blocks : []);
    found.current = { markdown, blocks: split.blocks };
    return split;
  }, [markdown]);
  const blocksHtml = useMemo(() => {
    // Each block's HTML from the last render when it was there, so it is rendered once; the others forgotten.
    const before = rendered.current;
    const now = new Map<string, string>();
    const html = blocks.map((block) => {
      const key = `${headingLevel}\n${block}`;
      const value = before.get(key) ?? renderMarkdown(block, headingLevel);
      now.set(key, value);
      return value;
    });
    rendered.current = now;
    return html;
  }, [blocks, headingLevel]);
  const tailHtml = useMemo(() => renderMarkdown(tail, headingLevel), [tail, headingLevel]);
  const whole = useMemo(() => (complete ? renderMarkdown(markdown, headingLevel) : null), [complete, markdown, headingLevel]);
  if (whole !== null && whole !== blocksHtml.join('') + tailHtml) return <MarkdownBlock html={whole} />;
  // Keyed by position: the tail's element becomes its block's when the block completes.
  return (
    <>
      {blocksHtml.map((html, i) => (
        <MarkdownBlock key={i} html={html} />
      ))}
      <MarkdownBlock key={blocksHtml.length} html={tailHtml} />
    </>
  );
}

/**
 * « Arrêter », while an answer is coming. When it goes (pressed, or the
 * answer complete) with the focus on it, the focus goes back to the button
 * that asked rather than to the page.
 */
function StopButton({ scope, onStop, root }: { scope: AiScope; onStop: () => void; root: RefObject<HTMLElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    // Runs before React removes the button: the focus is still on it.
    return () => {
      if (element && element.ownerDocument.activeElement === element) root.current?.querySelector<HTMLElement>(`[data-scope="${scope}"]`)?.focus();
    };
  }, [scope, root]);
  return (
    <StopButtonBox ref={button} type="button" onClick={onStop}>
      {t.stop}
      <VisuallyHidden>{t.stopSuffix}</VisuallyHidden>
    </StopButtonBox>
  );
}

/** Whether the answer area's content has just begun to arrive (and is to be brought into view), from the outcome's status before. */
function arrives(status: AiOutcome['status'], before: AiOutcome['status']): boolean {
  if (status === 'answer') return before !== 'streaming';
  return status === 'streaming' || status === 'error' || status === 'limited';
}

function AskButtonFor({
  scope,
  label,
  loading,
  onAsk,
}: {
  scope: AiScope;
  label: string;
  loading: AiScope | null;
  onAsk?: (scope: AiScope) => void;
}) {
  const busy = loading === scope;
  return (
    <AskButton
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
    </AskButton>
  );
}

/**
 * The AI helper section: the option and its values, the model and the
 * answer's length, "Help (c:chap)" and "Help (c:livre)", and the answer
 * (markdown, inert), its token counts in thousands, or the failure.
 * @example <AiHelperView {...useAiHelper({ book: 43, chapter: 3 })} />
 */
export function AiHelperView(props: AiHelperViewProps) {
  const { setup, onRetrySetup, form, onFormChange, selectionReference, loading, outcome, tokens, onAsk, onStop, headingLevel = 2 } = props;
  const id = useId();
  const titleId = `${id}-titre`;
  const change = (patch: Parameters<NonNullable<typeof onFormChange>>[0]) => onFormChange?.(patch);
  const root = useRef<HTMLElement>(null);
  const answerArea = useRef<HTMLDivElement>(null);

  // The field a refusal points at: marked, its own message under it, and focus in it.
  const fieldId = (field: AiField) => `${id}-${field}`;
  const problemId = (field: AiField) => `${id}-${field}-probleme`;
  const invalid = outcome.status === 'invalid' ? outcome : null;
  const fieldState = (field: AiField, hintId?: string) => {
    const wrong = invalid?.field === field;
    const describedBy = [hintId, wrong ? problemId(field) : undefined].filter(Boolean).join(' ');
    return { id: fieldId(field), 'aria-invalid': wrong || undefined, 'aria-describedby': describedBy || undefined };
  };
  const problem = (field: AiField) =>
    invalid?.field === field ? <FieldProblem id={problemId(field)}>{t.problems[invalid.problem]}</FieldProblem> : null;
  useEffect(() => {
    if (outcome.status !== 'invalid') return;
    root.current?.querySelector<HTMLElement>(`[id="${fieldId(outcome.field)}"]`)?.focus();
    // fieldId depends on `id` only, stable for the section's life.
  }, [outcome]);

  // An answer, a failure or a limit arrives below the form, at the foot of a long
  // chapter: brought into view, focus left where it is (a screen reader hears the status).
  // A streamed answer once, as its first words arrive: not at each piece, nor at its end.
  const statusBefore = useRef(outcome.status);
  useEffect(() => {
    const before = statusBefore.current;
    statusBefore.current = outcome.status;
    if (!arrives(outcome.status, before)) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    answerArea.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [outcome.status]);

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
    const ai = setup.data;
    const option = form.option;
    body = (
      <>
        <Form onSubmit={(event) => event.preventDefault()} noValidate>
          <Row>
            <Field $grow>
              <label htmlFor={fieldId('option')}>{t.option}</label>
              <Select
                {...fieldState('option')}
                value={option ?? ''}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  change({ option: isAiOptionId(value) ? value : null });
                }}
              >
                <option value="">{t.optionPlaceholder}</option>
                {AI_OPTION_IDS.map((o) => (
                  <option key={o} value={o}>
                    {t.optionLabel(o, t.options[o])}
                  </option>
                ))}
              </Select>
              {problem('option')}
            </Field>
            {option === 1 && (
              <Field>
                <label htmlFor={fieldId('summaryWords')}>{t.summaryWords}</label>
                <Input
                  {...fieldState('summaryWords')}
                  type="number"
                  inputMode="numeric"
                  min={AI_SUMMARY_WORDS.min}
                  max={AI_SUMMARY_WORDS.max}
                  step={10}
                  value={form.summaryWords}
                  onChange={(event) => change({ summaryWords: event.target.value })}
                />
                {problem('summaryWords')}
              </Field>
            )}
            {option === 9 && (
              <Field $grow>
                <label htmlFor={fieldId('character')}>{t.character}</label>
                <Input
                  {...fieldState('character', `${id}-personnage-aide`)}
                  type="text"
                  maxLength={AI_CHARACTER_MAX_LENGTH}
                  value={form.character}
                  onChange={(event) => change({ character: event.target.value })}
                />
                <Hint id={`${id}-personnage-aide`}>{t.characterHint}</Hint>
                {problem('character')}
              </Field>
            )}
          </Row>

          {option === 7 && <Hint>{selectionReference ? t.selection(selectionReference) : t.noSelection}</Hint>}

          {option === 100 && (
            <>
              <Field $grow>
                <label htmlFor={fieldId('freeText')}>{t.freeText}</label>
                <TextArea
                  {...fieldState('freeText')}
                  maxLength={AI_FREE_TEXT_MAX_LENGTH}
                  value={form.freeText}
                  onChange={(event) => change({ freeText: event.target.value })}
                />
                {problem('freeText')}
              </Field>
              <Check>
                <input type="checkbox" checked={form.wholeBible} onChange={(event) => change({ wholeBible: event.target.checked })} />
                {t.wholeBible}
              </Check>
            </>
          )}

          <Row>
            <Field $grow>
              <label htmlFor={fieldId('model')}>{t.model}</label>
              <Select {...fieldState('model')} value={form.model ?? ai.modele} onChange={(event) => change({ model: event.target.value })}>
                {ai.modeles.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </Select>
              {problem('model')}
            </Field>
            <Field>
              <label htmlFor={fieldId('maxTokens')}>{t.maxTokens}</label>
              <Input
                {...fieldState('maxTokens')}
                type="number"
                inputMode="numeric"
                min={1}
                max={AI_MAX_TOKENS}
                step={100}
                value={form.maxTokens}
                onChange={(event) => change({ maxTokens: event.target.value })}
              />
              {problem('maxTokens')}
            </Field>
          </Row>

          <Row>
            <AskButtonFor scope="chapter" label={t.helpChapter} loading={loading} onAsk={onAsk} />
            {/* spec, section 5: hidden for option 7, which needs verses of the chapter shown. */}
            {option !== 7 && <AskButtonFor scope="book" label={t.helpBook} loading={loading} onAsk={onAsk} />}
          </Row>
        </Form>

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

        <Answer ref={answerArea}>
          {outcome.status === 'invalid' && (
            <Alert role="alert">
              <p>{t.incorrectSelection}</p>
            </Alert>
          )}
          {outcome.status === 'error' && (
            <Alert role="alert">
              <p>
                {t.failureBefore}
                <a href={ai.limites} target="_blank" rel="noopener noreferrer" aria-label={t.failureLinkLabel}>
                  {t.failureLink}
                </a>
                {t.failureAfter}
              </p>
              {outcome.detail && <p>{outcome.detail}</p>}
            </Alert>
          )}
          {outcome.status === 'limited' && (
            <Alert role="alert">
              <p>{outcome.message}</p>
              {outcome.retryAfter !== undefined && <p>{t.retryWhen(outcome.retryAfter, outcome.receivedAt)}</p>}
            </Alert>
          )}
          {(outcome.status === 'streaming' || (outcome.status === 'answer' && !(outcome.stopped && outcome.markdown === ''))) && (
            // Busy while words arrive: assistive technology waits for the whole answer rather than reading each piece.
            <section aria-label={t.answer} aria-busy={outcome.status === 'streaming' || undefined}>
              {/* Inert HTML: markdown-it without HTML, links http(s) only, no images (markdown.ts). */}
              <Markdown>
                <AnswerMarkdown markdown={outcome.markdown} headingLevel={headingLevel + 1} complete={outcome.status === 'answer'} />
              </Markdown>
            </section>
          )}
          {outcome.status === 'answer' && outcome.stopped && <StoppedNote>{t.stopped}</StoppedNote>}
          {tokens && (
            <Tokens>
              {t.tokens} : {t.promptTokens} {t.thousands(tokens.prompt)} · {t.completionTokens} {t.thousands(tokens.completion)} · {t.totalTokens}{' '}
              {t.thousands(tokens.total)}
            </Tokens>
          )}
        </Answer>
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
