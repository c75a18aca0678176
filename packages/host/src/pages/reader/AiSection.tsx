/**
 * The reading page's AI helper section (spec, "Reading page": logged-in
 * only), in a chunk of its own: ReaderPage loads it with lazyPart only
 * for a logged-in user, so the section, its texts and markdown-it stay out
 * of the site's first load and of every visitor's reading page.
 *
 * It carries the question across a login (issue 47, ai-question.ts): the
 * question asked is noted in memory; one kept when the session ended as it
 * was asked, by this user on this chapter, is given back to the helper once
 * the chapter's text is shown (so that the scroll to the helper lands where
 * the text leaves it), and forgotten from the device at once.
 */
import { AiHelper, type AiHelperProps, type AiQuestion } from '@parole/widgets';
import { useCallback, useEffect, useState } from 'react';
import { forgetAiQuestion, noteAiQuestion, readAiQuestion } from '../../ai-question.js';
import { useHostState } from '../../store/index.js';

export interface AiSectionProps extends AiHelperProps {
  /** Whether the Reader shows the chapter's text (its onLoad). */
  textShown: boolean;
}

export default function AiSection({ textShown, ...props }: AiSectionProps) {
  const { book, chapter, translation } = props;
  const user = useHostState((s) => s.currentUser?.name);
  const [kept] = useState(() => (user ? readAiQuestion(user, { book, chapter, translation }) : null));
  // Read once, then gone from the device: never given back twice, nor to another user.
  useEffect(() => forgetAiQuestion(), []);
  const onQuestion = useCallback((question: AiQuestion) => noteAiQuestion({ book, chapter, translation }, question), [book, chapter, translation]);
  // The section gone (another page, or the session ended: handleUnauthorized has kept it by then), nothing noted stays.
  useEffect(() => () => noteAiQuestion({ book, chapter, translation }, null), [book, chapter, translation]);
  return <AiHelper {...props} resume={textShown ? (kept ?? undefined) : undefined} onQuestion={onQuestion} />;
}
