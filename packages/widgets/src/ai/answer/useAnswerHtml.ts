/**
 * The answer's markdown as inert HTML (markdown.ts), for AnswerMarkdown to
 * draw as it grows: the completed blocks' HTML, each rendered once and kept
 * (markdown-blocks.ts), and the tail's, rendered again as words arrive.
 */
import { useMemo, useState } from 'react';
import { renderMarkdown } from '../markdown.js';
import { markdownBlocks } from './markdown-blocks.js';

/** The HTML to draw: the blocks' and the tail's, or, once complete, the whole text's when the blocks do not make it. */
export type AnswerHtml = { blocks: string[]; tail: string } | { whole: string };

/**
 * The HTML of `markdown` at `headingLevel`. Once `complete`, it is
 * renderMarkdown's of the whole text: the same blocks when they make it
 * (they do, but for a link reference definition), that HTML otherwise.
 * @example const html = useAnswerHtml(outcome.markdown, 3, outcome.status === 'answer');
 */
export function useAnswerHtml(markdown: string, headingLevel: number, complete: boolean): AnswerHtml {
  // One cache for the answer's life: it goes on from the text before when the text grew from it.
  const [cache] = useState(() => markdownBlocks());
  const { blocks, tail } = useMemo(() => cache.split(markdown), [cache, markdown]);
  const blocksHtml = useMemo(() => cache.html(blocks, headingLevel), [cache, blocks, headingLevel]);
  const tailHtml = useMemo(() => renderMarkdown(tail, headingLevel), [tail, headingLevel]);
  const whole = useMemo(() => (complete ? renderMarkdown(markdown, headingLevel) : null), [complete, markdown, headingLevel]);
  return whole !== null && whole !== blocksHtml.join('') + tailHtml ? { whole } : { blocks: blocksHtml, tail: tailHtml };
}
