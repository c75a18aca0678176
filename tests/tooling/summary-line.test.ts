/**
 * The closing line `npm test` prints (tests/setup/summary-reporter.ts) is
 * read by tools that judge a run by it: it must never say "0 failed" for a
 * run that failed. Runs vitest on fixtures/failing-run, whose files fail in
 * each way but a failing test: a hook after passing tests, a file that does
 * not load, an unhandled rejection.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

it('counts failed files and errors outside tests, and the run exits 1', () => {
  const run = spawnSync(
    process.execPath,
    [path.join(REPO, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/tooling/fixtures/failing-run/vitest.config.ts'],
    { cwd: REPO, encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true', FORCE_COLOR: '0' } },
  );
  expect(run.status, run.stdout + run.stderr).toBe(1);
  const lines = run.stdout.trim().split('\n');
  // after-all.check.ts: 1 passed + its hook; broken.check.ts: the file; unhandled.check.ts: 1 passed + the rejection.
  expect(lines.at(-1)).toBe('3 passed, 3 failed, 1 skipped');
});
