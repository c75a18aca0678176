import { MONTHS } from './format.js';

export const plan = {
  /** Document title: "Bible en 1 an : 1er janvier — Parole". */
  title: (month: number, day: number) => `Bible en 1 an : ${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`,
  invalidTitle: 'Date invalide',
  today: 'Voir les lectures d’aujourd’hui',
} as const;
