/**
 * The AI study helper's options and limits (specification, sections 5 and
 * 9), shared by the reader's AI section (which builds the request `pre`
 * from the option) and the API (which checks the request and wraps it in
 * its own instructions). Pure; declared once.
 */

/** Default `maxtokens` of a request (spec, section 9). */
export const AI_DEFAULT_MAX_TOKENS = 600;
/** Largest `maxtokens` the API accepts. */
export const AI_MAX_TOKENS = 4_000;
/** Longest `pre` (the request built from the option) the API accepts, in characters. */
export const AI_PROMPT_MAX_LENGTH = 4_000;
/** Default word count of a summary (option 1). */
export const AI_DEFAULT_SUMMARY_WORDS = 100;

/** The options of the AI section (spec, section 9), by number. */
export const AI_OPTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 20, 100] as const;
export type AiOptionId = (typeof AI_OPTION_IDS)[number];

/** Texts of the specification (section 8) tied to the AI helper. */
export const AI_MESSAGES = {
  incorrectSelection: 'Incorrect selection !',
  /** Shown before the error text, with a link to the provider's limits page. */
  failure: 'Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ]',
} as const;
