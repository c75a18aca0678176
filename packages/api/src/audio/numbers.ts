/**
 * Numbers as French words, for the speech synthesizer: the text it reads
 * never holds a digit (docs/decisions/audio.md, "What is read"). Traditional
 * spelling (hyphens below a hundred, "et" in 21-71, "quatre-vingts",
 * "deux cents"), as the Bible's text writes its own numbers.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];

const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0-99. `final`: the number ends here (quatre-vingts takes its s only then). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n];
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    // soixante-dix, soixante et onze, quatre-vingt-dix…
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    const rest = 10 + unit;
    return ten === 7 && unit === 1 ? `${base} et onze` : `${base}-${UNITS[rest]}`;
  }
  if (ten === 8) return unit === 0 ? (final ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]}`;
  if (unit === 0) return TENS[ten];
  if (unit === 1) return `${TENS[ten]} et un`;
  return `${TENS[ten]}-${UNITS[unit]}`;
}

/** 0-999. `final`: nothing follows (cents and quatre-vingts take their s only then). */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest, final);
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent${rest === 0 && final ? 's' : ''}`;
  return rest === 0 ? head : `${head} ${belowHundred(rest, final)}`;
}

const SCALES: ReadonlyArray<readonly [number, string]> = [
  [1e9, 'milliard'],
  [1e6, 'million'],
];

/**
 * A whole number from 0 to 999,999,999,999 in French words.
 * @example frenchNumber(21) // 'vingt et un'
 * @example frenchNumber(80) // 'quatre-vingts'
 * @example frenchNumber(200) // 'deux cents'
 * @example frenchNumber(1_234_567) // 'un million deux cent trente-quatre mille cinq cent soixante-sept'
 */
export function frenchNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`frenchNumber: ${n} is not a whole number from 0 to 999,999,999,999`);
  if (n === 0) return UNITS[0];
  const words: string[] = [];
  let rest = n;
  for (const [scale, name] of SCALES) {
    const count = Math.floor(rest / scale);
    rest %= scale;
    // "un million", "deux millions", "deux cent mille millions" never arises below 10^12.
    if (count > 0) words.push(`${belowThousand(count, false)} ${name}${count > 1 ? 's' : ''}`);
  }
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousands > 0) words.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) words.push(belowThousand(rest, true));
  return words.join(' ');
}

/**
 * An ordinal number in French words; `feminine` for the first (première).
 * @example frenchOrdinal(1) // 'premier'
 * @example frenchOrdinal(2) // 'deuxième'
 * @example frenchOrdinal(21) // 'vingt et unième'
 * @example frenchOrdinal(80) // 'quatre-vingtième'
 */
export function frenchOrdinal(n: number, feminine = false): string {
  if (n === 1) return feminine ? 'première' : 'premier';
  const cardinal = frenchNumber(n);
  // The last word loses its final e or plural s and takes -ième; cinq → cinquième, neuf → neuvième.
  return cardinal
    .replace(/(cent|vingt)s$/, '$1')
    .replace(/cinq$/, 'cinqu')
    .replace(/neuf$/, 'neuv')
    .replace(/e$/, '')
    .concat('ième');
}
