import { BOOK_COUNT, GAME_ROUNDS, PSEUDO_MAX_LENGTH, PSEUDO_MESSAGES } from '@parole/bible';
import { gameDate } from './format.js';

/** The quiz (Quiz): spec, "Game", sections 4, 5 and 9. */
export const quiz = {
  title: 'Jeu biblique',
  rulesTitle: 'Règles du jeu',
  rules: [
    `${GAME_ROUNDS} versets tirés au hasard vous sont proposés, l’un après l’autre.`,
    `Pour chacun, trouvez le livre de la Bible d’où il vient, parmi les ${BOOK_COUNT} livres.`,
    'Le chrono tourne dès le premier verset : les bonnes réponses comptent d’abord, puis le temps.',
    'Les meilleures parties entrent au tableau des meilleurs scores, sous votre pseudo.',
  ] as readonly string[],
  /** spec, "Game": the nickname input */
  pseudo: 'Pseudo',
  /** The input's counter (spec, section 5: "input counter 12"), shown "4/12". */
  counter: (n: number) => `${n}/${PSEUDO_MAX_LENGTH}`,
  counterLabel: (n: number) => `${n} ${n <= 1 ? 'caractère' : 'caractères'} sur ${PSEUDO_MAX_LENGTH} au maximum`,
  /** spec, sections 5 and 8 */
  pseudoRequired: PSEUDO_MESSAGES.required,
  /** spec, sections 5 and 8 */
  pseudoLength: PSEUDO_MESSAGES.length,
  /** spec, "Game" */
  play: '(Re) Jouer',
  starting: 'Création de la partie…',
  resume: 'Reprendre la partie en cours',
  lastGames: 'Dernières parties',
  bestGames: 'Meilleures parties',
  columnPseudo: 'Pseudo',
  columnScore: 'Score',
  columnTime: 'Temps',
  columnDate: 'Date',
  /** "7/10" */
  score: (correct: number) => `${correct}/${GAME_ROUNDS}`,
  date: (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : gameDate.format(date);
  },
  /** After the nickname in a table's link, for assistive technology. */
  openGame: ' : voir la partie',
  gamesLoading: 'Chargement des parties…',
  gamesEmpty: 'Aucune partie terminée pour l’instant.',
  retry: 'Réessayer',

  round: (n: number) => `Verset ${n} sur ${GAME_ROUNDS}`,
  player: (pseudo: string) => `Joueur : ${pseudo}`,
  timer: 'Temps',
  attempts: 'Essais',
  attemptCorrect: (n: number) => `Essai ${n} : juste`,
  attemptWrong: (n: number) => `Essai ${n} : faux`,
  attemptCurrent: (n: number) => `Essai ${n} : en cours`,
  attemptPending: (n: number) => `Essai ${n} : à venir`,
  /** spec, section 4: from attempt 2, the previous answer's book */
  previous: (answered: string, right: string, correct: boolean) =>
    correct ? `Réponse précédente : ${answered} — juste` : `Réponse précédente : ${answered} — c’était ${right}`,
  verse: 'Verset à situer',
  question: 'De quel livre vient ce verset ?',
  books: 'Livres de la Bible',
  oldTestament: 'Ancien Testament',
  newTestament: 'Nouveau Testament',
  answering: 'Réponse envoyée…',
  verseLoading: 'Chargement du verset…',
  /** An answer that did not reach the server: the same round is still to answer. */
  answerFailed: (message: string) => `${message} Choisissez à nouveau un livre.`,
  lostTitle: 'Partie interrompue',
  backHome: 'Retour à l’accueil du jeu',

  summaryLoading: 'Chargement de la partie…',
  summaryFailed: 'Partie indisponible',
  summaryTitle: (pseudo: string) => `Partie de ${pseudo}`,
  playedOn: (date: string) => `Jouée le ${date}`,
  startedOn: (date: string) => `Commencée le ${date}`,
  scoreLabel: 'Score',
  timeLabel: 'Temps',
  inProgress: (answered: number) =>
    `Partie en cours : ${answered} ${answered <= 1 ? 'verset joué' : 'versets joués'} sur ${GAME_ROUNDS}.`,
  continue: 'Continuer la partie',
  /** spec, "Game" */
  replay: 'Rejouer',
  rounds: 'Versets de la partie',
  roundTitle: (n: number) => `Verset ${n}`,
  correct: 'Juste',
  wrong: 'Faux',
  rightBook: (name: string) => `Livre : ${name}`,
  answeredBook: (name: string) => `Réponse donnée : ${name}`,
  /** "Jean 3:16" */
  reference: (book: string, chapter: number, verse: number) => `${book} ${chapter}:${verse}`,
  readLabel: (reference: string) => `Lire ${reference} dans son chapitre`,
  noRounds: 'Aucun verset n’a encore reçu de réponse.',
} as const;
