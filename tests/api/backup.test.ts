/**
 * docs/deployment.md's backups, run as the page prints them (issue 50): the
 * PostgreSQL dump and restore (and the accounts' command with the nodes'
 * settings, between them), and SQLite's backup and restore, each block
 * read from the page (tests/support/deployment-docs.ts) with only the
 * machine's places changed (the settings file, the state file, systemctl's
 * stop and start, which are this test's own server process). The dump is
 * written readable by its owner only, whatever the shell's umask; a restore
 * gives back what the dump held and loses what came after, as the page says.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewGameResponse } from '@parole/bible';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { documentedBlock, documentedDatabase } from '../support/deployment-docs.js';
import { postgresBinDir, startPostgres, type TestPostgres } from '../support/postgres.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/** The documented places, and what stands for them here. */
const SETTINGS_FILE = '/etc/parole/parole.env';
const STATE_FILE = '/var/lib/parole/3000/state.sqlite';
/** `value` as one word of sh. */
const shellWord = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
/** The dated file name the restores show. */
const DATED = /parole(-state)?-\d{4}-\d\d-\d\d\.(dump|sqlite)/;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parole-backup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `command` run by sh in `dir` with umask 022 (a usual shell's): the block's own umask is what protects the file. Resolves with what it wrote (stdout and stderr). */
function sh(command: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `umask 022; ${command}`], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}: ${output}`))));
  });
}

/** A new game, as the site starts one: resolves with its number. */
async function newGame(server: ServerProcess, pseudo: string): Promise<number> {
  const reply = await fetch(`${server.url}/api/jeu/partie/${pseudo}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(reply.status, await reply.clone().text()).toBe(200);
  return ((await reply.json()) as NewGameResponse).partie;
}

/** Who played game `id`, or undefined when the server has no such game. */
async function gamePlayer(server: ServerProcess, id: number): Promise<string | undefined> {
  const reply = await fetch(`${server.url}/api/partie/${id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  if (reply.status === 404) return undefined;
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { partie: { pseudo: string } }).partie.pseudo;
}

/** The only file in `dir` named like the page's dated file. */
async function dated(): Promise<string> {
  const files = (await readdir(dir)).filter((name) => DATED.test(name));
  expect(files).toHaveLength(1);
  return files[0];
}

/**
 * Runs a restore block: its first line stops the node(s) (`systemctl stop`),
 * its last starts them again, what is between runs as printed, with `edit`.
 * The node is this test's server process, stopped and started in their place.
 */
async function restore(name: string, node: { stop(): Promise<void>; start(): Promise<void> }, edit: (line: string) => string, env?: Record<string, string>) {
  const lines = await documentedBlock(name);
  expect(lines[0]).toMatch(/^systemctl stop /);
  expect(lines.at(-1)).toMatch(/^systemctl start /);
  await node.stop();
  for (const line of lines.slice(1, -1)) await sh(edit(line), env);
  await node.start();
}

describe('backups as docs/deployment.md prints them (issue 50)', () => {
  let postgres: TestPostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await postgres?.stop();
  });

  /** The test's server as systemctl's stop and start of the restore blocks see it, with `env`. */
  const restartable = (env: Record<string, string>) => ({
    stop: async () => {
      await server!.kill('SIGTERM');
      server = undefined;
    },
    start: async () => {
      server = await startServerProcess(env);
    },
  });

  it('dumps PostgreSQL readable by its owner only, and restores it with the nodes stopped, losing what came after', { timeout: 180_000 }, async () => {
    postgres = await startPostgres();
    const url = await documentedDatabase(postgres);
    const env = { DATABASE_URL: url, STATE_DATABASE_PATH: path.join(dir, 'unused-state.sqlite') };
    server = await startServerProcess(env);
    const kept = await newGame(server, 'Avant');

    // The nodes' settings file, as the page has it (mode 0600), here with the test's DATABASE_URL.
    const settings = path.join(dir, 'parole.env');
    await writeFile(settings, `DATABASE_URL=${url}\nHOST=127.0.0.1\n`, { mode: 0o600 });
    // pg_dump and pg_restore of the server's own version.
    const tools = { PATH: `${postgresBinDir()}:${process.env.PATH}` };
    const [backup] = await documentedBlock('backup');
    await sh(backup.replaceAll(SETTINGS_FILE, settings), tools);
    const dump = await dated();
    expect(dump).toBe(`parole-${new Date().toISOString().slice(0, 10)}.dump`);
    const { mode, size } = await stat(path.join(dir, dump));
    expect((mode & 0o777).toString(8)).toBe('600');
    expect(size).toBeGreaterThan(1000);

    // The accounts' command with the nodes' settings, as the page prints it: it says it opens their PostgreSQL database, and reads it.
    const [accounts] = await documentedBlock('accounts');
    const listed = await sh(accounts.replaceAll(SETTINGS_FILE, settings).replace('cd /srv/parole', `cd ${shellWord(REPO_ROOT)}`));
    expect(listed).toContain(`State database: PostgreSQL parole at 127.0.0.1:${postgres.port} (DATABASE_URL)`);
    expect(listed).not.toContain('data/state.sqlite');

    const lost = await newGame(server, 'Apres');
    expect(lost).toBe(kept + 1);

    await restore('restore', restartable(env), (line) => line.replaceAll(SETTINGS_FILE, settings).replace(DATED, dump), tools);

    expect(await gamePlayer(server!, kept)).toBe('Avant');
    expect(await gamePlayer(server!, lost)).toBeUndefined();
    // The number handed out after the dump is handed out again (the page says so).
    expect(await newGame(server!, 'Ensuite')).toBe(lost);
    await rm(path.join(dir, dump));
  });

  it('backs SQLite up online, readable by its owner only, and restores it into the stopped node’s file', { timeout: 120_000 }, async () => {
    await server?.kill('SIGTERM');
    const state = path.join(dir, 'state.sqlite');
    const env = { STATE_DATABASE_PATH: state };
    server = await startServerProcess(env);
    const kept = await newGame(server, 'Avant');

    // Online: the node runs (its WAL holds the last writes).
    const [backup] = await documentedBlock('sqlite-backup');
    await sh(backup.replaceAll(STATE_FILE, state));
    const copy = await dated();
    expect(copy).toBe(`parole-state-${new Date().toISOString().slice(0, 10)}.sqlite`);
    expect(((await stat(path.join(dir, copy))).mode & 0o777).toString(8)).toBe('600');

    const lost = await newGame(server, 'Apres');
    await restore('sqlite-restore', restartable(env), (line) => line.replaceAll(STATE_FILE, state).replace(DATED, copy));

    expect(await gamePlayer(server!, kept)).toBe('Avant');
    expect(await gamePlayer(server!, lost)).toBeUndefined();
  });
});
