/**
 * The streamed answer's block cache (answer/markdown-blocks.ts), without
 * React: the split goes on from the blocks of the text before when the
 * text grew from it, and each completed block is rendered once while it
 * stays. markdown.test.ts checks what the blocks are (splitMarkdownBlocks);
 * this file, what the cache keeps.
 */
import { describe, expect, it } from 'vitest';
import { recordings } from '../../testing/recordings.js';
import { renderMarkdown, splitMarkdownBlocks } from '../markdown.js';
import { markdownBlocks } from './markdown-blocks.js';

/** A cache over renderMarkdown that notes each block it renders. */
function counted() {
  const renders: string[] = [];
  const blocks = markdownBlocks((markdown, level) => {
    renders.push(markdown);
    return renderMarkdown(markdown, level);
  });
  return { blocks, renders };
}

const ANSWER = '# Résumé\n\nCar Dieu a tant aimé le monde.\n\n- un\n- deux\n\n> Jean 3:16\n\nFin';

describe('markdownBlocks', () => {
  describe('given an answer growing a character at a time', () => {
    it('splits it as splitMarkdownBlocks does from scratch, and renders each completed block once', () => {
      const { blocks, renders } = counted();
      for (let end = 1; end <= ANSWER.length; end++) {
        const text = ANSWER.slice(0, end);
        const split = blocks.split(text);
        expect(split).toEqual(splitMarkdownBlocks(text));
        expect(blocks.html(split.blocks, 3)).toEqual(split.blocks.map((block) => renderMarkdown(block, 3)));
      }
      const { blocks: done } = splitMarkdownBlocks(ANSWER);
      expect(done.length).toBeGreaterThan(2);
      expect(renders).toEqual(done);
    });

    it('does so for every recorded answer', () => {
      const answers = [...recordings.values()].filter((r) => r.request.startsWith('/api/oairequest ') && r.status === 200).map((r) => (r.body as { response: string }).response);
      expect(answers.length).toBeGreaterThan(0);
      for (const response of answers) {
        const { blocks, renders } = counted();
        for (let end = 1; end <= response.length; end += 7) {
          const split = blocks.split(response.slice(0, end));
          blocks.html(split.blocks, 2);
        }
        const last = blocks.split(response);
        expect(blocks.html(last.blocks, 2).join('') + renderMarkdown(last.tail, 2)).toBe(renderMarkdown(response, 2));
        expect(new Set(renders).size).toBe(renders.length);
      }
    });
  });

  it('starts over for another answer, whose beginning is not the last one', () => {
    const { blocks } = counted();
    blocks.split('1. un\n\n2. deux');
    // `1. un\n\n` was a block before `Fin`, not before `2. deux`: found again from scratch.
    expect(blocks.split('1. un\n\nFin\n\nEt')).toEqual(splitMarkdownBlocks('1. un\n\nFin\n\nEt'));
  });

  it('renders a block again at another heading level, and forgets the blocks gone', () => {
    const { blocks, renders } = counted();
    blocks.html(['# Titre\n\n', 'Un\n\n'], 3);
    expect(blocks.html(['# Titre\n\n', 'Un\n\n'], 4)).toEqual([renderMarkdown('# Titre\n\n', 4), renderMarkdown('Un\n\n', 4)]);
    blocks.html(['Autre\n\n'], 4);
    blocks.html(['# Titre\n\n'], 4);
    expect(renders).toEqual(['# Titre\n\n', 'Un\n\n', '# Titre\n\n', 'Un\n\n', 'Autre\n\n', '# Titre\n\n']);
  });
});
