/**
 * Two versions of the server side by side on loopback, for a before/after
 * of a change (issue 46: the front door as Hono middleware). Each version
 * (a folder holding server.ts: the change's `packages/server/src`, and the code
 * before it copied three folders below the repository's root, so that it
 * finds the database where the server does: `mkdir -p tmp/before && git
 * archive <commit> packages/api/src | tar -x -C tmp/before
 * --strip-components=2`, then `tmp/before/src`) runs as a server process of
 * its own, beside a bare
 * Hono app answering copies of the first one's answers (bench/ab-server.ts);
 * autocannon (10 connections, as the suites) loads each family on each of
 * them in turn, `rounds` times, 1 s of warm-up and `seconds` measured each,
 * the order turning round by round. The server CPU per request of each run
 * is read from /proc (user + system time of the server's process ÷ its
 * requests); what is printed is each one's median over the rounds and the
 * CPU ratio (copy ÷ version, as the endpoints suite reports it) of each
 * round, their median and spread. Both
 * versions and the copy are measured under the same load of the machine,
 * minutes apart at most, which the suites run one after the other cannot
 * promise on a shared machine. Writes no section of docs/performance.md.
 *
 * `npx tsx bench/ab.ts <rounds> <seconds> <source>…`
 * @example npx tsx bench/ab.ts 9 3 tmp/before/src packages/server/src
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { load, median, startBenchChild } from './lib.js';
import { CHAPTER_PATHS } from './suites/chapter.js';
import { BROWSER_ENCODING } from './copies.js';
import { searchPaths } from './suites/search.js';

/** What a browser sends for JSON (Chromium's values). */
const BROWSER_JSON = { 'accept-encoding': BROWSER_ENCODING, accept: 'application/json' };

const [rounds, seconds, ...sources] = process.argv.slice(2);
const ROUNDS = Number(rounds) || 9;
const SECONDS = Number(seconds) || 3;
if (sources.length === 0) throw new Error('Usage: npx tsx bench/ab.ts <rounds> <seconds> <source>…');

/** The families: their paths and request headers (`identity`: none, as the chapter suite's chapter row). */
const FAMILIES = [
  { name: 'chapter', paths: CHAPTER_PATHS, coding: 'gzip' },
  { name: 'chapter (identity)', paths: CHAPTER_PATHS, coding: 'identity' },
  { name: 'search (cached)', paths: searchPaths(), coding: 'gzip' },
] as const;

interface Child {
  url: string;
  pid: number;
  process: ChildProcess;
}

/** Starts bench/ab-server.ts with `args`; resolves with its URL. */
async function start(args: string[]): Promise<Child> {
  const script = fileURLToPath(new URL('./ab-server.ts', import.meta.url));
  const { child, message } = await startBenchChild<{ url: string }>(script, args, { ...process.env, AUDIO_WARM_UP: 'no' });
  const url = message.url;
  return { url, pid: child.pid!, process: child };
}

const servers = await Promise.all(sources.map((source) => start([source])));
// Every answer asked once (a search is made and kept), then recorded from the first version.
const entries = FAMILIES.flatMap((family) => family.paths.map((p) => `${p} ${family.coding}`));
for (const server of servers) {
  for (const entry of entries) {
    const [p, coding] = entry.split(' ');
    await fetch(`${server.url}${p}`, { headers: coding === 'identity' ? { 'accept-encoding': 'identity' } : BROWSER_JSON }).then((res) => res.arrayBuffer());
  }
}
const copy = await start(['copy', servers[0].url, ...entries]);
const targets = [...sources.map((source, i) => ({ name: source, ...servers[i] })), { name: 'copy', ...copy }];

const cpu = new Map(FAMILIES.map((f) => [f.name, new Map(targets.map((t) => [t.name, [] as number[]]))]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    let first = 0;
    for (const family of FAMILIES) {
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(i + round) % targets.length];
        const paths = target === targets.at(-1) ? family.paths.map((_, j) => `/answer/${first + j}`) : family.paths;
        const result = await load({
          label: `${family.name} ${target.name}`,
          url: target.url,
          paths,
          headers: family.coding === 'identity' ? {} : BROWSER_JSON,
          duration: SECONDS,
          serverPid: target.pid,
        });
        cpu.get(family.name)!.get(target.name)!.push(result.serverMicros!);
      }
      first += family.paths.length;
    }
    console.log(`round ${round + 1} of ${ROUNDS} done`);
  }
} finally {
  for (const target of targets) target.process.kill('SIGTERM');
}

console.log(`\n${ROUNDS} rounds, ${SECONDS} s each: median server CPU per request (µs) [lowest–highest]; CPU ratio: copy ÷ version in each round, their median [lowest–highest]\n`);
console.log(`| Family | ${targets.map((t) => t.name).join(' | ')} | ${sources.map((s) => `CPU ratio ${s}`).join(' | ')} |`);
console.log(`|---|${targets.map(() => '---:').join('|')}|${sources.map(() => '---:').join('|')}|`);
for (const family of FAMILIES) {
  const runs = cpu.get(family.name)!;
  const med = (name: string) => median(runs.get(name)!, (x) => x);
  const cell = (name: string) => {
    const values = runs.get(name)!;
    return `${med(name).toFixed(1)} [${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}]`;
  };
  // The ratio of each round (its runs a few seconds apart), then their median.
  const ratios = sources.map((s) => {
    const each = runs.get(s)!.map((value, round) => runs.get('copy')![round] / value);
    return `${(median(each, (x) => x) * 100).toFixed(0)}% [${(Math.min(...each) * 100).toFixed(0)}–${(Math.max(...each) * 100).toFixed(0)}%]`;
  });
  console.log(`| ${family.name} | ${targets.map((t) => cell(t.name)).join(' | ')} | ${ratios.join(' | ')} |`);
}
