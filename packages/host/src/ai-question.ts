/**
 * The AI helper's question across a login (issue 47): a reader whose session
 * ends as they ask goes to /login (session.ts) and comes back to the chapter;
 * their choices (option, its values, model, tokens max, the button pressed)
 * come back with them, ready to send, never sent by themselves.
 *
 * - While on the page, the last question asked is noted in memory only
 *   (`noteAiQuestion`, by the section as it asks): nothing is written on the
 *   device for a question that was answered.
 * - When a call finds the session ended (`keepAiQuestion`, from
 *   handleUnauthorized), the noted question is kept in sessionStorage: this
 *   tab only, gone with it, with the chapter it was about and the name of the
 *   user whose session ended.
 * - Back on that chapter, logged in, the section reads it (`readAiQuestion`)
 *   and forgets it at once (`forgetAiQuestion`), whoever logged in: it is
 *   given back only to the same user on the same chapter (and translation),
 *   so it never reaches another user of the device. A logout forgets it too.
 * docs/decisions/ai.md, "After the session expires".
 */
import type { AiQuestion } from '@parole/widgets';

/** The chapter a question was about, in the numbering of its translation (absent: Segond's). */
export interface AiQuestionPlace {
  book: number;
  chapter: number;
  translation?: string;
}

interface KeptQuestion extends AiQuestionPlace {
  user: string;
  question: AiQuestion;
}

/** sessionStorage's key: one question at most, the last one a session ended on. */
export const AI_QUESTION_KEY = 'parole.questionIA';

let noted: (AiQuestionPlace & { question: AiQuestion }) | null = null;

/**
 * Notes, in memory, the question being asked on `place` (the AI section, as
 * the reader asks); `null` forgets it (the section gone).
 * @example noteAiQuestion({ book: 43, chapter: 3 }, { form, scope: 'chapter' });
 */
export function noteAiQuestion(place: AiQuestionPlace, question: AiQuestion | null): void {
  noted = question ? { ...place, question } : null;
}

/** The tab's sessionStorage, or null where it cannot be used (a browser that refuses storage). */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the noted question for `user` in the tab's storage, when a call has
 * found their session ended (session.ts, handleUnauthorized); nothing noted,
 * nothing kept.
 * @example keepAiQuestion('Ruth');
 */
export function keepAiQuestion(user: string, storage: Storage | null = tabStorage()): void {
  if (!noted || !storage) return;
  const kept: KeptQuestion = { ...noted, user };
  try {
    storage.setItem(AI_QUESTION_KEY, JSON.stringify(kept));
  } catch {
    // A full or refused storage: the reader asks again, as before.
  }
}

/** Forgets a kept question (a logout, or once it has been read). */
export function forgetAiQuestion(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(AI_QUESTION_KEY);
  } catch {
    // Nothing kept can be read either.
  }
}

const isQuestion = (value: unknown): value is AiQuestion => {
  const q = value as Partial<AiQuestion> | null;
  const form = q?.form as Record<string, unknown> | undefined;
  if (!form || (q?.scope !== 'chapter' && q?.scope !== 'book')) return false;
  const texts = ['summaryWords', 'character', 'freeText', 'maxTokens'].every((field) => typeof form[field] === 'string');
  return texts && (form.option === null || typeof form.option === 'number') && typeof form.wholeBible === 'boolean' && (form.model === null || typeof form.model === 'string');
};

/**
 * The question kept for `user` on `place`, or null (none, another user's,
 * another chapter's). Reading forgets nothing: the caller forgets it once
 * read (forgetAiQuestion), so that a render run twice reads it twice.
 * @example readAiQuestion('Ruth', { book: 43, chapter: 3 }) // { form: {...}, scope: 'chapter' } or null
 */
export function readAiQuestion(user: string, place: AiQuestionPlace, storage: Storage | null = tabStorage()): AiQuestion | null {
  let kept: Partial<KeptQuestion> | null;
  try {
    kept = JSON.parse(storage?.getItem(AI_QUESTION_KEY) ?? 'null') as Partial<KeptQuestion> | null;
  } catch {
    kept = null;
  }
  if (!kept || kept.user !== user || kept.book !== place.book || kept.chapter !== place.chapter || kept.translation !== place.translation) return null;
  return isQuestion(kept.question) ? kept.question : null;
}
