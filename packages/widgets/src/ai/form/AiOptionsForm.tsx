/**
 * The AI section's form (spec, sections 4, 5 and 9): the option and the
 * values it takes (the summary's words, the character, option 7's
 * selection, the reader's own request), the model and the answer's
 * length, then « Help (c:chap) » and « Help (c:livre) ». A refusal marks
 * the field at fault, says why under it, and puts the focus in it.
 */
import { AI_CHARACTER_MAX_LENGTH, AI_FREE_TEXT_MAX_LENGTH, AI_MAX_TOKENS, AI_OPTION_IDS, AI_SUMMARY_WORDS, isAiOptionId, type AiInfo } from '@parole/bible';
import { useRef } from 'react';
import { fieldId, useFocusOnRefusal } from '../focus.js';
import { aiMessages as t } from '../messages.js';
import type { AiField, AiHelperViewProps } from '../useAiHelper.js';
import { AskButton } from './AskButton.js';
import { Check, Field, FieldProblem, Form, Hint, Input, Row, Select, TextArea } from './styles.js';

export interface AiOptionsFormProps extends Pick<AiHelperViewProps, 'form' | 'onFormChange' | 'selectionReference' | 'loading' | 'outcome' | 'onAsk' | 'tokensLeft'> {
  /** The section's id, which the fields' ids start with. */
  sectionId: string;
  /** The server's AI setup: its models, the default one. */
  ai: AiInfo;
}

/**
 * The form, as its props say; every change goes out through `onFormChange`.
 * @example <AiOptionsForm sectionId={id} ai={setup.data} form={form} onFormChange={change} selectionReference={null} loading={null} outcome={outcome} onAsk={ask} />
 */
export function AiOptionsForm({ sectionId: id, ai, form, onFormChange, selectionReference, loading, outcome, onAsk, tokensLeft }: AiOptionsFormProps) {
  const root = useRef<HTMLFormElement>(null);
  const change = (patch: Parameters<NonNullable<typeof onFormChange>>[0]) => onFormChange?.(patch);
  const option = form.option;

  // The field a refusal points at: marked, its own message under it, and focus in it.
  const problemId = (field: AiField) => `${id}-${field}-probleme`;
  const invalid = outcome.status === 'invalid' ? outcome : null;
  const fieldState = (field: AiField, hintId?: string) => {
    const wrong = invalid?.field === field;
    const describedBy = [hintId, wrong ? problemId(field) : undefined].filter(Boolean).join(' ');
    return { id: fieldId(id, field), 'aria-invalid': wrong || undefined, 'aria-describedby': describedBy || undefined };
  };
  const problem = (field: AiField) =>
    invalid?.field === field ? <FieldProblem id={problemId(field)}>{t.problems[invalid.problem]}</FieldProblem> : null;
  useFocusOnRefusal(root, outcome, id);

  return (
    <Form ref={root} onSubmit={(event) => event.preventDefault()} noValidate>
      <Row>
        <Field $grow>
          <label htmlFor={fieldId(id, 'option')}>{t.option}</label>
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
            <label htmlFor={fieldId(id, 'summaryWords')}>{t.summaryWords}</label>
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
            <label htmlFor={fieldId(id, 'character')}>{t.character}</label>
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
            <label htmlFor={fieldId(id, 'freeText')}>{t.freeText}</label>
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
          <label htmlFor={fieldId(id, 'model')}>{t.model}</label>
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
          <label htmlFor={fieldId(id, 'maxTokens')}>{t.maxTokens}</label>
          <Input
            {...fieldState('maxTokens', tokensLeft === undefined || tokensLeft === null ? undefined : `${id}-restants`)}
            type="number"
            inputMode="numeric"
            min={1}
            max={AI_MAX_TOKENS}
            step={100}
            value={form.maxTokens}
            onChange={(event) => change({ maxTokens: event.target.value })}
          />
          {/* The day's budget beside the length asked (issue 47): what fits is known before asking. */}
          {tokensLeft !== undefined && tokensLeft !== null && <Hint id={`${id}-restants`}>{t.tokensLeft(tokensLeft)}</Hint>}
          {problem('maxTokens')}
        </Field>
      </Row>

      <Row>
        <AskButton scope="chapter" label={t.helpChapter} loading={loading} onAsk={onAsk} />
        {/* spec, section 5: hidden for option 7, which needs verses of the chapter shown. */}
        {option !== 7 && <AskButton scope="book" label={t.helpBook} loading={loading} onAsk={onAsk} />}
      </Row>
    </Form>
  );
}
