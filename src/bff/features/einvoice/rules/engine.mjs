/**
 * Runs the official rules in the calling thread: each rule set's SEF (the official Schematron/XSLT compiled for SaxonJS,
 * installed per desk: rules-path.mjs) is loaded once, on first use, and applied to the parsed invoice; the
 * SVRL it writes is read back as plain entries (findings.ts makes findings of them). Synchronous work of 30–150 ms a
 * rule set: validate.ts keeps it off the BFF's event loop.
 *
 * Plain JavaScript so the rules thread (rules-thread.mjs) needs no TypeScript loader: tsx in a worker costs ~65 MB
 * and seconds of start (measured); types in engine.d.mts.
 */
import { existsSync, readFileSync } from 'node:fs';
import SaxonJS from 'saxon-js';
import { sefPath } from './rules-path.mjs';

const loaded = new Map();

/** The rule set's compiled stylesheet, read and parsed once per thread. */
export function loadRuleSet(ruleSet) {
  const hit = loaded.get(ruleSet);
  if (hit) return hit;
  const path = sefPath(ruleSet);
  if (!existsSync(path)) {
    throw new Error(
      `The official rules "${ruleSet}" are not installed: ${path} is missing (see the README: EINVOICE_RULES_DIR).`,
    );
  }
  const sef = JSON.parse(readFileSync(path, 'utf8'));
  loaded.set(ruleSet, sef);
  return sef;
}

const namespaceContext = { svrl: 'http://purl.oclc.org/dsdl/svrl' };
// One XDM map per entry, in document order; SaxonJS hands maps back as plain objects.
const entriesXPath = `(//svrl:failed-assert | //svrl:successful-report) ! map {
  'assert': exists(self::svrl:failed-assert), 'id': string(@id), 'flag': string(@flag),
  'location': string(@location), 'text': normalize-space(string-join(svrl:text, ' ')) }`;

/** The text as an XDM document; a file that is not well-formed XML is a thrown Error saying so. */
export async function parseInvoice(xml) {
  try {
    return await SaxonJS.getResource({ text: xml, type: 'xml' });
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).replace(/^Failed parsing XML in \S+: /, '');
    throw new Error(`The e-invoice is not well-formed XML: ${why}`);
  }
}

/** Every named rule set on one parse of the file: its SVRL entries by rule set. */
export async function runRuleSets(xml, ruleSets) {
  const doc = await parseInvoice(xml);
  const out = {};
  for (const ruleSet of new Set(ruleSets)) {
    const stylesheetInternal = loadRuleSet(ruleSet);
    const svrl = SaxonJS.transform(
      { stylesheetInternal, sourceNode: doc, destination: 'document' },
      'sync',
    ).principalResult;
    out[ruleSet] = SaxonJS.XPath.evaluate(entriesXPath, svrl, { namespaceContext, resultForm: 'array' });
  }
  return out;
}
