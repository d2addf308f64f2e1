/** What the official rules say of a file, apart from how they are run (validate.ts, engine.ts). */

export type RuleSetName = 'en16931-ubl' | 'en16931-cii' | 'peppol-ubl' | 'xrechnung-ubl' | 'xrechnung-cii';

export const ruleSetNames: readonly RuleSetName[] = [
  'en16931-ubl',
  'en16931-cii',
  'peppol-ubl',
  'xrechnung-ubl',
  'xrechnung-cii',
];

export interface Finding {
  ruleSet: RuleSetName;
  id: string;
  flag: 'fatal' | 'warning' | 'information';
  text: string;
  location: string;
}

/** valid = no fatal finding in any rule set; `warnings` holds every other finding (flag warning or information). */
export interface Verdict {
  valid: boolean;
  fatal: Finding[];
  warnings: Finding[];
}

/** One svrl:failed-assert or svrl:successful-report as read off the SVRL. */
export interface SvrlEntry {
  assert: boolean;
  id: string;
  flag: string;
  text: string;
  location: string;
}

/**
 * The SVRL's flag as one of ours. An unflagged failed assert is fatal (Schematron's assert means "must"); an
 * unflagged report is information (a report says what is there). Any flag we do not know ("error", a typo) counts
 * as fatal: a rule we cannot read must not let a file through.
 */
export function flagOf(e: Pick<SvrlEntry, 'assert' | 'flag'>): Finding['flag'] {
  const flag = e.flag.trim().toLowerCase();
  if (flag === 'warning') return 'warning';
  if (flag === 'information' || flag === 'info') return 'information';
  if (flag === '' && !e.assert) return 'information';
  return 'fatal';
}

export function toFinding(e: SvrlEntry, ruleSet: RuleSetName): Finding {
  return { ruleSet, id: e.id || '(no id)', flag: flagOf(e), text: e.text, location: e.location };
}

export function verdictOf(findings: readonly Finding[]): Verdict {
  const fatal = findings.filter((f) => f.flag === 'fatal');
  return { valid: fatal.length === 0, fatal, warnings: findings.filter((f) => f.flag !== 'fatal') };
}

/**
 * Refuses a DOCTYPE or ENTITY declaration before any parser sees the text: e-invoices never carry one, and no
 * entity is ever expanded (billion laughs, external entities). SaxonJS's own parser expands none either; this is
 * the second wall.
 */
export function refuseDeclarations(xml: string): void {
  if (/<!DOCTYPE/i.test(xml))
    throw new Error('The e-invoice XML has a DOCTYPE declaration, which is refused.');
  if (/<!ENTITY/i.test(xml))
    throw new Error('The e-invoice XML has an ENTITY declaration, which is refused.');
}
