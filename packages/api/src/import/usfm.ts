/**
 * USFM parser for one book: verse text as safe HTML and section headings,
 * numbered as in the source (versification mapping comes after, in
 * versification.ts).
 *
 * It knows every marker of the shipped source and a few common siblings, and
 * throws on any other: a marker it does not understand would otherwise leak
 * into the text or silently drop a verse.
 *
 * What becomes what:
 * - `\v N` opens verse N; its text runs until the next `\v` or `\c`, across
 *   paragraph and poetry markers, and around headings (a heading may stand in
 *   the middle of a verse, e.g. Néhémie 7:73).
 * - `\q` starting inside a verse → `<br>`; `\p \m \pi \nb \b` → a space.
 * - `\wj` → `<span class="wj">`, `\it` → `<i>`, `\ord` → `<sup>`,
 *   `\qs` → `<span class="qs">`; as USFM says, a paragraph marker closes them,
 *   and a style still open at a verse boundary is closed and reopened so that
 *   each verse is well-formed HTML on its own.
 * - `\x … \x*` and `\f … \f*` (cross references, footnotes) are removed.
 * - `\s`, `\s1`…, `\ms1`, `\ms2` are headings; a heading is attached to the
 *   next verse that starts after it in the book (the verse it comes before).
 * - Everything else is not verse text: book titles and table of contents
 *   (`\h \toc \mt \mte`), introductions (`\i…`, `\ior`, tables `\tr \th \tc`),
 *   `\rem`, `\periph`, `\sd`, parallel passages `\r` and `\mr` (a reference
 *   range such as "Ch. 1 à 11: 9. (Ac 17:24-28.)", not a heading).
 */
import type { Heading } from '@parole/bible';
import { escapeHtml } from './html.js';

export type HeadingLevel = Heading['niveau'];

/** A verse as numbered in the source. */
export interface SourceVerse {
  chapter: number;
  verse: number;
  /** Safe HTML (see html.ts). */
  html: string;
  /** Line of the `\v` marker, for error messages. */
  line: number;
}

/** A heading shown before verse `beforeVerse` of `chapter` (source numbering). */
export interface SourceHeading {
  chapter: number;
  beforeVerse: number;
  level: HeadingLevel;
  /** Plain text (not HTML). */
  text: string;
  line: number;
}

export interface ParsedBook {
  /** USFM book code of the `\id` line ("JHN"). */
  code: string;
  /** In source order. */
  verses: SourceVerse[];
  /** In source order. */
  headings: SourceHeading[];
}

type Kind =
  | 'id' // \id CODE …
  | 'chapter' // \c N
  | 'verse' // \v N
  | 'paragraph' // verse text continues
  | 'heading' // section heading
  | 'skip' // a paragraph that is not verse text
  | 'style' // character style kept as HTML
  | 'note' // removed with its content up to the closing marker
  | 'noteChar' // inside a note only
  | 'introChar'; // inside skipped paragraphs only

/** Markers by name without their numeric level ("q1" → "q", "toc2" → "toc"). */
const KINDS: Record<string, Kind> = {
  id: 'id',
  c: 'chapter',
  v: 'verse',
  p: 'paragraph',
  m: 'paragraph',
  pi: 'paragraph',
  nb: 'paragraph',
  q: 'paragraph',
  b: 'paragraph',
  s: 'heading',
  ms: 'heading',
  ide: 'skip',
  h: 'skip',
  toc: 'skip',
  mt: 'skip',
  mte: 'skip',
  imt: 'skip',
  ip: 'skip',
  ipi: 'skip',
  io: 'skip',
  is: 'skip',
  iq: 'skip',
  ib: 'skip',
  ie: 'skip',
  rem: 'skip',
  periph: 'skip',
  tr: 'skip',
  sd: 'skip',
  r: 'skip',
  mr: 'skip',
  cl: 'skip',
  wj: 'style',
  it: 'style',
  ord: 'style',
  qs: 'style',
  x: 'note',
  f: 'note',
  xo: 'noteChar',
  xt: 'noteChar',
  xq: 'noteChar',
  fr: 'noteChar',
  ft: 'noteChar',
  fq: 'noteChar',
  fqa: 'noteChar',
  fk: 'noteChar',
  ior: 'introChar',
  th: 'introChar',
  tc: 'introChar',
};

const STYLE_TAGS: Record<string, readonly [open: string, close: string]> = {
  wj: ['<span class="wj">', '</span>'],
  it: ['<i>', '</i>'],
  ord: ['<sup>', '</sup>'],
  qs: ['<span class="qs">', '</span>'],
};

/** A marker: `\name`, `\+name` (nested style) or `\name*` (closing); anything else after `\` is an error. */
const MARKER = /\\(?:\+?([a-z][a-z0-9]*)(\*)?)?/g;

/** Verse text being built. Whitespace is kept as found and normalised once at the end. */
class VerseBuilder {
  private html = '';
  private readonly open: string[] = [];
  private hasText = false;
  private pendingBreak = false;

  constructor(
    readonly chapter: number,
    readonly verse: number,
    readonly line: number,
    carried: readonly string[],
  ) {
    for (const style of carried) this.openStyle(style);
  }

  text(raw: string): void {
    if (raw.trim() === '') {
      this.html += raw;
      return;
    }
    this.flushBreak();
    this.html += escapeHtml(raw);
    this.hasText = true;
  }

  /** A poetry line starts: a line break, written only if more text of this verse follows. */
  lineBreak(): void {
    if (this.hasText) this.pendingBreak = true;
  }

  openStyle(name: string): void {
    this.flushBreak();
    this.html += STYLE_TAGS[name][0];
    this.open.push(name);
  }

  /** Closes `name` if open (with anything opened inside it); false when it is not open. */
  closeStyle(name: string): boolean {
    const at = this.open.lastIndexOf(name);
    if (at < 0) return false;
    while (this.open.length > at) this.html += STYLE_TAGS[this.open.pop()!][1];
    return true;
  }

  /** Closes every open style (a paragraph ends); returns them, outermost first. */
  closeAll(): string[] {
    const was = [...this.open];
    if (was.length > 0) this.closeStyle(was[0]);
    return was;
  }

  finish(): SourceVerse {
    this.closeAll();
    // One space between words; a space at the inner edge of a tag moves
    // outside it ("<i> roi </i>" → " <i>roi</i> "), none around <br>.
    const html = this.html
      .replace(/[ \t\r\n]+/g, ' ')
      .replace(/ ((?:<\/(?:span|i|sup)>)+)/g, '$1 ')
      .replace(/((?:<(?:span class="\w+"|i|sup)>)+) /g, ' $1')
      .replace(/ {2,}/g, ' ')
      .replace(/ ?<br> ?/g, '<br>')
      .trim();
    return { chapter: this.chapter, verse: this.verse, html, line: this.line };
  }

  private flushBreak(): void {
    if (!this.pendingBreak) return;
    this.html += '<br>';
    this.pendingBreak = false;
  }
}

function headingLevel(name: string, level: string): HeadingLevel | undefined {
  if (name === 's') return 's';
  if (name === 'ms' && (level === '' || level === '1')) return 'ms1';
  if (name === 'ms' && level === '2') return 'ms2';
  return undefined;
}

/**
 * Parses the USFM text of one book. `fileName` is only used in error messages.
 * Throws on an unknown marker, text outside a verse, an unclosed note, a
 * non-numeric chapter or verse number, or a heading with no verse after it.
 *
 * @example
 * parseUsfmBook('\\id JHN\n\\c 3\n\\s Titre\n\\p\n\\v 16 Car \\wj Dieu\\wj*', 'JHN.usfm')
 * // { code: 'JHN', verses: [{ chapter: 3, verse: 16, html: 'Car <span class="wj">Dieu</span>', line: 5 }],
 * //   headings: [{ chapter: 3, beforeVerse: 16, level: 's', text: 'Titre', line: 3 }] }
 */
export function parseUsfmBook(source: string, fileName: string): ParsedBook {
  const verses: SourceVerse[] = [];
  const headings: SourceHeading[] = [];
  let code: string | undefined;
  let chapter = 0;
  let verse: VerseBuilder | undefined;
  /** What plain text means right now. */
  let mode: 'none' | 'id' | 'text' | 'heading' | 'skip' = 'skip';
  let heading: { level: HeadingLevel; text: string; line: number } | undefined;
  /** Headings waiting for the next verse. */
  let waiting: Array<Omit<SourceHeading, 'chapter' | 'beforeVerse'>> = [];
  let note: { name: string; line: number } | undefined;

  // Line numbers for messages, counted forward as the scan advances.
  let lineAt = 0;
  let line = 1;
  const lineOf = (index: number): number => {
    for (; lineAt < index; lineAt++) if (source.charCodeAt(lineAt) === 10) line++;
    return line;
  };
  const fail: (index: number, message: string) => never = (index, message) => {
    throw new Error(`${fileName} line ${lineOf(index)}: ${message}`);
  };

  const endHeading = (): void => {
    if (!heading) return;
    const text = heading.text.replace(/\s+/g, ' ').trim();
    if (text) waiting.push({ level: heading.level, text, line: heading.line });
    heading = undefined;
  };
  /** Ends the open verse; returns the styles it left open. */
  const endVerse = (): string[] => {
    if (!verse) return [];
    const carried = verse.closeAll();
    verses.push(verse.finish());
    verse = undefined;
    return carried;
  };

  const onText = (text: string, index: number): void => {
    if (text === '' || note) return;
    switch (mode) {
      case 'id':
        code = text.trim().split(/\s+/)[0];
        mode = 'skip';
        return;
      case 'heading':
        heading!.text += text;
        return;
      case 'skip':
        return;
      case 'text':
        if (verse) verse.text(text);
        else if (text.trim() !== '') fail(index, `text outside a verse: ${JSON.stringify(text.trim().slice(0, 40))}`);
        return;
      case 'none':
        if (text.trim() !== '') fail(index, `unexpected text ${JSON.stringify(text.trim().slice(0, 40))}`);
    }
  };

  /** Reads the number after \c or \v and returns the index after it. */
  const readNumber = (from: number, what: string): [number, number] => {
    const m = /^[ \t]*(\S+)[ \t]*(?:\r?\n)?/.exec(source.slice(from, from + 32));
    if (!m || !/^[1-9]\d*$/.test(m[1])) {
      fail(from, `${what} number ${JSON.stringify(m?.[1] ?? '')} is not a positive integer (verse bridges are not supported)`);
    }
    return [Number(m[1]), from + m[0].length];
  };

  let pos = 0;
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(source); m; m = MARKER.exec(source)) {
    onText(source.slice(pos, m.index), pos);
    const at = m.index;
    let end = at + m[0].length;
    if (m[1] === undefined) fail(at, 'stray backslash');
    const full = m[1];
    const closing = m[2] === '*';
    const [, name, markerLevel] = /^([a-z]+?)(\d*)$/.exec(full)!;
    const kind = KINDS[name];
    if (!kind) fail(at, `unknown USFM marker \\${full}${closing ? '*' : ''}`);

    if (note) {
      if (closing && name === note.name) note = undefined;
      else if (kind !== 'noteChar' && kind !== 'style') fail(at, `\\${full} inside the note \\${note.name} opened on line ${note.line} (missing \\${note.name}*?)`);
      pos = end;
      MARKER.lastIndex = end;
      continue;
    }

    // The single space or line end after an opening marker separates it from its text.
    if (!closing && /[ \t]/.test(source[end] ?? '')) end++;
    else if (!closing && source.startsWith('\r\n', end)) end += 2;
    else if (!closing && source[end] === '\n') end++;

    if (closing) {
      if (kind === 'style') {
        if (mode === 'text' && verse && !verse.closeStyle(name)) fail(at, `\\${full}* closes nothing`);
      } else if (kind === 'note') {
        fail(at, `\\${full}* closes no open note`);
      } else if (kind !== 'introChar' || mode !== 'skip') {
        fail(at, `unexpected closing marker \\${full}*`);
      }
      pos = end;
      MARKER.lastIndex = end;
      continue;
    }

    switch (kind) {
      case 'id':
        if (code !== undefined) fail(at, 'a second \\id line');
        mode = 'id';
        break;
      case 'chapter': {
        endHeading();
        endVerse();
        const [n, next] = readNumber(end, 'chapter');
        if (n <= chapter) fail(at, `chapter ${n} after chapter ${chapter}`);
        chapter = n;
        end = next;
        mode = 'none';
        break;
      }
      case 'verse': {
        endHeading();
        if (chapter === 0) fail(at, 'verse before the first chapter');
        const carried = endVerse();
        const [n, next] = readNumber(end, 'verse');
        end = next;
        verse = new VerseBuilder(chapter, n, lineOf(at), carried);
        for (const h of waiting) headings.push({ chapter, beforeVerse: n, ...h });
        waiting = [];
        mode = 'text';
        break;
      }
      case 'paragraph':
        endHeading();
        verse?.closeAll();
        if (name === 'q') verse?.lineBreak();
        // A paragraph marker before any chapter (an introduction written with \p) is not verse text.
        mode = chapter === 0 ? 'skip' : 'text';
        break;
      case 'heading': {
        endHeading();
        const level = headingLevel(name, markerLevel);
        if (!level) fail(at, `unsupported heading level \\${full}`);
        verse?.closeAll();
        // A heading before the first chapter belongs to an introduction.
        if (chapter === 0) {
          mode = 'skip';
          break;
        }
        heading = { level, text: '', line: lineOf(at) };
        mode = 'heading';
        break;
      }
      case 'skip':
        endHeading();
        verse?.closeAll();
        mode = 'skip';
        break;
      case 'style':
        if (mode === 'text' && verse) verse.openStyle(name);
        else if (mode === 'text' || mode === 'none') fail(at, `\\${full} outside a verse`);
        // In headings and skipped paragraphs the text is kept (or dropped) without the style.
        break;
      case 'note':
        note = { name, line: lineOf(at) };
        break;
      case 'noteChar':
        fail(at, `\\${full} outside a note`);
        break;
      case 'introChar':
        if (mode !== 'skip') fail(at, `\\${full} outside an introduction or table`);
        break;
    }
    pos = end;
    MARKER.lastIndex = end;
  }
  onText(source.slice(pos), pos);
  if (note) fail(source.length, `note \\${note.name} opened on line ${note.line} is never closed`);
  endHeading();
  endVerse();
  if (code === undefined) throw new Error(`${fileName}: no \\id line`);
  if (waiting.length > 0) {
    throw new Error(`${fileName} line ${waiting[0].line}: heading "${waiting[0].text}" has no verse after it`);
  }
  return { code, verses, headings };
}
