/**
 * Every refusal comes from the contract's table (issue 26): REFUSALS of
 * @parole/bible (packages/bible/src/contract/refusals.ts) is the only place
 * a refusal's status and French message are written, the server answers
 * them through `refuse` (packages/api/src/http.ts) and nothing else, and
 * the site and the widgets name the table's messages instead of copying
 * them. tests/api/fuzz.test.ts and bad-input.test.ts check the other side:
 * every refusal the running server sends is one of the table's, status and
 * message together (tests/support/refusals.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, REFUSALS } from '@parole/bible';

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** The sources of a package (tests, stories and the test-only stand-ins left out), relative to the repository. */
function sources(name: string): { file: string; text: string }[] {
  return readdirSync(`packages/${name}/src`, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(`packages/${name}/src`, file.split(path.sep).join('/')))
    .filter((file) => isSource(file) && !/\/testing(\/|\.ts)/.test(file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** The server's code: the API, the site's pages mounted beside it and the composition root (issue 46). */
const API = [...sources('api'), ...sources('pages'), ...sources('server')];
const CONTRACT = sources('bible').filter(({ file }) => file.includes('/contract/'));
const CLIENTS = [...sources('widgets'), ...sources('host')];
const TABLE = 'packages/bible/src/contract/refusals.ts';

/** The lines of `files` where `pattern` matches, as `file:line: text`. */
function where(files: { file: string; text: string }[], pattern: RegExp): string[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\*|\*|\/\/)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('refusals', () => {
  it('are answered by the server through refuse() only', () => {
    // A JSON answer with a message, or a Response built by hand around one.
    const handWritten = where(API, /\bc\.json\(\s*\{\s*message\b|JSON\.stringify\(\s*\{\s*message\b/).filter((line) => !line.startsWith('packages/api/src/http.ts:'));
    expect(handWritten).toEqual([]);
  });

  it('are declared with their status in the table only', () => {
    // A status written beside a message: a refusal declared outside the table.
    const declared = where([...API, ...CONTRACT], /\bstatus:\s*[45]\d\d\b[^)]*\bmessage\b/).filter((line) => !line.startsWith(`${TABLE}:`));
    expect(declared).toEqual([]);
  });

  it('are each used by the server or the tables', () => {
    const code = [...API, ...CONTRACT].filter(({ file }) => file !== TABLE).map(({ text }) => text).join('\n');
    const unused = Object.keys(REFUSALS).filter((name) => !new RegExp(`\\b(?:REFUSALS|R)\\.${name}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it('have their messages named, not copied, by the site, the widgets and the server', () => {
    const literal = (message: string) => new RegExp(`(['"\`])${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
    const copies = Object.entries(CONTRACT_MESSAGES).flatMap(([name, message]) =>
      typeof message === 'string' ? where([...CLIENTS, ...API], literal(message)).map((line) => `${name}: ${line}`) : [],
    );
    expect(copies).toEqual([]);
  });
});
