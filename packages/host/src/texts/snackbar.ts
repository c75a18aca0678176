export const snackbar = {
  close: 'Fermer le message',
} as const;
