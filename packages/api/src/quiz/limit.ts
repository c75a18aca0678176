/**
 * The rate limit of game creation: a fixed window per client address,
 * counted in the games' store (not in memory: several servers will share it,
 * docs/decisions/quiz.md, "Rate limit").
 */
import { isIPv6 } from 'node:net';

/**
 * The key a client address counts under: an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:203.0.113.5`), an IPv6 address by its /64
 * prefix (one subscriber commonly holds a whole /64, so counting single
 * addresses would let one client take thousands), 'unknown' when the socket
 * tells none.
 * @example addressKey('::ffff:203.0.113.5') // '203.0.113.5'
 * @example addressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1];
  const bare = address.split('%')[0];
  return isIPv6(bare) ? `${prefix64(bare)}::/64` : address;
}

/** The first four groups of an IPv6 address, written without leading zeros. */
function prefix64(address: string): string {
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const [head, tail] = address.toLowerCase().split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':');
}

/**
 * The fixed window `now` falls in (windows of `windowMs` from the epoch), and
 * the whole seconds until it ends (a Retry-After, at least 1).
 * @example fixedWindow(1_000_650_000, 600_000) // { start: 1_000_200_000, retryAfter: 150 }
 */
export function fixedWindow(now: number, windowMs: number): { start: number; retryAfter: number } {
  const start = now - (((now % windowMs) + windowMs) % windowMs);
  return { start, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}
