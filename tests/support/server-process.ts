/**
 * The real server as a process of its own (`node --import tsx
 * packages/api/src/server.ts`), for what only a separate process can show:
 * being killed and started again. It listens on 127.0.0.1 and a free port,
 * which it prints (`Parole : http://127.0.0.1:41234`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../packages/api/src/config.js';

export interface ServerProcess {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** Sends `signal` and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Longest wait for the server's first line (it may build the Bible database first). */
const START_TIMEOUT_MS = 60_000;

/**
 * Starts the server with the environment's variables and `env` over them,
 * and resolves once it listens.
 * @example const server = await startServerProcess({ STATE_DATABASE_PATH: file }); … await server.kill('SIGKILL');
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/server.ts'], {
    cwd: REPO_ROOT, // where `--import tsx` resolves
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', WEB_ROOT: '/nonexistent/parole/web', WIDGETS_ROOT: '/nonexistent/parole/widgets', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms: ${errors}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening: ${errors}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^Parole : (http:\/\/\S+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        url: m[1],
        child,
        kill: (signal) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    });
  });
}
