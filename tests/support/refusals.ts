/**
 * Whether an answer is one of the contract's refusals (REFUSALS of
 * @parole/bible), status and message together: the check of every refusal
 * the tests meet (tests/api/fuzz.test.ts, bad-input.test.ts).
 *
 * A refusal with a fixed message matches exactly. One whose message depends
 * on the request is matched by what it may say, declared below for each:
 * the table's type makes a new parametric refusal fail to compile here until
 * it says what its messages may be.
 */
import { aiFailureMessage, PSEUDO_MESSAGES, REFUSALS, SEARCH_MESSAGES, type Refusal, type RefusalName } from '@parole/bible';
import { AI_PROVIDER_MESSAGES } from '../../packages/api/src/messages.js';

type Parametric = { [K in RefusalName]: (typeof REFUSALS)[K] extends (...args: never[]) => Refusal ? K : never }[RefusalName];

const SAMPLE = 987_654_321;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages `make` gives for any number: the sample number's message,
 * every run of digits free (a wait of 1 s or 30 min, a year).
 */
function numbered(...makes: ((n: number) => string)[]): (message: string) => boolean {
  const patterns = makes.map((make) => new RegExp(`^${escape(make(SAMPLE)).replace(/\d+/g, '\\d+')}$`));
  return (message) => patterns.some((p) => p.test(message));
}

/** The messages of a string-or-function catalogue (functions of a number or of nothing). */
function catalogue(messages: Record<string, string | ((n: never) => string)>): (message: string) => boolean {
  const fixed = new Set(Object.values(messages).filter((m): m is string => typeof m === 'string'));
  const made = numbered(...Object.values(messages).flatMap((m) => (typeof m === 'function' ? [m as (n: number) => string] : [])));
  return (message) => fixed.has(message) || made(message);
}

const anyText = (make: (text: string) => string) => {
  const SENTINEL = '\u0001text\u0001';
  const [before, after] = make(SENTINEL).split(SENTINEL);
  return (message: string) => message.startsWith(before) && message.endsWith(after);
};

const aiDetail = catalogue(AI_PROVIDER_MESSAGES);

/** What each refusal whose message depends on the request may answer. */
const PARAMETRIC: Record<Parametric, (status: number, message: string) => boolean> = {
  planLeapDay: (status, message) => status === 400 && numbered((year) => REFUSALS.planLeapDay(year).message)(message),
  verses: (status, message) => status === 400 && anyText((text) => REFUSALS.verses(text).message)(message),
  // The ids listed are the contract's or the server's: any list.
  unknownTranslation: (status, message) => status === 400 && anyText((ids) => REFUSALS.unknownTranslation([ids]).message)(message),
  searchWord: (status, message) => status === 400 && catalogue(SEARCH_MESSAGES)(message),
  tooManyChapterAudios: (status, message) => status === 429 && numbered((s) => REFUSALS.tooManyChapterAudios(s).message)(message),
  pseudo: (status, message) => status === 422 && catalogue(PSEUDO_MESSAGES)(message),
  loginThrottled: (status, message) =>
    status === 429 &&
    numbered(
      (s) => REFUSALS.loginThrottled(s % 60).message,
      (s) => REFUSALS.loginThrottled(60 + s).message,
    )(message),
  // Three counts and « ce chapitre » or « ce livre »: the same sentence with any numbers in it.
  aiBudgetAdvice: (status, message) =>
    status === 429 &&
    [false, true].some((wholeBook) => {
      const pattern = REFUSALS.aiBudgetAdvice(1, 2, 3, wholeBook).message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[123]/g, '[\\d\\u202f\\u00a0]+');
      return new RegExp(`^${pattern}$`).test(message);
    }),
  aiProviderFailed: (status, message) =>
    (status === 502 || status === 504) && message.startsWith(aiFailureMessage('')) && aiDetail(message.slice(aiFailureMessage('').length)),
};

const FIXED = (Object.values(REFUSALS) as (Refusal | ((...args: never[]) => Refusal))[]).filter((r): r is Refusal => typeof r !== 'function');

/**
 * The name of the contract's refusal an answer is, or undefined when it is none.
 * @example contractRefusal(404, 'Partie introuvable') // 'gameNotFound'
 */
export function contractRefusal(status: number, message: string): RefusalName | undefined {
  const fixed = FIXED.find((r) => r.status === status && r.message === message);
  if (fixed) return (Object.keys(REFUSALS) as RefusalName[]).find((name) => (REFUSALS[name] as unknown) === fixed);
  return (Object.keys(PARAMETRIC) as Parametric[]).find((name) => PARAMETRIC[name](status, message));
}

/** Whether an answer is one of the contract's refusals, status and message together. */
export const isContractRefusal = (status: number, message: string): boolean => contractRefusal(status, message) !== undefined;
