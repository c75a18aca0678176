/** The login page (spec §2 "Login page"); its failure message is the contract's (`loginFailed`) or the server's. */
export const login = {
  name: 'Nom d’utilisateur',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  submit: 'Connecter',
  back: 'Retour',
  nameRequired: 'Le nom d’utilisateur est obligatoire.',
  passwordRequired: 'Le mot de passe est obligatoire.',
  /** Above the form when a call found the device's login ended (a 401: expiry, logout elsewhere, an operator). */
  expired: 'Votre session a expiré. Reconnectez-vous pour reprendre là où vous en étiez.',
} as const;
