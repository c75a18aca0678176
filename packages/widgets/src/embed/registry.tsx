/**
 * The widgets a `<div data-bible-widget="…">` can name. Each entry turns the
 * element's data-* attributes into a React element, rendered inside the
 * embed's BibleApiProvider and style providers. One module per widget
 * (./widgets/), so that the script-tag build makes one chunk of each; this
 * record gathers them for the library's synchronous mount().
 */
import plan from './widgets/plan.js';
import quiz from './widgets/quiz.js';
import reader from './widgets/reader.js';
import search from './widgets/search.js';
import themes from './widgets/themes.js';
import wordcloud from './widgets/wordcloud.js';
import type { EmbedRenderer } from './widgets/shared.js';

export type { EmbedRenderer } from './widgets/shared.js';
export { quizStorageKey } from './widgets/quiz.js';

import type { WidgetName } from './names.js';

export type { WidgetName } from './names.js';

export const widgetRegistry: Readonly<Record<WidgetName, EmbedRenderer>> = { plan, quiz, reader, search, themes, wordcloud };
