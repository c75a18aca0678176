/**
 * The quiz's rules that the API and the widgets share (specification,
 * sections 5 and 9): ten verses a game, a nickname of 4 to 12 characters,
 * the timer's mm:ss. Pure; declared once.
 */
import { normalizeSpaces } from './fold.js';

/** Verses (rounds) in a game. */
export const GAME_ROUNDS = 10;
/** Nickname length, in characters, after trimming: "longer than 3 and at most 12". */
export const PSEUDO_MIN_LENGTH = 4;
export const PSEUDO_MAX_LENGTH = 12;
/** Games listed in each table of GET /api/jeu. */
export const GAME_TABLE_SIZE = 10;
/**
 * The most lines of its own a verse the quiz draws has (the lines of a poem:
 * its line breaks and one; Jérémie 33:11, Ésaïe 45:14 and 66:20…), and so
 * the lines of verse the play screen keeps room for, whatever the verse:
 * the books under it then never move (issue 29). Checked against the
 * verses the API draws (tests/api/quiz.test.ts).
 */
export const QUIZ_VERSE_LINES = 9;

/** Texts of the specification (sections 5 and 8) tied to the nickname, and those of the additions. */
export const PSEUDO_MESSAGES = {
  required: 'Pseudo est obligatoire',
  length: 'Pseudo doit avoir plus de 3 et max 12 charactères',
  /** Invisible, blank, stacked or outsized characters would disguise a name in the tables (an addition). */
  characters: 'Pseudo : lettres, chiffres, espaces et ponctuation seulement',
  /** A name of dots, spaces or emoji alone says nothing in a table (an addition). */
  letters: 'Pseudo : au moins 4 lettres ou chiffres',
  /** Letters of several alphabets make look-alikes of another name (an addition). */
  scripts: 'Pseudo : lettres d’un seul alphabet',
} as const;

/**
 * Characters a nickname may not hold: controls, formatting (bidirectional
 * overrides, joiners), the default-ignorable ones a font draws as nothing
 * (Hangul fillers, the combining grapheme joiner), the blank braille
 * pattern, and the ligatures and signs drawn many letters wide (U+FDFD).
 * A variation selector is allowed where it chooses how an emoji is drawn
 * (the emoji ❤️, the keycap 1️⃣), which EMOJI_VARIATION removes first; after
 * anything else it changes nothing a reader sees (« Pa\uFE0Ful » is drawn
 * « Paul »), so it stays and is refused (issue 45).
 */
const FORBIDDEN =
  /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800\uFDF0-\uFDFF\u{12000}-\u{1254F}\u{13000}-\u{1345F}]/u;
const EMOJI_VARIATION = /(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]|(?<=[0-9#*])\uFE0F(?=\u20E3)/gu;
/** A combining mark with no letter under it, or a third one stacked on the same letter. */
const STACKED_MARKS = /^\p{M}|\p{M}{3}/u;
/** Letters and digits: at least PSEUDO_MIN_LENGTH of them. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/**
 * The scripts told apart for look-alikes (UTS #39's "highly restrictive"
 * level): a name's letters are of one of them, or of Han with the scripts
 * written beside it (Japanese kana, Bopomofo, Hangul), Latin allowed with
 * those. A letter of a script not listed counts as one more script of its
 * own, so it may not mix with a listed one.
 */
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko',
  'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam',
  'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Cherokee',
  'Canadian_Aboriginal', 'Tifinagh', 'Coptic', 'Hangul', 'Hiragana', 'Katakana', 'Bopomofo', 'Han',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));
const SCRIPT_COMBINATIONS = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The scripts of a name's letters and digits, Common and Inherited ones (0-9, marks) aside. */
function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text.match(LETTER_OR_DIGIT) ?? []) {
    if (COMMON.test(char)) continue;
    scripts.add(SCRIPTS.find((script) => script.pattern.test(char))?.name ?? 'other');
  }
  return scripts;
}

const singleScript = (scripts: Set<string>) =>
  scripts.size <= 1 || SCRIPT_COMBINATIONS.some((allowed) => [...scripts].every((script) => allowed.has(script)));

/** Whether a character is drawn many letters wide through its compatibility form (U+FDFA). */
const outsized = (text: string) => [...text].some((char) => char.normalize('NFKC').length > 3);

/** The length a reader sees: characters, not UTF-16 units (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/**
 * The nickname as it is kept: folded to its compatibility form (NFKC: an
 * accent typed either way is one name, and the bold, script, fullwidth,
 * circled or superscript forms of a letter or digit are that letter or
 * digit, so « 𝐚𝐝𝐦𝐢𝐧 » is kept and shown as « admin », issue 45), trimmed,
 * inner spaces collapsed.
 * @example normalizePseudo('  Jean   Marc ') // 'Jean Marc'
 * @example normalizePseudo('Ｐａｕｌ') // 'Paul'
 */
export const normalizePseudo = (text: string) => normalizeSpaces(text.normalize('NFKC'));

/** Whether a form of a name holds a character that would disguise it in the tables (PSEUDO_MESSAGES.characters). */
function disguised(text: string): boolean {
  const drawn = text.replace(EMOJI_VARIATION, '');
  return FORBIDDEN.test(drawn) || STACKED_MARKS.test(drawn) || outsized(drawn);
}

/**
 * Why a typed nickname cannot start a game (a message of the specification,
 * or of its additions), or null when it can. The characters are checked as
 * typed (composed) and as kept (normalizePseudo); the length, the letters and
 * the one alphabet as kept, so that the mathematical letters of « Ра𝗎𝗅 »
 * count as the Latin ones they are drawn as.
 * @example pseudoError('  ') // 'Pseudo est obligatoire'
 * @example pseudoError('Léa') // 'Pseudo doit avoir plus de 3 et max 12 charactères'
 * @example pseudoError('Mаrie') // 'Pseudo : lettres d’un seul alphabet' (a Cyrillic а)
 * @example pseudoError('Pa\uFE0Ful') // 'Pseudo : lettres, chiffres, espaces et ponctuation seulement'
 * @example pseudoError('Marie') // null
 */
export function pseudoError(text: string): string | null {
  const pseudo = normalizePseudo(text);
  if (pseudo === '') return PSEUDO_MESSAGES.required;
  if (disguised(normalizeSpaces(text.normalize('NFC'))) || disguised(pseudo)) return PSEUDO_MESSAGES.characters;
  const length = lengthOf(pseudo);
  if (length < PSEUDO_MIN_LENGTH || length > PSEUDO_MAX_LENGTH) return PSEUDO_MESSAGES.length;
  if ((pseudo.match(LETTER_OR_DIGIT) ?? []).length < PSEUDO_MIN_LENGTH) return PSEUDO_MESSAGES.letters;
  return singleScript(scriptsOf(pseudo)) ? null : PSEUDO_MESSAGES.scripts;
}

/**
 * Seconds as the timer shows them, mm:ss (minutes go on past 59).
 * @example formatChrono(75) // '01:15'
 * @example formatChrono(3600) // '60:00'
 */
export function formatChrono(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
