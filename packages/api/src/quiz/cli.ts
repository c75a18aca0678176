/**
 * `npm run quiz -- hide|show|hidden …`: the operator keeps the quiz's public
 * tables clean (docs/decisions/quiz.md, "Fair play").
 *
 * - `hide game ID`: the game leaves both tables (its summary stays, a link
 *   to it still works).
 * - `hide pseudo NICKNAME`: every game of that nickname, and of every
 *   nickname that looks like it (« PauI », « Ра𝗎𝗅 » and « PAUL » look like
 *   « Paul », quiz/look-alike.ts), past and future, leaves them (the
 *   nickname as the tables show it; quote it when it has spaces).
 * - `show game ID`, `show pseudo NICKNAME`: back in the tables (the
 *   nickname with its look-alikes).
 * - `hidden`: what is hidden, the most recently hidden first; a nickname
 *   hidden after another one it looks like says which.
 *
 * Works on the state database of the environment's configuration
 * (STATE_DATABASE_PATH, or the PostgreSQL database of DATABASE_URL), also
 * while the servers run: the next GET /api/jeu of any of them follows.
 *
 * Exit codes: 0 done, 1 refused (no such game, nothing to change), 2 wrong
 * usage.
 */
import { normalizePseudo } from '@parole/bible';
import { lookAlikeKey, lookAlikes, skeleton } from './look-alike.js';
import type { HiddenEntries, QuizStore } from './store.js';

export const USAGE = `Usage: npm run quiz -- <command>

Commands:
  hide game ID            take a game out of the tables (its summary stays)
  hide pseudo NICKNAME    take every game of a nickname and of its look-alikes
                          out, past and future
  show game ID            put a hidden game back
  show pseudo NICKNAME    put a hidden nickname's games back, its look-alikes' too
  hidden                  list what is hidden

Quote a nickname with spaces: npm run quiz -- hide pseudo "Pub Casino"`;

/** How the command talks to whoever runs it. */
export interface QuizCommandIo {
  out(line: string): void;
  err(line: string): void;
}

const date = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);

/**
 * For each hidden nickname hidden after another that looks like it (by
 * createGame, as its game was created), that other one: the first hidden,
 * the one drawn in its own prototypes (« Paul » rather than « PauI ») among
 * those hidden at once.
 */
function lookedLike(pseudos: HiddenEntries['pseudos']): Map<string, string> {
  const first = new Map<string, HiddenEntries['pseudos'][number]>();
  const plain = (name: string) => skeleton(name) === name;
  for (const entry of pseudos) {
    const key = lookAlikeKey(entry.pseudo);
    const known = first.get(key);
    if (!known || entry.hiddenAt < known.hiddenAt || (entry.hiddenAt === known.hiddenAt && plain(entry.pseudo) && !plain(known.pseudo))) first.set(key, entry);
  }
  const result = new Map<string, string>();
  for (const entry of pseudos) {
    const head = first.get(lookAlikeKey(entry.pseudo))!;
    if (entry.hiddenAt > head.hiddenAt) result.set(entry.pseudo, head.pseudo);
  }
  return result;
}

/** `${lead} the nicknames that look like it: "A", "B"` when there are any, else nothing. */
const alsoOf = (lead: string, names: readonly string[]) => (names.length === 0 ? '' : `${lead} the nicknames that look like it: ${names.map((n) => `"${n}"`).join(', ')}`);

/** A game id as typed: a positive integer written plainly. */
const gameId = (text: string) => (/^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null);

/**
 * Runs `npm run quiz -- …` with `args` (what follows `--`); resolves with the
 * exit code.
 * @example await runQuizCommand(['hide', 'game', '42'], { store, io }) // 0
 */
export async function runQuizCommand(
  args: readonly string[],
  { store, io, now = Date.now }: { store: QuizStore; io: QuizCommandIo; now?: () => number },
): Promise<number> {
  const usage = (why: string) => {
    io.err(`${why}\n\n${USAGE}`);
    return 2;
  };
  const [command, kind, subject, ...rest] = args;
  if (command === 'hidden') {
    if (kind !== undefined) return usage('hidden takes nothing more.');
    const { games, pseudos } = await store.hidden();
    if (games.length === 0 && pseudos.length === 0) io.out('Nothing is hidden.');
    for (const g of games) io.out(`game ${g.id} (${g.pseudo}), hidden ${date(g.hiddenAt)} UTC`);
    const heads = lookedLike(pseudos);
    for (const p of pseudos) io.out(`pseudo "${p.pseudo}", hidden ${date(p.hiddenAt)} UTC${heads.has(p.pseudo) ? `, looks like "${heads.get(p.pseudo)}"` : ''}`);
    return 0;
  }
  if (command !== 'hide' && command !== 'show') return usage(command === undefined ? 'No command.' : `Unknown command "${command}".`);
  if (kind !== 'game' && kind !== 'pseudo') return usage(`${command} needs "game ID" or "pseudo NICKNAME".`);
  if (subject === undefined) return usage(`${command} ${kind} needs ${kind === 'game' ? 'a game id' : 'a nickname'}.`);
  if (rest.length > 0) return usage('One game or nickname only (quote a nickname with spaces).');
  const hiddenAt = command === 'hide' ? now() : null;

  if (kind === 'game') {
    const id = gameId(subject);
    if (id === null) return usage(`"${subject}" is not a game id (a positive whole number).`);
    if (!(await store.setGameHidden(id, hiddenAt))) {
      io.err(`No game ${id}.`);
      return 1;
    }
    io.out(command === 'hide' ? `Game ${id} is out of the tables.` : `Game ${id} is back in the tables.`);
    return 0;
  }

  const pseudo = normalizePseudo(subject);
  /** The hidden nicknames that look like it, itself aside. */
  const hiddenLookAlikes = async () =>
    lookAlikes(
      pseudo,
      (await store.hidden()).pseudos.map((p) => p.pseudo),
    ).filter((name) => name !== pseudo);
  const shown = command === 'show' ? await hiddenLookAlikes() : [];
  if (!(await store.setPseudoHidden(pseudo, hiddenAt))) {
    io.err(command === 'hide' ? `The nickname "${pseudo}" is hidden already.` : `The nickname "${pseudo}" is not hidden.`);
    return 1;
  }
  io.out(
    command === 'hide'
      ? `Every game of "${pseudo}" is out of the tables${alsoOf(', and of', await hiddenLookAlikes())}.`
      : `The games of "${pseudo}" are back in the tables${alsoOf(', and those of', shown)}.`,
  );
  return 0;
}
