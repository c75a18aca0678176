import { INITIAL_AI_FORM, type AiQuestion } from '@parole/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import { AI_QUESTION_KEY, forgetAiQuestion, keepAiQuestion, noteAiQuestion, readAiQuestion } from './ai-question.js';

const QUESTION: AiQuestion = { form: { ...INITIAL_AI_FORM, option: 100, freeText: 'Naître de nouveau ?', maxTokens: '300' }, scope: 'chapter' };
const JEAN_3 = { book: 43, chapter: 3 };

describe('the AI question across a login (issue 47)', () => {
  afterEach(() => {
    noteAiQuestion(JEAN_3, null);
    sessionStorage.clear();
  });

  it('keeps nothing on the device for a question only noted', () => {
    noteAiQuestion(JEAN_3, QUESTION);
    expect(sessionStorage.length).toBe(0);
  });

  it('gives the noted question back to the same user on the same chapter, once kept', () => {
    noteAiQuestion(JEAN_3, QUESTION);
    keepAiQuestion('Ruth');
    expect(readAiQuestion('Ruth', JEAN_3)).toEqual(QUESTION);
    forgetAiQuestion();
    expect(readAiQuestion('Ruth', JEAN_3)).toBeNull();
  });

  it.each([
    ['another user', 'Orpa', JEAN_3],
    ['another chapter', 'Ruth', { book: 43, chapter: 4 }],
    ['another translation', 'Ruth', { ...JEAN_3, translation: 'darby' }],
  ])('gives nothing to %s', (_who, user, place) => {
    noteAiQuestion(JEAN_3, QUESTION);
    keepAiQuestion('Ruth');
    expect(readAiQuestion(user, place)).toBeNull();
  });

  it('keeps nothing when nothing was noted, or the section forgot it', () => {
    keepAiQuestion('Ruth');
    expect(sessionStorage.getItem(AI_QUESTION_KEY)).toBeNull();
    noteAiQuestion(JEAN_3, QUESTION);
    noteAiQuestion(JEAN_3, null);
    keepAiQuestion('Ruth');
    expect(sessionStorage.getItem(AI_QUESTION_KEY)).toBeNull();
  });

  it('reads nothing from a broken or foreign value', () => {
    for (const value of ['{', 'null', JSON.stringify({ user: 'Ruth', ...JEAN_3, question: { form: { option: 'x' }, scope: 'chapter' } })]) {
      sessionStorage.setItem(AI_QUESTION_KEY, value);
      expect(readAiQuestion('Ruth', JEAN_3)).toBeNull();
    }
  });
});
