/**
 * Where the accounts live: a small interface over users, their sessions and
 * the server's keys, with ids and hashes only. No password and no session id
 * ever reaches it: a user has the argon2id hash of their password (PHC
 * string), a session the SHA-256 of its id. So a copy of the store (a backup,
 * a leak) opens no session, and each password costs an argon2id search.
 *
 * Times are milliseconds since the Unix epoch (UTC), given by the caller (the
 * app's injected clock), never read by the store. Which session is expired is
 * the caller's rule (accounts/sessions.ts); the store only keeps the times.
 *
 * What every implementation must guarantee (docs/decisions/accounts.md):
 * - names are unique by their key (`nameKey`: case and Unicode forms folded),
 *   enforced by the store itself, so two concurrent `add` cannot both win;
 * - removing a user removes their sessions in the same step; so does every
 *   session of a user whose password changes (`setPassword`);
 * - serverKey gives every caller the same key, made once, even when
 *   several servers ask at once;
 * - what a call has resolved is durable.
 */

/** A user as stored. */
export interface StoredUser {
  id: number;
  /** As given (trimmed, NFC): shown as the session's name. */
  name: string;
  /** argon2id, PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
  passwordHash: string;
  createdAt: number;
  passwordChangedAt: number;
}

/** A user as `npm run user -- list` shows them. */
export interface UserSummary {
  id: number;
  name: string;
  createdAt: number;
  passwordChangedAt: number;
  /** Sessions stored for them (some may be expired and not yet purged). */
  sessions: number;
}

/** A session as stored, with its user. */
export interface StoredSession {
  userId: number;
  userName: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface NewUser {
  name: string;
  /** The unique form of the name (accounts/policy.ts `nameKey`). */
  nameKey: string;
  passwordHash: string;
  at: number;
}

export interface AccountStore {
  /** Adds a user; resolves with their id, or null when the name's key is taken (nothing changed). */
  addUser(user: NewUser): Promise<number | null>;
  /** The user whose name has this key, or null. */
  userByNameKey(nameKey: string): Promise<StoredUser | null>;
  /**
   * Sets a user's password hash. With `endSessions`, every session of theirs
   * ends in the same step (a password changed by `npm run user -- passwd`);
   * without, they stay (the same password rehashed at login with new
   * parameters). False when there is no such user.
   */
  setPassword(userId: number, passwordHash: string, at: number, options: { endSessions: boolean }): Promise<boolean>;
  /** Removes a user and their sessions together; false when there is no such user. */
  removeUser(userId: number): Promise<boolean>;
  /** Every user, in the order they were added. */
  listUsers(): Promise<UserSummary[]>;

  /** Stores a new session (its id's SHA-256) of a user, created and last seen at `at`. */
  createSession(session: { idHash: Uint8Array; userId: number; at: number }): Promise<void>;
  /** The session with this id hash, with its user, or null. */
  session(idHash: Uint8Array): Promise<StoredSession | null>;
  /** Records that the session was seen at `at` (never moves it back). */
  touchSession(idHash: Uint8Array, at: number): Promise<void>;
  /** Ends a session; false when there was none. */
  deleteSession(idHash: Uint8Array): Promise<boolean>;
  /** Ends the sessions of `userId` but the one of `keptIdHash` and the `others` most recently seen; resolves with how many ended. */
  keepNewestSessions(userId: number, keptIdHash: Uint8Array, others: number): Promise<number>;
  /** Ends the sessions last seen before `idleBefore` or created before `createdBefore`; resolves with how many. */
  deleteExpiredSessions(limits: { idleBefore: number; createdBefore: number }): Promise<number>;

  /**
   * The server's key named `name` (the anti-forgery tokens' HMAC key): made by
   * `make()` and stored the first time it is asked for, then always the same,
   * so that every server sharing the store signs and checks alike.
   */
  serverKey(name: string, make: () => Uint8Array, at: number): Promise<Uint8Array>;
}
