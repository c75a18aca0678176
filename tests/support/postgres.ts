/**
 * A throwaway PostgreSQL for tests and benchmarks: Debian's server binaries
 * (`apt-get install -y postgresql`; `.ci/run` installs them when missing),
 * a cluster made by `initdb` in a temporary folder, listening on 127.0.0.1
 * and a free port, trusted local connections, removed by `stop()`.
 *
 * PostgreSQL refuses to run as root: when the tests run as root (CI), the
 * cluster's folder is given to Debian's `postgres` user and the binaries run
 * as that user. Durability settings are PostgreSQL's defaults (fsync on), so
 * what a test proves about killed nodes holds for a real server.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** The superuser's URL of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** The server's (postmaster's) process id: its backends are its children. */
  pid: number;
  /** The cluster's pg_hba.conf (`SELECT pg_reload_conf()` applies a change). */
  hbaFile: string;
  /**
   * Creates an empty database (a name of letters, digits and `_`) and
   * resolves with its URL; each test file or node group gets its own.
   */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown) and removes the cluster. */
  stop(): Promise<void>;
}

/** The cluster's superuser, as on Debian's own clusters. */
export const SUPERUSER = 'postgres';

/** Longest wait for the server to accept connections. */
const START_TIMEOUT_MS = 30_000;

/** The folder of Debian's newest PostgreSQL server binaries, or PG_BIN. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL not found under /usr/lib/postgresql: install Debian\'s package (apt-get install -y postgresql) or set PG_BIN.');
  }
  return path.join(root, versions[0], 'bin');
}

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The user the binaries run as: the current one, or `postgres` when the current one is root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function waitForConnections(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited (${server.exitCode}): ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${START_TIMEOUT_MS} ms: ${String(err)} ${log()}`, { cause: err });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Makes and starts a throwaway cluster.
 * @example const db = await startPostgres(); const url = await db.createDatabase('quiz'); … await db.stop();
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const user = runAs();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parole-pg-'));
  if (user) await chown(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
    ...user,
    stdio: 'pipe',
  });
  // Who may connect: the tests' superuser, without a password, and nobody else
  // until a line is added (the several-node tests add docs/deployment.md's).
  const hbaFile = path.join(data, 'pg_hba.conf');
  await writeFile(hbaFile, `host all ${SUPERUSER} 127.0.0.1/32 trust\nlocal all ${SUPERUSER} trust\n`);
  const port = await freePort();
  let log = '';
  const server = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    { ...user, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT'); // fast shutdown
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForConnections(url, server, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    port,
    pid: server.pid!,
    hbaFile,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
