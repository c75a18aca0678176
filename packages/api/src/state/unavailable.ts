/**
 * The one error a store throws when the shared state database cannot be
 * reached or does not answer in time (state/postgres.ts): the app answers
 * it with a 503 JSON error in French (app.ts), never a 500, and the reads of
 * the Bible, which never touch the state, keep working. Kept apart from the
 * PostgreSQL module so that the app recognizes it without loading a client.
 */
export class StateUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The state database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StateUnavailableError';
  }
}
