import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { batchedRequestLines, bursts, createLogger, prettyLines, requestId, type LogLevel } from './log.js';

/** A logger whose lines are kept, parsed. */
function kept(level: LogLevel = 'info') {
  const lines: string[] = [];
  const log = createLogger({ level, destination: { write: (line) => void lines.push(line) } });
  return { log, lines, events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the log', () => {
  it('writes one JSON line per event: time, level by name, message, and the event’s fields', () => {
    const { log, lines, events } = kept();
    log.info({ id: 'abc', method: 'GET', route: '/api/lire/:book/:chapter', status: 200, ms: 1.2 }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    const [event] = events();
    expect(event).toMatchObject({ level: 'info', msg: 'request', id: 'abc', method: 'GET', route: '/api/lire/:book/:chapter', status: 200, ms: 1.2 });
    expect(new Date(String(event!.time)).toISOString()).toBe(event!.time);
  });

  it('writes an error on its one line, with its type, stack and cause', () => {
    const { log, lines, events } = kept();
    log.error({ err: new Error('the query failed', { cause: new Error('connection refused') }) }, 'failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    const err = events()[0]!.err as Record<string, unknown>;
    expect(err).toMatchObject({ type: 'Error', message: 'the query failed', cause: { type: 'Error', message: 'connection refused' } });
    expect(String(err.stack)).toMatch(/^Error: the query failed\n {4}at /);
  });

  it('leaves out what is below its level', () => {
    const { log, lines } = kept('warn');
    log.info('not written');
    log.warn('written');
    expect(lines).toHaveLength(1);
  });

  it('prints readable lines in a terminal', () => {
    const out: string[] = [];
    const log = createLogger({ destination: prettyLines((line) => void out.push(line)) });
    log.info({ status: 200, route: '/api/jeu' }, 'request');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}request status=200 route=\/api\/jeu\n$/);
  });
});

describe('bursts', () => {
  it('writes a failure once, then how many more came in the window, and opens a new window after', () => {
    vi.useFakeTimers();
    const { log, events } = kept();
    const burst = bursts(log, 10_000);
    for (let i = 0; i < 380; i++) burst('error', 'state down', { route: '/api/jeu' }, 'The state database is unavailable');
    burst('error', 'other', {}, 'another failure');
    expect(events().map((e) => e.msg)).toEqual(['The state database is unavailable', 'another failure']);
    vi.advanceTimersByTime(10_000);
    expect(events().slice(2)).toEqual([
      expect.objectContaining({ level: 'error', repeated: 379, msg: '379 more like it in the last 10 s: The state database is unavailable' }),
    ]);
    burst('error', 'state down', {}, 'The state database is unavailable');
    expect(events()).toHaveLength(4);
    burst.flush();
    expect(events()).toHaveLength(4);
  });
});

describe('requestId', () => {
  it('takes a trusted proxy’s plain token, and makes a UUID otherwise', () => {
    expect(requestId('0f3c9e5b8a7d4c2e9b1a6f5d4c3b2a19', true)).toBe('0f3c9e5b8a7d4c2e9b1a6f5d4c3b2a19');
    expect(requestId('0f3c9e5b8a7d4c2e9b1a6f5d4c3b2a19', false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId('a\nb', true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId('x'.repeat(129), true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('batchedRequestLines', () => {
  it('holds request lines until 8 KB of them, a second, or any other line, and keeps their order', () => {
    vi.useFakeTimers();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parole-log-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    const log = createLogger({ destination: batchedRequestLines(fd) });
    const written = () => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string; id?: number }));
    log.info({ id: 1 }, 'request');
    log.info({ id: 2 }, 'request');
    expect(written()).toEqual([]);
    log.warn('disk full');
    expect(written().map((e) => e.id ?? e.msg)).toEqual([1, 2, 'disk full']);
    log.info({ id: 3 }, 'request');
    vi.advanceTimersByTime(1000);
    expect(written().map((e) => e.id ?? e.msg)).toEqual([1, 2, 'disk full', 3]);
    for (let id = 4; id < 200; id++) log.info({ id, route: '/api/lire/:book/:chapter' }, 'request');
    expect(written().length).toBeGreaterThan(4);
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
});
