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
 *   request to the reader's network) as soon as the answer shows; it is
 *   written « Image : carte », a link to its URL when that is http(s)
 *   (issue 47: the bare text left a stray « ! »);
 * - a table scrolls sideways in a box of its own, which the keyboard
 *   reaches (tabindex 0, named), with a visible hint (issue 47: a phone
 *   squeezed its columns and broke words mid-word);
 * - headings start at `headingLevel` (the section's own heading is above),
 *   so `#` in an answer never becomes a second page title.
 */
import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** The French words of the rendered answer (its image links, its tables' box and hint). */
export const MARKDOWN_TEXTS = {
  image: (alt: string) => `Image : ${alt}`,
  table: 'Tableau : faites-le défiler sur le côté',
  tableHint: 'Faites défiler le tableau sur le côté →',
} as const;

/** The class of a table's scrolling box, and of its hint (styled by answer/styles.ts). */
export const TABLE_CLASSES = { box: 'parole-tableau', hint: 'parole-tableau-aide' } as const;

const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer nofollow ugc"';

/** The one renderer per heading level, made on first use. */
const renderers = new Map<number, MarkdownIt>();

function rendererFor(headingLevel: number): MarkdownIt {
  let md = renderers.get(headingLevel);
  if (md) return md;
  md = markdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  const { escapeHtml } = md.utils;
  // An image is never loaded: « Image : carte », a link to its URL (only http(s) passes validateLink; another leaves it empty).
  md.renderer.rules.image = (tokens, idx, _options, env, self) => {
    const token = tokens[idx];
    const label = escapeHtml(MARKDOWN_TEXTS.image(self.renderInlineAsText(token.children ?? [], _options, env)));
    const src = String(token.attrGet('src') ?? '');
    return HTTP_URL.test(src) ? `<a href="${escapeHtml(src)}" ${LINK_ATTRIBUTES}>${label}</a>` : label;
  };
  // A table in a box that scrolls sideways, reached and named for the keyboard, under a visible hint.
  md.renderer.rules.table_open = () =>
    `<p class="${TABLE_CLASSES.hint}" aria-hidden="true">${MARKDOWN_TEXTS.tableHint}</p>\n<div class="${TABLE_CLASSES.box}" role="region" tabindex="0" aria-label="${MARKDOWN_TEXTS.table}"><table>\n`;
  md.renderer.rules.table_close = () => '</table></div>\n';
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

/** What may begin a list item that continues a list (a bullet or a number): a line being written that starts so is not a new block yet. */
const MAY_CONTINUE_A_LIST = /^[-+*\d]/;

/**
 * An answer still being written, as its completed top-level blocks and the
 * growing rest (the tail): `blocks.join('') + tail` is the text, and each
 * block renders on its own exactly as within the whole text, whatever
 * follows. So a streamed answer renders each completed block once, and only
 * the tail as words arrive (answer/markdown-blocks.ts).
 *
 * The blocks are markdown-it's own: the top-level blocks its block parser
 * finds (a paragraph, a heading, a whole list however loose, a table, a
 * quote, a code fence with its blank lines). A block is complete once the
 * next one has begun, because CommonMark never reopens a block that a later
 * one closed; the last one is the tail. A line still being written starts
 * a block only when nothing it may still become would continue the one
 * before: after a blank line, and not with a bullet, a digit or a space (a
 * loose list's next item, an indented line). Two things keep everything in
 * the tail: a link reference definition (`[id]: url`, which links other
 * blocks) and a bare carriage return (a line break markdown-it counts but
 * these lines do not).
 *
 * `done`, the blocks an earlier call found for a beginning of this text
 * (the same answer, before its last words), lets the parser start where
 * they end: each call then reads the tail only. Blocks of another text may
 * not be blocks of this one (`1. un\n\n` before `Fin`, not before `2. deux`).
 * @example splitMarkdownBlocks('# Titre\n\nUn paragraphe\n\n- un\n') // { blocks: ['# Titre\n\n', 'Un paragraphe\n\n'], tail: '- un\n' }
 */
export function splitMarkdownBlocks(markdown: string, done: readonly string[] = []): { blocks: string[]; tail: string } {
  const whole = { blocks: [], tail: markdown };
  // (A carriage return at the very end may be the start of a Windows line break.)
  if (/\r(?!\n|$)/.test(markdown)) return whole;
  let from = 0;
  const blocks: string[] = [];
  for (const block of done) {
    if (!markdown.startsWith(block, from)) break;
    blocks.push(block);
    from += block.length;
  }
  const rest = markdown.slice(from);
  // Block rules only (no inline parsing): where each top-level block starts, by line.
  const md = rendererFor(1);
  const env: Parameters<typeof md.block.parse>[2] = {};
  const tokens: Token[] = [];
  md.block.parse(rest.replace(/\r\n/g, '\n').replace(/\0/g, '\uFFFD'), md, env, tokens);
  if (env.references && Object.keys(env.references).length > 0) return whole;
  const starts = [...new Set(tokens.filter((t) => t.level === 0 && t.nesting !== -1 && t.map).map((t) => t.map![0]))].sort((a, b) => a - b);

  const lines = rest.split('\n');
  const last = lines.length - 1;
  // A last line still being written (the text does not end with a line break) begins a block
  // only if nothing it may become continues the one before.
  const writing = lines[last];
  const surelyNew = last > 0 && lines[last - 1].trim() === '' && !MAY_CONTINUE_A_LIST.test(writing) && !/^\s/.test(writing);
  if (writing !== '' && starts.at(-1) === last && !surelyNew) starts.pop();
  const offsets = [0];
  for (const line of lines) offsets.push(offsets[offsets.length - 1] + line.length + 1);
  let start = 0;
  for (const line of starts.slice(1)) {
    blocks.push(rest.slice(start, offsets[line]));
    start = offsets[line];
  }
  return { blocks, tail: rest.slice(start) };
}
