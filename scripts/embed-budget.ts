/**
 * The script-tag embed's size budgets (`npm run check:embed-size`, after
 * `npm run build:widgets`): reads packages/widgets/dist, the served build (the loader and the
 * chunks its manifest names), prints what each page transfers, gzipped
 * (level 9, as the build precompresses them) and brotli (as browsers get
 * them), and exits with 1 when a budget is exceeded:
 *
 * - the loader: under 10 KB gzip;
 * - a page with one plan widget (the loader and the plan's chunks): under 100 KB gzip;
 * - a page with every widget: under 150 KB gzip;
 * - the reference tagger, its preview included: under 20 KB gzip (issue 25);
 *   in Darby or Martin it also imports its numberings' chunk
 *   (embed/tagger-numbering-[hash].js, issue 41), shown without a budget.
 *
 * With `--markdown`, prints the table as Markdown (docs/performance.md).
 * KB = 1,000 bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EmbedManifest } from '../packages/widgets/src/embed/manifest.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/widgets/dist');
const LOADER = 'parole-widgets.js';
const TAGGER = 'parole-tagger.js';
const KB = 1000;

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizes = new Map<string, Size>();
/** The sizes of a file of dist (`embed/…` for a chunk). */
function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(path.join(DIST, file));
    size = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const total = (files: Iterable<string>): Size =>
  [...new Set(files)].map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

export interface BudgetRow {
  name: string;
  files: string[];
  size: Size;
  /** The gzip budget in bytes, when the row has one. */
  budget?: number;
}

/**
 * The tagger's numberings' chunk, which rollup names by its content (none in a build without it):
 * the one the tagger names, as embed/ also holds the chunks carried from the build before (issue 50).
 */
const taggerNumbering = () => {
  const tagger = readFileSync(path.join(DIST, TAGGER), 'utf8');
  return readdirSync(path.join(DIST, 'embed'))
    .filter((file) => /^tagger-numbering-[\w-]{8}\.js$/.test(file) && tagger.includes(file))
    .map((file) => `embed/${file}`);
};

/** Every row of the table: the loader, each widget's page, every widget on one page. */
export function embedBudget(manifest: EmbedManifest): BudgetRow[] {
  const pageOf = (names: string[]) => [
    LOADER,
    `embed/${manifest.runtime}`,
    ...names.flatMap((name) => [manifest.widgets[name].file, ...manifest.widgets[name].imports].map((f) => `embed/${f}`)),
  ];
  const names = Object.keys(manifest.widgets);
  const row = (name: string, files: string[], budget?: number): BudgetRow => ({ name, files: [...new Set(files)], size: total(files), budget });
  return [
    row('loader (parole-widgets.js)', [LOADER], 10 * KB),
    row('runtime chunk', [`embed/${manifest.runtime}`]),
    ...names.map((name) => row(`page with one ${name} widget`, pageOf([name]), name === 'plan' ? 100 * KB : undefined)),
    row(`page with all ${names.length} widgets`, pageOf(names), 150 * KB),
    row('reference tagger (parole-tagger.js)', [TAGGER], 20 * KB),
    row('reference tagger in Darby or Martin (and its numberings)', [TAGGER, ...taggerNumbering()]),
  ];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function main(): void {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'embed/manifest.json'), 'utf8')) as EmbedManifest;
  const rows = embedBudget(manifest);
  const over = rows.filter((r) => r.budget !== undefined && r.size.gzip >= r.budget);
  const lines = [
    '| What a page transfers | files | raw (KB) | gzip (KB) | brotli (KB) | gzip budget (KB) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.files.length} | ${kb(r.size.raw)} | ${kb(r.size.gzip)} | ${kb(r.size.brotli)} | ${r.budget === undefined ? '' : `< ${kb(r.budget)}${r.size.gzip >= r.budget ? ' **over**' : ''}`} |`,
    ),
  ];
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) return;
  if (over.length > 0) {
    console.error(
      `\nEmbed size budget exceeded:\n${over.map((r) => `- ${r.name}: ${kb(r.size.gzip)} KB gzip, budget ${kb(r.budget!)} KB (${kb(r.size.gzip - r.budget!)} KB over)`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nEvery embed size budget is met.');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
