import { BOOKS, formatChrono, GAME_ROUNDS, getBook, type AnsweredRound, type Book, type Testament } from '@parole/bible';
import { memo, useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button, LoadError, PageRoot, PageTitle, ParoleScope, SkeletonLines, VerseParagraph, VisuallyHidden } from '../internal/ui.js';
import { messages } from '../messages.js';
import { accent, bareList, color, radius, space } from '../style.js';
import type { QuizPlayProps, QuizPlayState } from './useQuiz.js';

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

const VerseBlock = styled.div`
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

const Previous = styled.p<{ $correct: boolean }>`
  margin: 0 0 ${space('sm')};
  color: ${(p) => color(p.$correct ? 'success' : 'error')(p)};
  font-weight: 600;
`;

const Quote = styled.blockquote`
  margin: 0;
`;

const Verse = styled(VerseParagraph)`
  font-size: 1.2rem;
`;

const Question = styled.h2`
  margin: 0 0 ${space('sm')};
  font-size: 1.1rem;
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
    font-size: 1rem;
  }
`;

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr));
  gap: ${space('xs')};
  ${bareList}
`;

const Choice = styled(Button)<{ $testament: Testament }>`
  width: 100%;
  justify-content: flex-start;
  border-color: ${accent};
  color: ${accent};
  font-weight: 600;
  text-align: left;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${accent};
    color: ${color('onAccent')};
  }
`;

const Footer = styled.div`
  margin-top: ${space('lg')};
`;

const AnswerError = styled.div`
  margin-bottom: ${space('sm')};
`;

const OLD = BOOKS.filter((b) => b.testament === 'old');
const NEW = BOOKS.filter((b) => b.testament === 'new');

/** The 66 books, by testament: drawn once, not on every tick of the timer. */
const BookChoices = memo(function BookChoices({ answering, onAnswer }: { answering: boolean; onAnswer?: (book: number) => void }) {
  const t = messages.quiz;
  const id = useId();
  const group = (testament: Testament, books: readonly Book[]) => (
    <Group $testament={testament} role="group" aria-labelledby={`${id}-${testament}`}>
      <h3 id={`${id}-${testament}`}>{testament === 'old' ? t.oldTestament : t.newTestament}</h3>
      <Choices>
        {books.map((book) => (
          <li key={book.id}>
            {/* aria-disabled, not disabled: the focused book keeps focus while the answer travels. */}
            <Choice
              type="button"
              $testament={testament}
              data-livre={book.id}
              aria-disabled={answering || undefined}
              onClick={() => {
                if (!answering) onAnswer?.(book.id);
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
  const { state, pseudo, answering = false, answerError, focusKey = 0, onAnswer, onRetry, onHome } = props;
  const t = messages.quiz;
  const id = useId();
  const titleId = `${id}-titre`;
  const verseRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusKey > 0) verseRef.current?.focus();
  }, [focusKey]);

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
          {pseudo && <Player>{t.player(pseudo)}</Player>}
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
          {previous && <Previous $correct={previous.juste}>{t.previous(name(previous.livreid_reponse), name(previous.livre_id), previous.juste)}</Previous>}
          <Quote aria-label={t.verse}>
            {/* Verse HTML from our own API (safe: a fixed set of tags, see the contract's Verse). */}
            <Verse dangerouslySetInnerHTML={{ __html: verse }} />
          </Quote>
        </VerseBlock>
        <Question>{t.question}</Question>
        {answerError && (
          <AnswerError>
            <LoadError message={answerError} retryLabel={t.retry} />
          </AnswerError>
        )}
        <VisuallyHidden role="status">{answering ? t.answering : ''}</VisuallyHidden>
        <BookChoices answering={answering} onAnswer={onAnswer} />
        <HomeFooter onHome={onHome} />
      </PageRoot>
    </ParoleScope>
  );
}
