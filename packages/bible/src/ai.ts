/**
 * The AI study helper's options and limits (specification, sections 5 and
 * 9), shared by the reader's AI section (which builds the request `pre`
 * from the option) and the API (which checks the request and wraps it in
 * its own instructions). Pure; declared once.
 */
import { getBook } from './canon.js';
import { formatVerseSelection } from './ranges.js';

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

/** What an AI request is about, and the values the options read. */
export interface AiRequestContext {
  /** Book number, 1-66. */
  book: number;
  /** Chapter of the book; 0 for the whole book (the "Help (c:livre)" button). */
  chapter: number;
  /** The reader's selected verses in that chapter (option 7). */
  verses?: readonly number[];
  /** Option 1: words of the summary (AI_DEFAULT_SUMMARY_WORDS when absent). */
  summaryWords?: number;
  /** Option 9: the character to tell about; the text's main character when empty. */
  character?: string;
  /** Option 100: the reader's own request. */
  freeText?: string;
  /** Option 100: "whole Bible and references" ticked. */
  wholeBible?: boolean;
  /** Option 13: the current year (the caller's clock: this module reads none). */
  year: number;
}

/** The eight parts of option 20's study grid. */
export const AI_STUDY_GRID_PARTS = [
  'contexte (auteur, date, destinataires, circonstances)',
  'plan du texte',
  'thèmes principaux',
  'mots et versets clés',
  'personnages',
  'enseignement sur Dieu',
  'liens avec le reste de la Bible',
  'applications pratiques',
] as const;

/**
 * The request `pre` of an option, in French, as the section sends it to
 * POST /api/oairequest: the server adds its own instructions (French,
 * markdown, the configured translation as the only source) and the
 * chapter's text. Null when the selection is incorrect (spec, section 5:
 * no option, option 7 without verses or on a whole book, option 100
 * without text, a word count or a name out of bounds): the section then
 * shows AI_MESSAGES.incorrectSelection and asks nothing.
 * @example buildAiRequest(1, { book: 43, chapter: 3, year: 2026 }) // 'Résume ce chapitre (Jean 3) en 100 mots environ.'
 * @example buildAiRequest(7, { book: 43, chapter: 3, verses: [16, 17], year: 2026 }) // 'Analyse les versets 16-17 de Jean 3 …'
 * @example buildAiRequest(7, { book: 43, chapter: 0, verses: [16], year: 2026 }) // null
 */
export function buildAiRequest(option: AiOptionId | null | undefined, context: AiRequestContext): string | null {
  const book = getBook(context.book);
  if (!book || !isAiOptionId(option)) return null;
  const wholeBook = context.chapter === 0;
  if (!wholeBook && !(Number.isInteger(context.chapter) && context.chapter >= 1 && context.chapter <= book.chapters)) return null;
  /** "ce chapitre (Jean 3)", "ce livre (Jean)". */
  const text = wholeBook ? `ce livre (${book.name})` : `ce chapitre (${book.name} ${context.chapter})`;

  switch (option) {
    case 1: {
      const words = context.summaryWords ?? AI_DEFAULT_SUMMARY_WORDS;
      if (!Number.isInteger(words) || words < AI_SUMMARY_WORDS.min || words > AI_SUMMARY_WORDS.max) return null;
      return `Résume ${text} en ${words} mots environ.`;
    }
    case 2:
      return `Présente les personnages de ${text} et le rôle de chacun.`;
    case 3:
      return `Que dit ${text} de Dieu, et que dit-il de l’homme ?`;
    case 4:
      return `Quelles leçons tirer de ${text} pour moi personnellement et pour mon Église ?`;
    case 5:
      return `Propose dix questions sur ${text}, chacune suivie de sa réponse.`;
    case 6:
      return `Quels sont les dix thèmes principaux de ${text} ? Présente chacun en une ou deux phrases.`;
    case 7: {
      // A verse or a range of the chapter shown: never a whole book.
      const verses = [...new Set(context.verses ?? [])].filter((v) => Number.isInteger(v) && v >= 1);
      if (wholeBook || verses.length === 0) return null;
      const selection = formatVerseSelection(verses);
      const which = verses.length === 1 ? `le verset ${selection}` : `les versets ${selection}`;
      return (
        `Analyse ${which} de ${book.name} ${context.chapter} à la lumière de toute la Bible : ` +
        'son sens dans son contexte, les passages parallèles et les liens avec le reste des Écritures, avec leurs références.'
      );
    }
    case 8:
      return `Décris le contexte historique et géographique de ${text} : époque, lieux, peuples et situation des personnes concernées.`;
    case 9: {
      const name = (context.character ?? '').replace(/\s+/g, ' ').trim();
      if (name.length > AI_CHARACTER_MAX_LENGTH) return null;
      return name === ''
        ? `Identifie le personnage principal de ${text} et présente les faits marquants le concernant.`
        : `Présente les faits marquants concernant ${name} dans ${text}.`;
    }
    case 11:
      return (
        `Quelle était l’ambition de l’auteur de ${text}, et quels en sont les enjeux ? ` +
        'Ajoute une analyse critique : points forts, difficultés d’interprétation et débats.'
      );
    case 12:
      return `Donne le plan de ${text}, avec les versets de chaque partie.`;
    case 13:
      return `Quelles leçons concrètes tirer de ${text} pour la vie quotidienne en ${context.year} ?`;
    case 20:
      return (
        `Établis une grille d’étude approfondie de ${text} en huit parties : ` +
        `${AI_STUDY_GRID_PARTS.map((part, i) => `${i + 1}. ${part}`).join(' ; ')}.`
      );
    case 100: {
      const request = (context.freeText ?? '').trim();
      if (request === '' || request.length > AI_FREE_TEXT_MAX_LENGTH) return null;
      return context.wholeBible
        ? `${request}\n\nAppuie-toi sur toute la Bible et donne les références des versets cités.`
        : `À propos de ${text} : ${request}`;
    }
  }
}
