/**
 * Several Parole nodes behind nginx, on this machine, for the tests and the
 * benchmark (issue 16): a throwaway PostgreSQL (postgres.ts) holding what
 * changes, N API nodes as processes of their own (server-process.ts) on
 * loopback ports, each with its own audio cache and the same read-only Bible
 * database, and Debian's nginx in front running the shipped configuration,
 * deploy/nginx/parole.conf, rendered with this machine's values
 * (renderNginxSite): the nodes, two loopback ports, a throwaway certificate,
 * log files in the cluster's folder. Nothing else of the file is changed.
 *
 * Never the system's nginx service: `nginx -p <folder> -c <folder>/nginx.conf`
 * in the foreground, its pid and logs in the cluster's folder.
 *
 * Which node answered each request is read from nginx's access log
 * (`upstream=$upstream_addr`), as an operator would: no product header.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../packages/api/src/config.js';
import { documentedDatabase } from './deployment-docs.js';
import { freePort, startPostgres, type TestPostgres } from './postgres.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/** The shipped nginx site (deploy/nginx/parole.conf). */
export const NGINX_SITE = path.join(REPO_ROOT, 'deploy', 'nginx', 'parole.conf');
/** The shipped main configuration for nginx run outside Debian's service (deploy/nginx/nginx.conf). */
export const NGINX_MAIN = path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf');

/** Debian's nginx, or NGINX_BIN. */
export function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error("nginx not found: install Debian's package (apt-get install -y nginx) or set NGINX_BIN.");
}

/** The version of `nginxBinary()`, as [1, 22, 1]. */
export function nginxVersion(): [number, number, number] {
  const printed = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr;
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(printed);
  if (!match) throw new Error(`nginx -v printed no version: ${printed}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `version` takes `http2 on;` rather than `listen … http2` (nginx 1.25.1 and newer). */
export const hasHttp2Directive = ([major, minor, patch]: readonly number[]): boolean =>
  major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));

/** This machine's values for the lines of parole.conf marked `# EDIT: …`. */
export interface NginxSiteValues {
  /** The nodes' `host:port`, in order. */
  nodes: readonly string[];
  /** `address:port` of the plain HTTP server (the redirect to HTTPS). */
  http: string;
  /** `address:port` of the HTTPS server. */
  https: string;
  serverName: string;
  certificate: string;
  certificateKey: string;
  accessLog: string;
  errorLog: string;
  /** The version of the nginx that will run it: from 1.25.1, HTTP/2 is `http2 on;` (the file's own comment). */
  nginx: readonly number[];
}

/**
 * deploy/nginx/parole.conf (`site`) with `values` in place of the lines
 * marked `# EDIT: …`: the upstream's example nodes become `values.nodes`,
 * with the first example's parameters (max_fails, fail_timeout); each
 * marked directive gets the new value; the IPv6 listens are dropped. Throws
 * when a marked line is missing or unknown, so the file and the renderer
 * cannot drift apart silently.
 * @example renderNginxSite(await readFile(NGINX_SITE, 'utf8'), { nodes: ['127.0.0.1:4001'], … })
 */
export function renderNginxSite(site: string, values: NginxSiteValues): string {
  const directives: Record<string, string | null> = {
    'listen http': `listen ${values.http};`,
    'listen http (IPv6)': null,
    'listen https': hasHttp2Directive(values.nginx) ? `listen ${values.https} ssl;\nhttp2 on;` : `listen ${values.https} ssl http2;`,
    // The redirect names the HTTPS port unless it is 443 (the file's own comment).
    'https redirect': values.https.endsWith(':443') ? 'return 301 https://$host$request_uri;' : `return 301 https://$host:${values.https.split(':').at(-1)}$request_uri;`,
    'listen https (IPv6)': null,
    'host name': `server_name ${values.serverName};`,
    certificate: `ssl_certificate ${values.certificate};`,
    'certificate key': `ssl_certificate_key ${values.certificateKey};`,
    'access log': `access_log ${values.accessLog} parole;`,
    'error log': `error_log ${values.errorLog} warn;`,
  };
  const seen = new Set<string>();
  const out: string[] = [];
  const lines = site.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marked = /^(\s*)(.*?)\s*# EDIT: (.+?)(?:\. nodes begin)?$/.exec(line);
    if (!marked) {
      out.push(line);
      continue;
    }
    const [, indent, , key] = marked;
    if (line.endsWith('nodes begin')) {
      // The example nodes, up to `# nodes end`: one line per node, with the first example's parameters.
      const end = lines.findIndex((l, j) => j > i && l.trim() === '# nodes end');
      const first = lines.slice(i + 1, end).find((l) => /^\s*server\s/.test(l));
      if (end < 0 || !first) throw new Error(`${NGINX_SITE}: the nodes' block has no example server or no "# nodes end"`);
      const parameters = first.trim().replace(/;$/, '').split(/\s+/).slice(2).join(' ');
      out.push(line, ...values.nodes.map((node) => `${indent}server ${node} ${parameters};`));
      i = end - 1;
      seen.add('nodes');
      continue;
    }
    if (!(key in directives)) throw new Error(`${NGINX_SITE}: unknown "# EDIT: ${key}"`);
    seen.add(key);
    const replacement = directives[key];
    // A replacement of several lines keeps the marked line's indent on each.
    if (replacement !== null) out.push(...replacement.split('\n').map((directive) => `${indent}${directive}`));
  }
  const missing = ['nodes', ...Object.keys(directives)].filter((key) => !seen.has(key));
  if (missing.length > 0) throw new Error(`${NGINX_SITE}: no line marked "# EDIT: ${missing.join('", "')}"`);
  return out.join('\n');
}

/**
 * Lays out nginx's prefix folder `dir` as docs/deployment.md says for nginx
 * run outside Debian's service: the shipped nginx.conf as it is (without its
 * `user` line when not run as root, as its comment says), the rendered
 * `site` beside it as parole.conf, logs/ and temp/ (writable by the
 * workers' user). Resolves with nginx.conf's path, for `nginx -p dir -c …`.
 */
export async function writeNginxPrefix(dir: string, site: string): Promise<string> {
  const main = await readFile(NGINX_MAIN, 'utf8');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, process.getuid?.() === 0 ? main : main.replace(/^user .*\n/m, ''));
  await writeFile(path.join(dir, 'parole.conf'), site);
  await mkdir(path.join(dir, 'logs'));
  const temp = path.join(dir, 'temp');
  await mkdir(temp);
  // The workers run as www-data when nginx is started by root.
  await chmod(dir, 0o755);
  await chmod(temp, 0o777);
  return conf;
}

/** A self-signed certificate for 127.0.0.1 and its key, made by openssl in `dir` (tls.crt, tls.key), valid two days. */
export function throwawayCertificate(dir: string): { certificate: string; certificateKey: string } {
  const certificate = path.join(dir, 'tls.crt');
  const certificateKey = path.join(dir, 'tls.key');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', certificateKey, '-out', certificate],
    { stdio: 'pipe' },
  );
  return { certificate, certificateKey };
}

/** One line of the access log. */
export interface AccessEntry {
  method: string;
  /** The path and query asked. */
  path: string;
  status: number;
  /** The nodes tried, in order (`host:port`); the last one answered. Empty when nginx answered itself. */
  upstreams: string[];
  /** Their answers' statuses, in the same order ("502" for a refused connection). */
  upstreamStatuses: string[];
  /** nginx's id of the request ($request_id), sent to the node in X-Request-Id. */
  requestId: string | undefined;
}

/** Parses the access log written with `log_format parole` (deploy/nginx/parole.conf). */
export function parseAccessLog(text: string): AccessEntry[] {
  const entries: AccessEntry[] = [];
  for (const line of text.split('\n')) {
    const m = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ upstream=(.*?) upstream_status=(.*?) request_time=/.exec(line);
    if (!m) continue;
    const list = (value: string) => (value === '-' ? [] : value.split(/,\s*|\s+:\s+/).filter(Boolean));
    const requestId = / request_id=([0-9a-f]+)$/.exec(line)?.[1];
    entries.push({ method: m[1], path: m[2], status: Number(m[3]), upstreams: list(m[4]), upstreamStatuses: list(m[5]), requestId });
  }
  return entries;
}

export interface ClusterNode {
  /** 0, 1, … */
  index: number;
  /** `127.0.0.1:<port>`, as nginx's access log names it. */
  address: string;
  /** The node's own URL (bypassing nginx). */
  url: string;
  /** The running process, if it runs. */
  process: ServerProcess | undefined;
  /** Kills the node's process with `signal` and waits for its end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the node again, on the same port and settings. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The balancer's HTTPS URL (`https://127.0.0.1:<port>`): what clients use. */
  url: string;
  /** The balancer's plain HTTP URL (the redirect to HTTPS). */
  httpUrl: string;
  /** The throwaway certificate authority of `url` (a self-signed certificate, PEM), for clients' `ca`. */
  ca: string;
  nodes: ClusterNode[];
  /** The variables that name the shared state (DATABASE_URL, or STATE_DATABASE_PATH for `state: 'sqlite'`). */
  stateEnv: Record<string, string>;
  /** The PostgreSQL server (state: 'postgres'). */
  postgres: TestPostgres | undefined;
  /** nginx's master process id. */
  nginxPid: number;
  /** Every request nginx has logged so far. */
  accessLog(): Promise<AccessEntry[]>;
  /** The node that answered `entry` (the last one tried), or undefined when nginx answered itself. */
  nodeOf(entry: AccessEntry): ClusterNode | undefined;
  /** Adds a user with `npm run user -- add NAME` on the shared state, the password on standard input. */
  addUser(name: string, password: string): Promise<void>;
  /** A keep-alive agent for `url` that trusts the cluster's certificate. */
  agent(options?: https.AgentOptions): https.Agent;
  /** Stops nginx, the nodes and PostgreSQL, and removes the cluster's folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** How many nodes (2 by default). */
  nodes?: number;
  /**
   * Where the shared state lives: PostgreSQL (DATABASE_URL, the default: what
   * several machines use) or one SQLite file all nodes open
   * (STATE_DATABASE_PATH: one machine only). With PostgreSQL, each node also
   * gets a STATE_DATABASE_PATH of its own, so that a node that did not use
   * DATABASE_URL would share nothing and the tests would say so.
   */
  state?: 'postgres' | 'sqlite';
  /** More variables for every node (AI settings, limits). */
  env?: Record<string, string>;
}

/** Longest wait for nginx to accept connections. */
const NGINX_START_TIMEOUT_MS = 15_000;

function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + NGINX_START_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode}): ${log()}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen within ${NGINX_START_TIMEOUT_MS} ms: ${log()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts PostgreSQL (or a shared SQLite file), the nodes and nginx.
 * @example const cluster = await startCluster({ env: { AI_API_KEY: 'k' } }); … await cluster.stop();
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const { nodes: count = 2, state = 'postgres', env = {} } = options;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parole-cluster-'));
  const stopping: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stopping.splice(0).reverse()) await step().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
  try {
    let postgres: TestPostgres | undefined;
    let stateEnv: Record<string, string>;
    if (state === 'postgres') {
      postgres = await startPostgres();
      stopping.push(() => postgres!.stop());
      // The database and role made by docs/deployment.md's own commands.
      stateEnv = { DATABASE_URL: await documentedDatabase(postgres) };
    } else {
      stateEnv = { STATE_DATABASE_PATH: path.join(dir, 'state', 'state.sqlite') };
    }

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const nodes: ClusterNode[] = ports.map((port, index) => {
      const nodeEnv = {
        ...env,
        ...stateEnv,
        ...(state === 'postgres' ? { STATE_DATABASE_PATH: path.join(dir, `node-${index}`, 'state.sqlite') } : {}),
        PORT: String(port),
        TRUSTED_PROXIES: '127.0.0.1',
        AUDIO_CACHE_DIR: path.join(dir, `node-${index}`, 'audio-cache'),
      };
      const node: ClusterNode = {
        index,
        address: `127.0.0.1:${port}`,
        url: `http://127.0.0.1:${port}`,
        process: undefined,
        async kill(signal) {
          await node.process?.kill(signal);
          node.process = undefined;
        },
        async start() {
          if (node.process) throw new Error(`Node ${index} runs already`);
          node.process = await startServerProcess(nodeEnv);
        },
      };
      return node;
    });
    stopping.push(async () => {
      await Promise.all(nodes.map((n) => n.kill('SIGTERM')));
    });
    // One after the other: the first one migrates the shared state, the others find it done.
    for (const node of nodes) await node.start();

    // A throwaway certificate for 127.0.0.1, which clients trust through `ca`.
    const { certificate, certificateKey } = throwawayCertificate(dir);
    const ca = await readFile(certificate, 'utf8');

    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const accessLog = path.join(dir, 'access.log');
    const site = renderNginxSite(await readFile(NGINX_SITE, 'utf8'), {
      nginx: nginxVersion(),
      nodes: nodes.map((n) => n.address),
      http: `127.0.0.1:${httpPort}`,
      https: `127.0.0.1:${httpsPort}`,
      serverName: '127.0.0.1',
      certificate,
      certificateKey,
      accessLog,
      errorLog: path.join(dir, 'nginx-error.log'),
    });
    const conf = await writeNginxPrefix(dir, site);
    let log = '';
    // The documented start (deploy/nginx/nginx.conf), in the foreground as under a supervisor.
    const nginx = spawn(nginxBinary(), ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout!.on('data', (chunk) => (log += chunk));
    nginx.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
    const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
    stopping.push(async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
      await nginxExited;
    });
    await waitForPort(httpsPort, nginx, () => log);

    const byAddress = new Map(nodes.map((n) => [n.address, n]));
    return {
      url: `https://127.0.0.1:${httpsPort}`,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      ca,
      nodes,
      stateEnv,
      postgres,
      nginxPid: nginx.pid!,
      accessLog: async () => parseAccessLog(await readFile(accessLog, 'utf8').catch(() => '')),
      nodeOf: (entry) => byAddress.get(entry.upstreams.at(-1) ?? ''),
      // Never the repository's own state file: a command that ignored DATABASE_URL writes in the cluster's folder.
      addUser: (name, password) => addUser({ STATE_DATABASE_PATH: path.join(dir, 'cli-state.sqlite'), ...env, ...stateEnv }, name, password),
      agent: (agentOptions) => new https.Agent({ keepAlive: true, ca, ...agentOptions }),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** `npm run user -- add NAME` (packages/api/src/cli/user.ts) with `env`, the password as standard input's first line. */
function addUser(env: Record<string, string>, name: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/cli/user.ts', 'add', name], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run user -- add ${name} exited ${code}: ${output}`))));
    child.stdin!.end(`${password}\n`);
  });
}

/** An answer read whole. */
export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request to `url` (http or https) with `agent`; resolves with the whole
 * answer. `onData` sees each piece of the body as it arrives (a stream).
 * @example const reply = await request(`${cluster.url}/api/jeu`, { agent: cluster.agent() });
 */
export function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent,
    onData,
  }: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent; onData?: (chunk: Buffer) => void },
): Promise<Reply> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        onData?.(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
