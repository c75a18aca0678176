/** "Lire hors ligne", a section of the help page (/aide#hors-ligne). */
export const offline = {
  title: 'Lire hors ligne',
  intro:
    'Les pages que vous avez ouvertes restent lisibles sans connexion. Pour lire n’importe quel chapitre sans connexion, téléchargez toute la Bible sur cet appareil.',
  measuring: 'Calcul de la taille…',
  sizeUnknown: 'La taille du téléchargement n’a pas pu être obtenue : une connexion à Internet est nécessaire pour télécharger la Bible.',
  /** "Toute la Bible : 1 189 chapitres, environ 4,2 Mo à télécharger (14 Mo sur l’appareil)." */
  size: (chapters: string, transfer: string, stored: string) =>
    `Toute la Bible : ${chapters} chapitres, environ ${transfer} à télécharger (${stored} sur l’appareil).`,
  download: 'Lire hors ligne',
  resume: 'Reprendre le téléchargement',
  cancel: 'Annuler',
  remove: 'Supprimer la Bible hors ligne',
  progressLabel: 'Téléchargement de la Bible',
  /** "523 chapitres sur 1 189" */
  progress: (done: string, total: string) => `${done} chapitres sur ${total}`,
  partial: (done: string, total: string) => `${done} chapitres sur ${total} sont téléchargés.`,
  done: (total: string) => `Toute la Bible (${total} chapitres) est disponible hors ligne sur cet appareil.`,
  removed: 'La Bible hors ligne a été supprimée de cet appareil.',
  failed: 'Le téléchargement s’est interrompu. Vérifiez la connexion, puis reprenez-le : les chapitres déjà téléchargés sont gardés.',
  unsupported: 'Ce navigateur ne permet pas de lire la Bible hors ligne.',
} as const;
