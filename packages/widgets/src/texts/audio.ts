import { ofPhrase } from '@parole/bible';

/** Chapter audio (the reader's player, the plan's buttons): audio/. */
export const audio = {
  /** spec, section 8: inside the <audio> element, for browsers without it. */
  unsupported: 'Your browser does not support the audio tag.',
  listen: 'Écouter',
  pause: 'Pause',
  listenLabel: (title: string) => `Écouter ${title}`,
  pauseLabel: (title: string) => `Mettre en pause ${title}`,
  /** The reader's player panel. */
  player: (title: string) => `Lecture audio ${ofPhrase(title)}`,
  /** The issue: "The UI says the voice is synthetic." */
  synthetic: 'Voix de synthèse : le texte est lu par un logiciel.',
  /** A chapter served from the server's recordings, with their name when configured (AUDIO_RECORDINGS_NAME). */
  recording: (name: string | null) => (name ? `Enregistrement : ${name}.` : 'Enregistrement audio du chapitre.'),
  /** The reader: what follows a chapter's end. */
  continues: 'À la fin du chapitre, le suivant commence.',
  /** « de » elided or contracted as French writes it (ofPhrase: « Lecture d’Ézéchiel 36 »), issue 47. */
  loading: (title: string) => `Préparation de l’audio ${ofPhrase(title)}…`,
  playing: (title: string) => `Lecture ${ofPhrase(title)}`,
  paused: (title: string) => `${title} en pause`,
  ended: (title: string) => `${title} : lecture terminée`,
  error: (title: string) => `L’audio ${ofPhrase(title)} n’a pas pu être chargé.`,
  retry: 'Réessayer',
  /** Offline, a chapter whose audio was not kept on the device (issue 47): said at once, not after a network time-out. */
  absent: (title: string) => `L’audio ${ofPhrase(title)} n’est pas sur cet appareil.`,
  /** Said politely to screen readers as the reading reaches a verse. */
  readingVerse: (verse: number) => `Verset ${verse}`,
  /** The reader's player: how to hear a verse. */
  playVerseHint: 'Touchez un verset pour l’écouter depuis son début.',
  /** The player's bar (issue 47): kept on screen while listening on a phone, or with the settings open. */
  bar: (title: string) => `Écoute ${ofPhrase(title)}`,
  previousChapter: 'Chapitre précédent',
  nextChapter: 'Chapitre suivant',
  pauseButton: 'Mettre en pause',
  resumeButton: 'Reprendre la lecture',
  /** The chapter's progress, a slider. */
  progress: 'Progression du chapitre',
  /** "0:42 sur 3:05", said by the slider. */
  progressValue: (position: string, duration: string) => `${position} sur ${duration}`,
  stopListening: 'Arrêter l’écoute',
  stop: 'Arrêter',
  /** The reader scrolled away from the verse being read. */
  backToVerse: 'Revenir au verset lu',
  /** The settings' speed control, and the player's. */
  speed: 'Vitesse de lecture',
  speedValue: (rate: number) => `${String(rate).replace('.', ',')}×`,
} as const;
