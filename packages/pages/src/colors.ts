/**
 * The site's colours the share images are drawn in: those of the default
 * style's light palette (@parole/bible's style module, the widgets' own).
 */
import { defaultStyle } from '@parole/bible';

const { oldTestament, newTestament, text, textMuted, background, border } = defaultStyle.colors;

export const SHARE_COLORS = { oldTestament, newTestament, text, textMuted, background, border } as const;
