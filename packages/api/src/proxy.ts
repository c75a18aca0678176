/**
 * The client behind a reverse proxy (nginx, HAProxy, a load balancer):
 * which address and which scheme a request really came from.
 *
 * The server trusts the forwarding headers only from the proxies named by
 * TRUSTED_PROXIES (addresses or CIDR ranges): a client that reaches the
 * server directly could write any X-Forwarded-For and pick the address its
 * rate limits count under. From a trusted proxy:
 * - the client's address is the right-most address of X-Forwarded-For that
 *   is not itself a trusted proxy (each proxy appends the address it saw;
 *   the left part is whatever the client wrote, so it is never read);
 * - the scheme is the last value of X-Forwarded-Proto (the proxy nearest
 *   the server writes it), `https` making the cookies Secure.
 * Without TRUSTED_PROXIES, or from any other address, the socket tells
 * both: its remote address, and plain HTTP.
 */
import { BlockList, isIP } from 'node:net';

export interface ClientInfo {
  /** The client's address (the socket's, or the one forwarded by a trusted proxy). */
  address: string | undefined;
  /** Whether the client's request was made over HTTPS (to a trusted proxy that says so). */
  https: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The client behind trusted proxies, as the front door found it
     * (middleware/front-door.ts); absent without TRUSTED_PROXIES (the socket
     * tells the client then). Read it with clientAddress() and overHttps()
     * of http.ts.
     */
    client: ClientInfo;
  }
}

export interface TrustedProxies {
  /** Whether `address` (a socket's remote address) is a trusted proxy. */
  has(address: string | undefined): boolean;
}

/** An IPv4-mapped IPv6 address (::ffff:203.0.113.5) as the IPv4 address it maps. */
const unmapped = (address: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

/**
 * The trusted proxies of `entries` (addresses, or CIDR ranges as
 * `10.0.0.0/8`, `fd00::/8`); an entry that is neither throws, naming it.
 * @example trustedProxies(['127.0.0.1', '10.0.0.0/8']).has('10.1.2.3') // true
 */
export function trustedProxies(entries: readonly string[], name = 'TRUSTED_PROXIES'): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (prefix !== undefined && (!/^\d{1,3}$/.test(bits) || prefix > max))) {
      throw new Error(`Invalid ${name}: "${entry}" is not an IP address or a CIDR range (as 127.0.0.1, 10.0.0.0/8 or fd00::/8).`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    has(address) {
      if (!address || entries.length === 0) return false;
      const plain = unmapped(address.split('%')[0]);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client of a request whose socket's remote address is `socketAddress`,
 * with `forwardedFor` and `forwardedProto` (the raw X-Forwarded-For and
 * X-Forwarded-Proto headers) read only when that address is a trusted proxy.
 * @example clientInfo('127.0.0.1', '198.51.100.7, 127.0.0.1', 'https', trustedProxies(['127.0.0.1'])) // { address: '198.51.100.7', https: true }
 */
export function clientInfo(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
  proxies: TrustedProxies,
): ClientInfo {
  if (!proxies.has(socketAddress)) return { address: socketAddress, https: false };
  // Right to left: each trusted proxy appended the address it saw; the first
  // address that is no trusted proxy is the client. An unreadable entry stops
  // the walk at the last proxy (what is left of it is the client's own writing).
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim());
  let address = socketAddress;
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(unmapped(hops[i])) === 0) break;
    address = hops[i];
    if (!proxies.has(address)) break;
  }
  const proto = forwardedProto?.split(',').pop()?.trim().toLowerCase();
  return { address, https: proto === 'https' };
}
