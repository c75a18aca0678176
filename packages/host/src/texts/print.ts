export const print = {
  version: (name: string) => `Version : ${name}`,
  back: 'Retour à la lecture',
  loadError: "Le chapitre n'a pas pu être chargé.",
} as const;
