import { styled } from 'styled-components';
import { controlLook, space } from '../style.js';
import { Button } from '../internal/ui.js';
import { messages } from '../messages.js';
import { readerPanel } from './panel.js';
import { FONT_SIZE, LEADING, SPEEDS, type DisplaySettings, type SettingsAction } from './settings.js';

export interface SettingsPanelProps {
  id: string;
  settings: DisplaySettings;
  onAction?: (action: SettingsAction) => void;
}

const Panel = styled.div`
  ${readerPanel}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs')};
`;

const Label = styled.span`
  min-width: 9rem;
  font-weight: 600;
`;

const Value = styled.output`
  min-width: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const MINUS = '\u2212';

const Select = styled.select`
  ${controlLook}
  min-height: 2.75rem;
  padding: 0 ${space('sm')};
`;

/*
 * At a bound, − or + is marked aria-disabled rather than disabled: a disabled
 * button drops keyboard focus, which would strand the user who just pressed
 * it. Pressing it anyway changes nothing (the step is clamped).
 */

/**
 * The display settings panel: − / + / reset for text size and line spacing,
 * and three on/off toggles. It only renders `settings` and reports actions;
 * the rules (floors, steps, rounding) live in settings.ts.
 */
export function SettingsPanel({ id, settings, onAction }: SettingsPanelProps) {
  const t = messages.reader;
  return (
    <Panel id={id} role="region" aria-label={t.settingsLabel}>
      <Row role="group" aria-label={t.fontSize}>
        <Label aria-hidden="true">{t.fontSize}</Label>
        <Button type="button" aria-label={t.fontSizeDown} aria-disabled={settings.fontSize <= FONT_SIZE.min} onClick={() => onAction?.({ type: 'fontSize', step: -1 })}>
          {MINUS}
        </Button>
        <Value aria-live="polite">{t.fontSizeValue(settings.fontSize)}</Value>
        <Button type="button" aria-label={t.fontSizeUp} aria-disabled={settings.fontSize >= FONT_SIZE.max} onClick={() => onAction?.({ type: 'fontSize', step: 1 })}>
          +
        </Button>
        <Button type="button" aria-label={t.fontSizeReset} onClick={() => onAction?.({ type: 'fontSize', step: 'reset' })}>
          {t.reset}
        </Button>
      </Row>
      <Row role="group" aria-label={t.leading}>
        <Label aria-hidden="true">{t.leading}</Label>
        <Button type="button" aria-label={t.leadingDown} aria-disabled={settings.leading <= LEADING.min} onClick={() => onAction?.({ type: 'leading', step: -1 })}>
          {MINUS}
        </Button>
        <Value aria-live="polite">{t.leadingValue(settings.leading)}</Value>
        <Button type="button" aria-label={t.leadingUp} aria-disabled={settings.leading >= LEADING.max} onClick={() => onAction?.({ type: 'leading', step: 1 })}>
          +
        </Button>
        <Button type="button" aria-label={t.leadingReset} onClick={() => onAction?.({ type: 'leading', step: 'reset' })}>
          {t.reset}
        </Button>
      </Row>
      <Row>
        <Button type="button" aria-pressed={settings.display === 'justify'} onClick={() => onAction?.({ type: 'toggleJustify' })}>
          {t.justify}
        </Button>
        <Button type="button" aria-pressed={settings.numbers} onClick={() => onAction?.({ type: 'toggleNumbers' })}>
          {t.numbers}
        </Button>
        <Button type="button" aria-pressed={settings.divineNames} onClick={() => onAction?.({ type: 'toggleDivineNames' })}>
          {t.divineNames}
        </Button>
      </Row>
      <Row>
        <Label as="label" htmlFor={`${id}-speed`}>
          {messages.audio.speed}
        </Label>
        <Select id={`${id}-speed`} value={settings.speed} onChange={(event) => onAction?.({ type: 'speed', value: Number(event.target.value) })}>
          {SPEEDS.map((rate) => (
            <option key={rate} value={rate}>
              {messages.audio.speedValue(rate)}
            </option>
          ))}
        </Select>
      </Row>
    </Panel>
  );
}
