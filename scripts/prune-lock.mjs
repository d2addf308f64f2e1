// npm 11 records every platform variant of an optional native dependency, but this workplace's registry does not
// serve them all, so some are left without a lock entry and `npm ci` refuses the lock as "out of sync".
// After any `npm install`, run `node scripts/prune-lock.mjs`: it drops the optional dependencies that have no entry
// (they cannot be installed here anyway), and `npm ci` accepts the lock again.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/**
 * Node's resolution: look for node_modules/NAME in the package's folder and each folder above it. Platform variants
 * are pinned to one exact version; an entry of another version (the registry's older one hoisted there) does not
 * count, or `npm ci` reports the variant missing.
 */
const resolves = (from, name, spec) => {
  const exact = /^\d+\.\d+\.\d+$/.test(spec) ? spec : null;
  for (let base = from; ;) {
    const entry = packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (entry) return !exact || entry.version === exact;
    if (!base) return false;
    const up = base.lastIndexOf('/node_modules/');
    base = up >= 0 ? base.slice(0, up) : '';
  }
};

let pruned = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!resolves(key, name, spec)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${pruned} unavailable optional dependencies pruned`);
