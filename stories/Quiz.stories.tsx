import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTRACT_MESSAGES, href, pseudoError, type GamePlayResponse } from '@parole/bible';
import {
  QuizHomeView,
  QuizPlayView,
  QuizSummaryView,
  type QuizHomeViewProps,
  type QuizPlayState,
  type QuizPlayViewProps,
  type QuizSummaryViewProps,
} from '@parole/widgets';
import { recorded, recordings, refusalOf } from '@parole/widgets/testing';
import { expect, fn, within } from 'storybook/test';
import { CHURCH, CHURCH_DARK, DARK, LOADING, NETWORK_ERROR, PHONE, allStates, noControl, ready, refused } from './support.js';

/**
 * The quiz in every state, from answers recorded from the real game API
 * (@parole/widgets/testing). The views render props only; the widget that
 * asks the server and keeps the session is `Quiz`.
 *
 * Expects these recordings (scripts/record-fixtures.ts):
 * - `games` (GET /api/jeu) with finished games in both tables;
 * - `newGame` for the nickname PSEUDO, then `gameStart` and the ten
 *   `gameAnswer`s of that game, which the recorder plays to its end;
 * - `gameSummary` of that game, once over, and of a game left in progress;
 * - `chapter` Jérémie 33, for its verse 11: the tallest verse a game draws.
 * A game's requests carry the recorder's own secret, so its answers are
 * found by their endpoint's path, in the order of their rounds.
 */
const PSEUDO = 'Samuel';

/** The recorded answers of the requests that start with `prefix` (method paths with their JSON body). */
function recordedBodies<T>(prefix: string): T[] {
  const found = [...recordings.values()].filter((r) => r.request.startsWith(prefix) && r.status < 400).map((r) => r.body as T);
  if (found.length === 0) throw new Error(`No recorded answer for ${prefix}… (scripts/record-fixtures.ts)`);
  return found;
}

const games = recorded('games', {});
const { partie: game } = recorded('newGame', { pseudo: PSEUDO });
const start = recordedBodies<GamePlayResponse>('/api/jouefirst ').find((answer) => answer.partie === game)!;
const answers = recordedBodies<GamePlayResponse>('/api/joue {')
  .filter((answer) => answer.partie === game)
  .sort((a, b) => a.essaisPartie.length - b.essaisPartie.length);
const finished = recorded('gameSummary', { game });
const summaries = recordedBodies<typeof finished>('/api/partie/');
const inProgress = summaries.find((summary) => !summary.partie.termine) ?? finished;

/** A recorded answer as the play screen shows it, the timer at the server's time. */
const playing = (answer: GamePlayResponse): QuizPlayState => ({
  status: 'ready',
  verse: answer.verset?.texte ?? '',
  round: answer.essaiNb,
  rounds: answer.essaisPartie,
  seconds: answer.chrono,
});
/** Mid-game: after four answers (boxes of both colours when the recorder missed one, and the previous answer). */
const midGame = answers[Math.min(3, answers.length - 1)];
/** Mid-game with Jérémie 33:11, the tallest verse a game draws: a poem of nine lines (docs/decisions/quiz.md). */
const tallestVerse = playing({
  ...midGame,
  verset: { texte: recorded('chapter', { book: 24, chapter: 33 }).versets.find((verse) => verse.verset === 11)!.texte },
});

const homeArgs: QuizHomeViewProps = {
  pseudo: PSEUDO,
  pseudoError: null,
  starting: false,
  startError: null,
  canResume: false,
  games: ready(games),
  summaryHref: (id) => href('gameSummary', { game: id }),
  onPseudoChange: fn(),
  onSubmit: fn(),
  onResume: fn(),
  onRetryGames: fn(),
  onOpenSummary: fn(),
};

const playArgs: QuizPlayViewProps = {
  state: playing(start),
  pseudo: PSEUDO,
  answering: false,
  answerError: null,
  onAnswer: fn(),
  onRetry: fn(),
  onHome: fn(),
};

const summaryArgs: QuizSummaryViewProps = {
  state: ready(finished),
  canContinue: false,
  replaying: false,
  replayError: null,
  readHref: (place) => href('read', place),
  onRead: fn(),
  onContinue: fn(),
  onReplay: fn(),
  onHome: fn(),
  onRetry: fn(),
};

/** One screen of the quiz: the view of the screen given. For these stories only. */
function QuizScreenView({ home, play, summary }: { home?: QuizHomeViewProps; play?: QuizPlayViewProps; summary?: QuizSummaryViewProps }) {
  if (play) return <QuizPlayView {...play} />;
  if (summary) return <QuizSummaryView {...summary} />;
  return <QuizHomeView {...(home ?? homeArgs)} />;
}

const meta = {
  title: 'Widgets/Quiz',
  component: QuizScreenView,
  args: { home: homeArgs },
  argTypes: noControl('home', 'play', 'summary'),
} satisfies Meta<typeof QuizScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

const home = (props: Partial<QuizHomeViewProps>) => ({ home: { ...homeArgs, ...props } });
const play = (props: Partial<QuizPlayViewProps>) => ({ home: undefined, play: { ...playArgs, ...props } });
const summary = (props: Partial<QuizSummaryViewProps>) => ({ home: undefined, summary: { ...summaryArgs, ...props } });

export const HomeLoading: Story = { args: home({ games: LOADING }) };

/** The recorded tables: last games and best games, each nickname a link to its summary. */
export const HomeTypical: Story = {};

/** No game has ended yet (the recorded answer, its tables emptied). */
export const HomeEmpty: Story = { args: home({ games: ready({ ...games, partiesJouees: [], meilleuresParties: [] }) }) };

export const HomeError: Story = { args: home({ games: NETWORK_ERROR }) };

/** "(Re) Jouer" pressed with a nickname too short: the specification's message, as the server refuses it too. */
export const HomeValidationError: Story = { args: home({ pseudo: 'Léa', pseudoError: refusalOf('newGame', { pseudo: 'Léa' })!.message }) };

/** A game is being created; a game of this device can be resumed. */
export const HomeStarting: Story = { args: home({ starting: true, canResume: true }) };

/** The server refused a new game (429, the contract's message: a refusal the recorder does not provoke). */
export const HomeTooManyGames: Story = { args: home({ startError: CONTRACT_MESSAGES.tooManyGames }) };

export const PlayLoading: Story = { args: play({ state: LOADING }) };

/** The first verse, the timer at 00:00, no previous answer. */
export const PlayFirstRound: Story = { args: play({}) };

/** Mid-game: the boxes answered, the current one, and the previous answer. */
export const PlayMidGame: Story = { args: play({ state: playing(midGame) }) };

/** An answer on its way: the book chosen (Jean) filled with its testament's colour, the others dimmed and inert. */
export const PlayAnswering: Story = { args: play({ state: playing(midGame), answering: true, chosenBook: 43 }) };

/**
 * The tallest verse a game draws, whole in the room the screen keeps above
 * the books whatever the verse (so that they never move from one round to
 * the next): at full size on a wide screen, smaller on a phone.
 */
export const PlayTallestVerse: Story = {
  args: play({ state: tallestVerse }),
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByRole('blockquote', { name: 'Verset à situer' });
    await expect(quote.textContent).toContain('Dit l’Éternel.');
    // Shown whole: nothing of it scrolled out of its room.
    await expect(quote.scrollHeight).toBeLessThanOrEqual(quote.clientHeight);
  },
};

export const PlayTallestVerseMobile: Story = { ...PlayTallestVerse, globals: PHONE };

/** An answer that did not arrive: the same verse to answer again. */
export const PlayAnswerFailed: Story = { args: play({ state: playing(midGame), answerError: `${NETWORK_ERROR.message} Choisissez à nouveau un livre.` }) };

/** A game started on another device (403, the contract's message). */
export const PlayLost: Story = { args: play({ state: { status: 'lost', message: CONTRACT_MESSAGES.gameNotYours } }) };

export const PlayMobile: Story = { args: play({ state: playing(midGame) }), globals: PHONE };

export const SummaryLoading: Story = { args: summary({ state: LOADING }) };

/** The recorded game, over: ten rounds, the score and the time. */
export const SummaryFinished: Story = { args: summary({}) };

/** A game still in progress on this device: its rounds so far, and "Continuer la partie". */
export const SummaryInProgress: Story = { args: summary({ state: ready(inProgress), canContinue: true }) };

/** The server's own answer to a game that does not exist (404). */
export const SummaryNotFound: Story = { args: summary({ state: refused(refusalOf('gameSummary', { game: 999 })), onRetry: undefined }) };

/** Every screen side by side, for visual review. */
/** The sample church's theme (the toolbar's "Thème"): its testament colours, accent, fonts, square corners and roomier spacing. */
export const CustomTheme: Story = { ...HomeTypical, globals: CHURCH };

/** The dark palette (the toolbar's "Palette"; `scheme="dark"`, `data-scheme="dark"`). */
export const Dark: Story = { ...HomeTypical, globals: DARK };

/** The sample church's theme over the dark palette. */
export const CustomThemeDark: Story = { ...HomeTypical, globals: CHURCH_DARK };

/** A game being played, in the dark palette: the attempt boxes and the testament groups. */
export const PlayDark: Story = { ...PlayMidGame, globals: DARK };

/** A game being played in the sample church's theme. */
export const PlayCustomTheme: Story = { ...PlayMidGame, globals: CHURCH };

/**
 * Nicknames written right to left (issue 45): each keeps its own order and stays apart from the
 * words, ranks and scores around it, in the tables and during the game (`Nickname`, `<bdi dir="auto">`).
 */
const RIGHT_TO_LEFT = ['سارة', 'מרים', 'يوسف 12', 'Léa'];
const rightToLeft = (list: typeof games.partiesJouees) => list.map((item, i) => ({ ...item, pseudo: RIGHT_TO_LEFT[i % RIGHT_TO_LEFT.length]! }));
export const HomeRightToLeftNicknames: Story = {
  args: home({ games: ready({ ...games, partiesJouees: rightToLeft(games.partiesJouees), meilleuresParties: rightToLeft(games.meilleuresParties) }) }),
};

/** A game played under a nickname written right to left. */
export const PlayRightToLeftNickname: Story = { args: play({ state: playing(midGame), pseudo: 'מרים' }) };

export const AllStates: Story = {
  render: allStates(QuizScreenView, [
    ['home loading', home({ games: LOADING })],
    ['home', home({})],
    ['home, nickname refused', home({ pseudo: 'Léa', pseudoError: pseudoError('Léa') })],
    ['first verse', play({})],
    ['mid-game', play({ state: playing(midGame) })],
    ['answering', play({ state: playing(midGame), answering: true, chosenBook: 43 })],
    ['tallest verse', play({ state: tallestVerse })],
    ['summary', summary({})],
    ['in progress', summary({ state: ready(inProgress), canContinue: true })],
  ]),
};
