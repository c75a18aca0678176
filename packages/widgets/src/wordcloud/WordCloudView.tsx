import { getBook, type BookItem, type WordCloudResponse, type Scope } from '@parole/bible';
import { useId, type MouseEvent, type Ref } from 'react';
import { css, keyframes, styled } from 'styled-components';
import type { ViewState } from '../api/useApiResource.js';
import { Button, EmptyBox, LoadError, PageRoot, PageTitle, ParoleScope, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { color, narrowWidget, radius, space, textFieldLook, useParoleStyle, wideWidget } from '../style.js';
import { fitViewBox, type Bounds, type PlacedWord } from './layout.js';
import { wordColors } from './palette.js';
import type { CloudLayoutState } from './useCloudLayout.js';

/** Loading, `previous` is the last answer, whose dropdowns stay usable while another scope loads. */
export type WordCloudViewState = ViewState<WordCloudResponse, { previous?: WordCloudResponse }>;

export interface WordCloudViewProps {
  /** Set to the widget's root: the width its compact layout follows (useWidthCompact). */
  rootRef?: Ref<HTMLElement>;
  scope: Scope;
  state: WordCloudViewState;
  /** Where the words are; only read in the ready state. */
  layout: CloudLayoutState;
  /** Size of the drawing area in px: the container's width, 700 (desktop) or 350 (mobile) high. */
  width: number;
  height: number;
  /** The CSS font the layout measured the words in. */
  fontFamily: string;
  /** The element whose width the cloud takes (the controller observes it). */
  areaRef?: Ref<HTMLDivElement>;
  /** Bible/AT/NT buttons and the book dropdowns. */
  onScopeChange?: (scope: Scope) => void;
  /** A word was chosen (click, or Enter on the list): the host searches it. */
  onWordClick?: (word: string) => void;
  /** Shown as "Réessayer" in the error state when given. */
  onRetry?: () => void;
  /**
   * The server's page (issue 48): both layouts, the desktop one (700 px high)
   * and the phone's (350), each shown by the widget's width in CSS container
   * queries, as the app picks its height by measuring it; `layout`,
   * `width` and `height` are then not read for the drawing.
   */
  byWidth?: { wide: PlacedCloud; narrow: PlacedCloud };
}

/** A finished layout with the size of the area it was made for. */
export interface PlacedCloud {
  placed: PlacedWord[];
  bounds: Bounds | null;
  dropped: number;
  width: number;
  height: number;
}

const Subtitle = styled.p`
  margin: ${space('xs')} 0 ${space('md')};
  color: ${color('textMuted')};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space('sm')} ${space('md')};
  margin-bottom: ${space('md')};
`;

const Group = styled.div`
  display: flex;
  gap: ${space('xs')};
`;

const Field = styled.label`
  display: grid;
  gap: ${space('xs')};
  font-size: 0.85rem;
  color: ${color('textMuted')};

  select {
    min-width: 12rem;
    ${textFieldLook}
    font-size: 1rem;
  }
`;

const Area = styled.div<{ $height: number; $narrowHeight?: number }>`
  position: relative;
  width: 100%;
  min-height: ${(p) => p.$height}px;
  ${(p) => p.$narrowHeight !== undefined && `${narrowWidget(p)} { min-height: ${p.$narrowHeight}px; }`}
`;

/** What the server's page shows at one of the two widths only (byWidth). */
const OnlyAt = styled.div<{ $at: 'wide' | 'narrow' }>`
  ${(p) => (p.$at === 'wide' ? narrowWidget(p) : wideWidget(p))} {
    display: none;
  }
`;

const pulse = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Progress = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space('sm')};
  color: ${color('textMuted')};
  font-size: 1.1rem;
`;

const Bar = styled.span`
  position: relative;
  width: 12rem;
  height: 4px;
  overflow: hidden;
  border-radius: ${radius('pill')};
  background: ${color('skeleton')};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    border-radius: inherit;
    background: ${color('accent')};
    animation: ${css`
      ${pulse} 1.2s ease-in-out infinite
    `};
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.5;
    }
  }
`;

const Svg = styled.svg`
  display: block;
  width: 100%;

  text {
    cursor: pointer;
  }
  text:hover {
    text-decoration: underline;
  }
`;

/** The word list laid out as a row of visible buttons. */
const shownList = css`
  position: static;
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  width: auto;
  height: auto;
  margin: ${space('md')} 0 0;
  overflow: visible;
  clip: auto;
`;

/**
 * The words as a list, for screen readers and the keyboard: hidden until one
 * of its buttons has the focus, so that a sighted keyboard user sees where it is.
 */
const WordList = styled.ol`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  list-style: none;

  &:focus-within {
    ${shownList}
  }
`;

/** The list shown instead of the drawing when the browser has no canvas. */
const VisibleList = styled(WordList)`
  ${shownList}
`;

const WordButton = styled.button`
  padding: 0 ${space('xs')};
  border: 0;
  background: none;
  color: ${color('text')};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Note = styled.p`
  margin: ${space('sm')} 0 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/** The heading's scope name: a testament, the Bible or a book's name. */
function scopeName(scope: Scope): string {
  const book = /^\d+$/.test(scope) ? getBook(Number(scope)) : undefined;
  return messages.wordCloud.scopeName(book ? book.name : scope);
}

function BookSelect({ label, books, scope, onScopeChange }: { label: string; books: BookItem[]; scope: Scope; onScopeChange?: (s: Scope) => void }) {
  const selected = books.some((b) => String(b.id) === scope) ? scope : '';
  return (
    <Field>
      {label}
      <select
        data-look="field"
        value={selected}
        disabled={books.length === 0 || !onScopeChange}
        onChange={(event) => event.target.value && onScopeChange?.(event.target.value as Scope)}
      >
        <option value="">{messages.wordCloud.chooseBook}</option>
        {books.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {b.nom}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Cloud(props: {
  placed: PlacedWord[];
  bounds: Bounds | null;
  width: number;
  height: number;
  fontFamily: string;
  onWordClick?: (word: string) => void;
  /** The server's two drawings are told apart from the app's one (byWidth). */
  testId?: string;
}) {
  const { placed, bounds, width, height, fontFamily, onWordClick, testId = 'word-cloud' } = props;
  const colors = wordColors(useParoleStyle().colors.background);
  const click = (event: MouseEvent<SVGTextElement>) => {
    const word = event.currentTarget.dataset.mot;
    if (word) onWordClick?.(word);
  };
  return (
    // The list below says the same to assistive technologies.
    <Svg viewBox={fitViewBox(bounds, width, height)} height={height} aria-hidden="true" data-testid={testId}>
      <g>
        {placed.map((w) => (
          <text
            key={w.word}
            data-mot={w.word}
            data-step={w.step}
            transform={`translate(${w.x} ${w.y}) rotate(${w.rotate})`}
            textAnchor="middle"
            fontFamily={fontFamily}
            fontWeight={600}
            fontSize={w.size}
            fill={colors[w.step]}
            onClick={click}
          >
            <title>{messages.wordCloud.word(w.word, w.count)}</title>
            {w.word}
          </text>
        ))}
      </g>
    </Svg>
  );
}

/**
 * The word cloud: the Bible/AT/NT buttons, the two book dropdowns, and the
 * most used words of the scope drawn by count (size and colour), with the
 * words also as a list for screen readers and the keyboard. Renders its
 * props only; `WordCloud` fetches, measures and lays out.
 */
export function WordCloudView(props: WordCloudViewProps) {
  const { scope, state, layout, width, height, fontFamily, areaRef, onScopeChange, onWordClick, onRetry, rootRef, byWidth } = props;
  const t = messages.wordCloud;
  const titleId = useId();
  const data = state.status === 'ready' ? state.data : undefined;
  const books = data ?? (state.status === 'loading' ? state.previous : undefined);
  const busy = !byWidth && (state.status === 'loading' || (data !== undefined && data.tags.length > 0 && layout.status === 'computing'));
  const done = data && layout.status === 'done' ? layout : undefined;

  const scopeButton = (value: Scope, label: string, title: string) => (
    <Button type="button" aria-pressed={scope === value} title={title} disabled={!onScopeChange} onClick={() => onScopeChange?.(value)}>
      {label}
    </Button>
  );

  const wordButtons = data?.tags.map((w) => (
    <li key={w.mot}>
      <WordButton type="button" aria-label={t.searchWord(w.mot, w.nb)} disabled={!onWordClick} onClick={() => onWordClick?.(w.mot)}>
        {t.word(w.mot, w.nb)}
      </WordButton>
    </li>
  ));

  return (
    <ParoleScope>
      <PageRoot ref={rootRef} lang="fr" aria-labelledby={titleId} aria-busy={busy}>
        <PageTitle id={titleId}>{t.title}</PageTitle>
        <Subtitle>{scopeName(scope)}</Subtitle>

        <Controls>
          <Group role="group" aria-label={t.scopes}>
            {scopeButton('atnt', t.bible, t.bibleLabel)}
            {scopeButton('at', t.at, t.atLabel)}
            {scopeButton('nt', t.nt, t.ntLabel)}
          </Group>
          <BookSelect label={t.atBooks} books={books?.livresAt ?? []} scope={scope} onScopeChange={onScopeChange} />
          <BookSelect label={t.ntBooks} books={books?.livresNt ?? []} scope={scope} onScopeChange={onScopeChange} />
        </Controls>

        {state.status === 'error' && (
          <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />
        )}

        {data && data.tags.length === 0 && <EmptyBox>{t.empty}</EmptyBox>}

        {state.status !== 'error' && !(data && data.tags.length === 0) && (
          <Area ref={areaRef} $height={byWidth?.wide.height ?? height} $narrowHeight={byWidth?.narrow.height}>
            {byWidth &&
              (['wide', 'narrow'] as const).map((at) => (
                <OnlyAt key={at} $at={at}>
                  <Cloud {...byWidth[at]} fontFamily={fontFamily} onWordClick={onWordClick} testId={`word-cloud-${at}`} />
                </OnlyAt>
              ))}
            {busy && (
              <Progress role="status">
                <span>{state.status === 'loading' ? t.loading : t.computing}</span>
                <Bar aria-hidden="true" />
              </Progress>
            )}
            {done && (
              <Cloud placed={done.placed} bounds={done.bounds} width={done.width ?? width} height={height} fontFamily={fontFamily} onWordClick={onWordClick} />
            )}
          </Area>
        )}

        {data && data.tags.length > 0 && (
          <>
            <VisuallyHidden as="p" id={`${titleId}-list`}>
              {t.summary(data.tags.length)}
            </VisuallyHidden>
            {layout.status === 'failed' ? (
              <>
                <Note>{t.layoutFailed}</Note>
                <VisibleList aria-label={t.words}>{wordButtons}</VisibleList>
              </>
            ) : (
              <WordList aria-label={t.words} aria-describedby={`${titleId}-list`}>
                {wordButtons}
              </WordList>
            )}
            {byWidth
              ? (['wide', 'narrow'] as const).map(
                  (at) =>
                    byWidth[at].dropped > 0 && (
                      <OnlyAt key={at} $at={at}>
                        <Note>{t.dropped(byWidth[at].dropped)}</Note>
                      </OnlyAt>
                    ),
                )
              : layout.status === 'done' && layout.dropped > 0 && <Note>{t.dropped(layout.dropped)}</Note>}
          </>
        )}
      </PageRoot>
    </ParoleScope>
  );
}
