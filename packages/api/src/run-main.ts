/**
 * The command-line entry of a module (`tsx packages/server/src/server.ts`):
 * runs its `main` only when the module is the process's entry, not when a
 * test imports it.
 */
import { pathToFileURL } from 'node:url';

/**
 * Runs `main` when `moduleUrl` (the caller's import.meta.url) is the script
 * node started. A failure prints its message and exits with status 1; a
 * number returned is the exit status; anything else lets the process run on
 * (a server).
 * @example runIfMain(import.meta.url, main);
 */
export function runIfMain(moduleUrl: string, main: () => Promise<unknown>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    (status) => {
      if (typeof status === 'number') process.exit(status);
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
