/**
 * `npm run user -- add|passwd|remove|list [NAME]`: the accounts are made
 * here, by whoever runs the server, never from the web (the specification
 * shows no sign-up).
 *
 * - `add NAME`: a new user; the password is asked twice.
 * - `passwd NAME`: a new password; every session of the user ends.
 * - `remove NAME`: the user and every session of theirs.
 * - `list`: the users, when they were added and their password last set,
 *   and how many sessions they have.
 *
 * The password is read from the terminal without echo, or, when standard
 * input is not a terminal, as its first line (`printf '%s\n' "$PW" | npm run
 * user -- add marie`; cli/user.ts, the process's entry, reads it), so it
 * never appears in the command line, the shell's history or the process
 * list. It must follow the policy of accounts/policy.ts (at least 12
 * characters). It is never printed or logged.
 *
 * Works on the state database of the environment's configuration
 * (STATE_DATABASE_PATH, or the PostgreSQL database of DATABASE_URL), also
 * while the server runs (SQLite's busy timeout lets both write); a user
 * removed, or whose password changed, is logged out at once on every server
 * sharing the database.
 *
 * Exit codes: 0 done, 1 refused (unknown user, name taken, password refused),
 * 2 wrong usage.
 */
import { argon2idHasher, type PasswordHasher } from './passwords.js';
import { nameKey, normalizeName, passwordProblem } from './policy.js';
import type { AccountStore } from './store.js';

export const USAGE = `Usage: npm run user -- <command> [NAME]

Commands:
  add NAME      add a user; the password is asked twice (or read from standard input)
  passwd NAME   set a user's password; their sessions end
  remove NAME   remove a user and their sessions
  list          list the users

The password is read from the terminal without echo, or as the first line of
standard input when it is not a terminal:
  printf '%s\\n' "$PASSWORD" | npm run user -- add marie
It must have 12 to 128 characters (runs of spaces counting as one).`;

/** How the command talks to whoever runs it. */
export interface CommandIo {
  /** Reads a password (without echo on a terminal); rejects when there is none. */
  readPassword(prompt: string): Promise<string>;
  /** Whether a password is asked twice (typed on a terminal, where a typo cannot be seen). */
  confirmPassword: boolean;
  out(line: string): void;
  err(line: string): void;
}

export interface CommandDeps {
  store: AccountStore;
  io: CommandIo;
  passwords?: PasswordHasher;
  now?: () => number;
}

const date = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);

/**
 * Runs `npm run user -- …` with `args` (what follows `--`); resolves with the
 * exit code.
 * @example await runUserCommand(['add', 'marie'], { store, io }) // 0
 */
export async function runUserCommand(args: readonly string[], { store, io, passwords = argon2idHasher, now = Date.now }: CommandDeps): Promise<number> {
  const [command, rawName, ...rest] = args;
  const usage = (why: string) => {
    io.err(`${why}\n\n${USAGE}`);
    return 2;
  };
  if (command === 'list') {
    if (rawName !== undefined) return usage('list takes no name.');
    const users = (await store.listUsers()).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    if (users.length === 0) {
      io.out('No users.');
      return 0;
    }
    const width = Math.max(4, ...users.map((u) => [...u.name].length));
    io.out(`${'NAME'.padEnd(width)}  ADDED (UTC)       PASSWORD SET (UTC)  SESSIONS`);
    for (const u of users) io.out(`${u.name.padEnd(width)}  ${date(u.createdAt)}  ${date(u.passwordChangedAt)}    ${u.sessions}`);
    return 0;
  }
  if (command !== 'add' && command !== 'passwd' && command !== 'remove') {
    return usage(command === undefined ? 'No command.' : `Unknown command "${command}".`);
  }
  if (rawName === undefined) return usage(`${command} needs a user name.`);
  if (rest.length > 0) return usage('One user name only (quote a name with spaces).');
  const name = normalizeName(rawName);
  if (name === null) {
    io.err('Invalid user name: 1 to 64 characters once trimmed, no control characters.');
    return 1;
  }
  const existing = await store.userByNameKey(nameKey(name));

  if (command === 'remove') {
    if (!existing) {
      io.err(`No user "${name}".`);
      return 1;
    }
    await store.removeUser(existing.id);
    io.out(`User "${existing.name}" removed; their sessions have ended.`);
    return 0;
  }

  if (command === 'add' && existing) {
    io.err(`The user "${existing.name}" already exists (names differing only by case are one): use passwd to change the password.`);
    return 1;
  }
  if (command === 'passwd' && !existing) {
    io.err(`No user "${name}": use add.`);
    return 1;
  }
  const account = existing?.name ?? name;

  let password: string;
  try {
    password = await io.readPassword(`Password for ${account}: `);
    const problem = await passwordProblem(password, account);
    if (problem) {
      io.err(problem);
      return 1;
    }
    if (io.confirmPassword && (await io.readPassword('Repeat the password: ')) !== password) {
      io.err('The two passwords differ: nothing changed.');
      return 1;
    }
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 1;
  }
  const hashed = await passwords.hash(password);

  if (command === 'add') {
    const id = await store.addUser({ name, nameKey: nameKey(name), passwordHash: hashed, at: now() });
    if (id === null) {
      io.err(`The user "${name}" already exists.`);
      return 1;
    }
    io.out(`User "${name}" added.`);
    return 0;
  }
  await store.setPassword(existing!.id, hashed, now(), { endSessions: true });
  io.out(`Password of "${account}" changed; their sessions have ended.`);
  return 0;
}
