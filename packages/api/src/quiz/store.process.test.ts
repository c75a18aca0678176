/**
 * The quiz store's contract (quiz/store.ts), one suite run against both
 * implementations: SQLite (a new file) and PostgreSQL (a new database on a
 * throwaway cluster). Then what only several nodes can show, on PostgreSQL
 * with two pools (two nodes) on one database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../state/testing.js';
import { createPostgresQuizStore } from './postgres-store.js';
import { openSqliteQuizStore } from './sqlite-store.js';
import type { DrawnVerse, GameTiming, QuizStore } from './store.js';
import { hashGameToken } from './token.js';

/** A store under test, with a way to read its tables directly, and its closing. */
interface OpenedStore {
  store: QuizStore;
  sql<R extends object>(text: string): Promise<R[]>;
  close(): Promise<void>;
}

/** Ten verses of books 1, 2, …, 10. */
const VERSES: DrawnVerse[] = Array.from({ length: 10 }, (_, i) => ({ verseId: (i + 1) * 1_000_000 + 1_001, bookId: i + 1 }));

const create = (s: QuizStore, createdAt = 1_000) => s.createGame({ pseudo: 'Marie', tokenHash: hashGameToken('x'.repeat(43)), createdAt, verses: VERSES });

const postgres = usePostgres();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-store-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function describeQuizStore(name: string, open: () => Promise<OpenedStore>) {
  describe(`${name} quiz store`, () => {
    let opened: OpenedStore;
    let store: QuizStore;
    beforeAll(async () => {
      opened = await open();
      store = opened.store;
    });
    afterAll(() => opened.close());

    it('creates a game with its rounds, in order, none answered', async () => {
      const id = await create(store);
      const game = await store.getGame(id);
      expect(game).toMatchObject({ id, pseudo: 'Marie', createdAt: 1_000, startedAt: null, finishedAt: null, correct: null, seconds: null });
      expect(Buffer.from(game!.tokenHash)).toEqual(hashGameToken('x'.repeat(43)));
      expect(game!.rounds.map((r) => [r.round, r.verseId, r.bookId, r.answer])).toEqual(VERSES.map((v, i) => [i + 1, v.verseId, v.bookId, null]));
      expect(await store.getGame(id + 1000)).toBeNull();
    });

    it('creates a game and its rounds together or not at all', async () => {
      const before = await opened.sql('SELECT COUNT(*) AS n FROM games');
      // The same verse twice breaks UNIQUE (game_id, verse_id) at the second round.
      await expect(store.createGame({ pseudo: 'Paul', tokenHash: hashGameToken('y'), createdAt: 0, verses: [VERSES[0], VERSES[0]] })).rejects.toThrow(
        /unique/i,
      );
      expect(await opened.sql('SELECT COUNT(*) AS n FROM games')).toEqual(before);
    });

    it('starts a game once', async () => {
      const id = await create(store);
      expect(await store.startGame(id, 5_000)).toBe(true);
      expect(await store.startGame(id, 9_000)).toBe(false);
      expect((await store.getGame(id))!.startedAt).toBe(5_000);
    });

    it('records an answer only to the current round of a started game', async () => {
      const id = await create(store);
      expect(await store.answerRound(id, 1, 1, 2_000)).toBe(false); // not started
      await store.startGame(id, 1_000);
      expect(await store.answerRound(id, 2, 2, 2_000)).toBe(false); // round 1 first
      expect(await store.answerRound(id, 1, 5, 2_000)).toBe(true);
      expect(await store.answerRound(id, 1, 1, 3_000)).toBe(false); // answered already
      const game = (await store.getGame(id))!;
      expect(game.rounds[0]).toMatchObject({ answer: 5, answeredAt: 2_000 });
      expect(game.rounds[1]).toMatchObject({ answer: null, answeredAt: null });
      expect(await store.answerRound(id + 1000, 1, 1, 3_000)).toBe(false); // no such game
    });

    it('finishes the game with the tenth answer: correct answers, and seconds to the nearest', async () => {
      const id = await create(store);
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
      const id = await create(store);
      await store.startGame(id, 0);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.answerRound(id, 1, i + 1, 100 + i)));
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results.indexOf(true);
      expect((await store.getGame(id))!.rounds[0]).toMatchObject({ answer: winner + 1, answeredAt: 100 + winner });
    });

    it('lists finished games, last and best', async () => {
      const other = await open();
      const play = async (createdAt: number, rightAnswers: number, ms: number) => {
        const id = await create(other.store, createdAt);
        await other.store.startGame(id, createdAt);
        for (let round = 1; round <= 10; round++) {
          await other.store.answerRound(id, round, round <= rightAnswers ? round : 66, createdAt + (ms * round) / 10);
        }
        return id;
      };
      // Finished in this order; b has the most right, then c and d are faster than a, and d finished after c.
      const a = await play(1_000_000, 8, 50_000);
      const b = await play(2_000_000, 9, 90_000);
      const c = await play(3_000_000, 8, 40_000);
      const d = await play(4_000_000, 8, 40_000);
      await create(other.store, 5_000_000); // not finished: in neither table
      expect((await other.store.lastGames(10)).map((g) => g.id)).toEqual([d, c, b, a]);
      expect((await other.store.bestGames(10)).map((g) => g.id)).toEqual([b, d, c, a]);
      expect(await other.store.bestGames(1)).toEqual([{ id: b, pseudo: 'Marie', createdAt: 2_000_000, correct: 9, seconds: 90 }]);
      await other.close();
    });

    it('lists no game with two answers marked fast, nor one hidden, nor a hidden nickname’s', async () => {
      const other = await open();
      const play = async (pseudo: string, createdAt: number, fastRounds: number) => {
        const id = await other.store.createGame({ pseudo, tokenHash: new Uint8Array(32), createdAt, verses: VERSES });
        await other.store.startGame(id, createdAt);
        for (let round = 1; round <= 10; round++) await other.store.answerRound(id, round, round, createdAt + round * 3_000, round <= fastRounds);
        return id;
      };
      const once = await play('Une fois', 1_000_000, 1);
      await play('Deux fois', 2_000_000, 2);
      const hiddenGame = await play('Cachée', 3_000_000, 0);
      await play('Pub', 4_000_000, 0);
      expect((await other.store.getGame(once))!.rounds.map((r) => r.answer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await other.store.setGameHidden(hiddenGame, 5_000_000)).toBe(true);
      expect(await other.store.setGameHidden(999_999, 5_000_000)).toBe(false);
      expect(await other.store.setPseudoHidden('Pub', 6_000_000)).toBe(true);
      expect(await other.store.setPseudoHidden('Pub', 7_000_000)).toBe(false); // already hidden
      await play('Pub', 8_000_000, 0); // a later game of the nickname
      const listed = async () => ({
        last: (await other.store.lastGames(10)).map((g) => g.pseudo),
        best: (await other.store.bestGames(10)).map((g) => g.pseudo),
      });
      expect(await listed()).toEqual({ last: ['Une fois'], best: ['Une fois'] });
      expect(await other.store.hidden()).toEqual({
        games: [{ id: hiddenGame, pseudo: 'Cachée', hiddenAt: 5_000_000 }],
        pseudos: [{ pseudo: 'Pub', hiddenAt: 6_000_000 }],
      });
      expect(await other.store.setPseudoHidden('Pub', null)).toBe(true);
      expect(await other.store.setGameHidden(hiddenGame, null)).toBe(true);
      expect((await listed()).last).toEqual(['Pub', 'Pub', 'Cachée', 'Une fois']);
      expect(await other.store.hidden()).toEqual({ games: [], pseudos: [] });
      await other.close();
    });

    it('keeps a game’s timing verdict with its tenth answer, in the same step, and lists no game with one (issue 45)', async () => {
      const other = await open();
      const play = async (pseudo: string, createdAt: number, timing: GameTiming | null) => {
        const id = await other.store.createGame({ pseudo, tokenHash: new Uint8Array(32), createdAt, verses: VERSES });
        await other.store.startGame(id, createdAt);
        for (let round = 1; round <= 9; round++) expect(await other.store.answerRound(id, round, round, createdAt + round * 3_000)).toBe(true);
        expect(await other.store.answerRound(id, 10, 10, createdAt + 30_000, false, timing)).toBe(true);
        return id;
      };
      const quick = await play('Pressé', 1_000_000, 'quick');
      const regular = await play('Régulier', 2_000_000, 'regular');
      const person = await play('Personne', 3_000_000, null);
      const verdicts = await other.sql<{ id: number; timing: string | null }>(`SELECT id, timing FROM games WHERE id IN (${quick}, ${regular}, ${person}) ORDER BY id`);
      expect(verdicts.map((v) => [Number(v.id), v.timing])).toEqual([[quick, 'quick'], [regular, 'regular'], [person, null]]);
      expect((await other.store.lastGames(10)).map((g) => g.pseudo)).toEqual(['Personne']);
      expect((await other.store.bestGames(10)).map((g) => g.pseudo)).toEqual(['Personne']);
      // An answer not recorded (the round answered already) keeps no verdict either.
      expect(await other.store.answerRound(person, 10, 10, 3_040_000, false, 'regular')).toBe(false);
      expect((await other.store.lastGames(10)).map((g) => g.pseudo)).toEqual(['Personne']);
      // The summary's data is untouched: the game is finished, scored and timed.
      expect(await other.store.getGame(regular)).toMatchObject({ finishedAt: 2_030_000, correct: 10, seconds: 30 });
      await other.close();
    });

    it('hides with a nickname every nickname that looks like it, played before or after, and shows them all again (issue 45)', async () => {
      const other = await open();
      const play = async (pseudo: string, createdAt: number) => {
        const id = await other.store.createGame({ pseudo, tokenHash: new Uint8Array(32), createdAt, verses: VERSES });
        await other.store.startGame(id, createdAt);
        for (let round = 1; round <= 10; round++) await other.store.answerRound(id, round, round, createdAt + round * 3_000);
        return id;
      };
      const hiddenNames = async () => (await other.store.hidden()).pseudos.map((p) => [p.pseudo, p.hiddenAt]).sort();
      const listed = async () => (await other.store.lastGames(10)).map((g) => g.pseudo);
      await play('Ра𝗎𝗅', 1_000_000); // Cyrillic Р а, mathematical u l: in before the rules of issue 45
      await play('Marie', 2_000_000);
      expect(await other.store.setPseudoHidden('Paul', 3_000_000)).toBe(true); // no game of « Paul » itself yet
      await play('PauI', 4_000_000); // a capital i
      await play('PAUL', 5_000_000);
      await play('Paul', 6_000_000);
      await play('Pauline', 7_000_000);
      expect(await listed()).toEqual(['Pauline', 'Marie']);
      expect(await hiddenNames()).toEqual(
        [
          ['PAUL', 5_000_000],
          ['PauI', 4_000_000],
          ['Paul', 3_000_000],
          ['Ра𝗎𝗅', 3_000_000],
        ].sort(),
      );
      expect(await other.store.setPseudoHidden('Paul', 8_000_000)).toBe(false); // every look-alike is hidden already
      expect(await other.store.setPseudoHidden('pauI', null)).toBe(true); // any look-alike shows them all
      expect(await hiddenNames()).toEqual([]);
      expect(await listed()).toEqual(['Pauline', 'Paul', 'PAUL', 'PauI', 'Marie', 'Ра𝗎𝗅']);
      expect(await other.store.setPseudoHidden('Paul', null)).toBe(false);
      await other.close();
    });

    it('counts hits per key in fixed windows, atomically', async () => {
      const hits = await Promise.all(Array.from({ length: 5 }, () => store.countHit('newGame 203.0.113.5', 600_000)));
      expect(hits.sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await store.countHit('newGame 198.51.100.7', 600_000)).toBe(1);
      expect(await store.countHit('newGame 203.0.113.5', 1_200_000)).toBe(1); // a new window
      expect(await store.countHit('newGame 203.0.113.5', 600_000)).toBe(2); // a late clock counts in the newer window
      // The windows before the newest are forgotten.
      expect(await opened.sql('SELECT key FROM rate_limits WHERE window_start < 1200000')).toEqual([]);
    });
  });
}

let files = 0;
describeQuizStore('SQLite', async () => {
  const store = await openSqliteQuizStore(path.join(dir, `games-${++files}.sqlite`));
  return { store, sql: (text) => store.db.query(text), close: () => store.close() };
});

describeQuizStore('PostgreSQL', async () => {
  const state = await postgres.open();
  return { store: createPostgresQuizStore(state), sql: (text) => state.query(text), close: () => state.close() };
});

describe('the PostgreSQL quiz store on two nodes', () => {
  /** Two nodes: two pools on one database. */
  const twoNodes = async () => {
    const a = await postgres.open();
    const b = await postgres.open(a.url);
    return { a: createPostgresQuizStore(a), b: createPostgresQuizStore(b) };
  };

  it('records exactly one of 20 concurrent answers to a round sent to both nodes', async () => {
    const { a, b } = await twoNodes();
    for (let game = 0; game < 3; game++) {
      const id = await create(a);
      expect(await b.startGame(id, 0)).toBe(true);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).answerRound(id, 1, i + 1, 100 + i)));
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results.indexOf(true);
      expect((await a.getGame(id))!.rounds[0]).toMatchObject({ answer: winner + 1, answeredAt: 100 + winner });
      expect((await b.getGame(id))!.rounds.filter((r) => r.answer !== null)).toHaveLength(1);
    }
  });

  it('hides every look-alike created on one node while the other hides the nickname (issue 45)', async () => {
    const { a, b } = await twoNodes();
    const variants = ['PauI', 'PAUL', 'Pau1', 'Ра𝗎𝗅', 'paul'];
    const games = Array.from({ length: 20 }, (_, i) => async () => {
      const id = await b.createGame({ pseudo: variants[i % variants.length], tokenHash: new Uint8Array(32), createdAt: 1_000 + i, verses: VERSES });
      await b.startGame(id, 1_000 + i);
      for (let round = 1; round <= 10; round++) await b.answerRound(id, round, round, 1_000 + i + round * 3_000);
    });
    await Promise.all([...games.map((game) => game()), a.setPseudoHidden('Paul', 1_010)]);
    expect(await a.lastGames(10)).toEqual([]);
    expect((await b.hidden()).pseudos.map((p) => p.pseudo).sort()).toEqual(['Paul', ...variants].sort());
  });

  it('makes a game created during a hiding wait for it, then hides the game when its nickname looks like the hidden one (issue 45)', async () => {
    const a = await postgres.open();
    const b = createPostgresQuizStore(await postgres.open(a.url));
    let settled = false;
    /** Resolves once the creation is queued behind the hiding's lock (pg_locks: a lock on hidden_pseudos not granted). */
    const waiting = async () => {
      while (!settled) {
        const [{ n }] = await a.query<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = 'hidden_pseudos'::regclass",
        );
        if (n > 0) return 'waiting';
      }
      return 'created';
    };
    let created: Promise<number> | undefined;
    // A hiding under way, at the point where it has read the games and not yet hidden « Paul »: it holds the lock.
    await a.transaction(async (tx) => {
      await tx.run('LOCK TABLE hidden_pseudos IN SHARE ROW EXCLUSIVE MODE');
      created = b.createGame({ pseudo: 'PauI', tokenHash: new Uint8Array(32), createdAt: 2_000, verses: VERSES });
      created.then(
        () => (settled = true),
        () => (settled = true),
      );
      expect(await Promise.race([created.then(() => 'created'), waiting()])).toBe('waiting');
      await tx.run("INSERT INTO hidden_pseudos (pseudo, hidden_at) VALUES ('Paul', 1000)");
    });
    await created;
    expect((await b.hidden()).pseudos.map((p) => p.pseudo).sort()).toEqual(['PauI', 'Paul']);
  });

  it('starts a game once when both nodes start it at the same time', async () => {
    const { a, b } = await twoNodes();
    const id = await create(a);
    const started = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).startGame(id, 1_000 + i)));
    expect(started.filter(Boolean)).toHaveLength(1);
  });

  it('finishes a game once, with every round answered once, when both nodes answer every round at once', async () => {
    const { a, b } = await twoNodes();
    const id = await create(a);
    await a.startGame(id, 0);
    for (let round = 1; round <= 10; round++) {
      const results = await Promise.all([a.answerRound(id, round, round, round * 1_000), b.answerRound(id, round, 66, round * 1_000)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
    const game = (await b.getGame(id))!;
    expect(game.finishedAt).toBe(10_000);
    expect(game.seconds).toBe(10);
    expect(game.correct).toBe(game.rounds.filter((r) => r.answer === r.bookId).length);
  });

  it('never answers nor restarts a game finished on the other node', async () => {
    const { a, b } = await twoNodes();
    const id = await create(a);
    await a.startGame(id, 0);
    for (let round = 1; round <= 10; round++) expect(await a.answerRound(id, round, round, round * 1_000)).toBe(true);
    const finished = await b.getGame(id);
    expect(finished).toMatchObject({ finishedAt: 10_000, correct: 10, seconds: 10 });
    for (let round = 1; round <= 10; round++) expect(await b.answerRound(id, round, 1, 20_000)).toBe(false);
    expect(await b.startGame(id, 20_000)).toBe(false);
    expect(await a.getGame(id)).toEqual(finished);
  });
});
