export const print = {
  version: (name: string) => `Version : ${name}`,
  back: 'Retour à la lecture',
  loadError: "Le chapitre n'a pas pu être chargé.",
  /** A translation's empty cell, side by side (issue 42). */
  absent: 'absent de cette traduction',
} as const;
