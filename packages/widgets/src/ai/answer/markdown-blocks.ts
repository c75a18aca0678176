/**
 * The cache behind an answer drawn as it grows (docs/decisions/ai.md,
 * "Rendered as it arrives, not again and again"): the text's completed
 * top-level blocks (splitMarkdownBlocks), found again from the last split
 * when the text grew from it, and each block's inert HTML, rendered once
 * while it stays. Only the growing tail is rendered again at each piece.
 * No React: useAnswerHtml keeps one per answer.
 */
import { renderMarkdown, splitMarkdownBlocks } from '../markdown.js';

export interface MarkdownBlocks {
  /**
   * `markdown`'s completed blocks and its tail; the split goes on from the
   * last one's blocks when `markdown` grew from its text, else starts over.
   * @example blocks.split('# Titre\n\nUn paragraphe\n\n- un\n') // { blocks: ['# Titre\n\n', 'Un paragraphe\n\n'], tail: '- un\n' }
   */
  split(markdown: string): { blocks: string[]; tail: string };
  /**
   * Each block's HTML at `headingLevel`: taken from the last call when the
   * block was there at that level, rendered otherwise; the blocks gone
   * since are forgotten.
   * @example blocks.html(['# Titre\n\n'], 3) // [renderMarkdown('# Titre\n\n', 3)], rendered now; the same again without rendering it
   */
  html(blocks: readonly string[], headingLevel: number): string[];
}

/**
 * A new cache, over `render` (renderMarkdown; a test counts its calls).
 * @example const blocks = markdownBlocks(); const { blocks: done, tail } = blocks.split(text); blocks.html(done, 3);
 */
export function markdownBlocks(render: (markdown: string, headingLevel: number) => string = renderMarkdown): MarkdownBlocks {
  // The blocks found for the text before, when this one goes on from it (the same answer, grown): the split goes on from them.
  let found: { markdown: string; blocks: string[] } = { markdown: '', blocks: [] };
  let rendered = new Map<string, string>();
  return {
    split(markdown) {
      const split = splitMarkdownBlocks(markdown, markdown.startsWith(found.markdown) ? found.blocks : []);
      found = { markdown, blocks: split.blocks };
      return split;
    },
    html(blocks, headingLevel) {
      // Each block's HTML from the last render when it was there, so it is rendered once; the others forgotten.
      const before = rendered;
      const now = new Map<string, string>();
      const html = blocks.map((block) => {
        const key = `${headingLevel}\n${block}`;
        const value = before.get(key) ?? render(block, headingLevel);
        now.set(key, value);
        return value;
      });
      rendered = now;
      return html;
    },
  };
}
