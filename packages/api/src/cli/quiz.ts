/**
 * `npm run quiz -- hide|show|hidden …` (quiz/cli.ts, the commands): the
 * process around them, on the state database of the environment's
 * configuration (STATE_DATABASE_PATH, or the PostgreSQL database of
 * DATABASE_URL).
 *
 * An entry point, above the features: it opens every feature's store
 * (stores.ts), which the quiz's own folder may not import.
 */
import { loadConfig } from '../config.js';
import { runQuizCommand, USAGE } from '../quiz/cli.js';
import { runIfMain } from '../run-main.js';
import { describeStateDatabase, openStateStores } from '../stores.js';

/** The command as `npm run quiz` runs it, on the configured state database. */
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
  try {
    return await runQuizCommand(args, { store: state.quiz, io: { out: (line) => console.log(line), err: (line) => console.error(line) } });
  } finally {
    await state.close();
  }
}

runIfMain(import.meta.url, main);
