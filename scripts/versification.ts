/**
 * `npm run versification`: maps each translation's numbering to the
 * product's verse keys and writes it as data (docs/decisions/translations.md),
 * and the KJV's, the numbering of the cross references (issue 43,
 * docs/decisions/crossrefs.md).
 *
 * Reads the USFM folders of packages/api/src/import/numbering/sources.ts
 * under BIBLE_TEXTS_DIR (default ../shared/bible), checks each text's verse
 * counts against SWORD's versification (Debian's libsword-dev when it is
 * installed, which also rewrites the committed copy of its counts;
 * otherwise that copy), aligns each translation with the product's verses
 * by their words, and writes packages/bible/src/versification/data/; then
 * maps the KJV's verse counts to the product's by the rules of
 * packages/api/src/import/numbering/kjv.ts, checks that map against SWORD's
 * own from the Segond numbering, and writes data/kjv.ts. Prints what it
 * found per numbering. Writes nothing when a check fails.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../packages/api/src/config.js';
import { alignTranslation, checkSwordCounts, generatedNumbering, productText, readTranslation, summarize } from '../packages/api/src/import/numbering/generate.js';
import { NUMBERING_SOURCES } from '../packages/api/src/import/numbering/sources.js';
import { alignKjv, checkKjvAgainstSword, generatedKjvNumbering } from '../packages/api/src/import/numbering/kjv.js';
import { SWORD_COUNTS, SWORD_SEGOND_MAPPINGS } from '../packages/api/src/import/numbering/sword-counts.js';
import { formatSwordCounts, parseSwordCounts, parseSwordMappings, readInstalledSword, type SwordSystem } from '../packages/api/src/import/numbering/sword.js';
import { readUsfmDir } from '../packages/api/src/import/source.js';

const textsDir = process.env.BIBLE_TEXTS_DIR ? path.resolve(process.env.BIBLE_TEXTS_DIR) : path.resolve(REPO_ROOT, '..', 'shared', 'bible');
const dataDir = path.join(REPO_ROOT, 'packages', 'bible', 'src', 'versification', 'data');
const swordCountsFile = path.join(REPO_ROOT, 'packages', 'api', 'src', 'import', 'numbering', 'sword-counts.ts');

const started = Date.now();
const texts = await Promise.all(NUMBERING_SOURCES.map(async (s) => readTranslation(await readUsfmDir(path.join(textsDir, s.folder)))));
const references = NUMBERING_SOURCES.filter((s) => s.reference);
if (references.length !== 1) throw new Error(`exactly one source must be the reference, found ${references.length}`);
const product = productText(texts[NUMBERING_SOURCES.indexOf(references[0])]);

const systems = [...new Set([...NUMBERING_SOURCES.map((s) => s.sword), 'KJV' as const])];
const installed = readInstalledSword(systems);
if (installed) {
  writeFileSync(swordCountsFile, formatSwordCounts(installed.counts, installed.segondMappings));
  console.log(`SWORD counts read from Debian's libsword-dev (${systems.join(', ')}), written to ${path.relative(REPO_ROOT, swordCountsFile)}.`);
} else {
  console.log('libsword-dev is not installed (apt-get install -y libsword-dev): checking against the committed SWORD counts.');
}
const swordCounts = (system: SwordSystem) => installed?.counts[system] ?? parseSwordCounts(SWORD_COUNTS[system] ?? '');
const problems = NUMBERING_SOURCES.flatMap((s, i) => checkSwordCounts(s, texts[i], swordCounts(s.sword)));
if (problems.length > 0) {
  console.error(`Nothing written: the verse counts differ from SWORD's where the sources do not say so:\n${problems.join('\n')}`);
  process.exit(1);
}
// The KJV's, from its counts (issue 43): worked out and checked before anything is written.
const kjvText = generatedKjvNumbering(swordCounts('KJV'), product);
const kjvCheck = checkKjvAgainstSword(kjvText, swordCounts('Segond'), installed?.segondMappings ?? parseSwordMappings(SWORD_SEGOND_MAPPINGS));
if (kjvCheck.problems.length > 0) {
  console.error(`Nothing written: the KJV's numbering and SWORD's map from Segond's disagree where kjv.ts does not say so:\n${kjvCheck.problems.join('\n')}`);
  process.exit(1);
}

const names: string[] = [];
NUMBERING_SOURCES.forEach((source, i) => {
  const books = alignTranslation(texts[i], product, source.reference === true);
  const constant = source.id.toUpperCase().replace(/\W/g, '_');
  const text = generatedNumbering(source, books);
  // The text goes into a template literal: nothing in it may end or interpolate it.
  if (/[`\\]|\$\{/.test(text)) throw new Error(`${source.id}: the numbering's text holds a backquote, a backslash or \${`);
  writeFileSync(path.join(dataDir, `${source.id}.ts`), `/** ${source.name} Written by \`npm run versification\`: do not edit. */\nexport const ${constant} = \`${text}\`;\n`);
  names.push(constant);
  const s = summarize(books);
  console.log(
    `${source.id}: ${s.verses} verses; ${s.chaptersDiffering} chapters differ from the product table; ${s.renumbered} verses renumbered, ` +
      `${s.merges} merges, ${s.splits} splits, ${s.boundaries} verses cut elsewhere, ${s.absent} absent keys.`,
  );
});
writeFileSync(
  path.join(dataDir, 'kjv.ts'),
  `/** The KJV (kjv): its numbering mapped to the product keys, for the cross references. Written by \`npm run versification\`: do not edit. */\nexport const KJV = \`${kjvText}\`;\n`,
);
const kjvSummary = summarize(alignKjv(swordCounts('KJV'), product));
console.log(
  `kjv: ${kjvSummary.verses} verses; ${kjvSummary.chaptersDiffering} chapters differ from the product table; ${kjvSummary.renumbered} verses renumbered, ` +
    `${kjvSummary.merges} merges, ${kjvSummary.splits} splits, ${kjvSummary.boundaries} verses cut elsewhere, ${kjvSummary.absent} absent keys (the Psalms' titles); ` +
    `SWORD's map from Segond's agrees but where kjv.ts says (${kjvCheck.titles} title verses apart).`,
);
writeFileSync(
  path.join(dataDir, 'index.ts'),
  [
    '/** Every translation with a numbering, the default first. Written by `npm run versification`: do not edit. */',
    ...NUMBERING_SOURCES.map((s, i) => `import { ${names[i]} } from './${s.id}.js';`),
    '',
    `export const NUMBERING_DATA = { ${NUMBERING_SOURCES.map((s, i) => `${/^\w+$/.test(s.id) ? s.id : `'${s.id}'`}: ${names[i]}`).join(', ')} } as const;`,
    '',
  ].join('\n'),
);
console.log(`Written to ${path.relative(REPO_ROOT, dataDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
