/**
 * `npm run user`: the command on a real state database, first through
 * runUserCommand (its decisions), then as the real process, the password on
 * standard input.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/sqlite.js';
import { openStateDatabase } from '../state/database.js';
import { runUserCommand, type CommandIo } from './cli.js';
import { argon2idHasher } from './passwords.js';
import { createSessions, hashSessionId } from './sessions.js';
import { npmRun } from '../../../../tests/support/npm-run.js';
import { freePort } from '../../../../tests/support/postgres.js';
import { usePostgres } from '../state/testing.js';
import { createPostgresAccountStore } from './postgres-store.js';
import { createSqliteAccountStore } from './sqlite-store.js';
import type { AccountStore } from './store.js';

const PASSWORD = 'correct horse battery staple';

const postgres = usePostgres();
let dir: string;
let state: Database;
let store: AccountStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-cli-'));
  state = await openStateDatabase(path.join(dir, 'state.sqlite'));
  store = createSqliteAccountStore(state);
});
afterAll(async () => {
  await state.close();
  await rm(dir, { recursive: true, force: true });
});

/** A terminal-less run: the passwords given in turn, what was printed kept. */
function fakeIo(passwords: string[], { confirm = false } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: CommandIo = {
    readPassword: async (prompt) => {
      prompts.push(prompt);
      const next = passwords.shift();
      if (next === undefined) throw new Error('No password on standard input (its first line is the password).');
      return next;
    },
    confirmPassword: confirm,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { io, out, err, prompts, printed: () => [...out, ...err].join('\n') };
}

const run = (args: string[], passwords: string[] = [], options?: { confirm?: boolean }) => {
  const io = fakeIo([...passwords], options);
  return runUserCommand(args, { store, io: io.io }).then((code) => ({ code, ...io }));
};

describe('npm run user', () => {
  describe('add', () => {
    it('adds a user with an argon2id hash at OWASP’s parameters, never the password', async () => {
      const { code, out, printed } = await run(['add', '  Élise '], [PASSWORD]);
      expect(code).toBe(0);
      expect(out).toEqual(['User "Élise" added.']);
      const user = (await store.userByNameKey('élise'))!;
      expect(user.name).toBe('Élise');
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(await argon2idHasher.verify(user.passwordHash, PASSWORD)).toBe(true);
      expect(printed()).not.toContain(PASSWORD);
      expect(JSON.stringify(await state.query('SELECT * FROM users'))).not.toContain(PASSWORD);
    });

    it('asks twice on a terminal and changes nothing when the two differ', async () => {
      const { code, err, prompts } = await run(['add', 'Jonas'], [PASSWORD, `${PASSWORD}!`], { confirm: true });
      expect(code).toBe(1);
      expect(prompts).toEqual(['Password for Jonas: ', 'Repeat the password: ']);
      expect(err).toEqual(['The two passwords differ: nothing changed.']);
      expect(await store.userByNameKey('jonas')).toBeNull();
      expect((await run(['add', 'Jonas'], [PASSWORD, PASSWORD], { confirm: true })).code).toBe(0);
    });

    it('refuses a name taken, whatever its case or Unicode form', async () => {
      for (const name of ['élise', 'ÉLISE', 'E\u0301lise']) {
        const { code, err, prompts } = await run(['add', name], [PASSWORD]);
        expect(code, name).toBe(1);
        expect(err[0]).toMatch(/^The user "Élise" already exists/);
        expect(prompts).toEqual([]); // refused before asking for a password
      }
    });

    it.each([
      ['too short', 'elevenchars', /at least 12 characters, runs of spaces counting as one \(it has 11\)/],
      ['eleven emoji (one character each)', '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂', /it has 11/],
      ['twelve characters with a run of spaces', 'abc     defgh', /it has 9/],
      ['the name rearranged', 'Barnabé-Barnabé'.slice(0, 7).repeat(2), /too easy to guess/],
      ['one character repeated', 'aaaaaaaaaaaaaa', /one character repeated/],
      ['a common one', 'Password1234', /too easy to guess/],
      ['a keyboard walk (AZERTY)', 'azertyuiop12', /too easy to guess/],
      ['a French word, a year and a sign', 'motdepasse2024!', /too easy to guess/],
      ['a French phrase of common words', 'jetaime123456', /too easy to guess/],
      ['the name and a date', 'Barnabé-Barnabé-1990', /too easy to guess/],
      ['three words and a number', 'soleil levant 42', null],
      ['twelve random characters', 'Yx7#qLm2pR9v', null],
    ])('applies the password policy: %s', async (_, password, message) => {
      const name = 'Barnabé-Barnabé';
      const { code, err } = await run(['add', name], [password]);
      if (message === null) {
        // Long enough, not the name, hard to guess: accepted (no composition rules).
        expect(code).toBe(0);
        await run(['remove', name]);
      } else {
        expect(code).toBe(1);
        expect(err.join()).toMatch(message);
        expect(await store.userByNameKey('barnabé-barnabé')).toBeNull();
      }
    });

    it('refuses the name as the password, and accepts spaces, twelve emoji and 128 characters, not 129', async () => {
      expect((await run(['add', 'Timothée-12345'], ['timothée-12345'])).err).toEqual(['The password must not be the user name.']);
      expect((await run(['add', 'Tite'], ['  des espaces 🙂 partout  '])).code).toBe(0);
      expect(await argon2idHasher.verify((await store.userByNameKey('tite'))!.passwordHash, '  des espaces 🙂 partout  ')).toBe(true);
      // 128 printable characters in no pattern zxcvbn knows, then one more.
      const long = Array.from({ length: 129 }, (_, i) => String.fromCharCode(33 + ((i * 37) % 94))).join('');
      expect((await run(['add', 'Philémon'], [long.slice(0, 128)])).code).toBe(0);
      expect((await run(['add', 'Onésime'], [long])).err[0]).toMatch(/at most 128 characters \(it has 129\)/);
      expect((await run(['add', 'Onésime'], ['🙂😀🎉🌟🍀🔥💧🌈🎵📖🕊🐟'])).code).toBe(0);
      await run(['remove', 'Onésime']);
    });

    it('refuses a name the login would refuse', async () => {
      expect((await run(['add', '   '], [PASSWORD])).code).toBe(1);
      expect((await run(['add', 'x'.repeat(65)], [PASSWORD])).code).toBe(1);
      expect((await run(['add', 'bell\u0007'], [PASSWORD])).err[0]).toMatch(/^Invalid user name/);
    });

    it('refuses a missing password', async () => {
      const { code, err } = await run(['add', 'Silas'], []);
      expect(code).toBe(1);
      expect(err).toEqual(['No password on standard input (its first line is the password).']);
    });
  });

  describe('passwd and remove', () => {
    it('changes the password and ends every session of the user', async () => {
      await run(['add', 'Lydie'], [PASSWORD]);
      const user = (await store.userByNameKey('lydie'))!;
      const sessions = createSessions(store, { idleMs: 3_600_000, absoluteMs: 86_400_000 }, Date.now);
      const one = await sessions.start(user.id, undefined);
      const two = await sessions.start(user.id, undefined);
      const { code, out } = await run(['passwd', 'LYDIE'], ['a brand new passphrase']);
      expect(code).toBe(0);
      expect(out).toEqual(['Password of "Lydie" changed; their sessions have ended.']);
      expect(await sessions.find(one.id)).toBeNull();
      expect(await sessions.find(two.id)).toBeNull();
      const changed = (await store.userByNameKey('lydie'))!;
      expect(await argon2idHasher.verify(changed.passwordHash, 'a brand new passphrase')).toBe(true);
      expect(await argon2idHasher.verify(changed.passwordHash, PASSWORD)).toBe(false);
    });

    it('removes a user and their sessions', async () => {
      await run(['add', 'Priscille'], [PASSWORD]);
      const user = (await store.userByNameKey('priscille'))!;
      const sessions = createSessions(store, { idleMs: 3_600_000, absoluteMs: 86_400_000 }, Date.now);
      const session = await sessions.start(user.id, undefined);
      const { code, out } = await run(['remove', 'priscille']);
      expect(code).toBe(0);
      expect(out).toEqual(['User "Priscille" removed; their sessions have ended.']);
      expect(await store.userByNameKey('priscille')).toBeNull();
      expect(await store.session(hashSessionId(session.id))).toBeNull();
    });

    it('refuses an unknown user', async () => {
      expect(await run(['passwd', 'personne'], [PASSWORD])).toMatchObject({ code: 1, err: ['No user "personne": use add.'] });
      expect(await run(['remove', 'personne'])).toMatchObject({ code: 1, err: ['No user "personne".'] });
    });
  });

  it('lists the users with their sessions', async () => {
    const { code, out } = await run(['list']);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^NAME +ADDED \(UTC\) +PASSWORD SET \(UTC\) +SESSIONS$/);
    expect(out.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual(['Élise', 'Jonas', 'Lydie', 'Philémon', 'Tite']);
  });

  it.each([[[]], [['frob']], [['add']], [['add', 'a', 'b']], [['list', 'x']]])('answers usage (exit 2) to %j', async (args) => {
    const { code, err } = await run(args);
    expect(code).toBe(2);
    expect(err[0]).toContain('Usage: npm run user -- <command> [NAME]');
  });
});

/** Runs `npm run user -- …args` on `file` (or the PostgreSQL database of `env`'s DATABASE_URL), `input` on its standard input. */
const npmRunUser = (args: string[], input: string, file: string, env: Record<string, string> = {}) =>
  npmRun('user', args, { env: { STATE_DATABASE_PATH: file, ...env }, input });

describe('npm run user, the real process', () => {
  it('adds a user from the first line of standard input, lists, removes', async () => {
    const file = path.join(dir, 'process', 'state.sqlite');
    const added = await npmRunUser(['add', 'Marie'], `${PASSWORD}\nignored second line\n`, file);
    expect(added).toMatchObject({ code: 0, stdout: 'User "Marie" added.\n' });
    // The database is named before anything touches it (issue 50).
    expect(added.stderr.split('\n')[0]).toBe(`State database: ${file} (STATE_DATABASE_PATH)`);
    expect(added.stdout + added.stderr).not.toContain(PASSWORD);

    const db = await openStateDatabase(file);
    try {
      const user = (await createSqliteAccountStore(db).userByNameKey('marie'))!;
      expect(await argon2idHasher.verify(user.passwordHash, PASSWORD)).toBe(true);
    } finally {
      await db.close();
    }

    expect((await npmRunUser(['list'], '', file)).stdout).toMatch(/^NAME +ADDED.*\nMarie +\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(await npmRunUser(['add', 'paul'], 'short\n', file)).toMatchObject({ code: 1, stderr: expect.stringContaining('at least 12 characters') });
    expect(await npmRunUser(['remove', 'marie'], '', file)).toMatchObject({ code: 0, stdout: 'User "Marie" removed; their sessions have ended.\n' });
  });
});

describe('npm run user on PostgreSQL (DATABASE_URL)', () => {
  it('adds, lists and removes users in the shared database, not in the SQLite file', async () => {
    const state = await postgres.open();
    const file = path.join(dir, 'unused', 'state.sqlite');
    const env = { DATABASE_URL: state.url };
    expect(await npmRunUser(['add', 'Marie'], `${PASSWORD}\n`, file, env)).toMatchObject({ code: 0, stdout: 'User "Marie" added.\n' });
    const user = (await createPostgresAccountStore(state).userByNameKey('marie'))!;
    expect(await argon2idHasher.verify(user.passwordHash, PASSWORD)).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect(await npmRunUser(['add', 'MARIE'], `${PASSWORD}\n`, file, env)).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    expect((await npmRunUser(['list'], '', file, env)).stdout).toMatch(/^NAME +ADDED.*\nMarie +\d{4}-\d\d-\d\d \d\d:\d\d +\d{4}-\d\d-\d\d \d\d:\d\d +0\n$/);
    expect(await npmRunUser(['remove', 'marie'], '', file, env)).toMatchObject({ code: 0, stdout: 'User "Marie" removed; their sessions have ended.\n' });
    expect(await state.query('SELECT id FROM users')).toEqual([]);
  });

  it('stops with a clear message when the database cannot be reached', async () => {
    const port = await freePort();
    const result = await npmRunUser(['list'], '', path.join(dir, 'unused.sqlite'), { DATABASE_URL: `postgres://parole:secret@127.0.0.1:${port}/parole` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): the connection was refused`);
    expect(result.stderr).not.toContain('secret');
  });
});
