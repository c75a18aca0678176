import { describe, expect, it } from 'vitest';
import { clientInfo, trustedProxies } from './proxy.js';

describe('trustedProxies', () => {
  it('trusts the addresses and ranges listed, IPv4-mapped and zoned forms included, nothing by default', () => {
    const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', 'fd12::1', 'fd12::1%eth0']) expect(proxies.has(address), address).toBe(true);
    for (const address of ['127.0.0.2', '11.0.0.1', 'fe80::1', 'unknown', '', undefined]) expect(proxies.has(address), String(address)).toBe(false);
    expect(trustedProxies([]).has('127.0.0.1')).toBe(false);
  });

  it('refuses an entry that is neither an address nor a CIDR range, naming it', () => {
    for (const entry of ['localhost', '10.0.0.0/33', '10.0.0.0/8/8', '::1/129', '1.2.3', '10.0.0.0/x']) {
      expect(() => trustedProxies([entry]), entry).toThrow(`Invalid TRUSTED_PROXIES: "${entry}"`);
    }
  });
});

describe('clientInfo', () => {
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8']);

  it('believes a trusted proxy: the right-most address that is not a proxy, and its scheme', () => {
    expect(clientInfo('127.0.0.1', '198.51.100.7', 'https', proxies)).toEqual({ address: '198.51.100.7', https: true });
    // Two proxies (a balancer 10.0.0.5, then the local nginx): still the client.
    expect(clientInfo('127.0.0.1', '198.51.100.7, 10.0.0.5', 'https', proxies)).toEqual({ address: '198.51.100.7', https: true });
    // The left part is what the client wrote: never read past the first untrusted hop.
    expect(clientInfo('127.0.0.1', '1.1.1.1, 203.0.113.9', 'http', proxies)).toEqual({ address: '203.0.113.9', https: false });
    // The proxy nearest the server says the scheme last.
    expect(clientInfo('127.0.0.1', '198.51.100.7', 'http, https', proxies).https).toBe(true);
  });

  it('falls back to the last proxy when the header is missing or unreadable', () => {
    expect(clientInfo('127.0.0.1', undefined, undefined, proxies)).toEqual({ address: '127.0.0.1', https: false });
    expect(clientInfo('127.0.0.1', '198.51.100.7, garbage', 'https', proxies)).toEqual({ address: '127.0.0.1', https: true });
    expect(clientInfo('127.0.0.1', '198.51.100.7, 10.0.0.5, ', undefined, proxies).address).toBe('127.0.0.1');
  });

  it('ignores the headers from anyone else: the socket tells the address, and plain HTTP', () => {
    expect(clientInfo('203.0.113.50', '198.51.100.7', 'https', proxies)).toEqual({ address: '203.0.113.50', https: false });
    expect(clientInfo('127.0.0.1', '198.51.100.7', 'https', trustedProxies([]))).toEqual({ address: '127.0.0.1', https: false });
  });
});
