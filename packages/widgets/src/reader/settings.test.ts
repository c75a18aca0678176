import { describe, expect, it } from 'vitest';
import { applySettingsAction, DEFAULT_DISPLAY_SETTINGS, FONT_SIZE, LEADING, SPEEDS, stepScale, type DisplaySettings, type SettingsAction } from './settings.js';

const apply = (settings: DisplaySettings, action: SettingsAction, times = 1) => {
  let out = settings;
  for (let i = 0; i < times; i++) out = applySettingsAction(out, action);
  return out;
};

describe('display settings', () => {
  it('defaults to the specification’s values', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toEqual({ fontSize: 1, leading: 1.5, display: 'normal', column: 2, numbers: true, divineNames: false, speed: 1 });
  });

  it('plays at one of the offered speeds, 0.75× to 2×, and ignores any other', () => {
    expect(SPEEDS).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'speed', value: 1.5 }).speed).toBe(1.5);
    expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'speed', value: 3 }).speed).toBe(1);
  });

  describe('font size', () => {
    it('steps by 0.05 without float drift', () => {
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: 1 }).fontSize).toBe(1.05);
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: 1 }, 3).fontSize).toBe(1.15);
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: -1 }, 3).fontSize).toBe(0.85);
    });

    it('stops at the floor of 0.8', () => {
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: -1 }, 10).fontSize).toBe(0.8);
      expect(stepScale(FONT_SIZE, 0.8, -1)).toBe(0.8);
    });

    it('stops at the ceiling', () => {
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: 1 }, 100).fontSize).toBe(FONT_SIZE.max);
    });

    it('resets to 1', () => {
      const big = apply(DEFAULT_DISPLAY_SETTINGS, { type: 'fontSize', step: 1 }, 7);
      expect(applySettingsAction(big, { type: 'fontSize', step: 'reset' }).fontSize).toBe(1);
    });
  });

  describe('line spacing', () => {
    it('steps by 0.1 without float drift', () => {
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'leading', step: 1 }).leading).toBe(1.6);
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'leading', step: 1 }, 3).leading).toBe(1.8);
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'leading', step: -1 }).leading).toBe(1.4);
    });

    it('stops at the floor of 1.3', () => {
      expect(apply(DEFAULT_DISPLAY_SETTINGS, { type: 'leading', step: -1 }, 5).leading).toBe(1.3);
      expect(stepScale(LEADING, 1.3, -1)).toBe(1.3);
    });

    it('resets to 1.5', () => {
      const tight = apply(DEFAULT_DISPLAY_SETTINGS, { type: 'leading', step: -1 }, 2);
      expect(applySettingsAction(tight, { type: 'leading', step: 'reset' }).leading).toBe(1.5);
    });
  });

  it('toggles justified text, columns, verse numbers and divine names', () => {
    const s = DEFAULT_DISPLAY_SETTINGS;
    expect(applySettingsAction(s, { type: 'toggleJustify' }).display).toBe('justify');
    expect(apply(s, { type: 'toggleJustify' }, 2).display).toBe('normal');
    expect(applySettingsAction(s, { type: 'toggleColumns' }).column).toBe(1);
    expect(apply(s, { type: 'toggleColumns' }, 2).column).toBe(2);
    expect(applySettingsAction(s, { type: 'toggleNumbers' }).numbers).toBe(false);
    expect(applySettingsAction(s, { type: 'toggleDivineNames' }).divineNames).toBe(true);
  });

  it('never changes the settings it is given', () => {
    const s = { ...DEFAULT_DISPLAY_SETTINGS };
    applySettingsAction(s, { type: 'fontSize', step: 1 });
    expect(s).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });
});
