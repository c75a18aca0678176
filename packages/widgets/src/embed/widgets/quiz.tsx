/** The quiz embed: `<div data-bible-widget="quiz">`. */
import { href } from '@parole/bible';
import { Quiz } from '../../quiz/Quiz.js';
import { QUIZ_STORAGE_KEY, localQuizStorage } from '../../quiz/session.js';
import { readingLinks, type EmbedRenderer } from './shared.js';

/**
 * The quiz's localStorage entry on a page of another site: one per API
 * (its origin and path), so that two quizzes of two servers keep their own
 * games. `data-api` empty is the page's own origin.
 * @example quizStorageKey('https://api.example/') // 'parole:quiz:https://api.example'
 */
export function quizStorageKey(api: string): string {
  try {
    const url = new URL(api || '/', window.location.href);
    return `${QUIZ_STORAGE_KEY}:${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return `${QUIZ_STORAGE_KEY}:${api}`;
  }
}

const quiz: EmbedRenderer = ({ api, site, data }) => (
  // Its own screens (no router); the session in this page's localStorage, per API. With
  // data-site, a summary and a verse have real links to the full site (a plain click on a
  // table's row still opens the summary in place).
  <Quiz
    storage={localQuizStorage(quizStorageKey(api))}
    summaryHref={site ? (game) => href('gameSummary', { game }, site) : undefined}
    readHref={readingLinks(site)}
    // data-tables="false": the game alone, no table of strangers' nicknames (issue 44).
    tables={data.tables?.trim().toLowerCase() !== 'false'}
  />
);
export default quiz;
