import { BOOK_COUNT, CONTRACT_MESSAGES, SEARCH_MAX_RESULTS } from '@parole/bible';

export const embed = {
  /** An unknown data-bible-widget: the name, the one meant when it is close, and the valid ones. */
  unknownWidget: (name: string, names: readonly string[], closest?: string) =>
    `Widget inconnu : « ${name} ».${closest ? ` Vouliez-vous dire « ${closest} » ?` : ''} data-bible-widget vaut ${names.slice(0, -1).join(', ')} ou ${names.at(-1)}.`,
  missingApi: 'Widget mal configuré : l’attribut data-api est manquant.',
  invalidReference:
    `Référence biblique invalide : data-livre vaut un numéro de livre de 1 à ${BOOK_COUNT}, data-chapitre un chapitre de ce livre, data-selection des versets (16, 16-18 ou 1,3-5).`,
  /** The chunk of Darby's and Martin's numberings (issue 48) did not come: the widget cannot turn its pages right. */
  numberingUnavailable: 'La numérotation des versets de cette traduction n’a pas pu être chargée : rechargez la page.',
  /** The contract's refusal of the scope, and the attribute that gave it. */
  invalidFilter: `${CONTRACT_MESSAGES.searchScope} : voyez l’attribut data-filter.`,
  invalidMaxResults: `Nombre de résultats invalide : data-max-results vaut un nombre entier de 1 à ${SEARCH_MAX_RESULTS}.`,
  backToResults: 'Retour aux résultats',
  invalidDate: 'Date du plan de lecture invalide : data-date vaut AAAA-MM-JJ (2026-03-15), ou data-mois (1 à 12) avec data-jour (1 à 31).',
  invalidWordCloud: `${CONTRACT_MESSAGES.wordCloudScope} : voyez l’attribut data-livre.`,
  backToCloud: 'Retour au nuage',
  invalidTestament: 'Testament invalide : data-testament vaut at (Ancien Testament) ou nt (Nouveau Testament).',
  /** A theme attribute the browser refuses (console, and on the page while debugging). */
  ignoredAttribute: (attribute: string, value: string, expected: string) => `${attribute}="${value}" est ignoré : ${expected}.`,
  /** A data attribute the widget does not read (console, and on the page while debugging). */
  unknownAttribute: (attribute: string, widget: string, closest?: string) =>
    `${attribute} est ignoré : le widget « ${widget} » ne connaît pas cet attribut.${closest ? ` Vouliez-vous dire ${closest} ?` : ''}`,
  /** A data attribute the loader's script tag (the page's theme) does not read, the one meant when it is close (console, and on the page while debugging). */
  unknownPageAttribute: (attribute: string, closest?: string) =>
    `${attribute} est ignoré : la balise <script> de Parole ne connaît pas cet attribut.${closest ? ` Vouliez-vous dire ${closest} ?` : ''}`,
  /** A widget's own attribute put on the loader's script tag, which reads only the theme. */
  widgetAttributeOnPage: (attribute: string) =>
    `${attribute} est ignoré sur la balise <script> de Parole, qui ne lit que le thème : mettez-le sur le <div> de chaque widget.`,
  expected: {
    color: 'une couleur CSS est attendue, par exemple #8b1a1a, rgb(139 26 26) ou darkred',
    font: 'une liste de polices CSS est attendue, par exemple Georgia, serif',
    length: 'une longueur CSS est attendue, par exemple 8px ou 0.5rem',
    scheme: 'data-scheme vaut light, dark ou auto',
  },
  /** The title of the on-page hints, shown only on localhost or with data-debug. */
  debugTitle: 'Parole : attributs à corriger (message visible sur localhost ou avec data-debug seulement)',
  /** The prefix of the console's messages. */
  console: (text: string) => `Parole : ${text}`,
  loadFailed: 'Le widget n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.',
} as const;
