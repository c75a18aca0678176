/**
 * The client (client.ts) sends its JSON calls through axios's default
 * adapter, which in a browser is XMLHttpRequest, and its two other kinds of
 * call (a file's whole answer, the AI's stream) through axios's fetch adapter
 * by name. The site's build relies on that split: it keeps the fetch adapter
 * out of the starting chunk and loads it with the first call that asks for it
 * (packages/host/vite.config.ts, `axiosFetchAdapterOnFirstUse`,
 * docs/decisions/host.md#code-splitting). An axios upgrade that would try
 * fetch before XMLHttpRequest, or drop the fetch adapter, fails here first.
 */
import axios from 'axios';
import { describe, expect, it } from 'vitest';

describe('the adapters axios takes in a browser', () => {
  it('is XMLHttpRequest by default, which comes before fetch in its default order', () => {
    const order = axios.defaults.adapter as string[];
    expect(order).toContain('xhr');
    expect(order.indexOf('xhr')).toBeLessThan(order.includes('fetch') ? order.indexOf('fetch') : Infinity);
    expect(axios.getAdapter(order)).toBe(axios.getAdapter('xhr'));
  });

  it('is fetch when a call asks for it by name', () => {
    expect(axios.getAdapter('fetch')).toBeTypeOf('function');
    expect(axios.getAdapter('fetch')).not.toBe(axios.getAdapter('xhr'));
  });
});
