/**
 * The answer's markdown drawn as it grows (useAnswerHtml): each completed
 * block set in the page once and left alone, only the tail's element set
 * again as words arrive.
 */
import { memo } from 'react';
import { BlockBox } from './styles.js';
import { useAnswerHtml } from './useAnswerHtml.js';

/** One block's inert HTML: set once, and left alone while the block is the same. */
const MarkdownBlock = memo(function MarkdownBlock({ html }: { html: string }) {
  return <BlockBox dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * The answer's markdown as inert HTML; `complete` once the answer is whole.
 * @example <AnswerMarkdown markdown={outcome.markdown} headingLevel={3} complete={outcome.status === 'answer'} />
 */
export function AnswerMarkdown({ markdown, headingLevel, complete }: { markdown: string; headingLevel: number; complete: boolean }) {
  const html = useAnswerHtml(markdown, headingLevel, complete);
  if ('whole' in html) return <MarkdownBlock html={html.whole} />;
  // Keyed by position: the tail's element becomes its block's when the block completes.
  return (
    <>
      {html.blocks.map((block, i) => (
        <MarkdownBlock key={i} html={block} />
      ))}
      <MarkdownBlock key={html.blocks.length} html={html.tail} />
    </>
  );
}
