/**
 * Building blocks shared by every widget: the theme scope, the root reset,
 * buttons, visually hidden text and the inline notice.
 */
import type { Testament } from '@parole/bible';
import type { ReactNode } from 'react';
import { ThemeProvider, css, styled } from 'styled-components';
import { accent, useParoleTheme, color, font, radius, space } from '../theme.js';
import { messages } from '../messages.js';

/**
 * Gives styled-components the Parole theme for one widget's subtree only,
 * whatever theme the embedding page may provide around it.
 */
export function ParoleScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useParoleTheme()}>{children}</ThemeProvider>;
}

/**
 * Styles of a widget's root element. Inherited properties are set here so
 * that the embedding page's body font, colour or line height do not bleed
 * in; the widget adds nothing to the page's global CSS.
 */
export const widgetRoot = css`
  display: block;
  position: relative;
  box-sizing: border-box;
  margin: 0;
  color: ${color('text')};
  background: ${color('background')};
  font-family: ${font('ui')};
  font-size: 1rem;
  font-weight: 400;
  line-height: 1.4;
  text-align: left;
  letter-spacing: normal;

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  :focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space('xs')};
  min-height: 2.25rem;
  min-width: 2.25rem;
  margin: 0;
  padding: ${space('xs')} ${space('sm')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('sm')};
  background: ${color('background')};
  color: ${color('text')};
  font: inherit;
  font-size: 0.9rem;
  line-height: 1.2;
  cursor: pointer;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${color('surface')};
  }

  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${color('surface')};
    border-color: ${color('textMuted')};
    font-weight: 600;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.5;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/* Sticky at the bottom of the widget, so a notice stays in view in a long chapter. */
const NoticeRegion = styled.div`
  position: sticky;
  bottom: ${space('md')};
  z-index: 1;
`;

const NoticeBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${space('md')};
  width: fit-content;
  max-width: calc(100% - 2 * ${space('md')});
  margin: ${space('md')} auto 0;
  padding: ${space('sm')} ${space('md')};
  border-radius: ${radius('md')};
  background: ${color('text')};
  color: ${color('background')};
  font-size: 0.9rem;
  box-shadow: 0 2px 8px rgb(0 0 0 / 25%);

  ${Button} {
    border-color: transparent;
    background: transparent;
    color: inherit;
    text-decoration: underline;
  }
`;

/**
 * The inline notice of a widget, announced politely to screen readers. The
 * live region is always rendered so that the message, when it comes, is read.
 */
export function Notice({ message, onDismiss }: { message?: string | null; onDismiss?: () => void }) {
  return (
    <NoticeRegion role="status" aria-live="polite" aria-label={messages.notice.region}>
      {message ? (
        <NoticeBox>
          <span>{message}</span>
          {onDismiss && (
            <Button type="button" onClick={onDismiss}>
              {messages.notice.close}
            </Button>
          )}
        </NoticeBox>
      ) : null}
    </NoticeRegion>
  );
}

/**
 * The look of the markup inside verse HTML from our API (see contract.ts):
 * words of Jesus, Selah, highlighted divine names and search matches. One
 * definition for every view that shows verses.
 */
export const verseMarkup = css`
  .wj {
    color: ${color('wordsOfJesus')};
  }
  .qs {
    font-style: italic;
  }
  .dieu {
    color: ${color('divineName')};
    font-weight: 700;
  }
  mark {
    padding: 0 0.08em;
    border-radius: 2px;
    background: ${color('mark')};
    color: inherit;
    font-weight: 700;
  }
`;

/** A verse reference drawn as a link in its testament's colour (element needs `$testament`). */
export const referenceLink = css<{ $testament: Testament }>`
  padding: 0;
  border: 0;
  background: none;
  color: ${accent};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
`;

/** One grey line of a loading placeholder, `$width` percent wide. */
export const SkeletonLine = styled.div<{ $width: number }>`
  height: 1em;
  width: ${(p) => p.$width}%;
  margin: 0 0 0.75em;
  border-radius: ${radius('sm')};
  background: ${color('skeleton')};
`;
