/**
 * What one visitor may do: the games one client address may create, and
 * how long a logged-in user's session lasts.
 */
import { readCount, type Env } from './env.js';

export interface LimitsConfig {
  /** Games one client address may create per window (docs/decisions/quiz.md, "Rate limit"). */
  gameCreationLimit: number;
  /** Length of that window, in seconds. */
  gameCreationWindowSeconds: number;
  /** A session unused for this long ends (idle expiry; docs/decisions/accounts.md). */
  sessionIdleMinutes: number;
  /** A session ends this long after its login, used or not (absolute expiry). */
  sessionAbsoluteHours: number;
}

/**
 * GAME_CREATION_LIMIT, GAME_CREATION_WINDOW_SECONDS, SESSION_IDLE_MINUTES
 * and SESSION_ABSOLUTE_HOURS.
 * @example readLimits({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes // 30
 */
export function readLimits(env: Env): LimitsConfig {
  return {
    // A youth group behind one church's address must be able to play: 60 games in 10 minutes.
    gameCreationLimit: readCount(env, 'GAME_CREATION_LIMIT', 60, 1_000_000, 1),
    gameCreationWindowSeconds: readCount(env, 'GAME_CREATION_WINDOW_SECONDS', 600, 86_400, 1),
    // OWASP ASVS 3.3.2 asks that a session end; two hours idle and seven days at most
    // suit a reading site whose logged-in part is the AI helper (docs/decisions/accounts.md).
    sessionIdleMinutes: readCount(env, 'SESSION_IDLE_MINUTES', 120, 10_080, 1),
    sessionAbsoluteHours: readCount(env, 'SESSION_ABSOLUTE_HOURS', 168, 8_760, 1),
  };
}
