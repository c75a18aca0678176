import { MONTHS } from './format.js';

export const plan = {
  /** Document title: "Bible en 1 an : 1er janvier — Parole". */
  title: (month: number, day: number) => `Bible en 1 an : ${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`,
  invalidTitle: 'Date invalide',
  invalidDate: (year: number) => `Cette date n’existe pas en ${year} : le mois va de 1 à 12 et le jour doit exister dans ce mois.`,
  today: 'Voir les lectures d’aujourd’hui',
} as const;
