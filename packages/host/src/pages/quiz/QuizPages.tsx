/**
 * The quiz's routes (spec §2): /jeu (its home), /joue and /joue/:book (a
 * game being played; the book is the one just answered, shown in the
 * address after each answer, and never an answer by itself: a GET address
 * must not change a game, and a reload just resumes), /partie/:game (a
 * game's summary). The URL holds the Quiz widget's screen, the host's
 * persisted state its session (`pseudo`, `game`, `gameToken`, `attempt`).
 *
 * The quiz stays on Louis Segond 1910 whatever the translation read (issue
 * 41): its home says so (the default translation's name, GET /api/info), and
 * its verses' links open the reader in it.
 */
import { href } from '@parole/bible';
import { Quiz, parseQuizSession, useTranslationName, type QuizScreen, type QuizScreenChange, type QuizStorage } from '@parole/widgets';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessagePage, useDocumentTitle } from '../../components/page.js';
import { messages } from '../../messages.js';
import { quiz as quizTexts } from '../../texts/quiz.js';
import { useRouteInput } from '../../routing/links.js';
import { useFixedTranslationLinks } from '../../routing/translation.js';
import { DEFAULT_STATE, useHostStore, type HostStore } from '../../store/index.js';
import { color, space } from '../../style.js';

// No padding of its own: the widget pads itself.
const Frame = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding-bottom: ${space('lg')};
`;

const TranslationNote = styled.p`
  margin: ${space('md')} ${space('md')} 0;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;


/**
 * The address of a screen of the quiz.
 * @example screenHref({ name: 'play', answered: 43 }) // '/joue/43'
 */
export function screenHref(screen: QuizScreen): string {
  if (screen.name === 'summary') return href('gameSummary', { game: screen.game });
  if (screen.name === 'play') return screen.answered === undefined ? href('play') : href('playBook', { book: screen.answered });
  return href('game');
}

/**
 * The quiz's session kept in the host's persisted state (`pseudo`, `game`,
 * `gameToken`, `attempt`, stored under the spec's names `pseudo`, `partie`,
 * `essai` and `jeton`); read and checked as the widget's own storage is
 * (parseQuizSession).
 */
export function hostQuizStorage(store: HostStore): QuizStorage {
  return {
    load() {
      const { pseudo, game, gameToken, attempt } = store.getState();
      return parseQuizSession({ pseudo, game, token: gameToken, attempt });
    },
    save(session) {
      store.set(
        session
          ? { pseudo: session.pseudo, game: session.game, gameToken: session.token, attempt: session.attempt }
          : { pseudo: DEFAULT_STATE.pseudo, game: DEFAULT_STATE.game, gameToken: DEFAULT_STATE.gameToken, attempt: DEFAULT_STATE.attempt },
      );
    },
  };
}

const summaryHref = (game: number) => href('gameSummary', { game });

function QuizPage({ screen, title }: { screen: QuizScreen; title: string }) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const store = useHostStore();
  const storage = useMemo(() => hostQuizStorage(store), [store]);
  // The game's verses are Louis Segond 1910's, whatever this device reads.
  const { hrefFor, onOpen } = useFixedTranslationLinks();
  const segond = useTranslationName();
  const onScreenChange = useCallback(
    (next: QuizScreen, { replace }: QuizScreenChange) => navigate(screenHref(next), { replace }),
    [navigate],
  );
  return (
    <Frame>
      {screen.name === 'home' && segond !== undefined && <TranslationNote>{quizTexts.translation(segond)}</TranslationNote>}
      <Quiz screen={screen} onScreenChange={onScreenChange} storage={storage} summaryHref={summaryHref} readHref={hrefFor} onRead={onOpen} />
    </Frame>
  );
}

const HOME: QuizScreen = { name: 'home' };

/** /jeu: the rules, the nickname, the tables. */
export function GamePage() {
  return <QuizPage screen={HOME} title={messages.pages.game} />;
}

/** /joue and /joue/:book: the game in progress on this device. */
export function PlayPage() {
  const { book: text } = useParams();
  const route = useRouteInput('playBook');
  const answered = route.ok ? route.input.book : undefined;
  const screen = useMemo<QuizScreen>(() => ({ name: 'play', answered }), [answered]);
  if (text !== undefined && !route.ok) {
    return (
      <MessagePage title={quizTexts.invalidBookTitle} linkTo={href('play')} linkLabel={quizTexts.backToPlay}>
        {quizTexts.invalidBook(text)}
      </MessagePage>
    );
  }
  return <QuizPage screen={screen} title={messages.pages.play} />;
}

/** /partie/:game: a game's summary. */
export function GameSummaryPage() {
  const route = useRouteInput('gameSummary');
  const game = route.ok ? route.input.game : null;
  const screen = useMemo<QuizScreen | null>(() => (game === null ? null : { name: 'summary', game }), [game]);
  if (!screen) {
    return (
      <MessagePage title={quizTexts.invalidGameTitle} linkTo={href('game')} linkLabel={quizTexts.backToGame}>
        {quizTexts.invalidGame(route.ok ? '' : (route.text ?? ''))}
      </MessagePage>
    );
  }
  return <QuizPage screen={screen} title={messages.pages.gameSummary} />;
}
