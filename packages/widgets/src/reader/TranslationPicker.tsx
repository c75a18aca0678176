import { DEFAULT_TRANSLATION, type TranslationItem } from '@parole/bible';
import { useId } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, controlLook, space } from '../style.js';

export interface TranslationPickerProps {
  /** The translation read (an id of the list, or one the server lacks: shown, not offered). */
  translation?: string;
  /** GET /api/traductions' list, the default first. */
  translations: readonly TranslationItem[];
  /** Short names (« Darby ») and no visible label: a phone's header. */
  compact?: boolean;
  onChange: (translation: string) => void;
}

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  color: ${color('textMuted')};
  font-size: 0.9rem;

  select {
    min-height: 2.25rem;
    padding: 0 ${space('sm')};
    ${controlLook}
    font-size: 0.95rem;
    font-weight: 600;
  }
`;

/**
 * The translation picker of the chapter's header (issue 41): a labelled
 * select of the server's translations (their names from GET /api/traductions,
 * short names on a phone, where the label is read by screen readers only).
 * Choosing one asks the host to read the same place in it.
 */
export function TranslationPicker({ translation = DEFAULT_TRANSLATION, translations, compact = false, onChange }: TranslationPickerProps) {
  const id = useId();
  const t = messages.reader;
  const known = translations.some((item) => item.id === translation);
  const label = <label htmlFor={id}>{t.translation}</label>;
  return (
    <Field>
      {compact ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      <select id={id} value={translation} onChange={(event) => onChange(event.target.value)}>
        {/* An address may name one the server lacks: the reader says so, the picker offers the others. */}
        {!known && (
          <option value={translation} disabled>
            {t.unknownTranslation(translation)}
          </option>
        )}
        {translations.map((item) => (
          <option key={item.id} value={item.id}>
            {compact ? item.nomCourt : item.nom}
          </option>
        ))}
      </select>
    </Field>
  );
}
