import { useCallback, useState } from 'react';
import { applySettingsAction, DEFAULT_DISPLAY_SETTINGS, type DisplaySettings, type SettingsAction } from '../settings.js';

/**
 * The reader's display settings: controlled when the host passes them (it
 * persists them), the widget's own otherwise.
 */
export function useDisplaySettings(
  controlled: DisplaySettings | undefined,
  onSettingsChange: ((settings: DisplaySettings) => void) | undefined,
): { settings: DisplaySettings; onSettingsAction: (action: SettingsAction) => void } {
  const [own, setOwn] = useState<DisplaySettings>(DEFAULT_DISPLAY_SETTINGS);
  const settings = controlled ?? own;
  const onSettingsAction = useCallback(
    (action: SettingsAction) => {
      const next = applySettingsAction(settings, action);
      if (controlled === undefined) setOwn(next);
      onSettingsChange?.(next);
    },
    [settings, controlled, onSettingsChange],
  );
  return { settings, onSettingsAction };
}
