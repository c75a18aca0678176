/**
 * The parameters of the public URLs (the API's paths and the site's routes),
 * each declared once with its parser and its formatter. The API's validators,
 * the typed client, the host's routes and the embeds' links all read values
 * through these, so a rule (what a scope is, how a verse selection is
 * written) is changed in one place.
 *
 * Parsers accept only the canonical form of a value (no sign, no leading
 * zero, no upper case: one address per page) and return null otherwise;
 * `parse(format(v))` gives `v` back. The verse selections and the lists of
 * passages are read in other forms too (`18-16`, `3,1`), which their
 * formatter writes in their one form: the site shows the selection, the
 * API sends a list to its one address (a redirect).
 */
import { BOOK_COUNT, type PassageEnd } from '../canon.js';
import { formatVerseSelection, parseVerseSelection, verseRanges } from '../ranges.js';
import { ANY_NUMBERING, hasChapter, PRODUCT_NUMBERING, readingNumbering, type ReadingNumbering } from '../versification/reading.js';
import { normalizeSpaces } from '../fold.js';
import { searchInputError, type ExactMode } from '../search.js';
import { GAME_ROUNDS, normalizePseudo, pseudoError } from '../game.js';
import { AI_MAX_TOKENS, AI_PROMPT_MAX_LENGTH } from '../ai.js';
import type { Scope } from './types.js';

export interface Param<T> {
  /** The value `text` names (already percent-decoded), or null when it names none. */
  parse(text: string): T | null;
  /** The text of `value` in a URL (before percent-encoding). */
  format(value: T): string;
}

/** A whole number written the canonical way, from 1 to `max`. */
function positive(max: number): Param<number> {
  const digits = String(max).length;
  const pattern = new RegExp(`^[1-9]\\d{0,${digits - 1}}$`);
  return {
    parse: (text) => (pattern.test(text) && Number(text) <= max ? Number(text) : null),
    format: String,
  };
}

/** One of a fixed list of words. */
function oneOf<const T extends string>(values: readonly T[]): Param<T> {
  return {
    parse: (text) => (values.includes(text as T) ? (text as T) : null),
    format: (value) => value,
  };
}

/** A book number, 1 (Genèse) to 66 (Apocalypse). */
export const bookParam: Param<number> = positive(BOOK_COUNT);

/** A chapter number, 1-150 (Psaumes has the most); whether the book has it is the endpoint's check. */
export const chapterParam: Param<number> = positive(150);

/**
 * A chapter's audio file name, `{chapter}.mp3` (spec, section 7:
 * `/mp3/{id}/{chap}.mp3`), with the chapter written as chapterParam writes it.
 * @example chapterFileParam.parse('119.mp3') // 119
 * @example chapterFileParam.format(3) // '3.mp3'
 */
export const chapterFileParam: Param<number> = {
  parse: (text) => (text.endsWith('.mp3') ? chapterParam.parse(text.slice(0, -'.mp3'.length)) : null),
  format: (chapter) => `${chapterParam.format(chapter)}.mp3`,
};

/**
 * A file name of a share image: `{value}.png` with the value written
 * exactly as `param` formats it (a chapter, a verse selection in its
 * compact form), so that each image has one address.
 * @example pngFileParam(chapterParam).parse('3.png') // 3
 * @example pngFileParam(versesParam).parse('16,17.png') // null ('16-17.png' is its address)
 */
export function pngFileParam<T>(param: Param<T>): Param<T> {
  return {
    parse: (text) => {
      if (!text.endsWith('.png')) return null;
      const raw = text.slice(0, -'.png'.length);
      const value = param.parse(raw);
      return value !== null && param.format(value) === raw ? value : null;
    },
    format: (value) => `${param.format(value)}.png`,
  };
}

/** A verse number, 1-176 (Psaume 119 has the most). */
export const verseParam: Param<number> = positive(176);

/** Cross references of a verse answered at most (issue 43): the most a verse has is 97 (Actes 24:25). */
export const REFERENCES_LIMIT_MAX = 100;

/** Cross references of a verse answered without `limite`: the panel's first ones, before « Voir plus ». */
export const REFERENCES_LIMIT_DEFAULT = 10;

/**
 * How many cross references of a verse to answer (`limite`), 1 to
 * REFERENCES_LIMIT_MAX.
 * @example referencesLimitParam.parse('25') // 25
 * @example referencesLimitParam.parse('101') // null
 */
export const referencesLimitParam: Param<number> = positive(REFERENCES_LIMIT_MAX);

/**
 * What a search or a word cloud covers: `atnt` (both testaments), `at`, `nt`
 * or a book number.
 * @example scopeParam.parse('43') // '43'
 * @example scopeParam.parse('043') // null
 */
export const scopeParam: Param<Scope> = {
  parse: (text) => (text === 'atnt' || text === 'at' || text === 'nt' || bookParam.parse(text) !== null ? (text as Scope) : null),
  format: (value) => value,
};

/** The book a scope names, or null for a testament or both. */
export function scopeBook(scope: Scope): number | null {
  return scope === 'atnt' || scope === 'at' || scope === 'nt' ? null : Number(scope);
}

/** Whole words only (`exa`) or inside words too (`nex`). */
export const exactParam: Param<ExactMode> = oneOf(['exa', 'nex']);

/**
 * A verse selection: `16`, `16-18` or a comma list (`1,3-5,9`), as sorted
 * unique verse numbers; formatted in its compact form.
 * @example versesParam.parse('3-5,1') // [1, 3, 4, 5]
 * @example versesParam.format([1, 3, 4, 5]) // '1,3-5'
 */
export const versesParam: Param<readonly number[]> = {
  parse: (text) => {
    const verses = /^[\d,-]+$/.test(text) ? parseVerseSelection(text) : null;
    return verses && verses.length > 0 ? verses : null;
  },
  format: (verses) => formatVerseSelection(verses),
};

/** Passages asked at once of GET /api/passages: what a page's previews ask within a moment. */
export const PASSAGES_MAX = 20;

/**
 * Ranges of verses (`16-18` is one, `1,3-5` two) asked at once of GET
 * /api/passages, over all its passages: two a passage, where the tagger's
 * passages are one range each (issue 45).
 */
export const PASSAGE_RANGES_MAX = 40;

/**
 * Verses asked at once of GET /api/passages, over all its passages, each
 * range cut at its chapter's end and a whole chapter counting all of its
 * verses: PASSAGES_MAX passages of twenty verses (a sermon's references),
 * the longest chapter (Psaume 119, 176 verses) twice (issue 45).
 */
export const PASSAGES_VERSES_MAX = 400;

/**
 * Characters of a list of passages (as decoded from the URL), read before
 * anything else: every list in its one form that the other bounds accept
 * is shorter (459 characters at most: twenty `19.119.` and forty
 * `100-120`-long ranges, with their separators).
 */
export const PASSAGES_TEXT_MAX = 512;

/** Verses of a passage GET /api/passages gives: a preview is a glimpse, its link reads the rest. */
export const PASSAGE_PREVIEW_VERSES = 6;

/**
 * A passage of GET /api/passages: a chapter, or verses of it; or a passage
 * across chapters (issue 44), from its chapter (all of it, or its verses
 * from the first to the chapter's end) `through` a later chapter or a
 * verse of it: « Mt 5–7 » is `40.5-7`, « Gn 1:1-2:3 » `1.1.1-2.3`.
 */
export interface PassageKey {
  book: number;
  chapter: number;
  verses?: readonly number[];
  through?: PassageEnd;
}

/**
 * Why readPassages refuses a list: the bound it passes (its length, its
 * passages, its ranges, its verses), or `notFound`: not a list of
 * passages, or one this Bible lacks (a chapter, or a range that starts
 * past its chapter's end).
 */
export type PassagesRefused = 'tooLong' | 'tooManyPassages' | 'tooManyRanges' | 'tooManyVerses' | 'notFound';

const PASSAGE = /^([^.]+)\.([^.]+)(?:\.([^.]+))?$/;
/** A passage across chapters: `40.5-7` (chapters 5 to 7), `1.1.1-2.3` (Genèse 1:1 to 2:3), `40.5-7.3` (chapter 5 to 7:3). */
const SPAN = /^([^.;]+)\.([^.;,-]+)(?:\.([^.;,-]+))?-([^.;,-]+)(?:\.([^.;,-]+))?$/;

/** How readPassages reads a list: in which numbering, and whether it bounds the verses of the whole. */
export interface PassagesReading {
  /** Where each chapter ends, and which chapters there are (the chapter table by default: Louis Segond 1910). */
  numbering?: ReadingNumbering;
  /** Refuse a list of more than PASSAGES_VERSES_MAX verses (`tooManyVerses`); true by default. */
  countVerses?: boolean;
}

/**
 * A list of passages as GET /api/passages reads it, `{book}.{chapter}[.{verses}]`
 * apart by `;` (verses as versesParam reads them), or why it is refused.
 * Its cost is bounded before any verse is listed: the text's length, then
 * the passages and ranges written, then each range cut at its chapter's end
 * (`19.119.1-999` is 176 verses, not 999), then the verses of the whole.
 * Forms other than the one formatted are read (a leading zero, a range
 * reversed or past the chapter's end, a passage twice: dropped), so that
 * the server can send them to the one address of what they name.
 * Chapters and their ends are a translation's (`numbering`, the chapter
 * table's by default): Darby's Genèse 32 ends at 33 (issue 41).
 * @example readPassages('43.3.18-16;19.23') // [{ book: 43, chapter: 3, verses: [16, 17, 18] }, { book: 19, chapter: 23 }]
 * @example readPassages('43.3.37') // 'notFound' (Jean 3 has 36 verses)
 * @example readPassages('1.32.33', { numbering: readingNumbering('darby') }) // [{ book: 1, chapter: 32, verses: [33] }]
 */
export function readPassages(text: string, { numbering = PRODUCT_NUMBERING, countVerses = true }: PassagesReading = {}): readonly PassageKey[] | PassagesRefused {
  if (text.length > PASSAGES_TEXT_MAX) return 'tooLong';
  const parts = text.split(';');
  if (parts.length > PASSAGES_MAX) return 'tooManyPassages';
  // A span is one range; its end's verse (`1.1.1-2.3`) or chapter (`40.5-7`) is what tells it from a range of verses (`43.3.16-18`).
  const written = parts.map((part) => {
    const span = SPAN.exec(part);
    return span && (span[5] !== undefined || span[3] === undefined) ? { span } : PASSAGE.exec(part);
  });
  let ranges = 0;
  for (const m of written) {
    if (!m) return 'notFound';
    if ('span' in m) ranges += 1;
    else if (m[3] !== undefined) ranges += m[3].split(',').length;
  }
  if (ranges > PASSAGE_RANGES_MAX) return 'tooManyRanges';
  const keys: PassageKey[] = [];
  const seen = new Set<string>();
  let verses = 0;
  for (const m of written as Array<RegExpExecArray | { span: RegExpExecArray }>) {
    if ('span' in m) {
      const key = spanKey(m.span, numbering);
      if (!key) return 'notFound';
      const name = passagesParam.format([key]);
      if (seen.has(name)) continue;
      seen.add(name);
      // What the answer reads of it: its first chapter (its verses there, or all of them).
      verses += key.verses?.length ?? numbering.lastVerse(key.book, key.chapter);
      keys.push(key);
      continue;
    }
    const book = bookParam.parse(m[1]!);
    const chapter = chapterParam.parse(m[2]!);
    if (!book || !chapter || !hasChapter(numbering, book, chapter)) return 'notFound';
    const count = numbering.lastVerse(book, chapter);
    let key: PassageKey = { book, chapter };
    if (m[3] !== undefined) {
      const read = verseRanges(m[3]);
      if (!read) return 'notFound';
      const named = new Uint8Array(count + 1);
      let [low, high] = [count, 1];
      for (const [first, last] of read) {
        if (first > count) return 'notFound';
        named.fill(1, first, Math.min(last, count) + 1);
        [low, high] = [Math.min(low, first), Math.max(high, Math.min(last, count))];
      }
      const list: number[] = [];
      for (let verse = low; verse <= high; verse++) if (named[verse]) list.push(verse);
      key = { book, chapter, verses: list };
    }
    const name = passagesParam.format([key]);
    if (seen.has(name)) continue;
    seen.add(name);
    verses += key.verses?.length ?? count;
    keys.push(key);
  }
  return countVerses && verses > PASSAGES_VERSES_MAX ? 'tooManyVerses' : keys;
}

/**
 * A passage across chapters as written (SPAN's groups), in `numbering`, or
 * null when that numbering lacks it: its end after its start, each chapter
 * and verse one the book has.
 */
function spanKey(m: RegExpExecArray, numbering: ReadingNumbering): PassageKey | null {
  const book = bookParam.parse(m[1]!);
  const chapter = chapterParam.parse(m[2]!);
  const toChapter = chapterParam.parse(m[4]!);
  if (!book || !chapter || !toChapter || toChapter <= chapter || !hasChapter(numbering, book, toChapter)) return null;
  const count = numbering.lastVerse(book, chapter);
  const toVerse = m[5] === undefined ? undefined : verseParam.parse(m[5]);
  if (toVerse === null || (toVerse !== undefined && toVerse > numbering.lastVerse(book, toChapter))) return null;
  // `40.5-7.3`: the whole of chapter 5, then on to 7:3.
  const first = m[3] === undefined ? undefined : verseParam.parse(m[3]);
  if (first === null || (first !== undefined && first > count)) return null;
  const through: PassageEnd = toVerse === undefined ? { chapter: toChapter } : { chapter: toChapter, verse: toVerse };
  return first === undefined ? { book, chapter, through } : { book, chapter, verses: Array.from({ length: count - first + 1 }, (_, i) => first + i), through };
}

/**
 * A list already read (passagesParam) read again in a translation's
 * numbering, with every bound: what GET /api/passages answers in that
 * translation (its check), and the list's one address there.
 * @example passagesIn(passagesParam.parse('1.32.1-99')!, 'lsg') // [{ book: 1, chapter: 32, verses: [1, …, 32] }]
 * @example passagesIn(passagesParam.parse('1.32.33')!, 'lsg') // 'notFound': Darby's Genèse 32 has a verse 33, Segond's does not
 */
export function passagesIn(keys: readonly PassageKey[], translation: string | undefined): readonly PassageKey[] | PassagesRefused {
  return readPassages(passagesParam.format(keys), { numbering: readingNumbering(translation) });
}

/**
 * Passages, as GET /api/passages names them: `{book}.{chapter}[.{verses}]`
 * (verses as versesParam writes them), apart by `;`, within the bounds
 * above (readPassages). Formatted, a list has one form, its address: each
 * range within its chapter, verses in their compact form, each passage once.
 *
 * A path is read before its query names the translation, so the list is
 * read here in the widest numbering (ANY_NUMBERING: a chapter or verse some
 * translation has), its whole number of verses not yet bounded; the
 * endpoint's check reads it again in its translation's (passagesIn), every
 * bound included.
 * @example passagesParam.parse('43.3.16-18;19.23') // [{ book: 43, chapter: 3, verses: [16, 17, 18] }, { book: 19, chapter: 23 }]
 * @example passagesParam.format(passagesParam.parse('43.3.18-16,017')!) // '43.3.16-18'
 * @example passagesParam.parse('1.1.1-2.3') // [{ book: 1, chapter: 1, verses: [1, …, 31], through: { chapter: 2, verse: 3 } }]
 */
export const passagesParam: Param<readonly PassageKey[]> = {
  parse: (text) => {
    const read = readPassages(text, { numbering: ANY_NUMBERING, countVerses: false });
    return typeof read === 'string' ? null : read;
  },
  format: (keys) =>
    keys
      .map(({ book, chapter, verses, through }) => {
        if (through) return `${book}.${chapter}${verses ? `.${verses[0]}` : ''}-${through.chapter}${through.verse === undefined ? '' : `.${through.verse}`}`;
        return `${book}.${chapter}${verses ? `.${versesParam.format(verses)}` : ''}`;
      })
      .join(';'),
};

/**
 * Whether GET /api/passages answers `keys` in one request as they are,
 * without a refusal or a redirect: within every bound, in their one form,
 * in the numbering of `translation` (the default's when absent).
 * What a client fills its requests with (the tagger's preview).
 * @example fitsPassagesRequest([{ book: 19, chapter: 119 }, { book: 4, chapter: 7 }, { book: 42, chapter: 1 }, { book: 19, chapter: 78 }]) // false: 417 verses
 */
export function fitsPassagesRequest(keys: readonly PassageKey[], translation?: string): boolean {
  if (keys.length === 0) return false;
  const text = passagesParam.format(keys);
  const read = readPassages(text, { numbering: readingNumbering(translation) });
  return typeof read !== 'string' && passagesParam.format(read) === text;
}

/** A month, 1-12. */
export const monthParam: Param<number> = positive(12);

/** A day of a month, 1-31 (whether the month has it is the endpoint's check). */
export const dayParam: Param<number> = positive(31);

/** A year of four digits. */
export const yearParam: Param<number> = {
  parse: (text) => (/^[1-9]\d{3}$/.test(text) ? Number(text) : null),
  format: String,
};

/** A theme's id. */
export const themeIdParam: Param<number> = positive(999_999);

/**
 * A theme image's file name, `{slug}.svg`, the slug in lower-case letters
 * and hyphens; whether a theme has that slug is the route's own check.
 * @example themeImageFileParam.parse('paix.svg') // 'paix'
 * @example themeImageFileParam.format('esperance') // 'esperance.svg'
 */
export const themeImageFileParam: Param<string> = {
  parse: (text) => /^([a-z]+(?:-[a-z]+)*)\.svg$/.exec(text)?.[1] ?? null,
  format: (slug) => `${slug}.svg`,
};

/**
 * A searched word or phrase, its spaces collapsed; refused as the search
 * box refuses it (searchInputError: a reference, too long, too short).
 * @example searchWordParam.parse(' Dieu  amour ') // 'Dieu amour'
 */
export const searchWordParam: Param<string> = {
  parse: (text) => (searchInputError(text) === null ? normalizeSpaces(text) : null),
  format: (word) => word,
};

/** A game's id (the quiz). */
export const gameIdParam: Param<number> = positive(2_147_483_647);

/** A round of a game, 1 to 10 (the spec's `essai`, attempt number). */
export const attemptParam: Param<number> = positive(GAME_ROUNDS);

/**
 * A player's nickname, trimmed and its spaces collapsed; refused as the
 * nickname input refuses it (pseudoError).
 * @example pseudoParam.parse(' Marie ') // 'Marie'
 * @example pseudoParam.parse('Léa') // null
 */
export const pseudoParam: Param<string> = {
  parse: (text) => (pseudoError(text) === null ? normalizePseudo(text) : null),
  format: (pseudo) => pseudo,
};

/**
 * The secret that binds a game to the device that started it (the game's
 * `jeton`): 43 characters of base64url, 256 random bits.
 */
export const gameTokenParam: Param<string> = {
  parse: (text) => (/^[A-Za-z0-9_-]{43}$/.test(text) ? text : null),
  format: (token) => token,
};

/** Control characters, which no name or request of ours holds. */
const CONTROL = /[\p{Cc}]/u;

/** The longest account name a login reads (the login form's field holds no more). */
export const LOGIN_NAME_MAX_LENGTH = 64;
/** The longest password a login reads (the login form's field holds no more). */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * An account's name as typed at login: trimmed, 1 to LOGIN_NAME_MAX_LENGTH
 * characters, no control character.
 * @example loginNameParam.parse(' paul ') // 'paul'
 */
export const loginNameParam: Param<string> = {
  parse: (text) => {
    const name = text.trim();
    return name.length >= 1 && name.length <= LOGIN_NAME_MAX_LENGTH && !CONTROL.test(name) ? name : null;
  },
  format: (name) => name,
};

/** A password as typed: kept as it is (never trimmed), 1 to PASSWORD_MAX_LENGTH characters. */
export const passwordParam: Param<string> = {
  parse: (text) => (text.length >= 1 && text.length <= PASSWORD_MAX_LENGTH ? text : null),
  format: (password) => password,
};

/** The chapter of an AI request: 0 for the whole book, else a chapter number. */
export const aiChapterParam: Param<number> = {
  parse: (text) => (text === '0' ? 0 : chapterParam.parse(text)),
  format: String,
};

/** The `maxtokens` of an AI request: 1 to AI_MAX_TOKENS. */
export const maxTokensParam: Param<number> = positive(AI_MAX_TOKENS);

/** The request of an AI call (`pre`): 1 to AI_PROMPT_MAX_LENGTH characters, not only spaces. */
export const aiPromptParam: Param<string> = {
  parse: (text) => (text.trim() !== '' && text.length <= AI_PROMPT_MAX_LENGTH ? text : null),
  format: (prompt) => prompt,
};

/**
 * A model's id as providers write them (`openai/gpt-oss-120b`); whether the
 * server offers it is the server's configuration.
 */
export const aiModelParam: Param<string> = {
  parse: (text) => (/^[\w.:/-]{1,100}$/.test(text) ? text : null),
  format: (model) => model,
};

/**
 * The shape of a translation's id (`lsg`, `darby`, `martin`; an operator's
 * own, configured): a lower-case letter, then 1 to 15 lower-case letters or
 * digits. The configuration refuses any other id, so that an id is safe in a
 * URL, a cache key and a table's name.
 */
export const TRANSLATION_ID_PATTERN = /^[a-z][a-z0-9]{1,15}$/;

/**
 * A translation's id, the `traduction` of the API's reads (issue 41): its
 * shape only (TRANSLATION_ID_PATTERN); which ids a server has is its
 * configuration, checked by its routes (docs/decisions/translations.md,
 * "Validating an id").
 * @example translationParam.parse('darby') // 'darby'
 * @example translationParam.parse('Darby') // null
 */
export const translationParam: Param<string> = {
  parse: (text) => (TRANSLATION_ID_PATTERN.test(text) ? text : null),
  format: (id) => id,
};

/** The translations a parallel view shows at most (issue 42): three columns still read on a laptop. */
export const PARALLEL_MAX = 3;

/**
 * Two or three distinct translations in order, comma-separated (`lsg,darby`):
 * the `traductions` of a parallel chapter (issue 42), the first giving its
 * numbering. Each id is checked for its shape only, as translationParam.
 * @example translationListParam.parse('lsg,darby') // ['lsg', 'darby']
 * @example translationListParam.parse('lsg') // null
 */
export const translationListParam: Param<readonly string[]> = {
  parse: (text) => {
    const ids = text.split(',');
    return ids.length > 1 && ids.length <= PARALLEL_MAX && new Set(ids).size === ids.length && ids.every((id) => TRANSLATION_ID_PATTERN.test(id)) ? ids : null;
  },
  format: (ids) => ids.join(','),
};
