/**
 * The look of the AI section's form: its rows and fields (a field never
 * grows past its row), its controls (marked when a refusal points at them),
 * hints and problems, the checkbox, and the ask buttons.
 */
import { css, styled } from 'styled-components';
import { PrimaryButton } from '../../internal/ui.js';
import { color, font, space, textFieldLook } from '../../style.js';

export const Form = styled.form`
  display: grid;
  gap: ${space('sm')};
`;

export const Row = styled.div`
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
export const Field = styled.div<{ $grow?: boolean }>`
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

/* The one field look (style.ts), never wider than its row. */
const control = css`
  ${textFieldLook}
  max-width: 100%;
`;

export const Select = styled.select.attrs<{ 'data-look'?: string }>({ 'data-look': 'field' })`
  ${control}
  width: 100%;
  text-overflow: ellipsis;
`;

export const Input = styled.input.attrs<{ 'data-look'?: string }>({ 'data-look': 'field' })`
  ${control}

  &[type='number'] {
    width: 7rem;
  }
`;

export const TextArea = styled.textarea.attrs<{ 'data-look'?: string }>({ 'data-look': 'field-area' })`
  ${control}
  min-height: 4.5rem;
  width: 100%;
  resize: vertical;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
`;

/* The label is the checkbox's target: 24 px high at least (WCAG 2.5.8). */
export const Check = styled.label`
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

export const FieldProblem = styled.p`
  margin: 0;
  color: ${color('error')};
  font-size: 0.85rem;
  font-weight: 600;
`;

/* Asking is the section's main action: the interface's accent. */
export const AskButtonBox = styled(PrimaryButton)`
  font-family: ${font('ui')};

  /* The button whose answer is coming stays plain to see: only the other one is unavailable. */
  &[aria-busy='true'] {
    opacity: 1;
    cursor: progress;
  }
`;
