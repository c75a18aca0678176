/**
 * Every French text of the AI section. The widgets' other texts are in
 * ../messages.ts; these live beside the section so that they stay out of
 * the script-tag bundle and of the site's first load, which import that
 * module but never the section (docs/decisions/ai.md, "Bundles").
 * Texts quoted from the specification are marked "spec".
 */
import { AI_CHARACTER_MAX_LENGTH, AI_FREE_TEXT_MAX_LENGTH, AI_MAX_TOKENS, AI_MESSAGES, AI_SUMMARY_WORDS, CONTRACT_MESSAGES, type AiOptionId } from '@parole/bible';
import type { AiProblem } from './useAiHelper.js';

/** "1,53": thousands of tokens (spec, section 9: "token counts shown in thousands"). */
const thousands = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

const count = new Intl.NumberFormat('fr-FR');
/** A time of day, "14:32", and with the day when it is not today, "samedi 01:00". */
const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', hour: '2-digit', minute: '2-digit' });

/** The part of the spec's failure text before "Limits", and after it: "Limits" is the link to the provider's page. */
const [failureBefore, failureAfter] = AI_MESSAGES.failure.split('Limits');

/** The longest wait after this site's limit said in seconds, and counted down each second (beyond it, the time of day). */
export const RETRY_COUNTDOWN_SECONDS = 90;

export const aiMessages = {
  title: 'Assistant IA',
  intro: 'Une question sur ce chapitre ou sur tout le livre : un modèle de langage répond. Vérifiez ses réponses avec le texte.',
  /** The server has no provider key (GET /api/info: ia.configure false). */
  notConfigured: CONTRACT_MESSAGES.aiNotConfigured,
  loading: 'Chargement de l’assistant IA…',
  retry: 'Réessayer',

  option: 'Option',
  optionPlaceholder: 'Choisir une option…',
  /** spec, section 9 ("AI options"); 100 is "Autre" (spec, section 5). */
  options: {
    1: 'Résumé',
    2: 'Personnages et leurs rôles',
    3: 'Ce que le texte dit de Dieu et de l’homme',
    4: 'Leçons pour moi et pour mon Église',
    5: 'Dix questions et réponses',
    6: 'Les dix thèmes principaux',
    7: 'Analyse du verset ou du passage sélectionné dans toute la Bible',
    8: 'Contexte historique et géographique',
    9: 'Faits marquants sur un personnage',
    11: 'Ambition de l’auteur et enjeux, avec analyse critique',
    12: 'Plan du texte',
    13: 'Leçons pour la vie quotidienne cette année',
    20: 'Grille d’étude approfondie en huit parties',
    100: 'Autre',
  } satisfies Record<AiOptionId, string>,
  optionLabel: (option: AiOptionId, label: string) => `${option}. ${label}`,
  summaryWords: 'Nombre de mots du résumé',
  character: 'Personnage',
  characterHint: 'Laissez vide pour le personnage principal du texte.',
  freeText: 'Votre demande',
  wholeBible: 'Dans toute la Bible, avec les références',
  /** Option 7: the verses the reader selected, or how to select some. */
  selection: (reference: string) => `Sélection : ${reference}`,
  noSelection: 'Sélectionnez un verset ou un passage dans le texte (double clic ou Entrée).',
  model: 'Modèle',
  maxTokens: 'Tokens max',
  /** Beside « Tokens max »: the user's budget left today (issue 47). */
  tokensLeft: (left: number) => `Il reste ${count.format(left)} tokens aujourd’hui.`,
  /** After a stopped or failed answer: what it counted in the day's budget (issue 47). */
  counted: (tokens: number) => `Comptés pour aujourd’hui : ${count.format(tokens)} tokens`,
  /** Above the alert of a provider that failed mid-answer, under the words it wrote (issue 47). */
  brokenOff: 'La réponse s’est arrêtée avant sa fin.',

  /** spec, sections 2 and 5: the request on the chapter shown */
  helpChapter: 'Help (c:chap)',
  /** spec, sections 2 and 5: the request on the whole book (hidden for option 7) */
  helpBook: 'Help (c:livre)',
  /** After a busy button's label, for assistive technology. */
  busySuffix: ' (réponse en cours)',
  busy: 'Réponse en cours…',
  answered: 'Réponse reçue.',
  /** The button that stops an answer being written (issue 28), and the rest of its name for assistive technology. */
  stop: 'Arrêter',
  stopSuffix: ' la réponse',
  /** Announced, and written under the words received, when the reader stopped the answer. */
  stopped: 'Réponse arrêtée.',

  answer: 'Réponse',
  /** spec, section 8 */
  incorrectSelection: AI_MESSAGES.incorrectSelection,
  /** Under the field at fault, with the spec's alert (issue 30: the refusal points at the field). */
  problems: {
    noOption: 'Choisissez une option dans la liste.',
    noSelection: 'Sélectionnez d’abord un verset ou un passage dans le texte (double clic ou Entrée).',
    summaryWords: `Un nombre de mots de ${count.format(AI_SUMMARY_WORDS.min)} à ${count.format(AI_SUMMARY_WORDS.max)}.`,
    character: `${count.format(AI_CHARACTER_MAX_LENGTH)} caractères au plus.`,
    freeText: `Écrivez votre demande (${count.format(AI_FREE_TEXT_MAX_LENGTH)} caractères au plus).`,
    model: 'Choisissez un modèle de la liste.',
    maxTokens: `Un nombre entier de 1 à ${count.format(AI_MAX_TOKENS)}.`,
  } satisfies Record<AiProblem, string>,
  /**
   * When this site's own limit lets the user ask again (Retry-After, counted
   * from when the answer came): in seconds when it is soon, else the time of
   * day (the day's budget renews at midnight UTC, an hour or two after
   * midnight in France), with the day when it is not the same day.
   * @example retryWhen(42, Date.now()) // 'Vous pourrez redemander dans 42 s.' (a no-break space before « s »)
   */
  retryWhen: (retryAfter: number, receivedAt: number): string => {
    // A no-break space: « 53 s » never split over two lines (issue 47).
    if (retryAfter <= RETRY_COUNTDOWN_SECONDS) return `Vous pourrez redemander dans ${Math.max(1, Math.ceil(retryAfter))}\u00a0s.`;
    const at = receivedAt + retryAfter * 1000;
    const sameDay = new Date(at).toDateString() === new Date(receivedAt).toDateString();
    return `Vous pourrez redemander à partir de ${(sameDay ? clock : dayAndClock).format(at)}.`;
  },

  /** Once the wait after this site's limit is over (issue 47: the countdown reaches it). */
  askAgain: 'Vous pouvez redemander maintenant.',

  /** spec, section 8: the failure text, "Limits" being the link to the provider's limits page. */
  failureBefore,
  failureLink: 'Limits',
  failureAfter,
  failureLinkLabel: 'Limits : page des limites du fournisseur d’IA (nouvel onglet)',

  tokens: 'Tokens (en milliers)',
  promptTokens: 'question',
  completionTokens: 'réponse',
  totalTokens: 'total',
  /** spec, section 9: counts in thousands, "1,53" */
  thousands: (count: number) => thousands.format(count / 1000),
} as const;
