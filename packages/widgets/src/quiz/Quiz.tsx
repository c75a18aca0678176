import { QuizHomeView } from './QuizHomeView.js';
import { QuizPlayView } from './QuizPlayView.js';
import { QuizSummaryView } from './QuizSummaryView.js';
import { useQuiz, type QuizFlow, type QuizProps } from './useQuiz.js';
import { useQuizHome } from './useQuizHome.js';
import { useQuizPlay } from './useQuizPlay.js';
import { useQuizSummary } from './useQuizSummary.js';

function Home({ flow }: { flow: QuizFlow }) {
  return <QuizHomeView {...useQuizHome(flow)} />;
}

function Play({ flow }: { flow: QuizFlow }) {
  return <QuizPlayView {...useQuizPlay(flow)} />;
}

function Summary({ flow, game }: { flow: QuizFlow; game: number }) {
  return <QuizSummaryView {...useQuizSummary(flow, game)} />;
}

/**
 * The book-guessing quiz (spec, "Game"): its home with the rules, the
 * nickname and the tables, a game of ten verses, and a game's summary. Each
 * screen's behaviour starts when it is shown (the play screen asks where
 * the game stands on entry). Needs a <BibleApiProvider> above it.
 * @example
 * // The site: the URL holds the screen, the host's state the session.
 * <Quiz screen={{ name: 'play' }} onScreenChange={(screen, { replace }) => navigate(urlOf(screen), { replace })}
 *   storage={hostQuizStorage} summaryHref={(game) => href('gameSummary', { game })} readHref={(place) => href('read', place)} />
 * // An embed: its own screens, localStorage.
 * <Quiz />
 */
export function Quiz(props: QuizProps) {
  const flow = useQuiz(props);
  const { screen } = flow;
  if (screen.name === 'play') return <Play flow={flow} />;
  if (screen.name === 'summary') return <Summary key={screen.game} flow={flow} game={screen.game} />;
  return <Home flow={flow} />;
}
