/**
 * docs/deployment.md's commands, run by the several-node tests as an
 * operator would type them, so the steps the docs print are the tested ones.
 * A tested block is a fenced code block right after a line
 * `<!-- tested: NAME -->`.
 */
import { spawn } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { postgresBinDir, SUPERUSER, type TestPostgres } from './postgres.js';

export const DEPLOYMENT_DOC = path.join(REPO_ROOT, 'docs', 'deployment.md');

/** The lines of the code block after `<!-- tested: name -->`, without blank and comment lines. */
export async function documentedBlock(name: string): Promise<string[]> {
  const doc = await readFile(DEPLOYMENT_DOC, 'utf8');
  const marker = `<!-- tested: ${name} -->`;
  const at = doc.indexOf(marker);
  // The block may be indented (in a list item): its lines lose that indent.
  const block = at < 0 ? null : /^[ \t]*```[a-z]*\n([\s\S]*?)^[ \t]*```$/m.exec(doc.slice(at + marker.length));
  if (!block) throw new Error(`${DEPLOYMENT_DOC}: no code block after "${marker}"`);
  return block[1]
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** `command` run by sh, `input` on its standard input, in a session of its own (no terminal: a prompt reads the input). */
function sh(command: string, env: Record<string, string>, input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} exited ${code}: ${stderr}`))));
    child.stdin!.end(input);
  });
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The password the tests give the `parole` role: every character the docs say to percent-encode. */
export const DOCUMENTED_PASSWORD = "mot@de:passe/100%sûr'";

/**
 * The database of docs/deployment.md's PostgreSQL steps, on the tests'
 * cluster: its commands as the superuser (`sudo -u postgres` there: here
 * the superuser over loopback), its pg_hba.conf line with 127.0.0.1/32 for
 * the nodes' network, the password percent-encoded by its command. Resolves
 * with the nodes' DATABASE_URL.
 */
export async function documentedDatabase(postgres: TestPostgres): Promise<string> {
  const env = { PATH: `${postgresBinDir()}:${process.env.PATH}`, PGHOST: '127.0.0.1', PGPORT: String(postgres.port), PGUSER: SUPERUSER };
  for (const line of await documentedBlock('database')) {
    const command = line.replace(/^sudo -u postgres /, '');
    if (command === line) throw new Error(`${DEPLOYMENT_DOC}: "${line}" is not run as the PostgreSQL superuser`);
    await sh(command, env, `${DOCUMENTED_PASSWORD}\n${DOCUMENTED_PASSWORD}\n`);
  }
  const hba = await documentedBlock('pg_hba');
  await appendFile(postgres.hbaFile, `${hba.map((line) => line.replace('10.0.0.0/24', '127.0.0.1/32')).join('\n')}\n`);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('SELECT pg_reload_conf()');
  await admin.end();

  const [encode] = await documentedBlock('encode');
  if (!encode.endsWith(" 'the password'")) throw new Error(`${DEPLOYMENT_DOC}: the encoding command no longer ends with 'the password'`);
  const encoded = (await sh(encode.replace(/'the password'$/, shellQuote(DOCUMENTED_PASSWORD)), {})).trim();
  const url = `postgres://parole:${encoded}@127.0.0.1:${postgres.port}/parole`;

  // The reload is applied by the server a moment later: wait until the nodes' role gets in.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
