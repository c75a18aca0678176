import { describe, expect, it } from 'vitest';
import { formatChapterCopy, formatSelectionCopy, highlightDivineNames, htmlToText } from './display.js';

describe('highlightDivineNames', () => {
  it('wraps divine names in text, never inside tags', () => {
    expect(highlightDivineNames('<span class="wj">Car Dieu a tant aimé</span>')).toBe(
      '<span class="wj">Car <span class="dieu">Dieu</span> a tant aimé</span>',
    );
  });

  it('matches whole names only, with elision and compounds', () => {
    expect(highlightDivineNames('l’Éternel, Jésus-Christ et les dieux; Dieux')).toBe(
      'l’<span class="dieu">Éternel</span>, <span class="dieu">Jésus-Christ</span> et les dieux; Dieux',
    );
  });

  it('leaves text without divine names unchanged', () => {
    expect(highlightDivineNames('Au commencement')).toBe('Au commencement');
  });
});

describe('htmlToText', () => {
  it('drops tags, turns <br> into spaces and decodes entities', () => {
    expect(htmlToText('<span class="wj">a &amp; b</span><br>c &lt;d&gt;')).toBe('a & b c <d>');
  });
});

describe('copy formats', () => {
  const verses = [
    { verset: 17, texte: 'Dieu, en effet…' },
    { verset: 16, texte: '<span class="wj">Car Dieu a tant aimé le monde…</span>' },
  ];

  it('puts the reference in brackets after the selected text', () => {
    expect(formatSelectionCopy('Jean', 3, verses)).toBe('Car Dieu a tant aimé le monde… Dieu, en effet… (Jean 3:16-17)');
  });

  it('heads a chapter copy with the reference and the translation name', () => {
    expect(formatChapterCopy('Jean', 3, 'Louis Segond 1910', verses)).toBe(
      'Jean 3 (Louis Segond 1910)\n16 Car Dieu a tant aimé le monde…\n17 Dieu, en effet…',
    );
  });
});
