/**
 * Building blocks shared by every widget: the style scope, the root reset,
 * buttons, visually hidden text, the inline notice, and the pieces of the
 * page-sized widgets (root, title, loading placeholder, empty and error boxes).
 */
import { BUTTON_TOKENS, CONTROL, type Testament } from '@parole/bible';
import type { ReactNode } from 'react';
import { ThemeProvider, css, styled } from 'styled-components';
import { accent, color, controlLook, font, radius, space, titleLook, useParoleStyle, WIDGET_CONTAINER } from '../style.js';
import { messages } from '../messages.js';

/**
 * Gives styled-components the Parole style for one widget's subtree only,
 * whatever theme the embedding page may provide around it.
 */
export function ParoleScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useParoleStyle()}>{children}</ThemeProvider>;
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

/**
 * The one button (issue 51), a secondary action unless a kind below says
 * otherwise: one height (CONTROL.height) and one weight per kind
 * (BUTTON_TOKENS), whatever its state. The current choice shows by its
 * border and inset ring, not by a bolder label (which would also widen it
 * as it is pressed). Marked `data-look="button-<kind>"` for the story tests.
 */
export const Button = styled.button.attrs<{ 'data-look'?: string }>((p) => ({ 'data-look': p['data-look'] ?? 'button-secondary' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space('xs')};
  min-height: ${CONTROL.height};
  min-width: ${CONTROL.height};
  margin: 0;
  padding: ${space('xs')} ${space('sm')};
  ${controlLook}
  font-size: ${CONTROL.fontSize};
  font-weight: ${BUTTON_TOKENS.secondary.weight};
  line-height: ${CONTROL.lineHeight};
  cursor: pointer;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${color('surface')};
  }

  /* The current choice: the interface's accent. */
  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${color('surface')};
    border-color: ${color('accent')};
    box-shadow: inset 0 0 0 1px ${color('accent')};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.5;
  }
`;

/**
 * The one verse card (issue 51): a search result, a theme's verse, a
 * bookmark, a day's chapter in the plan. A 1-px border and the medium
 * radius on the page's background, no drop shadow (a card that does not
 * float), the testament's bar on its left (an inset 3-px shadow, so it
 * takes no room) and the padding that leaves the bar its space: 8 px, 16 px
 * on the left. A list item; its layout inside is the caller's.
 */
export const VerseCard = styled.li.attrs<{ 'data-look'?: string }>({ 'data-look': 'verse-card' })<{ $testament: Testament }>`
  padding: ${space('sm')} ${space('sm')} ${space('sm')} ${space('md')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  box-shadow: inset 3px 0 0 ${accent};
  background: ${color('background')};
`;

/**
 * The main action of a widget or dialog (« Rechercher », « Demander »,
 * « Jouer »): the interface's accent, semibold.
 */
export const PrimaryButton = styled(Button).attrs({ 'data-look': 'button-primary' })`
  border-color: ${color('accent')};
  background: ${color('accent')};
  color: ${color('onAccent')};
  font-weight: ${BUTTON_TOKENS.primary.weight};

  &:hover:not(:disabled, [aria-disabled='true']) {
    border-color: ${color('text')};
    background: ${color('text')};
    color: ${color('background')};
  }
`;

/** One of a row of exclusive choices (the search filters' testaments): a button's height, pressed when chosen. */
export const TabButton = styled(Button).attrs({ 'data-look': 'button-tab' })`
  height: ${BUTTON_TOKENS.tab.height};
  font-weight: ${BUTTON_TOKENS.tab.weight};
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

const Shown = styled.span`
  display: contents;
`;

/**
 * A short form on screen and its full form for assistive technology, as the
 * content of a control rather than an aria-label that would contradict what
 * is shown: the abbreviated month "janv." is named "janvier".
 * @example <Button><ShortForm shown="janv." full="janvier" /></Button>
 */
export function ShortForm({ shown, full }: { shown: string; full: string }) {
  return (
    <>
      <Shown aria-hidden="true">{shown}</Shown>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}

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
  box-shadow: 0 2px 8px ${color('shadow')};

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
 * words of Jesus, Selah, highlighted divine names and search matches, and
 * Darby's signs (markTextSigns: raised, in the muted colour, as printed). One
 * definition for every view that shows verses.
 */
export const verseMarkup = css`
  .sign {
    margin: 0 0.1em 0 0;
    color: ${color('textMuted')};
    font-size: 0.7em;
    font-weight: 700;
    cursor: help;
  }
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
    border-radius: ${radius('sm')};
    background: ${color('mark')};
    color: inherit;
    font-weight: 700;
  }
`;

/** A paragraph of verse text in a list of verses (search results, a theme's passages). */
export const VerseParagraph = styled.p`
  margin: 0;
  font-family: ${font('text')};
  font-size: 1.05rem;
  line-height: 1.5;

  ${verseMarkup}
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

/**
 * The root of a page-sized widget (the reader, the search results, the
 * plan…): the reset and a padding; the container its `wideWidget` and
 * `narrowWidget` queries measure (a block: its width is the page's, never its
 * content's).
 */
export const PageRoot = styled.section`
  ${widgetRoot}
  container: ${WIDGET_CONTAINER} / inline-size;
  padding: ${space('md')};
`;

/**
 * The heading of a page-sized widget. Marked `data-parole-title`: an embed
 * with `data-hide-title` hides it visually (embed/shadow.ts), a screen
 * reader still finds it and the widget's region keeps its name.
 */
export const PageTitle = styled.h1.attrs<{ 'data-parole-title'?: string; 'data-look'?: string }>({ 'data-parole-title': '', 'data-look': 'title-page' })`
  margin: 0;
  ${titleLook('page')}
`;

/**
 * A part's title, or the title of a widget set inside a page (the AI helper,
 * the bookmarks, a dialog): the type scale's section level. An h2 unless
 * `as` says otherwise; margins and colour are the caller's.
 */
export const SectionTitle = styled.h2.attrs<{ 'data-look'?: string }>({ 'data-look': 'title-section' })`
  margin: 0;
  ${titleLook('section')}
`;

/** A group's title inside a part (a testament's list, « Filtres », « Historique »): the type scale's sub-section level. An h3 unless `as` says otherwise. */
export const SubsectionTitle = styled.h3.attrs<{ 'data-look'?: string }>({ 'data-look': 'title-subsection' })`
  margin: 0;
  ${titleLook('subsection')}
`;

/** A muted line under a page's title: what was searched, the date, a description. */
export const PageSubtitle = styled.p`
  margin: ${space('xs')} 0 0;
  color: ${color('textMuted')};
`;

/** In place of a widget's content: nothing was found. */
export const EmptyBox = styled.p`
  margin: 0;
  padding: ${space('md')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
`;

/** A bordered box for a short message and, below it, an optional button. */
const messageBox = css`
  display: grid;
  justify-items: start;
  gap: ${space('sm')};
  padding: ${space('md')};
  border-radius: ${radius('md')};

  p {
    margin: 0;
  }
`;

/** A message in place of a widget's content, in the text colour (an empty theme, for instance). */
export const MessageBox = styled.div`
  ${messageBox}
  border: 1px solid ${color('border')};
  color: ${color('text')};
`;

const ErrorBox = styled.div`
  ${messageBox}
  border: 1px solid ${color('error')};
  color: ${color('error')};
`;

/* The buttons of an error box, when there are several: side by side. */
const ErrorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
`;

/**
 * A request's failure in place of the widget's content: the (French) message,
 * announced as an alert, and a "Réessayer" button when `onRetry` is given,
 * followed by `children` (other buttons). Takes a `className`, so that a view
 * may add its own spacing with `styled(LoadError)`.
 * @example {state.status === 'error' && <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />}
 */
export function LoadError({
  message,
  onRetry,
  retryLabel,
  className,
  children,
}: {
  message: string;
  /** Shown as a button labelled `retryLabel` when given. */
  onRetry?: () => void;
  retryLabel: string;
  className?: string;
  /** More buttons, after "Réessayer" on the same line. */
  children?: ReactNode;
}) {
  const retry = onRetry && (
    <Button type="button" onClick={onRetry}>
      {retryLabel}
    </Button>
  );
  return (
    <ErrorBox role="alert" className={className}>
      <p>{message}</p>
      {children ? (
        <ErrorActions>
          {retry}
          {children}
        </ErrorActions>
      ) : (
        retry
      )}
    </ErrorBox>
  );
}

/**
 * The grey lines of a loading placeholder, one per width (percent), hidden
 * from assistive technologies (the widget says "loading" in words elsewhere).
 * Give fixed widths: a skeleton that changes on every render would flicker
 * in visual tests.
 * @example {state.status === 'loading' && <SkeletonLines widths={[30, 95, 80]} />}
 */
export function SkeletonLines({ widths }: { widths: readonly number[] }) {
  return (
    <div aria-hidden="true">
      {widths.map((width, i) => (
        <SkeletonLine key={i} $width={width} />
      ))}
    </div>
  );
}
