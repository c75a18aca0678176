import { AiHelperView } from './AiHelperView.js';
import { useAiHelper, type AiHelperProps } from './useAiHelper.js';

/**
 * The AI helper section of the reading page (spec, sections 2, 4, 5, 8 and
 * 9), for a logged-in user: the host shows it only then, and the server
 * answers 401 otherwise. Needs a <BibleApiProvider> above it. Not part of
 * the script-tag bundle.
 * @example <AiHelper book={43} chapter={3} selection={selectedVerses} />
 */
export function AiHelper(props: AiHelperProps) {
  return <AiHelperView {...useAiHelper(props)} />;
}
