/**
 * The quiz's session on this device: the nickname, the game being played
 * with its secret, and the round to answer. The widget reads it once when it
 * mounts and writes it on every change through a `QuizStorage`: the site's
 * adapter over its persisted state (spec section 3: `pseudo`, `partie`,
 * `essai`, plus `jeton`), or localStorage for the embed.
 */
import { GAME_ROUNDS, gameIdParam, gameTokenParam, normalizePseudo, pseudoError } from '@parole/bible';

export interface QuizSession {
  /** The nickname, as the server keeps it (normalizePseudo). */
  pseudo: string;
  /** The game in progress on this device (the spec's `partie`), or null. */
  game: number | null;
  /** The game's secret (`jeton`); null exactly when `game` is. */
  token: string | null;
  /** The round to answer, 1-10 (the spec's `essai`); 1 on the game's home. */
  attempt: number;
}

/** Where a Quiz keeps its session. `save(null)` forgets it. */
export interface QuizStorage {
  load(): QuizSession | null;
  save(session: QuizSession | null): void;
}

/** The localStorage entry of the default storage (the embed adds the API's address). */
export const QUIZ_STORAGE_KEY = 'parole:quiz';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored session checked field by field, as the site checks its state:
 * null without a valid nickname; a game without its secret (or the reverse)
 * is dropped, the nickname kept; an attempt out of 1-10 reads as 1.
 * @example parseQuizSession({ pseudo: 'Marie', game: 12, token: 'x', attempt: 3 }) // { pseudo: 'Marie', game: null, token: null, attempt: 3 }
 */
export function parseQuizSession(value: unknown): QuizSession | null {
  if (!isRecord(value) || typeof value.pseudo !== 'string' || pseudoError(value.pseudo) !== null) return null;
  const game = typeof value.game === 'number' && gameIdParam.parse(String(value.game)) === value.game ? value.game : null;
  const token = typeof value.token === 'string' && gameTokenParam.parse(value.token) !== null ? value.token : null;
  const attempt = typeof value.attempt === 'number' && Number.isInteger(value.attempt) && value.attempt >= 1 && value.attempt <= GAME_ROUNDS ? value.attempt : 1;
  const playing = game !== null && token !== null;
  return { pseudo: normalizePseudo(value.pseudo), game: playing ? game : null, token: playing ? token : null, attempt };
}

/**
 * A storage in one localStorage entry, as JSON. Reading a bad or hand-edited
 * value gives no session; a storage that throws (blocked by privacy
 * settings, full) is ignored: the game then lasts as long as the page.
 * @example <Quiz storage={localQuizStorage('parole:quiz:https://api.example')} />
 */
export function localQuizStorage(key: string = QUIZ_STORAGE_KEY): QuizStorage {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    load() {
      try {
        const raw = storage()?.getItem(key);
        return raw ? parseQuizSession(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save(session) {
      try {
        if (session) storage()?.setItem(key, JSON.stringify(session));
        else storage()?.removeItem(key);
      } catch {
        // Quota or privacy mode: the session stays in the widget's memory.
      }
    },
  };
}
