import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteQuizStore } from './sqlite-store.js';
import type { DrawnVerse, QuizStore } from './store.js';
import { hashGameToken } from './token.js';

let dir: string;
let store: Awaited<ReturnType<typeof openSqliteQuizStore>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-store-'));
  store = await openSqliteQuizStore(path.join(dir, 'games.sqlite'));
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Ten verses of books 1, 2, …, 10. */
const VERSES: DrawnVerse[] = Array.from({ length: 10 }, (_, i) => ({ verseId: (i + 1) * 1_000_000 + 1_001, bookId: i + 1 }));

const create = (s: QuizStore = store, createdAt = 1_000) => s.createGame({ pseudo: 'Marie', tokenHash: hashGameToken('x'.repeat(43)), createdAt, verses: VERSES });

describe('SQLite quiz store', () => {
  it('creates a game with its rounds, in order, none answered', async () => {
    const id = await create();
    const game = await store.getGame(id);
    expect(game).toMatchObject({ id, pseudo: 'Marie', createdAt: 1_000, startedAt: null, finishedAt: null, correct: null, seconds: null });
    expect(Buffer.from(game!.tokenHash)).toEqual(hashGameToken('x'.repeat(43)));
    expect(game!.rounds.map((r) => [r.round, r.verseId, r.bookId, r.answer])).toEqual(VERSES.map((v, i) => [i + 1, v.verseId, v.bookId, null]));
    expect(await store.getGame(id + 1000)).toBeNull();
  });

  it('creates a game and its rounds together or not at all', async () => {
    const before = await store.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM games');
    // The same verse twice breaks UNIQUE (game_id, verse_id) at the second round.
    await expect(store.createGame({ pseudo: 'Paul', tokenHash: hashGameToken('y'), createdAt: 0, verses: [VERSES[0], VERSES[0]] })).rejects.toThrow(
      /UNIQUE/,
    );
    expect(await store.db.query('SELECT COUNT(*) AS n FROM games')).toEqual(before);
  });

  it('starts a game once', async () => {
    const id = await create();
    expect(await store.startGame(id, 5_000)).toBe(true);
    expect(await store.startGame(id, 9_000)).toBe(false);
    expect((await store.getGame(id))!.startedAt).toBe(5_000);
  });

  it('records an answer only to the current round of a started game', async () => {
    const id = await create();
    expect(await store.answerRound(id, 1, 1, 2_000)).toBe(false); // not started
    await store.startGame(id, 1_000);
    expect(await store.answerRound(id, 2, 2, 2_000)).toBe(false); // round 1 first
    expect(await store.answerRound(id, 1, 5, 2_000)).toBe(true);
    expect(await store.answerRound(id, 1, 1, 3_000)).toBe(false); // answered already
    const game = (await store.getGame(id))!;
    expect(game.rounds[0]).toMatchObject({ answer: 5, answeredAt: 2_000 });
    expect(game.rounds[1]).toMatchObject({ answer: null, answeredAt: null });
  });

  it('finishes the game with the tenth answer: correct answers, and seconds to the nearest', async () => {
    const id = await create();
    await store.startGame(id, 10_000);
    for (let round = 1; round <= 10; round++) {
      const right = round % 3 !== 0; // rounds 3, 6, 9 wrong
      expect(await store.answerRound(id, round, right ? round : 66, 10_000 + round * 6_150)).toBe(true);
      if (round < 10) expect((await store.getGame(id))!.finishedAt).toBeNull();
    }
    // 61,500 ms: a half rounds up.
    expect(await store.getGame(id)).toMatchObject({ finishedAt: 71_500, correct: 7, seconds: 62 });
    expect(await store.answerRound(id, 10, 10, 80_000)).toBe(false);
  });

  it('records exactly one of concurrent answers to a round', async () => {
    const id = await create();
    await store.startGame(id, 0);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.answerRound(id, 1, i + 1, 100 + i)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect((await store.getGame(id))!.rounds[0]).toMatchObject({ answer: winner + 1, answeredAt: 100 + winner });
  });

  it('lists finished games, last and best', async () => {
    const other = await openSqliteQuizStore(path.join(dir, 'tables.sqlite'));
    const play = async (createdAt: number, rightAnswers: number, ms: number) => {
      const id = await create(other, createdAt);
      await other.startGame(id, createdAt);
      for (let round = 1; round <= 10; round++) {
        await other.answerRound(id, round, round <= rightAnswers ? round : 66, createdAt + (ms * round) / 10);
      }
      return id;
    };
    // Finished in this order; b has the most right, then c and d are faster than a, and c earlier than d.
    const a = await play(1_000_000, 8, 50_000);
    const b = await play(2_000_000, 9, 90_000);
    const c = await play(3_000_000, 8, 40_000);
    const d = await play(4_000_000, 8, 40_000);
    await create(other, 5_000_000); // not finished: in neither table
    expect((await other.lastGames(10)).map((g) => g.id)).toEqual([d, c, b, a]);
    expect((await other.bestGames(10)).map((g) => g.id)).toEqual([b, c, d, a]);
    expect(await other.bestGames(1)).toEqual([{ id: b, pseudo: 'Marie', createdAt: 2_000_000, correct: 9, seconds: 90 }]);
    await other.close();
  });

  it('counts hits per key in fixed windows, atomically', async () => {
    const hits = await Promise.all(Array.from({ length: 5 }, () => store.countHit('newGame 203.0.113.5', 600_000)));
    expect(hits.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await store.countHit('newGame 198.51.100.7', 600_000)).toBe(1);
    expect(await store.countHit('newGame 203.0.113.5', 1_200_000)).toBe(1); // a new window
    expect(await store.countHit('newGame 203.0.113.5', 600_000)).toBe(2); // a late clock counts in the newer window
    // The windows before the newest are forgotten.
    expect(await store.db.query('SELECT key FROM rate_limits WHERE window_start < 1200000')).toEqual([]);
  });
});
