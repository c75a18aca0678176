/**
 * The quiz's rules that the API and the widgets share (specification,
 * sections 5 and 9): ten verses a game, a nickname of 4 to 12 characters,
 * the timer's mm:ss. Pure; declared once.
 */
import { normalizeSpaces } from './fold.js';

/** Verses (rounds) in a game. */
export const GAME_ROUNDS = 10;
/** Nickname length, in characters, after trimming: "longer than 3 and at most 12". */
export const PSEUDO_MIN_LENGTH = 4;
export const PSEUDO_MAX_LENGTH = 12;
/** Games listed in each table of GET /api/jeu. */
export const GAME_TABLE_SIZE = 10;

/** Texts of the specification (sections 5 and 8) tied to the nickname. */
export const PSEUDO_MESSAGES = {
  required: 'Pseudo est obligatoire',
  length: 'Pseudo doit avoir plus de 3 et max 12 charactères',
  /** Control and bidirectional-override characters would disguise a name in the tables (an addition). */
  characters: 'Pseudo : lettres, chiffres, espaces et ponctuation seulement',
} as const;

/** Characters a nickname may not hold: controls, and the invisible ones that reorder or hide text. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** The length a reader sees: characters, not UTF-16 units (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/**
 * The nickname as it is kept: trimmed, inner spaces collapsed.
 * @example normalizePseudo('  Jean   Marc ') // 'Jean Marc'
 */
export const normalizePseudo = (text: string) => normalizeSpaces(text);

/**
 * Why a typed nickname cannot start a game (a message of the specification),
 * or null when it can.
 * @example pseudoError('  ') // 'Pseudo est obligatoire'
 * @example pseudoError('Léa') // 'Pseudo doit avoir plus de 3 et max 12 charactères'
 * @example pseudoError('Marie') // null
 */
export function pseudoError(text: string): string | null {
  const pseudo = normalizePseudo(text);
  if (pseudo === '') return PSEUDO_MESSAGES.required;
  if (FORBIDDEN.test(pseudo)) return PSEUDO_MESSAGES.characters;
  const length = lengthOf(pseudo);
  return length < PSEUDO_MIN_LENGTH || length > PSEUDO_MAX_LENGTH ? PSEUDO_MESSAGES.length : null;
}

/**
 * Seconds as the timer shows them, mm:ss (minutes go on past 59).
 * @example formatChrono(75) // '01:15'
 * @example formatChrono(3600) // '60:00'
 */
export function formatChrono(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
