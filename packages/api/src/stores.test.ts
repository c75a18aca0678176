import { describe, expect, it } from 'vitest';
import { describeStateDatabase } from './stores.js';

describe('describeStateDatabase', () => {
  it('names the PostgreSQL database and server, never the password', () => {
    const line = describeStateDatabase({ stateDatabasePath: '/x/state.sqlite', postgres: { url: 'postgres://parole:tres-secret@10.0.0.20:5432/parole', poolSize: 10 } }, {});
    expect(line).toBe('State database: PostgreSQL parole at 10.0.0.20:5432 (DATABASE_URL)');
  });

  it('says when the SQLite file is the checkout’s default rather than a setting', () => {
    expect(describeStateDatabase({ stateDatabasePath: '/srv/parole/data/state.sqlite', postgres: undefined }, {})).toMatch(
      /^State database: \/srv\/parole\/data\/state\.sqlite \(the checkout's default: neither DATABASE_URL nor STATE_DATABASE_PATH is set/,
    );
    expect(describeStateDatabase({ stateDatabasePath: '/var/lib/parole/3000/state.sqlite', postgres: undefined }, { STATE_DATABASE_PATH: '/var/lib/parole/3000/state.sqlite' })).toBe(
      'State database: /var/lib/parole/3000/state.sqlite (STATE_DATABASE_PATH)',
    );
  });
});
