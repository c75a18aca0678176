/**
 * One supported Node range, true for every dependency (issue 50): the README
 * names the lowest Node version, the root package.json's `engines.node`
 * starts there, and every installed package's own `engines.node` accepts
 * it. `eventsource-parser@4` asked for Node 22.12 while the project said
 * 20.19 (npm warned on every install): such a package fails here, naming
 * itself, before anyone deploys on the version the README names.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

/** The version in the README's "**Node.js X.Y.Z or newer**". */
function readmeLowest(): string {
  const match = /\*\*Node\.js (\d+\.\d+\.\d+) or newer\*\*/.exec(readFileSync(path.join(REPO, 'README.md'), 'utf8'));
  if (!match) throw new Error('README.md names no "**Node.js X.Y.Z or newer**"');
  return match[1];
}

/** Every package.json under `dir`'s node_modules folders, nested ones included (a package may hold its own node_modules). */
function* installedPackages(dir: string): Generator<string> {
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) return;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(modules, entry.name);
    // Workspaces are links to packages/*: their own folders are looked at below, not through the link.
    if (!entry.isDirectory()) continue;
    const packages = entry.name.startsWith('@') ? readdirSync(full, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(full, e.name)) : [full];
    for (const pkg of packages) {
      if (existsSync(path.join(pkg, 'package.json'))) yield path.join(pkg, 'package.json');
      yield* installedPackages(pkg);
    }
  }
}

/** The installs to look at: the root's and each workspace's own node_modules. */
function allInstalled(): string[] {
  const workspaces = readdirSync(path.join(REPO, 'packages')).map((name) => path.join(REPO, 'packages', name));
  return [REPO, ...workspaces].flatMap((dir) => [...installedPackages(dir)]);
}

describe('the Node versions the project supports (issue 50)', () => {
  const lowest = readmeLowest();

  it("starts the root package.json's engines.node at the README's lowest version", () => {
    const range = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(semver.minVersion(range)?.version).toBe(lowest);
    // The tests themselves run on a version of that range (CI's is the lowest: README).
    expect(semver.satisfies(process.versions.node, range), `Node ${process.versions.node} against ${range}`).toBe(true);
  });

  it("has every installed package's engines.node accept the README's lowest version", () => {
    const files = allInstalled();
    // Hundreds of packages: a broken walk that found none would pass silently.
    expect(files.length).toBeGreaterThan(300);
    const refusing: string[] = [];
    for (const file of files) {
      let manifest: { name?: string; version?: string; engines?: { node?: unknown } };
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as typeof manifest;
      } catch {
        continue; // a test fixture's broken package.json inside a dependency
      }
      const range = manifest.engines?.node;
      if (typeof range !== 'string' || semver.validRange(range) === null) continue;
      if (!semver.satisfies(lowest, range)) refusing.push(`${manifest.name}@${manifest.version} (${path.relative(REPO, file)}) asks for Node ${range}`);
    }
    expect(refusing, `packages refusing Node ${lowest}`).toEqual([]);
  });
});
