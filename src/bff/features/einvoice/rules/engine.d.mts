// Types of engine.mjs (plain JavaScript so the rules thread needs no TypeScript loader).
import type { RuleSetName, SvrlEntry } from './findings';

/** Reads and parses the rule set's SEF once per thread; throws if it is not installed. */
export function loadRuleSet(ruleSet: RuleSetName): object;
/** Parses the file once and runs each rule set on it: the SVRL entries by rule set. */
export function runRuleSets(
  xml: string,
  ruleSets: readonly RuleSetName[],
): Promise<Partial<Record<RuleSetName, SvrlEntry[]>>>;
