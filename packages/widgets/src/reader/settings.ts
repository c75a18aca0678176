/**
 * The reader's display settings (specification, sections 1, 3 and 5) and the
 * pure rules of its − / + / reset controls.
 */

export interface DisplaySettings {
  /** Text size as a rem multiplier; floor 0.8, step 0.05, reset 1. */
  fontSize: number;
  /** Line height; floor 1.3, step 0.1, reset 1.5. */
  leading: number;
  display: 'normal' | 'justify';
  /** 2 only on desktop; the mobile layout always shows 1. */
  column: 1 | 2;
  /** Show verse numbers. */
  numbers: boolean;
  /** Highlight the divine names (the specification's `dieu` setting). */
  divineNames: boolean;
  /** Playback speed of the chapter's audio, one of SPEEDS (1 normal). */
  speed: number;
}

/** The playback speeds offered: 0.75× to 2×. */
export const SPEEDS: readonly number[] = Object.freeze([0.75, 1, 1.25, 1.5, 1.75, 2]);

/** The specification's defaults: font size 1, line spacing 1.5, 2 columns, display normal. */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = Object.freeze({
  fontSize: 1,
  leading: 1.5,
  display: 'normal',
  column: 2,
  numbers: true,
  divineNames: false,
  speed: 1,
});

export interface Scale {
  min: number;
  /**
   * The specification gives floors only. The ceilings are ours: past them
   * the text no longer fits a phone (font size) or stops reading as a
   * paragraph (line spacing).
   */
  max: number;
  step: number;
  reset: number;
}

export const FONT_SIZE: Scale = Object.freeze({ min: 0.8, max: 2, step: 0.05, reset: 1 });
export const LEADING: Scale = Object.freeze({ min: 1.3, max: 3, step: 0.1, reset: 1.5 });

/** Rounds to 2 decimals so that repeated steps do not drift (1 + 0.05 × 3 = 1.1500000000000001). */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One step of a scale up (+1) or down (−1), kept within its bounds.
 * @example stepScale(FONT_SIZE, 0.8, -1) // 0.8 (the floor)
 */
export function stepScale(scale: Scale, value: number, direction: 1 | -1): number {
  return round2(Math.min(scale.max, Math.max(scale.min, value + direction * scale.step)));
}

export type SettingsAction =
  | { type: 'fontSize'; step: 1 | -1 | 'reset' }
  | { type: 'leading'; step: 1 | -1 | 'reset' }
  | { type: 'toggleJustify' }
  | { type: 'toggleColumns' }
  | { type: 'toggleNumbers' }
  | { type: 'toggleDivineNames' }
  | { type: 'speed'; value: number };

/**
 * The settings after one user action of the settings panel or toolbar.
 * @example applySettingsAction(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: 1 }).fontSize // 1.05
 */
export function applySettingsAction(settings: DisplaySettings, action: SettingsAction): DisplaySettings {
  switch (action.type) {
    case 'fontSize':
      return {
        ...settings,
        fontSize: action.step === 'reset' ? FONT_SIZE.reset : stepScale(FONT_SIZE, settings.fontSize, action.step),
      };
    case 'leading':
      return {
        ...settings,
        leading: action.step === 'reset' ? LEADING.reset : stepScale(LEADING, settings.leading, action.step),
      };
    case 'toggleJustify':
      return { ...settings, display: settings.display === 'justify' ? 'normal' : 'justify' };
    case 'toggleColumns':
      return { ...settings, column: settings.column === 2 ? 1 : 2 };
    case 'toggleNumbers':
      return { ...settings, numbers: !settings.numbers };
    case 'toggleDivineNames':
      return { ...settings, divineNames: !settings.divineNames };
    case 'speed':
      return SPEEDS.includes(action.value) ? { ...settings, speed: action.value } : settings;
  }
}
