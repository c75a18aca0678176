export const notice = {
  region: 'Notifications',
  close: 'Fermer',
} as const;
