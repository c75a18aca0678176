/**
 * The French messages of the contract's refusals: what the API answers to a
 * request it refuses, and what the site and the widgets show for the same
 * input without asking (the fake client answers them too). Declared once.
 */
import { AI_MAX_TOKENS, AI_MESSAGES, AI_PROMPT_MAX_LENGTH } from '../ai.js';
import { BOOK_COUNT } from '../canon.js';
import { GAME_ROUNDS, PSEUDO_MESSAGES } from '../game.js';
import { SEARCH_MESSAGES } from '../search.js';
import { PASSAGE_RANGES_MAX, PASSAGES_MAX, PASSAGES_TEXT_MAX, PASSAGES_VERSES_MAX, REFERENCES_LIMIT_MAX } from './params.js';

/** « 2 000 »: a count in French digits. */
const frenchCount = new Intl.NumberFormat('fr-FR');

export const CONTRACT_MESSAGES = {
  // Any route (refusals.ts says with which status).
  notFound: 'Ressource introuvable',
  antiForgery: 'Jeton anti-falsification invalide',
  payloadTooLarge: 'Requête trop volumineuse',
  badRequest: 'Requête invalide',
  /** A body that is not JSON. */
  malformedJson: 'Requête invalide : le corps n’est pas un document JSON',
  /** A body sent as anything but JSON: what a plain HTML form sends. */
  jsonRequired: 'Requête invalide : le corps doit être envoyé en JSON (Content-Type: application/json)',
  internalError: 'Erreur interne du serveur',
  /** The shared state database (PostgreSQL) cannot be reached or did not answer in time. */
  stateUnavailable: 'Le service est momentanément indisponible : réessayez dans un instant.',
  /** Every search thread is busy and too many searches wait. */
  searchBusy: 'Le serveur reçoit trop de recherches en ce moment : réessayez dans un instant.',
  /** The thread running a search stopped; the pool has started another. */
  searchFailed: 'La recherche a échoué sur le serveur : réessayez.',
  /** A chapter's audio could not be synthesized. */
  audioFailed: 'L’audio de ce chapitre n’a pas pu être préparé. Réessayez dans un instant.',
  /** Too many chapters are being synthesized for a new one to start; one being made is still shared. */
  audioBusy: 'Le serveur prépare déjà beaucoup de chapitres à écouter : réessayez dans quelques secondes.',
  /** The audio cache's disk is full: no new chapter can be synthesized. */
  audioCacheFull: 'Le serveur n’a plus la place de préparer l’audio de ce chapitre.',
  chapterNotFound: 'Livre ou chapitre introuvable',
  /** A share image of verses the chapter does not have (`/partage/43/3/99.png`). */
  versesNotFound: 'Versets introuvables dans ce chapitre',
  /** A verse the chapter does not have, in the translation asked (`/api/references/43/3/99`, Darby's Matthieu 23:14). */
  verseNotFound: 'Verset introuvable dans ce chapitre',
  /** A `limite` of cross references that is not a number from 1 to REFERENCES_LIMIT_MAX (issue 43). */
  referencesLimit: `Limite invalide : un nombre de 1 à ${REFERENCES_LIMIT_MAX}.`,
  /** A server without OpenBible.info's file (CROSS_REFERENCES_FILE): no cross references to answer (issue 43). */
  crossReferencesUnavailable: 'Les références croisées ne sont pas disponibles sur ce serveur.',
  /** The bounds of a list of passages (GET /api/passages, issue 45): its length, its passages, its ranges, its verses. */
  passagesTooLong: `Liste de passages trop longue : ${PASSAGES_TEXT_MAX} caractères au plus.`,
  tooManyPassages: `Trop de passages demandés à la fois : ${PASSAGES_MAX} au plus.`,
  tooManyVerseRanges: `Trop de plages de versets demandées à la fois : ${PASSAGE_RANGES_MAX} au plus.`,
  tooManyVerses: `Trop de versets demandés à la fois : ${PASSAGES_VERSES_MAX} au plus (un chapitre entier compte tous ses versets).`,
  /**
   * A reading address whose verse selection is not one (`/lire/43/3/abc`,
   * `/lire/43/3/0`): the site opens the chapter without a selection and says why.
   */
  verses: (text: string) => `« ${text} » n'est pas une sélection de versets (par exemple 16, 16-18 ou 1,3-5) : le chapitre s'ouvre sans sélection.`,
  gameNotFound: 'Partie introuvable',
  /** Spec, section 5: the nickname's messages (pseudoError). */
  pseudoRequired: PSEUDO_MESSAGES.required,
  /** A game answered with another game's secret or nickname: nothing changes. */
  gameNotYours: 'Cette partie a été commencée sur un autre appareil : commencez-en une nouvelle.',
  gameFinished: 'Cette partie est terminée : ses scores sont enregistrés.',
  gameBook: `Livre invalide : choisissez un livre de 1 à ${BOOK_COUNT}.`,
  gameAttempt: `Essai invalide : un numéro de 1 à ${GAME_ROUNDS}.`,
  /** An answer to a round that already has one (a double click, a second tab): the first one counts. */
  roundAnswered: 'Ce verset a déjà reçu une réponse : la partie continue au verset suivant.',
  /** An answer to a round after the current one (a client out of step): nothing is recorded. */
  roundAhead: 'Ce verset n’est pas encore en jeu : répondez d’abord au verset en cours.',
  /** Spec, section 8: every failed login, whatever failed (no hint whether the name exists). */
  loginFailed: 'Login et/ou password erroné !',
  /** A call that needs a session, without one (401: the site then goes to /login). */
  loginRequired: 'Connexion requise',
  /**
   * A login refused before checking anything, after too many failures on
   * this account or from this address (429, with Retry-After): it says
   * nothing of the credentials.
   */
  loginThrottled: (seconds: number) =>
    `Trop de tentatives de connexion : réessayez dans ${seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} s` : `${Math.ceil(seconds / 60)} min`}.`,
  aiIncorrectSelection: AI_MESSAGES.incorrectSelection,
  aiNotConfigured: 'L’assistant IA n’est pas configuré sur ce serveur.',
  aiUnknownModel: 'Modèle inconnu : choisissez un modèle de la liste.',
  aiMaxTokens: `maxtokens invalide : un nombre de 1 à ${AI_MAX_TOKENS}.`,
  aiPromptTooLong: `Demande trop longue : ${AI_PROMPT_MAX_LENGTH} caractères au plus.`,
  aiBook: 'Livre ou chapitre introuvable',
  /** More AI requests from one user than AI_REQUESTS_PER_MINUTE allows (429, with Retry-After). */
  aiTooManyRequests: 'Limite de ce site atteinte : trop de demandes à l’assistant IA en une minute.',
  /** The user's daily token budget (AI_DAILY_TOKENS) is spent, or would be by this request (429). */
  aiBudgetSpent:
    'Budget quotidien de l’assistant IA atteint : demandez moins de tokens ou revenez demain (il se renouvelle chaque jour à minuit UTC).',
  /**
   * The day's budget refuses this request but a shorter answer fits (issue 47: a new user's first
   * question refused with « revenez demain »): what is left today, what the prompt takes (its estimate
   * rounded up to the hundred: `ce livre` for a whole book) and the longest answer that fits (429,
   * without Retry-After: it may be asked again at once).
   */
  aiBudgetAdvice: (left: number, prompt: number, answer: number, wholeBook: boolean) =>
    `Il reste ${frenchCount.format(left)} tokens aujourd’hui ; ${wholeBook ? 'ce livre' : 'ce chapitre'} en demande environ ${frenchCount.format(prompt)} : choisissez ${frenchCount.format(answer)} tokens de réponse au plus`,
  /** The whole prompt (instructions, chapter and request) is larger than the server sends (413). */
  aiPromptTooLarge: 'Demande trop volumineuse pour l’assistant IA : raccourcissez-la.',
  /** More new share images drawn for one client address than a minute allows (429, with Retry-After). */
  tooManyShareImages: 'Trop d’images de partage demandées depuis votre réseau : réessayez dans une minute.',
  /**
   * More new chapter syntheses (chapters neither cached nor being made) for
   * one client address than a minute allows (429, with Retry-After).
   */
  tooManyChapterAudios: (seconds: number) =>
    `Trop de chapitres à lire demandés depuis votre réseau : réessayez dans ${Math.max(1, Math.ceil(seconds))} s.`,
  /** A chapter's recording without verse timings beside it (404): it plays, the text does not follow it. */
  timingsMissing: 'Cet enregistrement n’a pas de minutage des versets : le texte ne suit pas la lecture.',
  tooManyGames: 'Trop de parties commencées depuis votre réseau : attendez quelques minutes avant d’en commencer une autre.',
  /** Spec, sections 5 and 8 (the same texts as the search box's). */
  searchMinLength: SEARCH_MESSAGES.minLength,
  searchReference: SEARCH_MESSAGES.notWithReference,
  searchTooLong: SEARCH_MESSAGES.tooLong,
  /** More words than SEARCH_MAX_WORDS (phrases' words included): the bound of a search's cost. */
  searchTooManyWords: SEARCH_MESSAGES.tooManyWords,
  searchScope: `Filtre de recherche invalide (atnt, at, nt ou un numéro de livre de 1 à ${BOOK_COUNT})`,
  searchExact: 'Mode de recherche invalide (exa ou nex)',
  themeNotFound: 'Thème introuvable',
  themeImageNotFound: 'Image de thème introuvable',
  wordCloudScope: `Nuage de mots invalide (atnt, at, nt ou un numéro de livre de 1 à ${BOOK_COUNT})`,
  /** A month and day that are not a date of the year. */
  planDate: 'Date invalide : le mois va de 1 à 12 et le jour doit exister dans ce mois',
  planLeapDay: (year: number) => `Date invalide : le 29 février n’existe pas en ${year} (ses lectures sont au 28 février)`,
  planYear: 'Année invalide (4 chiffres, par exemple 2027)',
  /**
   * A `traduction` the server does not have (issue 41): the ids it has, the
   * default first, as a French list (« lsg, darby ou martin »).
   */
  unknownTranslation: (ids: readonly string[]) =>
    `Traduction inconnue : choisissez ${ids.length > 1 ? `${ids.slice(0, -1).join(', ')} ou ${ids.at(-1)}` : ids.join('')}.`,
  /** GET /api/parallele without two or three translations, or naming one twice (issue 42). */
  parallelCount: 'Choisissez deux ou trois traductions différentes à comparer.',
} as const;
