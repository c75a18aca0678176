/**
 * The AI study helper's options and limits (specification, sections 5 and
 * 9), shared by the reader's AI section (which builds the request `pre`
 * from the option) and the API (which checks the request and wraps it in
 * its own instructions). Pure; declared once. The requests built from the
 * options are ai-request.ts, apart: only the AI section needs them, and this
 * module is in every page of the site (the contract's messages read it).
 */

/** Default `maxtokens` of a request (spec, section 9). */
export const AI_DEFAULT_MAX_TOKENS = 600;
/** Largest `maxtokens` the API accepts. */
export const AI_MAX_TOKENS = 4_000;
/** Longest `pre` (the request built from the option) the API accepts, in characters. */
export const AI_PROMPT_MAX_LENGTH = 4_000;
/** Default word count of a summary (option 1). */
export const AI_DEFAULT_SUMMARY_WORDS = 100;
/** The word counts a summary may ask for (option 1). */
export const AI_SUMMARY_WORDS = { min: 10, max: 1_000 } as const;
/** Longest free request (option 100) and character name (option 9) typed in the section. */
export const AI_FREE_TEXT_MAX_LENGTH = 2_000;
export const AI_CHARACTER_MAX_LENGTH = 100;
/**
 * How long the browser waits for an AI answer. The server gives the
 * provider at most AI_TIMEOUT_SECONDS (110 s at most, config.ts), so that
 * its own answer, a time-out included, always arrives before this.
 */
export const AI_CLIENT_TIMEOUT_MS = 120_000;

/** The options of the AI section (spec, section 9), by number. */
export const AI_OPTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 20, 100] as const;
export type AiOptionId = (typeof AI_OPTION_IDS)[number];

/** True for a number of AI_OPTION_IDS. */
export const isAiOptionId = (value: unknown): value is AiOptionId => AI_OPTION_IDS.includes(value as AiOptionId);

/** Texts of the specification (section 8) tied to the AI helper. */
export const AI_MESSAGES = {
  incorrectSelection: 'Incorrect selection !',
  /** Shown before the error text, with a link to the provider's limits page. */
  failure: 'Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ]',
} as const;

/**
 * The message of a failed AI call as the API answers it (502, 504): the
 * specification's failure text, then a short French description of what
 * failed.
 * @example aiFailureMessage('Le fournisseur d’IA n’a pas répondu à temps.') // 'Error ... [ … ] Le fournisseur d’IA n’a pas répondu à temps.'
 */
export function aiFailureMessage(detail: string): string {
  return `${AI_MESSAGES.failure} ${detail}`;
}

/**
 * The description of a failure without the specification's failure text,
 * which the section shows itself (with its link): any message of a failed
 * call, whether the API wrote it with aiFailureMessage (502, 504) or not (a
 * refusal, 429, a network failure).
 * @example aiFailureDetail(aiFailureMessage('Délai dépassé.')) // 'Délai dépassé.'
 * @example aiFailureDetail('Connexion requise') // 'Connexion requise'
 */
export function aiFailureDetail(message: string): string {
  return message.startsWith(AI_MESSAGES.failure) ? message.slice(AI_MESSAGES.failure.length).trim() : message;
}
