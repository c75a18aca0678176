/**
 * The client (client.ts) leaves the transport to axios's default, which in a
 * browser is its XMLHttpRequest adapter, and the site's build relies on it:
 * it leaves axios's fetch adapter out (packages/host/vite.config.ts,
 * `axiosWithoutFetchAdapter`, docs/decisions/host.md#code-splitting). An axios
 * upgrade that would try fetch before XMLHttpRequest fails here first.
 */
import axios from 'axios';
import { describe, expect, it } from 'vitest';

describe('the adapter axios takes in a browser', () => {
  it('is XMLHttpRequest, which comes before fetch in its default order', () => {
    const order = axios.defaults.adapter as string[];
    expect(order).toContain('xhr');
    expect(order.indexOf('xhr')).toBeLessThan(order.includes('fetch') ? order.indexOf('fetch') : Infinity);
    expect(axios.getAdapter(order)).toBe(axios.getAdapter('xhr'));
  });
});
