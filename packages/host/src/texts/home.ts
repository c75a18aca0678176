export const home = {
  invitationTitle: 'Verset à méditer',
  tilesLabel: 'Accès rapides',
} as const;
