import { describe, expect, it } from 'vitest';
import { AI_MESSAGES, AI_OPTION_IDS, AI_PROMPT_MAX_LENGTH, aiFailureDetail, aiFailureMessage, isAiOptionId, type AiOptionId } from './ai.js';
import { buildAiRequest, type AiRequestContext } from './ai-request.js';

const JEAN_3: AiRequestContext = { book: 43, chapter: 3, year: 2026 };
const JEAN: AiRequestContext = { book: 43, chapter: 0, year: 2026 };

describe('buildAiRequest', () => {
  describe('given a chapter', () => {
    it.each<[AiOptionId, Partial<AiRequestContext>, string]>([
      [1, {}, 'Résume ce chapitre (Jean 3) en 100 mots environ.'],
      [1, { summaryWords: 250 }, 'Résume ce chapitre (Jean 3) en 250 mots environ.'],
      [2, {}, 'Présente les personnages de ce chapitre (Jean 3) et le rôle de chacun.'],
      [3, {}, 'Que dit ce chapitre (Jean 3) de Dieu, et que dit-il de l’homme ?'],
      [4, {}, 'Quelles leçons tirer de ce chapitre (Jean 3) pour moi personnellement et pour mon Église ?'],
      [5, {}, 'Propose dix questions sur ce chapitre (Jean 3), chacune suivie de sa réponse.'],
      [6, {}, 'Quels sont les dix thèmes principaux de ce chapitre (Jean 3) ? Présente chacun en une ou deux phrases.'],
      [
        7,
        { verses: [16] },
        'Analyse le verset 16 de Jean 3 à la lumière de toute la Bible : son sens dans son contexte, les passages parallèles et les liens avec le reste des Écritures, avec leurs références.',
      ],
      [
        7,
        { verses: [18, 16, 17] },
        'Analyse les versets 16-18 de Jean 3 à la lumière de toute la Bible : son sens dans son contexte, les passages parallèles et les liens avec le reste des Écritures, avec leurs références.',
      ],
      [8, {}, 'Décris le contexte historique et géographique de ce chapitre (Jean 3) : époque, lieux, peuples et situation des personnes concernées.'],
      [9, {}, 'Identifie le personnage principal de ce chapitre (Jean 3) et présente les faits marquants le concernant.'],
      [9, { character: '  Nicodème ' }, 'Présente les faits marquants concernant Nicodème dans ce chapitre (Jean 3).'],
      [
        11,
        {},
        'Quelle était l’ambition de l’auteur de ce chapitre (Jean 3), et quels en sont les enjeux ? Ajoute une analyse critique : points forts, difficultés d’interprétation et débats.',
      ],
      [12, {}, 'Donne le plan de ce chapitre (Jean 3), avec les versets de chaque partie.'],
      [13, {}, 'Quelles leçons concrètes tirer de ce chapitre (Jean 3) pour la vie quotidienne en 2026 ?'],
      [
        20,
        {},
        'Établis une grille d’étude approfondie de ce chapitre (Jean 3) en huit parties : 1. contexte (auteur, date, destinataires, circonstances) ; 2. plan du texte ; 3. thèmes principaux ; 4. mots et versets clés ; 5. personnages ; 6. enseignement sur Dieu ; 7. liens avec le reste de la Bible ; 8. applications pratiques.',
      ],
      [100, { freeText: ' Qui est Nicodème ? ' }, 'À propos de ce chapitre (Jean 3) : Qui est Nicodème ?'],
      [
        100,
        { freeText: 'Que dit la Bible de la nouvelle naissance ?', wholeBible: true },
        'Que dit la Bible de la nouvelle naissance ?\n\nAppuie-toi sur toute la Bible et donne les références des versets cités.',
      ],
    ])('option %i with %j', (option, context, expected) => {
      expect(buildAiRequest(option, { ...JEAN_3, ...context })).toBe(expected);
    });
  });

  describe('given a whole book (chap 0)', () => {
    it('speaks of the book', () => {
      expect(buildAiRequest(1, JEAN)).toBe('Résume ce livre (Jean) en 100 mots environ.');
      expect(buildAiRequest(12, { ...JEAN, book: 19 })).toBe('Donne le plan de ce livre (Psaumes), avec les versets de chaque partie.');
      expect(buildAiRequest(100, { ...JEAN, freeText: 'Qui l’a écrit ?' })).toBe('À propos de ce livre (Jean) : Qui l’a écrit ?');
    });

    it('refuses option 7, which needs verses of a chapter', () => {
      expect(buildAiRequest(7, { ...JEAN, verses: [16] })).toBeNull();
    });
  });

  describe('an incorrect selection (spec, section 5) is null', () => {
    it.each<[string, AiOptionId | null | undefined, Partial<AiRequestContext>]>([
      ['no option', null, {}],
      ['no option (undefined)', undefined, {}],
      ['an unknown option', 10 as AiOptionId, {}],
      ['option 7 without verses', 7, {}],
      ['option 7 with an empty selection', 7, { verses: [] }],
      ['option 100 without text', 100, {}],
      ['option 100 with spaces only', 100, { freeText: '   ' }],
      ['option 100 too long', 100, { freeText: 'x'.repeat(2001) }],
      ['a summary of 0 words', 1, { summaryWords: 0 }],
      ['a summary of 5 words', 1, { summaryWords: 5 }],
      ['a summary of 1001 words', 1, { summaryWords: 1001 }],
      ['a summary of 12.5 words', 1, { summaryWords: 12.5 }],
      ['a summary of NaN words', 1, { summaryWords: Number.NaN }],
      ['a character name too long', 9, { character: 'x'.repeat(101) }],
      ['a book that does not exist', 1, { book: 67 }],
      ['a chapter past the book', 1, { chapter: 22 }],
      ['a chapter past the book in the translation’s numbering (Malachie 4 in Segond’s table)', 1, { book: 39, chapter: 4 }],
      ['a chapter past the book in the translation’s numbering (Joël 4 in Martin)', 1, { book: 29, chapter: 4, translation: 'martin' }],
    ])('%s', (_why, option, context) => {
      expect(buildAiRequest(option, { ...JEAN_3, ...context })).toBeNull();
    });
  });

  it('reads the chapter in the numbering of the translation studied (issue 41)', () => {
    expect(buildAiRequest(1, { book: 39, chapter: 4, translation: 'martin', year: 2026 })).toBe('Résume ce chapitre (Malachie 4) en 100 mots environ.');
    expect(buildAiRequest(1, { book: 29, chapter: 4, translation: 'lsg', year: 2026 })).toBe('Résume ce chapitre (Joël 4) en 100 mots environ.');
  });

  it('fits every request of every option in what the API accepts', () => {
    for (const option of AI_OPTION_IDS) {
      const pre = buildAiRequest(option, { book: 13, chapter: 29, verses: [1, 2, 3], freeText: 'x'.repeat(2000), wholeBible: true, character: 'y'.repeat(100), year: 2026 });
      expect(pre, `option ${option}`).not.toBeNull();
      expect(pre!.length).toBeLessThanOrEqual(AI_PROMPT_MAX_LENGTH);
    }
  });

  it('knows its options', () => {
    expect(isAiOptionId(20)).toBe(true);
    expect(isAiOptionId(10)).toBe(false);
    expect(isAiOptionId('1')).toBe(false);
  });
});

describe('the failure message', () => {
  it('is the specification’s text followed by what failed, and the detail reads back', () => {
    const message = aiFailureMessage('Le fournisseur d’IA n’a pas répondu à temps.');
    expect(message).toBe('Error ... [ Try later in ~1min. as Limits or try Help (c:chap) ] Le fournisseur d’IA n’a pas répondu à temps.');
    expect(aiFailureDetail(message)).toBe('Le fournisseur d’IA n’a pas répondu à temps.');
    expect(aiFailureDetail('Connexion requise')).toBe('Connexion requise');
    expect(aiFailureDetail(AI_MESSAGES.failure)).toBe('');
  });
});
