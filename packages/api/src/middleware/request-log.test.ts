import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, type LogLevel } from '../log.js';
import { requestLines } from './request-log.js';

/** A logger whose lines are kept as written. */
function kept(level: LogLevel = 'info') {
  const lines: string[] = [];
  return { log: createLogger({ level, destination: { write: (line) => void lines.push(line) } }), lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request lines', () => {
  it('are the very lines pino writes for the same fields, bindings and time included', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00.123Z'), toFake: ['Date'] });
    const fast = kept();
    const slow = kept();
    const fields = { id: 'c0ffee-1', method: 'GET', route: '/api/lire/:book/:chapter', status: 200, ms: 1.2 };
    requestLines(fast.log)('info', { ...fields, ms: 1.234 });
    slow.log.info(fields, 'request');
    // A child logger's own bindings are written too, after the parent's.
    const child = kept();
    requestLines(child.log.child({ node: 'a' }))('info', fields);
    const reference = kept();
    reference.log.child({ node: 'a' }).info(fields, 'request');
    expect(fast.lines).toEqual(slow.lines);
    expect(child.lines).toEqual(reference.lines);
    expect(JSON.parse(fast.lines[0]!)).toMatchObject({ level: 'info', time: '2026-11-29T10:00:00.123Z', msg: 'request', ...fields });
  });

  it('follow the time from one millisecond to the next, and quote a route that needs it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00.000Z'), toFake: ['Date'] });
    const { log, lines } = kept();
    const line = requestLines(log);
    line('info', { id: 'a', method: 'GET', route: '/x', status: 200, ms: 0 });
    vi.setSystemTime(new Date('2026-11-29T10:00:00.001Z'));
    line('info', { id: 'b', method: 'GET', route: '/a "b"', status: 404, ms: 0 });
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.map((e) => e.time)).toEqual(['2026-11-29T10:00:00.000Z', '2026-11-29T10:00:00.001Z']);
    expect(events[1]!.route).toBe('/a "b"');
  });

  it('are left out below the logger’s level: probes at debug, the rest at info', () => {
    const { log, lines } = kept('info');
    const line = requestLines(log);
    line('debug', { id: 'a', method: 'GET', route: '/healthz', status: 200, ms: 0 });
    expect(lines).toEqual([]);
    log.level = 'warn';
    line('info', { id: 'b', method: 'GET', route: '/api/info', status: 200, ms: 0 });
    expect(lines).toEqual([]);
  });
});
