/**
 * The answer drawn as it grows (answer/AnswerMarkdown.tsx, useAnswerHtml):
 * a completed block is set in the page once and stays the same element; at
 * the end the page shows renderMarkdown's HTML of the whole answer, even
 * when the blocks do not make it. AiHelper.test.tsx checks the same through
 * the whole section, with the recorded answers.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../markdown.js';
import { AnswerMarkdown } from './AnswerMarkdown.js';

/** The answer's elements: one box per block (display: contents), the tail's last. */
const boxes = (container: HTMLElement) => [...container.children] as HTMLElement[];

describe('AnswerMarkdown', () => {
  describe('given an answer growing as words arrive', () => {
    it('keeps each completed block as the same element, and sets only the tail again', () => {
      const answer = '# Résumé\n\nCar Dieu a tant aimé le monde.\n\n- un\n- deux';
      const view = render(<AnswerMarkdown markdown={answer.slice(0, 12)} headingLevel={3} complete={false} />);
      const heading = view.container.querySelector('h3')!;
      expect(heading.textContent).toBe('Résumé');
      // The paragraph being written: the tail, set again at each piece.
      view.rerender(<AnswerMarkdown markdown={answer.slice(0, 30)} headingLevel={3} complete={false} />);
      expect(view.container.querySelector('h3')).toBe(heading);
      // The list's first line written: the paragraph is complete.
      view.rerender(<AnswerMarkdown markdown={answer.slice(0, answer.indexOf('- deux'))} headingLevel={3} complete={false} />);
      const paragraph = view.container.querySelector('p')!;
      expect(paragraph.textContent).toBe('Car Dieu a tant aimé le monde.');
      view.rerender(<AnswerMarkdown markdown={answer} headingLevel={3} complete={false} />);
      expect(view.container.querySelector('h3')).toBe(heading);
      expect(view.container.querySelector('p')).toBe(paragraph);
      expect(boxes(view.container).map((box) => box.innerHTML).join('')).toBe(renderMarkdown(answer, 3));
    });
  });

  describe('given the whole answer', () => {
    it('shows renderMarkdown’s HTML of it, drawn from its blocks', () => {
      const answer = '## Plan\n\n1. Début\n2. Fin\n\n> Jean 3:16';
      const view = render(<AnswerMarkdown markdown={answer} headingLevel={2} complete={false} />);
      const first = boxes(view.container)[0];
      view.rerender(<AnswerMarkdown markdown={answer} headingLevel={2} complete />);
      expect(boxes(view.container)[0]).toBe(first);
      expect(view.container.innerHTML.replace(/<div class="[^"]*">|<\/div>/g, '')).toBe(renderMarkdown(answer, 2));
    });

    it('shows the whole text’s rendering when a link reference definition links blocks the split drew apart', () => {
      // Written with the definition last: while it is missing, "[texte][t]" is no link.
      const answer = 'Lire [le texte][t].\n\nSuite.\n\n[t]: https://parole.example/lire/43/3';
      const view = render(<AnswerMarkdown markdown={answer.slice(0, 28)} headingLevel={2} complete={false} />);
      view.rerender(<AnswerMarkdown markdown={answer} headingLevel={2} complete />);
      expect(boxes(view.container)).toHaveLength(1);
      expect(boxes(view.container)[0].innerHTML).toBe(renderMarkdown(answer, 2));
      expect(view.container.querySelector('a')?.getAttribute('href')).toBe('https://parole.example/lire/43/3');
    });
  });

  it('draws its headings at the level it is given', () => {
    const view = render(<AnswerMarkdown markdown={'# Un\n\nDeux'} headingLevel={3} complete={false} />);
    expect(view.container.querySelector('h3')?.textContent).toBe('Un');
    view.rerender(<AnswerMarkdown markdown={'# Un\n\nDeux'} headingLevel={4} complete={false} />);
    expect(view.container.querySelector('h3')).toBeNull();
    expect(view.container.querySelector('h4')?.textContent).toBe('Un');
  });
});
