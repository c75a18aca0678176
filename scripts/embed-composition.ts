/**
 * What a built embed chunk is made of (issue 48): its minified bytes summed
 * per source module through the chunk's source map, and the gzip of each
 * group's bytes on their own (an upper bound of its share: gzip finds fewer
 * repeats in a part than in the whole). `npm run build:widgets` first.
 *
 * @example npx tsx scripts/embed-composition.ts runtime   // the runtime chunk, top 25 modules
 * @example npx tsx scripts/embed-composition.ts plan 40
 */
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ownFiles, WIDGETS_LAYOUT } from '../packages/pages/src/site-build.js';

const [prefix = 'runtime', top = '25'] = process.argv.slice(2);
// The served build's own chunks: its embed/ also holds those carried from the build before (issue 50).
const { dir: build, files } = await ownFiles(WIDGETS_LAYOUT);
const dir = path.join(build, WIDGETS_LAYOUT.hashed);
const file = files.map((name) => path.relative(WIDGETS_LAYOUT.hashed, name)).find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
if (!file) throw new Error(`no chunk ${prefix}-[hash].js in ${dir}`);
const code = readFileSync(path.join(dir, file), 'utf8');
const map = new TraceMap(readFileSync(path.join(dir, `${file}.map`), 'utf8'));
const lines = code.split('\n');

/** Minified text per source (the bytes between a mapping and the next one on its line). */
const parts = new Map<string, string[]>();
decodedMappings(map).forEach((segments, line) => {
  segments.forEach((segment, index) => {
    const end = segments[index + 1]?.[0] ?? lines[line].length;
    const source = segment.length > 1 ? map.sources[segment[1]!] ?? '(unknown)' : '(unmapped)';
    const text = lines[line].slice(segment[0], end);
    parts.set(source, [...(parts.get(source) ?? []), text]);
  });
});

/** Groups a source path: a package of node_modules, or a folder of ours. */
const groupOf = (source: string): string => {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  // Sources are relative to dist/embed: ../../src/… (the widgets), ../../../bible/src/… (the domain).
  const ours = source.match(/(?:\.\.\/)+(?:(\w+)\/)?src\/(.*)$/);
  if (!ours) return source;
  const folder = ours[2].includes('/') ? ours[2].slice(0, ours[2].lastIndexOf('/')) : '(top)';
  return `${ours[1] ?? 'widgets'}/${folder}`;
};

const total = Buffer.byteLength(code);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const rows = (entries: [string, string[]][]) =>
  entries
    .map(([name, texts]) => ({ name, raw: Buffer.byteLength(texts.join('')), gzip: gzipSync(texts.join(''), { level: 9 }).length }))
    .sort((a, b) => b.raw - a.raw);

const groups = new Map<string, string[]>();
for (const [source, texts] of parts) groups.set(groupOf(source), [...(groups.get(groupOf(source)) ?? []), ...texts]);

console.log(`${file}: ${kb(total)} KB raw, ${kb(gzipSync(code, { level: 9 }).length)} KB gzip\n`);
console.log('| group | raw (KB) | share | gzip alone (KB) |\n|---|---:|---:|---:|');
for (const row of rows([...groups]).slice(0, Number(top))) console.log(`| ${row.name} | ${kb(row.raw)} | ${((100 * row.raw) / total).toFixed(1)} % | ${kb(row.gzip)} |`);
console.log('\n| module | raw (KB) | gzip alone (KB) |\n|---|---:|---:|');
for (const row of rows([...parts]).slice(0, Number(top))) console.log(`| ${row.name.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
