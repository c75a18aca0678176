/**
 * A game's secret (`jeton`): handed out once, when the game is created, and
 * carried by every answer, so that only the device that started a game plays
 * it, from any site (docs/decisions/quiz.md, "Threat model"). Only its
 * SHA-256 is stored: a copy of the database cannot play anyone's game. The
 * secret is 256 random bits, so a plain hash (no salt, no slow hash) is
 * enough: there is nothing to guess.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new secret: 32 random bytes in base64url, 43 characters (gameTokenParam).
 * @example newGameToken() // 'q3Jd…' (43 characters)
 */
export const newGameToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a secret: its SHA-256, 32 bytes. */
export const hashGameToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/**
 * Whether `token` is the secret whose hash is `hash`, compared in constant
 * time (no timing tells how much of it was right).
 * @example tokenMatches(token, hashGameToken(token)) // true
 */
export function tokenMatches(token: string, hash: Uint8Array): boolean {
  const given = hashGameToken(token);
  return given.length === hash.length && timingSafeEqual(given, hash);
}
