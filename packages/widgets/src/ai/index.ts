export { AiHelper } from './AiHelper.js';
export { AiHelperView } from './AiHelperView.js';
export { INITIAL_AI_FORM, useAiHelper } from './useAiHelper.js';
export type { AiHelperForm, AiHelperProps, AiHelperViewProps, AiOutcome, AiQuestion, AiScope, AiTokens } from './useAiHelper.js';
export { renderMarkdown } from './markdown.js';
export { aiMessages } from './messages.js';
