import {
  maxVerdictFindings,
  type EInvoiceVerdict,
  type ReceiptReading,
} from '../../../../contract/receipt-reading';
import type { RuleSetName, Verdict } from '../rules/validate';
import type { ReadEInvoice } from './einvoice-data';
import type { ThreadReading } from './read-einvoice';

/** The official rules' validator (rules/validate.ts's validateEInvoice), passed in so a test may stand in for it. */
export type Validate = (xml: string, ruleSets: RuleSetName[]) => Promise<Verdict>;

/**
 * The rule sets a received file is held to: EN 16931 in its own syntax, plus Peppol BIS or XRechnung when its
 * specification identifier (BT-24) claims them — a file is judged by what it says it is.
 */
export function ruleSetsForReceived(e: Pick<ReadEInvoice, 'format' | 'customization'>): RuleSetName[] {
  const claims = (e.customization ?? '').toLowerCase();
  if (e.format === 'cii')
    return claims.includes('xrechnung') ? ['en16931-cii', 'xrechnung-cii'] : ['en16931-cii'];
  const sets: RuleSetName[] = ['en16931-ubl'];
  if (claims.includes('peppol')) sets.push('peppol-ubl');
  if (claims.includes('xrechnung')) sets.push('xrechnung-ubl');
  return sets;
}

/** Said (after the screen's "Not checked against the official rules:") on a desk whose operator did not install them. */
const notInstalled = 'The official e-invoice rules are not installed on this desk.';

/**
 * The verdict on a received e-invoice, or null with a note when the rules could not be run: an invalid file is
 * still read (the person sees which rules it breaks), and a validator failure costs the verdict, not the reading.
 */
export async function verdictOf(
  xml: string,
  e: Pick<ReadEInvoice, 'format' | 'customization'>,
  validate: Validate,
): Promise<{ verdict: EInvoiceVerdict | null; note: string | null }> {
  const ruleSets = ruleSetsForReceived(e);
  try {
    const result = await validate(xml, ruleSets);
    // the same rule broken on many lines is one thing to fix: listed once
    const seen = new Set<string>();
    const fatal = result.fatal.filter((f) => !seen.has(f.id) && seen.add(f.id));
    return {
      verdict: {
        valid: result.valid,
        rule_sets: ruleSets,
        fatal: fatal.slice(0, maxVerdictFindings).map((f) => ({ id: f.id, text: f.text })),
        fatal_count: result.fatal.length,
        // the rest holds information too (what a report found there): only the warnings are counted
        warnings: result.warnings.filter((f) => f.flag === 'warning').length,
      },
      note: null,
    };
  } catch (e) {
    // the validator says so in its words when a rule set's files are missing (engine.mjs); its path stays here
    const missing = e instanceof Error && /not installed/.test(e.message);
    return { verdict: null, note: missing ? notInstalled : 'The check itself failed on this file.' };
  }
}

/**
 * A reader thread's answer as the person gets it: an e-invoice judged by the official rules, its XML dropped. Run on
 * the main thread on purpose: the validator then runs the rules in its own thread, whose rule sets (~170 MB once
 * loaded) the e-invoices the desk writes use too; loaded in the reader thread, they would be there twice.
 */
export async function withVerdict(answer: ThreadReading, validate: Validate): Promise<ReceiptReading> {
  const { einvoiceXml, ...reading } = answer;
  if (!reading.einvoice || einvoiceXml === undefined) return reading;
  const { verdict, note } = await verdictOf(einvoiceXml, reading.einvoice, validate);
  return { ...reading, einvoice: { ...reading.einvoice, verdict, verdict_note: note } };
}
