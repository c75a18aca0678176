/**
 * French « de » before a name or a phrase, as French writes it (issue 47):
 * elided before a vowel or a mute h (« d’Ézéchiel 36 », « d’Habakuk 2 »),
 * contracted with an article (« des lectures du jour », « du livre »), and
 * plain otherwise (« de Psaumes 23 », « de 1 Jean 4 »). One function for
 * every text that says « … de {title} », so that none reads « de Ézéchiel ».
 */

/** Vowels (with their accents) and h, the book names' only initial h being mute (Habakuk, Hébreux). */
const ELIDES = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i;

/**
 * `phrase` preceded by « de », elided or contracted as French requires; the
 * apostrophe is the typographic one, as in the site's other texts.
 * @example
 * ofPhrase('Psaumes 23') // 'de Psaumes 23'
 * ofPhrase('Ézéchiel 36') // 'd’Ézéchiel 36'
 * ofPhrase('les lectures du jour') // 'des lectures du jour'
 */
export function ofPhrase(phrase: string): string {
  if (/^les\s/i.test(phrase)) return `des ${phrase.slice(4)}`;
  if (/^le\s/i.test(phrase)) return `du ${phrase.slice(3)}`;
  // « l’audio », « la Bible »: the article stays (« de l’… », « de la … »).
  if (ELIDES.test(phrase)) return `d’${phrase}`;
  return `de ${phrase}`;
}
