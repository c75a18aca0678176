/**
 * The requests of the AI section's options (specification, sections 5 and
 * 9): `pre` of POST /api/oairequest. Pure. Apart from ai.ts so that only the
 * AI section's chunk carries these texts.
 */
import { getBook } from './canon.js';
import { formatVerseSelection } from './ranges.js';
import { hasChapter, readingNumbering } from './versification/reading.js';
import { AI_CHARACTER_MAX_LENGTH, AI_DEFAULT_SUMMARY_WORDS, AI_FREE_TEXT_MAX_LENGTH, AI_SUMMARY_WORDS, isAiOptionId, type AiOptionId } from './ai.js';

/** What an AI request is about, and the values the options read. */
export interface AiRequestContext {
  /** Book number, 1-66. */
  book: number;
  /** Chapter of the book, in the numbering of `translation`; 0 for the whole book (the "Help (c:livre)" button). */
  chapter: number;
  /** The translation studied (issue 41), whose numbering the chapter is in: Martin's Malachie has 4 chapters. Louis Segond 1910 when absent. */
  translation?: string;
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
  if (!wholeBook && !hasChapter(readingNumbering(context.translation), book.id, context.chapter)) return null;
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
