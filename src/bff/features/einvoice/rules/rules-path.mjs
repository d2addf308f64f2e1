/**
 * Where the official rules live: one folder per rule set under vendor/einvoice-rules/ at the repository root (found by
 * walking up from this file to package.json: the same answer under `npm start`, vitest and a worker thread), or under
 * EINVOICE_RULES_DIR. They are not part of the repository (the workplace keeps fetched code and what is built from it
 * out of commits): a desk has them when its operator installed them. Plain JavaScript, without SaxonJS, so the main
 * thread can ask whether they are there without loading the engine.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sefFiles = {
  'en16931-ubl': 'EN16931-UBL-validation.sef.json',
  'en16931-cii': 'EN16931-CII-validation.sef.json',
  'peppol-ubl': 'PEPPOL-EN16931-UBL.sef.json',
  'xrechnung-ubl': 'XRechnung-UBL-validation.sef.json',
  'xrechnung-cii': 'XRechnung-CII-validation.sef.json',
};

/**
 * vendor/einvoice-rules/ at the repository root, found by walking up from this file to package.json: the same
 * answer under `node --import tsx src/start.ts`, vitest and a worker thread, whatever the working directory.
 * EINVOICE_RULES_DIR points elsewhere (a deployment that keeps the rules apart).
 */
export function rulesDir() {
  const override = process.env.EINVOICE_RULES_DIR;
  if (override) return resolve(override);
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir)
      throw new Error(
        'The e-invoice rules: no package.json above rules/engine.mjs to find the repository root.',
      );
    dir = up;
  }
  return join(dir, 'vendor/einvoice-rules');
}

export function sefPath(ruleSet) {
  if (!Object.hasOwn(sefFiles, ruleSet)) throw new Error(`Unknown e-invoice rule set "${String(ruleSet)}".`);
  return join(rulesDir(), ruleSet, sefFiles[ruleSet]);
}

/** Whether every named rule set is installed. */
export const rulesInstalled = (ruleSets) => ruleSets.every((r) => existsSync(sefPath(r)));
