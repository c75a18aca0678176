/**
 * "A recorded answer is never lost": the real server, in a process of its
 * own, is killed (SIGKILL: no shutdown, nothing flushed by it) in the middle
 * of a game, started again on the same games database, and the game goes on
 * from the next round with every answer kept.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePlayResponse, GameSummaryResponse, NewGameResponse } from '@parole/bible';
import { Database } from '../../packages/api/src/db/sqlite.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let dir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-restart-'));
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

const JSON_CALL = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: JSON_CALL, body: JSON.stringify(body) });
  expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(200);
  return (await res.json()) as T;
}

/** The right books of a game's rounds, read from the games file itself (WAL lets a reader in beside the server). */
async function booksOf(file: string, game: number): Promise<number[]> {
  const db = await Database.open(file, { readonly: true });
  try {
    return (await db.query<{ book_id: number }>('SELECT book_id FROM rounds WHERE game_id = ? ORDER BY round', [game])).map((r) => r.book_id);
  } finally {
    await db.close();
  }
}

/** Right for odd rounds, wrong (the next book) for even ones: 5 of 10. */
const answerFor = (books: number[], essai: number) => (essai % 2 === 1 ? books[essai - 1] : (books[essai - 1] % 66) + 1);

describe('the quiz across a killed server', () => {
  it('goes on at the next round with the answers kept, and finishes with the right score', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'state', 'state.sqlite');
    server = await startServerProcess({ STATE_DATABASE_PATH: file });
    const { partie, jeton } = (await (await fetch(`${server.url}/api/jeu/partie/Survivant`)).json()) as NewGameResponse;
    const call = { pseudo: 'Survivant', partie, jeton };
    const books = await booksOf(file, partie);
    expect(books).toHaveLength(10);
    await post<GamePlayResponse>(`${server.url}/api/jouefirst`, call);
    let state!: GamePlayResponse;
    for (let essai = 1; essai <= 4; essai++) {
      state = await post<GamePlayResponse>(`${server.url}/api/joue`, { ...call, essai, livre: answerFor(books, essai) });
    }
    expect(state.essaiNb).toBe(5);

    await server.kill('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    server = await startServerProcess({ STATE_DATABASE_PATH: file });

    const resumed = await post<GamePlayResponse>(`${server.url}/api/jouefirst`, call);
    expect(resumed).toMatchObject({ essaiNb: 5, verset: state.verset, essaisPartie: state.essaisPartie, termine: false });
    expect(resumed.essaisPartie.map((r) => r.juste)).toEqual([true, false, true, false]);

    for (let essai = 5; essai <= 10; essai++) {
      state = await post<GamePlayResponse>(`${server.url}/api/joue`, { ...call, essai, livre: answerFor(books, essai) });
    }
    expect(state).toMatchObject({ termine: true, essaiNb: 10, verset: null });
    const summary = (await (await fetch(`${server.url}/api/partie/${partie}`)).json()) as GameSummaryResponse;
    expect(summary.joues.map((j) => [j.id, j.livre_id, j.livreid_reponse])).toEqual(books.map((b, i) => [i + 1, b, answerFor(books, i + 1)]));
    expect(summary.partie).toMatchObject({ id: partie, pseudo: 'Survivant', juste: 5, termine: true });
  });
});
