import { describe, expect, it } from 'vitest';
import { parseUsfmBook } from './usfm.js';

/** A book from USFM lines. */
const parse = (...lines: string[]) => parseUsfmBook(['\\id TST test book', ...lines].join('\n'), 'TST.usfm');
const texts = (...lines: string[]) => parse(...lines).verses.map((v) => v.html);

describe('parseUsfmBook', () => {
  describe('verse text', () => {
    it('reads the book code and numbers verses by chapter', () => {
      const book = parse('\\c 1', '\\p', '\\v 1 Un.', '\\v 2 Deux.', '\\c 2', '\\p', '\\v 1 Trois.');
      expect(book.code).toBe('TST');
      expect(book.verses.map((v) => [v.chapter, v.verse, v.html])).toEqual([
        [1, 1, 'Un.'],
        [1, 2, 'Deux.'],
        [2, 1, 'Trois.'],
      ]);
    });

    it('writes words of Jesus, italics, ordinals and Selah as the allowed tags', () => {
      expect(
        texts('\\c 1', '\\p', '\\v 1 Il dit: \\wj Venez à moi.\\wj* Le \\it roi\\it* Darius 1\\ord er\\ord* \\qs — Pause.\\qs*'),
      ).toEqual(['Il dit: <span class="wj">Venez à moi.</span> Le <i>roi</i> Darius 1<sup>er</sup> <span class="qs">— Pause.</span>']);
    });

    it('removes cross references and footnotes with everything inside them', () => {
      expect(
        texts('\\c 1', '\\p', '\\v 1 Et \\x + \\xo 1:1 \\xt Ps 26:4. \\x*qui ne s’assied pas\\f + \\fr 1:1 \\ft note\\f*.'),
      ).toEqual(['Et qui ne s’assied pas.']);
    });

    it('keeps spaces outside tags and collapses white space', () => {
      expect(texts('\\c 1', '\\p', '\\v 1 Le  \\it roi \\it*\\wj  dit\\wj*', 'ceci.')).toEqual(['Le <i>roi</i> <span class="wj">dit</span> ceci.']);
    });

    it('escapes the text as HTML', () => {
      expect(texts('\\c 1', '\\p', '\\v 1 a < b & c > d')).toEqual(['a &lt; b &amp; c &gt; d']);
    });

    it('turns a poetry line starting inside a verse into <br>, but not one before the verse or after its end', () => {
      expect(
        texts('\\c 1', '\\q', '\\v 1 Heureux l’homme,', '\\q Qui ne s’arrête pas,', '\\q', '\\v 2 Mais qui trouve', '\\q Et médite.'),
      ).toEqual(['Heureux l’homme,<br>Qui ne s’arrête pas,', 'Mais qui trouve<br>Et médite.']);
    });

    it('joins a paragraph break inside a verse with a space', () => {
      expect(texts('\\c 1', '\\p', '\\v 9 Les commandements:', '\\pi Tu ne tueras point.', '\\m', '\\v 10 L’amour.')).toEqual([
        'Les commandements: Tu ne tueras point.',
        'L’amour.',
      ]);
    });

    it('closes a style left open at a verse boundary and reopens it in the next verse', () => {
      expect(texts('\\c 1', '\\p', '\\v 1 \\wj Allez,', '\\v 2 et enseignez.\\wj* Amen')).toEqual([
        '<span class="wj">Allez,</span>',
        '<span class="wj">et enseignez.</span> Amen',
      ]);
    });

    it('keeps introductions, titles, parallel passages and end matter out of the verses', () => {
      const book = parse(
        '\\h TEST',
        '\\toc1 Livre de test',
        '\\mt1 LIVRE DE TEST',
        '\\imt1 INTRODUCTION',
        '\\ip Une introduction avec \\it italique\\it* et 1\\ord er\\ord*.',
        '\\io1 1. Début \\ior 1:1-2\\ior*',
        '\\tr \\th1 Col: \\th2 Ép:',
        '\\tr \\tc1 a \\tc2 b',
        '\\rem Table |name="1"|',
        '\\ie',
        '\\c 1',
        '\\r V. 1-2: cf. Jn 1:1.',
        '\\p',
        '\\v 1 Au commencement.',
        '\\sd3',
        '\\mte7 FIN',
        '\\h ~',
        '\\mte9 ~',
      );
      expect(book.verses.map((v) => v.html)).toEqual(['Au commencement.']);
      expect(book.headings).toEqual([]);
    });
  });

  describe('headings', () => {
    it('attaches \\s, \\ms1 and \\ms2 to the verse that follows, and drops the \\mr reference range', () => {
      const book = parse(
        '\\c 1',
        '\\ms1 LES TEMPS ANCIENS',
        '\\ms2 DEPUIS LA CRÉATION',
        '\\mr Ch. 1 à 11: 9. (Ac 17:24-28.)',
        '\\s Création du monde',
        '\\p',
        '\\v 1 Au commencement.',
        '\\v 2 La terre.',
        '\\s1 Le sabbat',
        '\\p',
        '\\v 3 Dieu dit.',
      );
      expect(book.headings.map(({ chapter, beforeVerse, level, text }) => ({ chapter, beforeVerse, level, text }))).toEqual([
        { chapter: 1, beforeVerse: 1, level: 'ms1', text: 'LES TEMPS ANCIENS' },
        { chapter: 1, beforeVerse: 1, level: 'ms2', text: 'DEPUIS LA CRÉATION' },
        { chapter: 1, beforeVerse: 1, level: 's', text: 'Création du monde' },
        { chapter: 1, beforeVerse: 3, level: 's', text: 'Le sabbat' },
      ]);
    });

    it('leaves the verse whole when a heading stands in its middle, and attaches the heading to the next verse', () => {
      // Genèse 29:14 in LSG 1910.
      const book = parse('\\c 29', '\\p', '\\v 14 Et Laban lui dit.', '\\s Léa et Rachel', '\\p Jacob demeura.', '\\v 15 Puis Laban.');
      expect(book.verses.map((v) => v.html)).toEqual(['Et Laban lui dit. Jacob demeura.', 'Puis Laban.']);
      expect(book.headings.map((h) => [h.chapter, h.beforeVerse, h.text])).toEqual([[29, 15, 'Léa et Rachel']]);
    });

    it('attaches a heading written before \\c to verse 1 of the next chapter (Néhémie 7:73)', () => {
      const book = parse(
        '\\c 7',
        '\\p',
        '\\v 73 Tout Israël s’établit dans ses villes.',
        '\\s Lecture solennelle de la loi',
        '\\p Le septième mois arriva.',
        '\\c 8',
        '\\p',
        '\\v 1 Alors tout le peuple.',
      );
      expect(book.verses[0].html).toBe('Tout Israël s’établit dans ses villes. Le septième mois arriva.');
      expect(book.headings.map((h) => [h.chapter, h.beforeVerse])).toEqual([[8, 1]]);
    });

    it('removes notes from headings', () => {
      expect(parse('\\c 1', '\\s Titre\\x + \\xo 1 \\xt Ps 1.\\x*', '\\p', '\\v 1 Texte.').headings[0].text).toBe('Titre');
    });
  });

  describe('refusals', () => {
    it.each([
      ['an unknown marker', ['\\c 1', '\\p', '\\v 1 Un \\nd Seigneur\\nd*.'], /TST\.usfm line 4: unknown USFM marker \\nd/],
      ['a stray backslash', ['\\c 1', '\\p', '\\v 1 Un \\ deux.'], /line 4: stray backslash/],
      ['text outside a verse', ['\\c 1', '\\p Texte sans verset.'], /line 3: text outside a verse/],
      ['an unclosed note', ['\\c 1', '\\p', '\\v 1 Un \\x + \\xo 1:1 \\xt Ps 1.', '\\v 2 Deux.'], /inside the note \\x opened on line 4/],
      ['a verse bridge', ['\\c 1', '\\p', '\\v 1-2 Un et deux.'], /verse number "1-2" is not a positive integer/],
      ['a chapter going backwards', ['\\c 2', '\\p', '\\v 1 Un.', '\\c 1'], /chapter 1 after chapter 2/],
      ['a heading with no verse after it', ['\\c 1', '\\p', '\\v 1 Un.', '\\s Orphelin'], /heading "Orphelin" has no verse after it/],
      ['a closing marker that closes nothing', ['\\c 1', '\\p', '\\v 1 Un.\\wj*'], /\\wj\* closes nothing/],
    ])('throws on %s, naming the file and line', (_, lines, message) => {
      expect(() => parse(...lines)).toThrow(message);
    });

    it('throws when the \\id line is missing', () => {
      expect(() => parseUsfmBook('\\c 1\n\\p\n\\v 1 Un.', 'X.usfm')).toThrow(/X\.usfm: no \\id line/);
    });
  });
});
