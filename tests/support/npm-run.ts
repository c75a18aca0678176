/**
 * Runs one of the repository's npm scripts as an operator would (`npm run
 * --silent user -- add marie`), for the tests of the command-line tools.
 */
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../packages/api/src/config.js';

/**
 * Runs `npm run <script> -- …args` in the repository, `env` over this
 * process's environment and `input` on its standard input; resolves with its
 * exit code and what it printed.
 * @example const { code, stdout } = await npmRun('quiz', ['hidden'], { env: { STATE_DATABASE_PATH: file } });
 */
export function npmRun(
  script: string,
  args: readonly string[],
  { env = {}, input = '' }: { env?: Record<string, string>; input?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/**
 * `npm run user -- …args` on the state database at `statePath`, as an
 * operator runs it (`input`: the password lines); fails the test unless it
 * succeeds, and resolves with what it printed.
 * @example expect(await userCommand(file, ['add', 'Marie'], `${PASSWORD}\n`)).toBe('User "Marie" added.\n');
 */
export async function userCommand(statePath: string, args: readonly string[], input = ''): Promise<string> {
  const run = await npmRun('user', args, { env: { STATE_DATABASE_PATH: statePath }, input });
  expect(run.code, run.stderr).toBe(0);
  return run.stdout;
}
