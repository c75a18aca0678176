/**
 * The look of the AI section's answer: the status and « Arrêter » beside
 * it, the answer area (refusals, failures and limits as alerts), the
 * answer's markdown, the note of a stopped answer and the token counts.
 */
import { styled } from 'styled-components';
import { Button } from '../../internal/ui.js';
import { color, font, radius, space } from '../../style.js';
import { TABLE_CLASSES } from '../markdown.js';

/* The status, and « Arrêter » beside it while an answer is coming. */
export const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space('md')};
  align-items: center;
`;

/* "Réponse en cours…", shown to everyone while the answer is coming (issue 30). */
export const Waiting = styled.p`
  display: flex;
  gap: ${space('sm')};
  align-items: center;
  margin: ${space('md')} 0 0;
  color: ${color('textMuted')};
  font-weight: 600;
`;

/* « Arrêter »: a plain button, 24 px high at least (its Button's 2.25rem), level with « Réponse en cours… ». */
export const StopButtonBox = styled(Button)`
  margin-top: ${space('md')};
  font-family: ${font('ui')};
`;

/* « Réponse arrêtée. » under the words received. */
export const StoppedNote = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-style: italic;
`;

export const Answer = styled.div`
  margin-top: ${space('md')};
  display: grid;
  /* A wide table's min-content never widens the column: the table scrolls in its box (issue 47). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space('sm')};
  /* Brought to the top of the screen as a streamed answer starts (focus.ts): « Réponse en cours… » and « Arrêter » above stay in sight. */
  scroll-margin-top: 3.5rem;

  /*
   * Room below the start of an answer being written, so that it can be brought to the top of the screen
   * at the foot of a short chapter, and grows on screen rather than below it (issue 47).
   */
  & > section[aria-busy='true'] {
    min-height: 60vh;
  }

  &:empty {
    display: none;
  }
`;

export const Alert = styled.div`
  padding: ${space('sm')} ${space('md')};
  border: 1px solid ${color('error')};
  border-radius: ${radius('md')};
  color: ${color('error')};

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space('xs')};
    color: ${color('text')};
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** The answer's markdown, drawn from inert HTML (markdown.ts). */
export const Markdown = styled.div`
  font-family: ${font('text')};
  line-height: 1.5;
  overflow-wrap: anywhere;

  h2, h3, h4, h5, h6 {
    margin: ${space('md')} 0 ${space('xs')};
    font-family: ${font('ui')};
    line-height: 1.25;
  }
  h2, h3 { font-size: 1.15rem; }
  h4, h5, h6 { font-size: 1rem; }
  > :first-child,
  > :first-child > :first-child { margin-top: 0; }
  p, ul, ol, blockquote, pre, table { margin: 0 0 ${space('sm')}; }
  ul, ol { padding-left: ${space('lg')}; }
  blockquote {
    padding-left: ${space('sm')};
    border-left: 3px solid ${color('border')};
    color: ${color('textMuted')};
  }
  code {
    padding: 0 0.2em;
    border-radius: ${radius('sm')};
    background: ${color('surface')};
    font-size: 0.9em;
  }
  pre { overflow-x: auto; padding: ${space('sm')}; background: ${color('surface')}; }
  pre code { padding: 0; }
  /* A table scrolls sideways in its own box (markdown.ts), never the page; its cells wrap between
     words only, each column wide enough to read (issue 47: « Pers/onn/age » on a phone). */
  .${TABLE_CLASSES.box} {
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 ${space('sm')};
  }
  .${TABLE_CLASSES.box}:focus-visible { outline: 2px solid ${color('accent')}; outline-offset: 2px; }
  .${TABLE_CLASSES.box} > table { margin: 0; }
  .${TABLE_CLASSES.hint} {
    margin: 0 0 ${space('xs')};
    color: ${color('textMuted')};
    font-family: ${font('ui')};
    font-size: 0.85rem;
  }
  table { border-collapse: collapse; }
  th, td {
    min-width: 8em;
    padding: ${space('xs')} ${space('sm')};
    border: 1px solid ${color('border')};
    text-align: left;
    vertical-align: top;
    overflow-wrap: normal;
    word-break: normal;
  }
  a { color: ${color('accent')}; }
`;

export const Tokens = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
`;

/* A block of the answer's HTML: a box of its own for React, none for the layout. */
export const BlockBox = styled.div`
  display: contents;
`;

/* Said once one may ask again after this site's limit (RetryWait); no room taken before. */
export const Said = styled.p`
  &:empty {
    display: none;
  }
`;
