/**
 * The AI answers' markdown, rendered to HTML that can do nothing
 * (docs/decisions/ai.md, "Rendering"). A model's answer is untrusted text,
 * and a prompt (the user's own, or words of the text) can make a model
 * write anything, HTML and scripts included. markdown-it, a maintained
 * CommonMark renderer, escapes everything it does not produce itself:
 *
 * - `html: false`: HTML in the markdown is shown as text, never parsed;
 * - links only to absolute http(s) URLs (`javascript:`, `data:`, `vbscript:`,
 *   relative and other schemes stay text), opened in a new tab with
 *   `rel="noopener noreferrer nofollow ugc"`;
 * - no images: an image would load a URL the model chose (tracking, a
 *   request to the reader's network) as soon as the answer shows;
 * - headings start at `headingLevel` (the section's own heading is above),
 *   so `#` in an answer never becomes a second page title.
 */
import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** The one renderer per heading level, made on first use. */
const renderers = new Map<number, MarkdownIt>();

function rendererFor(headingLevel: number): MarkdownIt {
  let md = renderers.get(headingLevel);
  if (md) return md;
  md = markdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.disable('image');
  // Called with the normalized URL of every link and autolink: anything but http(s) stays text.
  md.validateLink = (url: string) => HTTP_URL.test(url.trim());
  md.core.ruler.push('parole_safe_tokens', (state: StateCore) => {
    const shift = (token: Token) => {
      const level = Number(token.tag.slice(1));
      token.tag = `h${Math.min(6, level + headingLevel - 1)}`;
    };
    const visit = (tokens: Token[]) => {
      for (const token of tokens) {
        if (token.type === 'heading_open' || token.type === 'heading_close') shift(token);
        if (token.type === 'link_open') {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer nofollow ugc');
        }
        if (token.children) visit(token.children);
      }
    };
    visit(state.tokens);
  });
  renderers.set(headingLevel, md);
  return md;
}

/**
 * The HTML of an AI answer: inert (no HTML of the answer's own, no script,
 * no image, links http(s) only and opened safely), its headings starting at
 * `headingLevel` (3 by default: the section's title is an h2).
 * @example renderMarkdown('# Résumé\n\n<script>x</script> **Dieu** aime') // '<h3>Résumé</h3>\n<p>&lt;script&gt;x&lt;/script&gt; <strong>Dieu</strong> aime</p>\n'
 */
export function renderMarkdown(markdown: string, headingLevel = 3): string {
  return rendererFor(Math.min(6, Math.max(1, headingLevel))).render(markdown);
}
