import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every package the lock installs runs on the Node this machine (and CI) has: a dependency that declares a newer
 * Node (cookie 2 and content-disposition 3 want 22) may use what 20 lacks, so the lock pins versions made for 20.
 */
describe('installed packages and the running Node', () => {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean; optional?: boolean }>;
  };
  const node = process.versions.node;

  it('declares no engines range that excludes this Node', () => {
    const refused = Object.entries(lock.packages).flatMap(([path, p]) => {
      const range = !Array.isArray(p.engines) ? p.engines?.node : undefined;
      return path !== '' && range && !semver.satisfies(node, range) ? [`${path} wants node ${range}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it('is checked against the Node the project declares', () => {
    const declared = (
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
        engines: { node: string };
      }
    ).engines.node;
    expect(semver.satisfies(node, declared)).toBe(true);
  });
});
