// Types of rules-path.mjs.
import type { RuleSetName } from './findings';

/** vendor/einvoice-rules/ at the repository root, or EINVOICE_RULES_DIR. */
export function rulesDir(): string;
/** Where the rule set's SEF lives (whether or not it is there). */
export function sefPath(ruleSet: RuleSetName): string;
/** Whether every named rule set is installed. */
export function rulesInstalled(ruleSets: readonly RuleSetName[]): boolean;
