/**
 * Server-side sessions (OWASP ASVS V3; docs/decisions/accounts.md,
 * "Sessions"):
 *
 * - **The id** is 32 random bytes (256 bits) in base64url, 43 characters,
 *   made by the operating system's CSPRNG, new at every login (a session
 *   presented at login is ended first: no fixation). It lives in the
 *   browser's `parole_session` cookie only; the store keeps its **SHA-256**,
 *   so a copy of the database opens no session. A plain hash suffices: 256
 *   random bits leave nothing to guess.
 * - **Expiry**, checked on every request that looks the session up: idle
 *   (not used for `idleMs`) and absolute (`absoluteMs` after the login, used
 *   or not). An expired session is deleted when met; the rest are purged at
 *   each login. "Seen" is written at most once per `touchInterval` (a
 *   minute, or a sixtieth of `idleMs` when that is shorter), so a busy user
 *   costs one write a minute, not one per request; since the record is up
 *   to one interval behind the last use, a session ends between `idleMs`
 *   and `idleMs` + that interval after its last use, never before.
 * - **At most MAX_SESSIONS_PER_USER sessions a user**: a login beyond ends
 *   the one not used for the longest, so a script logging in again and
 *   again never holds more than that many.
 * - **Logout** deletes the row: the old cookie opens nothing any more, on
 *   any server sharing the store.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from './session.js';
import type { AccountStore } from './store.js';

/** "Seen" is recorded when the last record is at least this old (or a sixtieth of the idle time, when shorter). */
export const TOUCH_INTERVAL_MS = 60_000;

/** Live sessions a user may have: a phone, a computer, a tablet and a few browsers. */
export const MAX_SESSIONS_PER_USER = 10;

/**
 * How far behind the last use "seen" may be: a minute, or a sixtieth of the
 * idle time when that is shorter (1 s for a one-minute limit).
 * @example touchInterval(2 * 3_600_000) // 60000
 * @example touchInterval(60_000) // 1000
 */
export const touchInterval = (idleMs: number) => Math.max(1, Math.min(TOUCH_INTERVAL_MS, Math.floor(idleMs / 60)));

/** The shape of a session id (and of an anonymous binding, accounts/cookies.ts): 43 characters of base64url. */
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new session id: 32 random bytes in base64url.
 * @example newSessionId() // 'q3Jd…' (43 characters)
 */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** Whether `value` has the shape of a session id (anything else is never looked up). */
export const isSessionId = (value: string | undefined): value is string => value !== undefined && ID_SHAPE.test(value);

/** The stored form of a session id: its SHA-256, 32 bytes. */
export const hashSessionId = (id: string): Buffer => createHash('sha256').update(id, 'utf8').digest();

/** Expiry of sessions, in milliseconds. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** A live session: its user, and when it ends at the latest (login + absoluteMs). */
export interface LiveSession {
  user: SessionUser;
  createdAt: number;
  expiresAt: number;
}

export interface Sessions {
  /**
   * The live session of the id `id` (a cookie's value), or null: no id, an
   * id of the wrong shape, unknown, ended or expired (an expired one is
   * deleted). Records it as seen, at most once a minute.
   */
  find(id: string | undefined): Promise<LiveSession | null>;
  /**
   * Starts a session of `userId` under a new id, after ending the session
   * `previous` names, if any (the one presented at login). Purges the
   * expired sessions of every user. Resolves with the new id and its end.
   */
  start(userId: number, previous: string | undefined): Promise<{ id: string; expiresAt: number }>;
  /** Ends the session of the id `id`, if there is one. */
  end(id: string | undefined): Promise<void>;
}

/**
 * The sessions over the accounts' store.
 * @example const sessions = createSessions(store, { idleMs: 2 * 3_600_000, absoluteMs: 7 * 86_400_000 }, Date.now);
 */
export function createSessions(store: AccountStore, policy: SessionPolicy, now: () => number, makeId: () => string = newSessionId): Sessions {
  const interval = touchInterval(policy.idleMs);
  // Idle from the record, which may be up to one interval behind the last use.
  const idleLimit = policy.idleMs + interval;
  return {
    async find(id) {
      if (!isSessionId(id)) return null;
      const idHash = hashSessionId(id);
      const session = await store.session(idHash);
      if (!session) return null;
      const at = now();
      if (at - session.lastSeenAt >= idleLimit || at - session.createdAt >= policy.absoluteMs) {
        await store.deleteSession(idHash);
        return null;
      }
      if (at - session.lastSeenAt >= interval) await store.touchSession(idHash, at);
      return { user: { id: session.userId, name: session.userName }, createdAt: session.createdAt, expiresAt: session.createdAt + policy.absoluteMs };
    },

    async start(userId, previous) {
      if (isSessionId(previous)) await store.deleteSession(hashSessionId(previous));
      const at = now();
      await store.deleteExpiredSessions({ idleBefore: at - idleLimit, createdBefore: at - policy.absoluteMs });
      const id = makeId();
      const idHash = hashSessionId(id);
      await store.createSession({ idHash, userId, at });
      await store.keepNewestSessions(userId, idHash, MAX_SESSIONS_PER_USER - 1);
      return { id, expiresAt: at + policy.absoluteMs };
    },

    async end(id) {
      if (isSessionId(id)) await store.deleteSession(hashSessionId(id));
    },
  };
}
