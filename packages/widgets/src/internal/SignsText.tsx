/**
 * Darby's signs drawn (internal/signs.ts): the legend after a text that has
 * them, and a verse's HTML with them raised for a page that lays verses out
 * itself. A module of its own, loaded with the pages that show verses (the
 * reader, the print layout), not with the first load's shared pieces (ui.tsx).
 */
import { Fragment } from 'react';
import { styled } from 'styled-components';
import { messages } from '../messages.js';
import { color, space } from '../style.js';
import { markTextSigns, textSigns, type TextSign } from './signs.js';
import { verseMarkup } from './ui.js';

const VerseMarkup = styled.span`
  ${verseMarkup}
`;

/**
 * Verse HTML of the contract drawn with the widgets' markup styles, for a
 * page that lays verses out itself (the site's print layout), Darby's signs
 * shown as the reader shows them. The contract guarantees safe HTML:
 * span.wj, span.qs, i, sup and br only (the importer's allowlist).
 * @example <VerseText html={verse.texte} />
 */
export function VerseText({ html }: { html: string }) {
  return <VerseMarkup dangerouslySetInnerHTML={{ __html: markTextSigns(html) }} />;
}

const Legend = styled.p`
  margin: ${space('md')} 0 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
  line-height: 1.5;
`;

/** How each sign is written in the legend. */
const SIGN_GLYPHS: Record<TextSign, string> = { renumbered: '*', star: '✶', added: '[ ]' };

/**
 * What Darby's signs of a text mean, after it (the signs it has, textSigns);
 * nothing for a text without them.
 * @example <TextSignsLegend texts={chapter.versets.map((v) => v.texte)} />
 */
export function TextSignsLegend({ texts }: { texts: readonly string[] }) {
  const found = textSigns(texts);
  if (found.length === 0) return null;
  const t = messages.signs;
  return (
    <Legend>
      <strong>{t.legend}</strong>
      {found.map((sign) => (
        <Fragment key={sign}>
          {' · '}
          <span aria-hidden="true">{SIGN_GLYPHS[sign]}</span> {t[sign]}
        </Fragment>
      ))}
    </Legend>
  );
}
