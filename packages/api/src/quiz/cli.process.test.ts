/**
 * `npm run quiz`: the command's decisions through runQuizCommand on a real
 * state database, then the real process on SQLite and on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmRun } from '../../../../tests/support/npm-run.js';
import { usePostgres } from '../state/testing.js';
import { runQuizCommand } from './cli.js';
import { createPostgresQuizStore } from './postgres-store.js';
import { openSqliteQuizStore } from './sqlite-store.js';
import type { DrawnVerse, QuizStore } from './store.js';

const VERSES: DrawnVerse[] = Array.from({ length: 10 }, (_, i) => ({ verseId: (i + 1) * 1_000_000 + 1_001, bookId: i + 1 }));

/** A finished game of `pseudo`, answered at a person's pace. */
async function finishedGame(store: QuizStore, pseudo: string, createdAt: number): Promise<number> {
  const id = await store.createGame({ pseudo, tokenHash: new Uint8Array(32), createdAt, verses: VERSES });
  await store.startGame(id, createdAt);
  for (let round = 1; round <= 10; round++) await store.answerRound(id, round, round, createdAt + round * 3_000);
  return id;
}

const listed = async (store: QuizStore) => (await store.bestGames(10)).map((g) => g.pseudo);

const postgres = usePostgres();
let dir: string;
let store: Awaited<ReturnType<typeof openSqliteQuizStore>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-quiz-cli-'));
  store = await openSqliteQuizStore(path.join(dir, 'state.sqlite'));
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const run = async (args: string[], now = () => 1_795_000_000_000) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runQuizCommand(args, { store, io: { out: (line) => out.push(line), err: (line) => err.push(line) }, now });
  return { code, out, err };
};

describe('npm run quiz', () => {
  it('hides a game and shows it again, and says when there is no such game', async () => {
    const id = await finishedGame(store, 'Marie', 1_000_000);
    expect(await run(['hide', 'game', String(id)])).toEqual({ code: 0, out: [`Game ${id} is out of the tables.`], err: [] });
    expect(await listed(store)).toEqual([]);
    expect(await run(['hidden'])).toMatchObject({ code: 0, out: [`game ${id} (Marie), hidden 2026-11-18 11:06 UTC`] });
    expect(await run(['show', 'game', String(id)])).toEqual({ code: 0, out: [`Game ${id} is back in the tables.`], err: [] });
    expect(await listed(store)).toEqual(['Marie']);
    expect(await run(['hide', 'game', '999999'])).toEqual({ code: 1, out: [], err: ['No game 999999.'] });
  });

  it('hides a nickname’s games, the nickname written as typed or spaced otherwise, and shows them again', async () => {
    await finishedGame(store, 'Pub Casino', 2_000_000);
    expect(await run(['hide', 'pseudo', '  Pub   Casino '])).toEqual({ code: 0, out: ['Every game of "Pub Casino" is out of the tables.'], err: [] });
    expect(await listed(store)).not.toContain('Pub Casino');
    expect(await run(['hide', 'pseudo', 'Pub Casino'])).toEqual({ code: 1, out: [], err: ['The nickname "Pub Casino" is hidden already.'] });
    expect(await run(['show', 'pseudo', 'Pub Casino'])).toEqual({ code: 0, out: ['The games of "Pub Casino" are back in the tables.'], err: [] });
    expect(await listed(store)).toContain('Pub Casino');
    expect(await run(['show', 'pseudo', 'Pub Casino'])).toEqual({ code: 1, out: [], err: ['The nickname "Pub Casino" is not hidden.'] });
    expect(await run(['hidden'])).toEqual({ code: 0, out: ['Nothing is hidden.'], err: [] });
  });

  it('hides with a nickname every nickname that looks like it, past and future, says which, and shows them again (issue 45)', async () => {
    const ours = async () => (await listed(store)).filter((pseudo) => pseudo !== 'Marie' && pseudo !== 'Pub Casino');
    await finishedGame(store, 'Ра𝗎𝗅', 3_000_000); // Cyrillic Р а, mathematical u l: in before the rules of issue 45
    await finishedGame(store, 'PauI', 3_100_000); // a capital i
    await finishedGame(store, 'Pauline', 3_200_000);
    expect(await run(['hide', 'pseudo', 'Paul'])).toEqual({
      code: 0,
      out: ['Every game of "Paul" is out of the tables, and of the nicknames that look like it: "PauI", "Ра𝗎𝗅".'],
      err: [],
    });
    await finishedGame(store, 'PAUL', 1_795_000_100_000); // a look-alike played later
    expect(await ours()).toEqual(['Pauline']);
    expect(await run(['hidden'])).toEqual({
      code: 0,
      out: [
        'pseudo "PAUL", hidden 2026-11-18 11:08 UTC, looks like "Paul"',
        'pseudo "PauI", hidden 2026-11-18 11:06 UTC',
        'pseudo "Paul", hidden 2026-11-18 11:06 UTC',
        'pseudo "Ра𝗎𝗅", hidden 2026-11-18 11:06 UTC',
      ],
      err: [],
    });
    expect(await run(['hide', 'pseudo', 'Ｐａｕｌ'])).toEqual({ code: 1, out: [], err: ['The nickname "Paul" is hidden already.'] });
    expect(await run(['show', 'pseudo', 'Ｐａｕｌ'])).toEqual({
      code: 0,
      out: ['The games of "Paul" are back in the tables, and those of the nicknames that look like it: "PAUL", "PauI", "Ра𝗎𝗅".'],
      err: [],
    });
    expect(await ours()).toEqual(['PAUL', 'Pauline', 'PauI', 'Ра𝗎𝗅']);
    expect(await run(['hidden'])).toEqual({ code: 0, out: ['Nothing is hidden.'], err: [] });
  });

  it.each([
    [[], 'No command.'],
    [['ban', 'game', '1'], 'Unknown command "ban".'],
    [['hide'], 'hide needs "game ID" or "pseudo NICKNAME".'],
    [['hide', 'game'], 'hide game needs a game id.'],
    [['hide', 'game', '0'], '"0" is not a game id (a positive whole number).'],
    [['hide', 'game', '1e3'], '"1e3" is not a game id (a positive whole number).'],
    [['hide', 'pseudo', 'Pub', 'Casino'], 'One game or nickname only (quote a nickname with spaces).'],
    [['hidden', 'now'], 'hidden takes nothing more.'],
  ])('refuses %j with the usage (exit 2), changing nothing', async (args, why) => {
    const before = await store.hidden();
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(new RegExp(`^${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n\\nUsage: npm run quiz`));
    expect(await store.hidden()).toEqual(before);
  });
});

/** Runs `npm run quiz -- …args` on `file` (or the PostgreSQL database of `env`'s DATABASE_URL). */
const npmRunQuiz = (args: string[], file: string, env: Record<string, string> = {}) => npmRun('quiz', args, { env: { STATE_DATABASE_PATH: file, ...env } });

describe('npm run quiz, the real process', () => {
  it('hides a nickname in the SQLite state database of STATE_DATABASE_PATH', async () => {
    const file = path.join(dir, 'process', 'state.sqlite');
    const own = await openSqliteQuizStore(file);
    try {
      await finishedGame(own, 'Pub Casino', 1_000_000);
      await finishedGame(own, 'Marie', 2_000_000);
      expect(await npmRunQuiz(['hide', 'pseudo', 'Pub Casino'], file)).toMatchObject({ code: 0, stdout: 'Every game of "Pub Casino" is out of the tables.\n' });
      expect(await listed(own)).toEqual(['Marie']);
    } finally {
      await own.close();
    }
  });

  it('hides a game in the PostgreSQL database of DATABASE_URL', async () => {
    const state = await postgres.open();
    const own = createPostgresQuizStore(state);
    const id = await finishedGame(own, 'Marie', 1_000_000);
    const result = await npmRunQuiz(['hide', 'game', String(id)], path.join(dir, 'unused.sqlite'), { DATABASE_URL: state.url });
    expect(result).toMatchObject({ code: 0, stdout: `Game ${id} is out of the tables.\n` });
    expect(await listed(own)).toEqual([]);
    expect(await own.hidden()).toMatchObject({ games: [{ id, pseudo: 'Marie' }] });
  });

  it('hides a nickname and its look-alikes in the PostgreSQL database of DATABASE_URL (issue 45)', async () => {
    const state = await postgres.open();
    const own = createPostgresQuizStore(state);
    await finishedGame(own, 'Ра𝗎𝗅', 1_000_000);
    await finishedGame(own, 'Marie', 2_000_000);
    const result = await npmRunQuiz(['hide', 'pseudo', 'Paul'], path.join(dir, 'unused.sqlite'), { DATABASE_URL: state.url });
    expect(result).toMatchObject({ code: 0, stdout: 'Every game of "Paul" is out of the tables, and of the nicknames that look like it: "Ра𝗎𝗅".\n' });
    await finishedGame(own, 'PauI', 3_000_000);
    expect(await listed(own)).toEqual(['Marie']);
  });
});
