/**
 * Benchmarks: `tsx bench/run.ts [suite…]` (`npm run bench -- web` runs one: chapter, endpoints, parallel, search, stall, quiz, cluster, mixed, web, audio, tagger).
 *
 * Starts the servers in a child process (bench/servers.ts), runs each suite
 * (all of them, or those named), prints its section and writes it into
 * docs/performance.md in place of the previous run's, leaving other sections
 * alone. Exits with status 1 when a suite misses its target.
 *
 * To add a suite: write bench/suites/<name>.ts exporting a Suite, add it to SUITES.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../packages/api/src/config.js';
import { startServers, type Suite } from './lib.js';
import { chapterSuite } from './suites/chapter.js';
import { parallelSuite } from './suites/parallel.js';
import { quizSuite } from './suites/quiz.js';
import { searchSuite } from './suites/search.js';
import { webSuite } from './suites/web.js';
import { audioSuite } from './suites/audio.js';
import { stallSuite } from './suites/stall.js';
import { clusterSuite } from './suites/cluster.js';
import { endpointsSuite } from './suites/endpoints.js';
import { mixedSuite } from './suites/mixed.js';
import { taggerSuite } from './suites/tagger.js';

const SUITES: readonly Suite[] = [chapterSuite, endpointsSuite, parallelSuite, searchSuite, stallSuite, quizSuite, clusterSuite, mixedSuite, webSuite, audioSuite, taggerSuite];

const DOC = path.join(REPO_ROOT, 'docs', 'performance.md');
const DOC_HEADER = `# Performance

Measured with \`npx tsx bench/run.ts\` (\`npm run bench\`; some suites: \`npm run bench -- endpoints mixed web\`).
The servers run in a child process (\`bench/servers.ts\`): the real server with the built site, two
variants of it (no search cache; searches on the event loop) and a bare Hono app (no middleware)
that serves the baselines. The autocannon suites use 10 connections, 1 s of warm-up then a few
seconds per run, the targets of a suite run in turn three times and the median run of each kept.
Client and server run on the same machine: compare ratios within one run, not absolute figures
across machines. Each section below is rewritten by its suite, but the baselines, kept by hand.
The suites:

- \`chapter\` ("Chapter endpoint"): \`GET /api/lire/{id}/{chap}\` against a bare route's tiny JSON,
  copies of the same chapters, and the same with every header; target ≥ 90% of the copies with
  their headers (the same bytes on the wire).
- \`endpoints\` ("Every endpoint family against a bare copy of its answers"): each cached read
  family (chapter, print, kept searches, the chapter and the kept searches in Darby (issue 41),
  plan day, theme list, theme, word cloud, cached audio
  whole and by range, share image, embed loader) against a bare route answering copies of the
  same answers (same bytes, same headers) recorded in the same run; target ≥ 90% for each, and
  for the API's contract (chapter to word cloud) a server CPU per request within 10% of the
  copy's (CPU ratio ≥ 90%, issue 26). The site's pages are no cached read (each answer gets a
  fresh nonce and is compressed for itself): they are measured against a bare route doing the
  same per-answer work, their ratio reported apart ("per-answer work", no target). The write
  families (new game, whole games, login; each login client on a loopback address of its own,
  under the server's limit of logins per address) with their CPU per request, no target.
- \`parallel\` ("Parallel chapter (issue 42)"): \`GET /api/parallele/{id}/{chap}\` with two and three
  translations against the single chapter, each with a bare copy of its answers; target: the
  parallel chapter's server CPU per request within 1.2× the single chapter's.
- \`search\` ("Search"): latency at the server of 50 searches without cache (p95 < 10 ms) and
  against a \`LIKE\` scan (≥ 10×); throughput with and without the cache.
- \`stall\` ("No request stalls the others"): cheap reads while six clients send the costliest
  searches; p50 < 10 ms and p99 < 100 ms.
- \`quiz\` ("Quiz under load"): 200 players playing whole games at once; every answer checked
  recorded once.
- \`mixed\` ("Mixed load"): 100 clients for 60 s (\`BENCH_MIXED_SECONDS\`), a weighted mix of reading,
  pages, searches (kept and new), plan, themes, word cloud, cached audio, whole games and logins;
  p50/p99 per family; target: no error and no 5xx.
- \`web\` ("First load in Chromium"): Debian's Chromium against the production build (\`npm run build\`
  first): JavaScript in gzip bytes (< 150 KB on \`/lire\`), LCP (< 1 s) and what painted it (the
  server's HTML or the app) and CLS (< 0.05) per route, desktop and phone.
- \`audio\` ("Chapter audio"): first byte of a chapter's audio, cold and cached (< 1 s).
- \`tagger\` ("Reference tagger in Chromium"): the reference tagger on a sermon page and one 30
  times as long: script bytes (< 20 KB), time to tag, longest task against the same page without
  it (no task over 200 ms).
`;

/** Replaces the `## title` section of `doc` (up to the next `## `), or appends it. */
function upsertSection(doc: string, title: string, body: string): string {
  const section = `## ${title}\n\n${body.trim()}\n`;
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l === `## ${title}`);
  if (start < 0) return `${doc.trimEnd()}\n\n${section}`;
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end < 0) end = lines.length;
  return [...lines.slice(0, start), ...section.split('\n'), ...lines.slice(end)].join('\n').replace(/\n{3,}/g, '\n\n');
}

function machineNote(): string {
  const cpus = os.cpus();
  return `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}; client and server share ${cpus.length} cores.`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !SUITES.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`Unknown suite(s): ${unknown.join(', ')}; known: ${SUITES.map((s) => s.name).join(', ')}`);
  const suites = wanted.length > 0 ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;

  const { servers, stop } = await startServers();
  let doc = await readFile(DOC, 'utf8').catch(() => DOC_HEADER);
  let failed = false;
  try {
    for (const suite of suites) {
      console.log(`Running ${suite.name}…`);
      const result = await suite.run({ servers });
      const body = `${machineNote()}\n\n${result.markdown}`;
      console.log(`\n## ${suite.title}\n\n${body}\n`);
      doc = upsertSection(doc, suite.title, body);
      failed ||= !result.passed;
    }
  } finally {
    await stop();
  }
  await writeFile(DOC, doc);
  console.log(`Written to ${path.relative(process.cwd(), DOC)}`);
  if (failed) process.exitCode = 1;
}

await main();
