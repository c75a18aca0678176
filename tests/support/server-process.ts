/**
 * The real server as a process of its own (`node --conditions=parole-source
 * --import tsx packages/server/src/server.ts`), for what only a separate process can show:
 * being killed and started again, failing to start, draining on SIGTERM. It
 * listens on 127.0.0.1 and a free port, which it prints (`Parole :
 * http://127.0.0.1:41234`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../packages/api/src/config.js';

/** How a server process ended. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** Sends `signal` and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves when the process exits, however. */
  exit: Promise<ServerExit>;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
}

/** Longest wait for the server's first line (it may build the Bible database first). */
const START_TIMEOUT_MS = 60_000;

/** A spawned server: its process, its output so far, each stdout line as it comes, and its end. */
export interface SpawnedServer {
  child: ChildProcess;
  output(): string;
  onLine(listener: (line: string) => void): void;
  exit: Promise<ServerExit>;
}

/**
 * Spawns the server with the environment's variables and `env` over them,
 * without waiting for anything (startServerProcess waits for it to listen,
 * runServerUntilExit for it to end).
 * @example const server = spawnServer({ DATABASE_PATH: file }); server.onLine((line) => …);
 */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--conditions=parole-source', '--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: REPO_ROOT, // where `--import tsx` resolves
    // At `info`: the line saying it listens is what startServerProcess waits for.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', WEB_ROOT: '/nonexistent/parole/web', WIDGETS_ROOT: '/nonexistent/parole/widgets', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => (output += `${line}\n`));
  const exit = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, onLine: (listener) => void lines.on('line', listener), exit };
}

/**
 * The URL of the server's log line saying it listens (one JSON line, log.ts:
 * `{"level":"info",…,"url":"http://127.0.0.1:41234","msg":"Parole : http://127.0.0.1:41234"}`), or undefined for any other line.
 * @example listeningUrl(line) // 'http://127.0.0.1:41234'
 */
export function listeningUrl(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const event = JSON.parse(line) as { msg?: unknown; url?: unknown };
    return typeof event.url === 'string' && event.msg === `Parole : ${event.url}` ? event.url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the server with the environment's variables and `env` over them,
 * and resolves once it listens.
 * @example const server = await startServerProcess({ STATE_DATABASE_PATH: file }); … await server.kill('SIGKILL');
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const spawned = spawnServer(env);
  const { child, exit, output } = spawned;
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms: ${output()}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening: ${output()}`));
    });
    spawned.onLine((line) => {
      const url = listeningUrl(line);
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        child,
        exit,
        output,
        kill: async (signal) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exit;
        },
      });
    });
  });
}

/**
 * Starts the server and resolves with how it ended and what it printed,
 * for a server that must refuse to start; rejects (after killing it) when
 * it is still running after `timeoutMs`: a hang.
 * @example const { exit, output } = await runServerUntilExit({ STATE_DATABASE_PATH: damaged });
 */
export async function runServerUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<{ exit: ServerExit; output: string }> {
  const { child, exit, output } = spawnServer(env);
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server was still running after ${timeoutMs} ms: ${output()}`));
    }, timeoutMs);
  });
  try {
    return { exit: await Promise.race([exit, hung]), output: output() };
  } finally {
    clearTimeout(timer);
  }
}
