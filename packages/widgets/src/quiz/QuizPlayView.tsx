import { BOOKS, formatChrono, GAME_ROUNDS, getBook, QUIZ_VERSE_LINES, type AnsweredRound, type Book, type Testament } from '@parole/bible';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { styled } from 'styled-components';
import { Button, LoadError, PageRoot, PageTitle, ParoleScope, SectionTitle, SkeletonLines, SubsectionTitle, VerseParagraph, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { accent, bareList, color, narrowWidget, radius, space } from '../style.js';
import { withNickname } from './Nickname.js';
import { LONGEST_PREVIOUS, VERSE_SCALES, cssString } from './rooms.js';
import type { QuizPlayProps, QuizPlayState } from './useQuizPlay.js';

export interface QuizPlayViewProps extends Partial<Omit<QuizPlayProps, 'state'>> {
  state: QuizPlayState;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space('sm')};
`;

const Player = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

const Timer = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Boxes = styled.ol`
  display: grid;
  grid-template-columns: repeat(${GAME_ROUNDS}, minmax(0, 1fr));
  gap: ${space('xs')};
  max-width: 32rem;
  margin: ${space('md')} 0;
  ${bareList}
`;

type BoxState = 'correct' | 'wrong' | 'current' | 'pending';

type ColorKey = Parameters<typeof color>[0];
/* Spec, section 4: current grey, correct green, wrong red, others light grey; a mark says it without colour too. */
const BOX_COLORS: Record<BoxState, readonly [background: ColorKey, text: ColorKey]> = {
  correct: ['success', 'onAccent'],
  wrong: ['error', 'onAccent'],
  current: ['textMuted', 'onAccent'],
  pending: ['skeleton', 'text'],
};

const Box = styled.li<{ $state: BoxState }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.25rem;
  border-radius: ${radius('sm')};
  background: ${(p) => color(BOX_COLORS[p.$state][0])(p)};
  color: ${(p) => color(BOX_COLORS[p.$state][1])(p)};
  font-weight: 700;

  &[aria-current] {
    outline: 2px solid ${color('textMuted')};
    outline-offset: 2px;
  }
`;

/*
 * The verse's card keeps one height from round to round, so the books below
 * never move under the pointer (issue 29): the previous answer and the verse
 * each have a room as tall as the tallest text they may hold (rooms.ts).
 */
const VerseBlock = styled.div`
  display: grid;
  gap: ${space('sm')};
  margin-bottom: ${space('md')};
  padding: ${space('md')};
  border-radius: ${radius('md')};
  background: ${color('surface')};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

/* One grid cell: the room is as tall as the tallest of the sizers and the answer shown. */
const PreviousRoom = styled.div`
  display: grid;
`;

const Previous = styled.p<{ $correct: boolean }>`
  grid-area: 1 / 1;
  margin: 0;
  color: ${(p) => color(p.$correct ? 'success' : 'error')(p)};
  font-weight: 600;
`;

/*
 * The longest previous answer laid out, hidden, in the room: generated
 * content, so its text is in no DOM text, accessibility tree or search of
 * the page.
 */
const PreviousSizer = styled(Previous)<{ $text: string }>`
  visibility: hidden;
  pointer-events: none;
  user-select: none;

  &::before {
    content: ${(p) => cssString(p.$text)};
  }
`;

/*
 * QUIZ_VERSE_LINES lines of verse, the most a verse the quiz draws has of
 * its own, whatever the verse (a quarter of a line more: lines measured in
 * fractions of a pixel must not overflow by one). The verse stands in the
 * middle; one taller than the room on a narrow screen is drawn smaller
 * (useVerseFit), and scrolls inside beyond that.
 */
const VerseRoom = styled.div`
  position: relative;
  height: calc(${QUIZ_VERSE_LINES * 1.5 + 0.25} * 1em);
  font-size: 1.2rem;

  ${narrowWidget} {
    font-size: 1.1rem;
  }
`;

const Quote = styled.blockquote`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: safe center;
  align-items: center;
  margin: 0;
  overflow-y: auto;
`;

/*
 * The room's size, times the scale that makes it fit (useVerseFit); lines of
 * a readable length on a wide screen (a poem's longest line fits in one).
 */
const Verse = styled(VerseParagraph)`
  max-width: 45em;
  font-size: calc(var(--verse-scale, 1) * 1em);
  line-height: 1.5;
`;

const Question = styled(SectionTitle)`
  margin: 0 0 ${space('sm')};
`;

const Testaments = styled.div`
  display: grid;
  gap: ${space('md')};
`;

const Group = styled.div<{ $testament: Testament }>`
  padding-top: ${space('xs')};
  border-top: 4px solid ${accent};

  h3 {
    margin: 0 0 ${space('xs')};
    color: ${accent};
  }
`;

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: ${space('xs')};
  ${bareList}
`;

/*
 * A book looks chosen only when it is: filled with its testament's colour
 * while pressed and while its answer travels. A hover (a mouse, never a
 * finger: no hover sticks after a tap) only underlines it and thickens its
 * border, so the book under the pointer when a new verse comes never looks
 * like an answer.
 */
const Choice = styled(Button)<{ $testament: Testament }>`
  width: 100%;
  justify-content: flex-start;
  border-color: ${accent};
  color: ${accent};
  text-align: left;
  text-underline-offset: 0.2em;

  /* Not the buttons' grey fill on hover, on any device. */
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${color('background')};
  }

  @media (hover: hover) {
    &:hover:not(:disabled, [aria-disabled='true']) {
      box-shadow: inset 0 0 0 1px ${accent};
      text-decoration: underline;
    }
  }

  &:active:not(:disabled, [aria-disabled='true']),
  &[data-chosen] {
    background: ${accent};
    color: ${color('onAccent')};
    text-decoration: none;
  }

  /* The answer on its way stays at full strength while the other books dim. */
  &[data-chosen] {
    opacity: 1;
  }
`;

const Footer = styled.div`
  margin-top: ${space('lg')};
`;

/*
 * After the books, held at the bottom of the screen while they are in view:
 * an answer that did not arrive is seen without pushing the books down.
 */
const AnswerError = styled.div`
  position: sticky;
  bottom: ${space('md')};
  z-index: 1;
  margin-top: ${space('md')};
  box-shadow: 0 2px 8px ${color('shadow')};
  border-radius: ${radius('md')};
  background: ${color('background')};
`;

const OLD = BOOKS.filter((b) => b.testament === 'old');
const NEW = BOOKS.filter((b) => b.testament === 'new');

/**
 * Draws the verse in `quote` at the largest of VERSE_SCALES at which it fits
 * the room, again when the room's width changes (a phone turned).
 */
function useVerseFit(quote: RefObject<HTMLElement | null>, verse: string): void {
  useLayoutEffect(() => {
    const element = quote.current;
    const text = element?.firstElementChild;
    if (!element || !text) return;
    // Heights to the fraction of a pixel: scrollHeight and clientHeight are rounded.
    const fit = () => {
      for (const scale of VERSE_SCALES) {
        element.style.setProperty('--verse-scale', String(scale));
        if (text.getBoundingClientRect().height <= element.getBoundingClientRect().height) return;
      }
    };
    fit();
    // No observer where nothing is laid out (jsdom): nothing to fit either.
    if (typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [quote, verse]);
}

/**
 * The 66 books, by testament: drawn once, not on every tick of the timer.
 * `onChoose` says whether a pointer chose (a click's `detail` counts its
 * presses; the keyboard's Enter and Space make clicks of none).
 */
const BookChoices = memo(function BookChoices({
  answering,
  chosen,
  onChoose,
}: {
  answering: boolean;
  chosen: number | null;
  onChoose: (book: number, byPointer: boolean) => void;
}) {
  const t = messages.quiz;
  const id = useId();
  const group = (testament: Testament, books: readonly Book[]) => (
    <Group $testament={testament} role="group" aria-labelledby={`${id}-${testament}`}>
      <SubsectionTitle id={`${id}-${testament}`}>{testament === 'old' ? t.oldTestament : t.newTestament}</SubsectionTitle>
      <Choices>
        {books.map((book) => (
          <li key={book.id}>
            {/* aria-disabled, not disabled: the focused book keeps focus while the answer travels. */}
            <Choice
              type="button"
              $testament={testament}
              data-livre={book.id}
              data-chosen={(answering && chosen === book.id) || undefined}
              aria-disabled={answering || undefined}
              onClick={(event: MouseEvent) => {
                if (!answering) onChoose(book.id, event.detail > 0);
              }}
            >
              {book.name}
            </Choice>
          </li>
        ))}
      </Choices>
    </Group>
  );
  return (
    <Testaments>
      {group('old', OLD)}
      {group('new', NEW)}
    </Testaments>
  );
});

function boxState(n: number, round: number, rounds: readonly AnsweredRound[]): BoxState {
  const answered = rounds.find((r) => r.essai === n);
  if (answered) return answered.juste ? 'correct' : 'wrong';
  return n === round ? 'current' : 'pending';
}

const BOX_LABELS: Record<BoxState, (n: number) => string> = {
  correct: messages.quiz.attemptCorrect,
  wrong: messages.quiz.attemptWrong,
  current: messages.quiz.attemptCurrent,
  pending: messages.quiz.attemptPending,
};
const BOX_MARKS: Record<BoxState, string> = { correct: '✓', wrong: '✗', current: '', pending: '' };

/** The way back to the game's home, under every state of the screen. */
function HomeFooter({ onHome }: { onHome?: () => void }) {
  if (!onHome) return null;
  return (
    <Footer>
      <Button type="button" onClick={onHome}>
        {messages.quiz.backHome}
      </Button>
    </Footer>
  );
}

/**
 * A game being played (spec, "Game"): the verse to place, the 66 books to
 * choose from (old testament violet, new cyan), the ten attempt boxes, the
 * timer mm:ss, and from the second verse the previous answer. Focus moves
 * to the verse when `focusKey` changes. Renders its props only.
 */
export function QuizPlayView(props: QuizPlayViewProps) {
  const { state, pseudo, answering = false, chosenBook = null, answerError, focusKey = 0, onAnswer, onRetry, onHome } = props;
  const t = messages.quiz;
  const id = useId();
  const titleId = `${id}-titre`;
  const verseRef = useRef<HTMLDivElement>(null);
  const quoteRef = useRef<HTMLQuoteElement>(null);
  const chosenByPointer = useRef(false);

  const onChoose = useCallback(
    (book: number, byPointer: boolean) => {
      chosenByPointer.current = byPointer;
      onAnswer?.(book);
    },
    [onAnswer],
  );

  // The new verse takes focus. After a click or a tap the page must not
  // scroll to it: the books would move under the pointer (issue 29); after
  // the keyboard it does, so the verse focused is in view.
  useEffect(() => {
    if (focusKey > 0) verseRef.current?.focus({ preventScroll: chosenByPointer.current });
  }, [focusKey]);

  useVerseFit(quoteRef, state.status === 'ready' ? state.verse : '');

  if (state.status !== 'ready') {
    return (
      <ParoleScope>
        <PageRoot lang="fr" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
          <PageTitle id={titleId}>{state.status === 'lost' ? t.lostTitle : t.title}</PageTitle>
          <VisuallyHidden role="status">{state.status === 'loading' ? t.verseLoading : ''}</VisuallyHidden>
          {state.status === 'loading' && <SkeletonLines widths={[30, 95, 80]} />}
          {state.status === 'error' && <LoadError message={state.message} onRetry={onRetry} retryLabel={t.retry} />}
          {state.status === 'lost' && <LoadError message={state.message} retryLabel={t.retry} />}
          <HomeFooter onHome={onHome} />
        </PageRoot>
      </ParoleScope>
    );
  }

  const { verse, round, rounds, seconds } = state;
  const previous = round >= 2 ? rounds.find((r) => r.essai === round - 1) : undefined;
  const name = (book: number) => getBook(book)?.name ?? String(book);
  return (
    <ParoleScope>
      <PageRoot lang="fr" aria-labelledby={titleId}>
        <Header>
          {pseudo && <Player>{withNickname(t.player, pseudo)}</Player>}
          <Timer role="timer" aria-label={t.timer}>
            {formatChrono(seconds)}
          </Timer>
        </Header>
        <Boxes aria-label={t.attempts}>
          {Array.from({ length: GAME_ROUNDS }, (_, i) => {
            const n = i + 1;
            const box = boxState(n, round, rounds);
            return (
              <Box key={n} $state={box} data-essai={n} data-etat={box} aria-current={box === 'current' ? 'step' : undefined}>
                <span aria-hidden="true">{BOX_MARKS[box] || n}</span>
                <VisuallyHidden>{BOX_LABELS[box](n)}</VisuallyHidden>
              </Box>
            );
          })}
        </Boxes>
        <VerseBlock ref={verseRef} tabIndex={-1} aria-labelledby={titleId} data-essai={round}>
          <PageTitle id={titleId}>{t.round(round)}</PageTitle>
          <PreviousRoom>
            {LONGEST_PREVIOUS.map((text) => (
              <PreviousSizer key={text} $text={text} $correct={false} aria-hidden="true" />
            ))}
            {previous && <Previous $correct={previous.juste}>{t.previous(name(previous.livreid_reponse), name(previous.livre_id), previous.juste)}</Previous>}
          </PreviousRoom>
          <VerseRoom>
            <Quote ref={quoteRef} aria-label={t.verse}>
              {/* Verse HTML from our own API (safe: a fixed set of tags, see the contract's Verse). */}
              <Verse dangerouslySetInnerHTML={{ __html: verse }} />
            </Quote>
          </VerseRoom>
        </VerseBlock>
        <Question>{t.question}</Question>
        <VisuallyHidden role="status">{answering ? t.answering : ''}</VisuallyHidden>
        <BookChoices answering={answering} chosen={chosenBook} onChoose={onChoose} />
        {answerError && (
          <AnswerError>
            <LoadError message={answerError} retryLabel={t.retry} />
          </AnswerError>
        )}
        <HomeFooter onHome={onHome} />
      </PageRoot>
    </ParoleScope>
  );
}
