/**
 * `npm run user -- add|passwd|remove|list [NAME]` (accounts/cli.ts, the
 * commands): the process around them. It reads the password from the
 * terminal without echo, or, when standard input is not a terminal, as its
 * first line, and works on the state database of the environment's
 * configuration (STATE_DATABASE_PATH, or the PostgreSQL database of
 * DATABASE_URL).
 *
 * An entry point, above the features: it opens every feature's store
 * (stores.ts), which the accounts' own folder may not import.
 */
import { runUserCommand, USAGE } from '../accounts/cli.js';
import { loadConfig } from '../config.js';
import { runIfMain } from '../run-main.js';
import { describeStateDatabase, openStateStores } from '../stores.js';

/** Thrown when the person at the terminal presses Ctrl-C while typing a password. */
class Interrupted extends Error {
  constructor() {
    super('Interrupted: nothing changed.');
  }
}

/**
 * Reads a line typed on the terminal without showing it: raw mode, so that
 * no character is echoed; Backspace and Ctrl-U edit, Enter ends, Ctrl-C
 * interrupts. Escape sequences (arrow keys) are ignored.
 */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Interrupted());
          return;
        }
        if (ch === '\u001b') return; // an escape sequence (arrow keys): the rest of the chunk is its
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch === '\u0015') value = '';
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (not a terminal): the password, as given, without its line ending. */
async function readFirstLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    text += chunk as string;
    if (text.includes('\n')) break;
  }
  const [line] = text.split(/\r?\n/);
  if (line === '') throw new Error('No password on standard input (its first line is the password).');
  return line;
}

/** The command as `npm run user` runs it, on the configured state database. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h' || args[0] === 'help') {
    (args.length === 0 ? console.error : console.log)(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  // Said first, on stderr: the database about to be opened (or made), before anything touches it.
  console.error(describeStateDatabase(config, process.env));
  const state = await openStateStores(config);
  const terminal = Boolean(process.stdin.isTTY);
  try {
    return await runUserCommand(args, {
      store: state.accounts,
      io: {
        readPassword: terminal ? readHidden : () => readFirstLine(),
        confirmPassword: terminal,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      },
    });
  } finally {
    await state.close();
  }
}

runIfMain(import.meta.url, main);
