import { CONTRACT_MESSAGES } from '@parole/bible';
import { PLAN_MONTHS } from './format.js';

/** The one-year plan (Plan): spec, "One-year plan". */
export const plan = {
  title: 'Bible en 1 an',
  /** "1er janvier", "15 mars" */
  date: (month: number, day: number) => `${day === 1 ? '1er' : day} ${PLAN_MONTHS[month - 1]}`,
  /** A day button: "1er", "2", … as French calendars write them, so its name ("1er janvier") starts with it. */
  day: (day: number) => (day === 1 ? '1er' : String(day)),
  heading: (date: string) => `Lectures du ${date}`,
  /** 28 February of a year without 29 February also reads the 29th's chapters. */
  withLeapDay: 'Avec les lectures du 29 février (absent cette année)',
  today: 'Aujourd’hui',
  todayLabel: 'Lectures d’aujourd’hui',
  months: 'Mois',
  /** The month buttons: abbreviated French month names. */
  monthShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as readonly string[],
  monthLabel: (month: number) => PLAN_MONTHS[month - 1],
  days: (month: number) => `Jours de ${PLAN_MONTHS[month - 1]}`,
  oldTestament: 'Ancien Testament',
  newTestament: 'Nouveau Testament',
  chapter: (book: string, chapter: number) => `${book} ${chapter}`,
  readInReader: (title: string) => `Lire ${title}`,
  read: 'Lu',
  readLabel: (title: string) => `${title} : déjà lu`,
  showText: 'Afficher le texte',
  hideText: 'Masquer le texte',
  textOf: (title: string) => `Texte de ${title}`,
  /** Under the day's chapters while one is heard: what follows its end. */
  audioContinues: 'À la fin d’un chapitre, le suivant de la journée commence.',
  loading: 'Chargement des lectures du jour…',
  retry: 'Réessayer',
  /** A date the server would refuse, known without asking: the contract's refusal. */
  invalidDate: CONTRACT_MESSAGES.planDate,
} as const;
