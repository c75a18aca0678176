import { describe, expect, it } from 'vitest';
import { markTextSigns, textSigns } from './signs.js';

// Darby's Genèse 14:19 and 32:2, as the text has them (../shared/bible/darby).
const STAR = 'et il le bénit, et dit : Béni soit Abram de par le ✶Dieu Très-haut, possesseur des cieux et de la terre !';
const RENUMBERED = '*Et Jacob alla son chemin. Et les anges de Dieu le rencontrèrent ;';

describe('Darby’s signs (issue 41)', () => {
  it('raises the opening * of a verse numbered otherwise, and says what it means on it', () => {
    const html = markTextSigns(RENUMBERED);
    expect(html).toMatch(/^<sup class="sign sign-renumbered" title="verset numéroté autrement dans d’autres éditions" aria-hidden="true">\*<\/sup>Et Jacob/);
  });

  it('raises each ✶ before its word', () => {
    const html = markTextSigns(STAR);
    expect(html).toContain('le <sup class="sign sign-star" title="devant « Dieu », l’hébreu El');
    expect(html).toContain('aria-hidden="true">✶</sup>Dieu Très-haut');
  });

  it('leaves a text without them, and a * inside a verse, as they are', () => {
    expect(markTextSigns('Car Dieu a tant aimé le monde')).toBe('Car Dieu a tant aimé le monde');
    expect(markTextSigns('un * au milieu')).toBe('un * au milieu');
  });

  it('lists the signs of a chapter for its legend, brackets only beside Darby’s own signs', () => {
    expect(textSigns([RENUMBERED, STAR, 'Voici, ton serviteur Jacob [vient] après nous.'])).toEqual(['renumbered', 'star', 'added']);
    expect(textSigns(['[Lorsqu’il eut dit cela, les Juifs s’en allèrent.]'])).toEqual([]);
    expect(textSigns(['Car Dieu a tant aimé le monde'])).toEqual([]);
  });
});
