/**
 * A nickname written right to left (issue 45): wherever the quiz shows a
 * nickname, it is isolated (<bdi dir="auto">), so that its direction neither
 * takes the words and digits around it nor is taken from them.
 * Chromium's layout of it: tests/e2e/quiz-rtl.test.ts.
 */
import { formatChrono, getBook, type GameItem } from '@parole/bible';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetRenderer } from '../testing/render.js';
import { Quiz } from './Quiz.js';
import { QuizHomeView } from './QuizHomeView.js';
import { memoryQuizStorage, quizServer, RIGHT_BOOKS } from '../testing/quiz-server.js';

/** « Shalom! »: Hebrew letters, then a mark that belongs to no direction. */
const PSEUDO = 'שלום!';
const renderQuiz = widgetRenderer(Quiz, {});

/** The isolated nickname in `scope`: one <bdi dir="auto"> holding exactly the nickname. */
function isolated(scope: HTMLElement, pseudo = PSEUDO): HTMLElement {
  const found = [...scope.querySelectorAll('bdi')].filter((bdi) => bdi.textContent === pseudo);
  expect(found, `one <bdi> holds « ${pseudo} » in ${scope.outerHTML}`).toHaveLength(1);
  expect(found[0].getAttribute('dir')).toBe('auto');
  return found[0] as HTMLElement;
}

describe('a nickname written right to left (issue 45)', () => {
  it('is isolated in both tables, the score and the time outside it', async () => {
    const server = quizServer();
    server.finish(PSEUDO, RIGHT_BOOKS, 42);
    renderQuiz({ storage: memoryQuizStorage() }, server.client());
    for (const name of ['Dernières parties', 'Meilleures parties']) {
      const table = await screen.findByRole('table', { name });
      const [, row] = within(table).getAllByRole('row');
      const cells = within(row).getAllByRole('cell');
      isolated(cells[0]);
      expect(cells[1].textContent).toBe('10/10');
      expect(cells[2].textContent).toBe('00:42');
      // The link still reads as the nickname, then what it opens.
      expect(within(row).getByRole('button').textContent).toBe(`${PSEUDO} : voir la partie`);
    }
  });

  it('is isolated in a table without links', () => {
    const game: GameItem = { id: 7, pseudo: PSEUDO, juste: 8, chrono: 95, created_at: '2026-11-23T14:05:00Z' };
    render(
      <QuizHomeView
        pseudo=""
        pseudoError={null}
        starting={false}
        startError={null}
        canResume={false}
        games={{ status: 'ready', data: { partiesJouees: [game], meilleuresParties: [] } }}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Dernières parties' })).getAllByRole('row')[1];
    isolated(row);
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual([PSEUDO, '8/10', formatChrono(95)]);
  });

  it('is isolated after « Joueur : » while playing, and after « Partie de » in the summary', async () => {
    const server = quizServer();
    const { user } = renderQuiz({ storage: memoryQuizStorage() }, server.client());
    await user.type(screen.getByRole('textbox', { name: 'Pseudo' }), PSEUDO);
    await user.click(screen.getByRole('button', { name: '(Re) Jouer' }));
    await screen.findByRole('heading', { level: 1, name: 'Verset 1 sur 10' });
    const player = isolated(document.body).parentElement!;
    expect(player.textContent).toBe(`Joueur : ${PSEUDO}`);

    for (let n = 1; n <= 10; n++) {
      await screen.findByRole('heading', { level: 1, name: `Verset ${n} sur 10` });
      await user.click(screen.getByRole('button', { name: getBook(RIGHT_BOOKS[n - 1])!.name }));
    }
    const title = await screen.findByRole('heading', { level: 1, name: `Partie de ${PSEUDO}` });
    expect(isolated(title).previousSibling?.textContent).toBe('Partie de ');
  });
});
