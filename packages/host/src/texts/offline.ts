/**
 * "Lire hors ligne", a section of the help page (/aide#hors-ligne). Each
 * translation of the server is downloaded on its own (issue 41): the texts
 * of its actions name it (`name`, « Darby 1885 »), so that each button says
 * which; without a name (the list of translations could not be had), the
 * texts of the default translation alone.
 */
import { ofPhrase } from '@parole/bible';
export const offline = {
  title: 'Lire hors ligne',
  intro:
    'Les pages que vous avez ouvertes restent lisibles sans connexion. Pour lire n’importe quel chapitre sans connexion, téléchargez toute la Bible sur cet appareil, dans chaque traduction que vous lisez : chacune se télécharge, et se supprime, à part.',
  measuring: 'Calcul de la taille…',
  sizeUnknown: 'La taille du téléchargement n’a pas pu être obtenue : une connexion à Internet est nécessaire pour télécharger la Bible.',
  /** "Toute la Bible : 1 189 chapitres, environ 4,2 Mo à télécharger (14 Mo sur l’appareil)." */
  size: (chapters: string, transfer: string, stored: string) =>
    `Toute la Bible : ${chapters} chapitres, environ ${transfer} à télécharger (${stored} sur l’appareil).`,
  /** With the cross references (issue 43): "Toute la Bible : 1 189 chapitres et leurs références croisées, environ 5,1 Mo à télécharger (16 Mo sur l’appareil)." */
  sizeWithReferences: (chapters: string, transfer: string, stored: string) =>
    `Toute la Bible : ${chapters} chapitres et leurs références croisées, environ ${transfer} à télécharger (${stored} sur l’appareil).`,
  /** "Lire Darby 1885 hors ligne" */
  download: (name?: string) => (name ? `Lire ${name} hors ligne` : 'Lire hors ligne'),
  resume: (name?: string) => (name ? `Reprendre le téléchargement de ${name}` : 'Reprendre le téléchargement'),
  cancel: 'Annuler',
  /** "Supprimer Darby 1885 de cet appareil" */
  remove: (name?: string) => (name ? `Supprimer ${name} de cet appareil` : 'Supprimer la Bible hors ligne'),
  progressLabel: (name?: string) => (name ? `Téléchargement de ${name}` : 'Téléchargement de la Bible'),
  /** "523 chapitres sur 1 189" */
  progress: (done: string, total: string) => `${done} chapitres sur ${total}`,
  partial: (done: string, total: string) => `${done} chapitres sur ${total} sont téléchargés.`,
  done: (total: string) => `Toute la Bible (${total} chapitres) est disponible hors ligne sur cet appareil.`,
  /** "La Bible Darby 1885 a été supprimée de cet appareil." */
  removed: (name?: string) => (name ? `La Bible ${name} a été supprimée de cet appareil.` : 'La Bible hors ligne a été supprimée de cet appareil.'),
  failed: 'Le téléchargement s’est interrompu. Vérifiez la connexion, puis reprenez-le : les chapitres déjà téléchargés sont gardés.',
  unsupported: 'Ce navigateur ne permet pas de lire la Bible hors ligne.',
  /** Listening offline: the last chapter read, today's plan, in the translation read. */
  audio: {
    title: 'Écouter hors ligne',
    intro:
      'Gardez aussi l’audio d’un chapitre, d’un livre entier ou des lectures du jour, dans la traduction que vous lisez : le lecteur le joue sans connexion, le texte suivant la lecture. Le lecteur audio propose aussi de garder le chapitre que vous écoutez.',
    plan: 'les lectures du jour',
    /** "le livre d’Abdias": `of` is the book's name after « de » (ofPhrase). */
    book: (of: string) => `le livre ${of}`,
    /** "Psaumes 117 (Darby 1885)": a title in another translation than the default names it. */
    inTranslation: (title: string, name: string) => `${title} (${name})`,
    prepare: (title: string) => `Écouter ${title} hors ligne`,
    preparing: (title: string) => `Préparation de l’audio ${ofPhrase(title)}…`,
    /** A book, a plan day, the chapter being made: "Préparation de l’audio du livre de Jean : chapitre 3 sur 21…" */
    preparingCount: (title: string, chapter: string, total: string) => `Préparation de l’audio ${ofPhrase(title)} : chapitre ${chapter} sur ${total}…`,
    /** The reader's player (issue 47): the chapter being listened to. */
    keepForOffline: (title: string) => `Garder l’audio ${ofPhrase(title)} pour l’écoute hors ligne`,
    /** Offline: kept once the connection is back, its size shown first. */
    prepareWhenOnline: (title: string) => `Garder l’audio ${ofPhrase(title)} au retour de la connexion`,
    waiting: (title: string) => `L’audio ${ofPhrase(title)} sera préparé au retour de la connexion : sa taille s’affichera avant qu’il soit gardé.`,
    /** "L’audio de Jean 3 occupera 1,2 Mo sur l’appareil." */
    size: (title: string, size: string) => `L’audio ${ofPhrase(title)} occupera ${size} sur l’appareil.`,
    keep: (size: string) => `Garder (${size})`,
    keeping: (title: string) => `Enregistrement de l’audio ${ofPhrase(title)}…`,
    kept: (title: string) => `L’audio ${ofPhrase(title)} est gardé sur cet appareil.`,
    remove: (title: string) => `Retirer l’audio ${ofPhrase(title)}`,
    failed: 'L’audio n’a pas pu être gardé. Vérifiez la connexion, puis réessayez.',
  },
} as const;
