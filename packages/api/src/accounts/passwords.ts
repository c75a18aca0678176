/**
 * Password hashing: argon2id at OWASP's recommended parameters (Password
 * Storage Cheat Sheet: m=19456 KiB, t=2, p=1), by @node-rs/argon2 (the
 * reference implementation, prebuilt, maintained). About 20 ms a hash here,
 * on libuv's thread pool, so the event loop keeps serving meanwhile.
 *
 * - Each hash has its own random salt (16 bytes) and carries its parameters
 *   (PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so raising
 *   them later is a change here: a user's hash is redone with the new ones
 *   at their next login (`needsRehash`).
 * - Passwords are NFKC-normalized before hashing and verifying (NIST SP
 *   800-63B, 5.1.1.2), so the same password typed on two systems that
 *   compose accents differently is the same password. Nothing else is
 *   changed: no trimming, no truncation.
 * - A password is never logged, stored or returned: only its hash leaves
 *   this module.
 */
import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** OWASP's argon2id parameters. `algorithm` 2 is argon2id (a const enum the compiler cannot inline here). */
export const ARGON2ID_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** What the accounts need of a password hash function; tests wrap the real one to count its calls. */
export interface PasswordHasher {
  /** The PHC string of `password`, with a new random salt. */
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `hashed` was made from (false, never an error, for a malformed hash). */
  verify(hashed: string, password: string): Promise<boolean>;
  /** Whether `hashed` was made with other parameters than today's, and should be redone at the next login. */
  needsRehash(hashed: string): boolean;
}

const normalize = (password: string) => password.normalize('NFKC');

/**
 * The argon2id hasher.
 * @example const hashed = await argon2idHasher.hash('correct horse battery'); await argon2idHasher.verify(hashed, 'correct horse battery') // true
 */
export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(normalize(password), ARGON2ID_OPTIONS),
  async verify(hashed, password) {
    try {
      return await verify(hashed, normalize(password));
    } catch {
      return false;
    }
  },
  needsRehash(hashed) {
    try {
      const o = parseOptions(hashed);
      return (
        o.algorithm !== ARGON2ID_OPTIONS.algorithm ||
        o.memoryCost !== ARGON2ID_OPTIONS.memoryCost ||
        o.timeCost !== ARGON2ID_OPTIONS.timeCost ||
        o.parallelism !== ARGON2ID_OPTIONS.parallelism
      );
    } catch {
      return true;
    }
  },
};

/**
 * A hash that no password given at login matches in practice (made from 32
 * random bytes at start), verified when the name is unknown, so that an
 * unknown name costs the same argon2id verification as a wrong password and
 * the response time does not tell whether the account exists.
 * @example const dummy = await dummyHash(hasher);
 */
export function dummyHash(hasher: PasswordHasher): Promise<string> {
  return hasher.hash(randomBytes(32).toString('base64url'));
}
