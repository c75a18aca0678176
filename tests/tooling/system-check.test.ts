/**
 * scripts/system-check.sh, the first step of `npm test` (and so of .ci/run):
 * what the tests need from the system is checked before any long step, and
 * either installed with apt-get (root) or named in one line with the exact
 * command to run. Run here with a PATH that holds only what each test puts
 * in it, and the tests' own variables (CHROMIUM_PATH, PG_BIN, NGINX_BIN)
 * pointing into a temporary folder, so nothing of the machine's is seen and
 * nothing is installed.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(REPO, 'scripts/system-check.sh');
const NPM_CLI = process.env.npm_execpath?.endsWith('npm-cli.js')
  ? process.env.npm_execpath
  : path.join(path.dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js');

let dir: string;
let bin: string;

/** An executable shell script at `file`. */
function executable(file: string, body = 'exit 0'): void {
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parole-system-check-'));
  bin = path.join(dir, 'bin');
  mkdirSync(bin);
  mkdirSync(path.join(dir, 'pg'));
  // Chromium and PostgreSQL's binaries are there; nginx is not (NGINX_BIN names a file nobody made).
  executable(path.join(dir, 'chromium'));
  executable(path.join(dir, 'pg', 'postgres'));
  executable(path.join(dir, 'pg', 'initdb'));
  executable(path.join(bin, 'openssl'));
  executable(path.join(bin, 'sqlite3'));
  symlinkSync('/bin/bash', path.join(bin, 'bash'));
  symlinkSync('/bin/sh', path.join(bin, 'sh'));
  symlinkSync(process.execPath, path.join(bin, 'node'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `command args` with PATH = the test's folder only, as user `uid` (a fake `id`). */
function run(command: string, args: string[], uid: number) {
  executable(path.join(bin, 'id'), `echo ${uid}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: bin,
      HOME: dir,
      CHROMIUM_PATH: path.join(dir, 'chromium'),
      PG_BIN: path.join(dir, 'pg'),
      NGINX_BIN: path.join(bin, 'nginx'),
      npm_config_update_notifier: 'false',
    },
  });
  return { ...result, ms: Date.now() - started };
}

describe('the system check', () => {
  it('names the exact command to run when it may not install (not root)', () => {
    const { status, stdout, stderr, ms } = run('/bin/bash', [SCRIPT], 1000);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      "The tests need nginx: run 'sudo sh -c \"apt-get update && apt-get install -y nginx\"', then npm test again.",
    ]);
    expect(ms).toBeLessThan(5_000);
  });

  it('says so when the machine has no apt-get, even as root', () => {
    const { status, stderr } = run('/bin/bash', [SCRIPT], 0);
    expect(status).toBe(1);
    expect(stderr.trim()).toBe('The tests need nginx, and this machine has no apt-get: install the equivalent packages, then run npm test again.');
  });

  it("installs what is missing with apt-get as root, and fails if it is still missing", () => {
    const calls = path.join(dir, 'apt-calls');
    executable(path.join(bin, 'apt-get'), `echo "$@" >> ${calls}`);
    const { status, stderr } = run('/bin/bash', [SCRIPT], 0);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual(['update -qq', 'install -y -qq nginx']);
    expect(status).toBe(1);
    expect(stderr).toContain('Installing what the tests need from Debian: nginx');
    expect(stderr).toContain('apt-get installed nginx, but nginx is still not where the tests look');
  });

  it('installs nothing and says nothing when everything is there', () => {
    const calls = path.join(dir, 'apt-calls');
    executable(path.join(bin, 'apt-get'), `echo "$@" >> ${calls}`);
    executable(path.join(bin, 'nginx'));
    const { status, stdout, stderr } = run('/bin/bash', [SCRIPT], 0);
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(existsSync(calls)).toBe(false);
  });

  it('stops `npm test` at once, before the typecheck, the builds and vitest', () => {
    const { status, stdout, stderr, ms } = run(process.execPath, [NPM_CLI, 'test'], 1000);
    expect(status).not.toBe(0);
    expect(stderr).toContain("The tests need nginx: run 'sudo sh -c \"apt-get update && apt-get install -y nginx\"', then npm test again.");
    // npm announces each script it starts ("> parole@0.1.0 typecheck"): only `test` was.
    expect(stdout).toMatch(/> parole@[^ ]+ test\n/);
    expect(stdout).not.toMatch(/> parole@[^ ]+ (test:prepare|typecheck|build|check:embed-size|build-storybook)\n/);
    expect(ms).toBeLessThan(20_000);
  });
});
