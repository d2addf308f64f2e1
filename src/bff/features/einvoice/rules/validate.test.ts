import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRuleSets } from './engine.mjs';
import { flagOf, ruleSetNames, toFinding, verdictOf } from './findings';
import { ruleSetsFor, rulesInstalled, validateEInvoice, type RuleSetName, type Verdict } from './validate';

// Official instances: like the rules, not in the repository (fetched data is not committed here); a desk that has them
// keeps them in test/fixtures/einvoice/official/ (git-ignored) or EINVOICE_FIXTURES_DIR.
const official =
  process.env.EINVOICE_FIXTURES_DIR ??
  fileURLToPath(new URL('../../../../../test/fixtures/einvoice/official', import.meta.url));
const fixture = (name: string) => readFileSync(join(official, name), 'utf8');
const installed = rulesInstalled(ruleSetNames) && existsSync(official);

const ids = (v: Verdict) => v.fatal.map((f) => f.id);
/** The text with `from` replaced once; fails the test if `from` is not there, so an edit can never silently miss. */
function edit(xml: string, from: string | RegExp, to: string): string {
  const out = xml.replace(from, to);
  expect(out, `edit ${String(from)}`).not.toBe(xml);
  return out;
}
/** The official CII example with a grand total (BT-112) that no longer adds up: BR-CO-15 breaks. */
const ciiGrandTotalOff = () =>
  edit(fixture('en16931-cii-example3.xml'), '<ram:GrandTotalAmount>1125<', '<ram:GrandTotalAmount>1200<');
/** Removes the first `what` inside the first `<within>…</within>` element. */
function removeWithin(xml: string, within: string, what: RegExp): string {
  const start = xml.indexOf(`<${within}>`);
  const end = xml.indexOf(`</${within}>`, start);
  expect(start, within).toBeGreaterThan(-1);
  return xml.slice(0, start) + edit(xml.slice(start, end), what, '') + xml.slice(end);
}

describe('what the rule sets are for', () => {
  it('holds each produced format to EN 16931 in its syntax plus the CIUS it claims', () => {
    expect(ruleSetsFor('peppol')).toEqual(['en16931-ubl', 'peppol-ubl']);
    expect(ruleSetsFor('xrechnung-ubl')).toEqual(['en16931-ubl', 'xrechnung-ubl']);
    expect(ruleSetsFor('xrechnung-cii')).toEqual(['en16931-cii', 'xrechnung-cii']);
    expect(ruleSetsFor('facturx')).toEqual(['en16931-cii']);
  });

  it('reads an unflagged failed assert, and any flag it does not know, as fatal', () => {
    expect(flagOf({ assert: true, flag: '' })).toBe('fatal');
    expect(flagOf({ assert: true, flag: 'error' })).toBe('fatal');
    expect(flagOf({ assert: true, flag: 'fatal' })).toBe('fatal');
    expect(flagOf({ assert: true, flag: 'warning' })).toBe('warning');
    expect(flagOf({ assert: false, flag: 'information' })).toBe('information');
    expect(flagOf({ assert: false, flag: '' })).toBe('information');
  });
});

describe('what is refused before any rule runs', () => {
  const ubl = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>';

  it('refuses a DOCTYPE or an ENTITY declaration', async () => {
    await expect(validateEInvoice(`<!DOCTYPE Invoice>${ubl}`, ['en16931-ubl'])).rejects.toThrow(
      /DOCTYPE declaration/,
    );
    const bomb = `<!DOCTYPE x [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><x>&b;</x>`;
    await expect(validateEInvoice(bomb, ['en16931-ubl'])).rejects.toThrow(/DOCTYPE declaration/);
    await expect(validateEInvoice(`<x><!ENTITY a "b"></x>`, ['en16931-ubl'])).rejects.toThrow(
      /ENTITY declaration/,
    );
  });

  it('answers malformed XML with an error that says so', async () => {
    await expect(validateEInvoice('<Invoice><ID>1</Invoice>', ['en16931-ubl'])).rejects.toThrow(
      /not well-formed XML: .*close tag/,
    );
    await expect(validateEInvoice('', ['en16931-ubl'])).rejects.toThrow(/not well-formed XML/);
  });

  it('refuses an unknown rule set and an empty list', async () => {
    await expect(validateEInvoice(ubl, ['en16931-edifact' as RuleSetName])).rejects.toThrow(
      /Unknown e-invoice rule set/,
    );
    await expect(validateEInvoice(ubl, [])).rejects.toThrow(/at least one rule set/);
  });
});

describe.skipIf(!installed)('the official rules (vendor/einvoice-rules) on official instances', () => {
  it('passes the EN 16931 examples, UBL and CII, with no fatal finding', async () => {
    const ubl = await validateEInvoice(fixture('en16931-ubl-guide-example1.xml'), ['en16931-ubl']);
    expect(ubl.fatal).toEqual([]);
    expect(ubl.valid).toBe(true);
    const cii = await validateEInvoice(fixture('en16931-cii-example3.xml'), ruleSetsFor('facturx'));
    expect(cii.fatal).toEqual([]);
    expect(cii.valid).toBe(true);
  });

  it('passes the Peppol BIS example under EN 16931 and Peppol', async () => {
    expect((await validateEInvoice(fixture('peppol-base-example.xml'), ruleSetsFor('peppol'))).fatal).toEqual(
      [],
    );
  });

  it("passes KoSIT's XRechnung 3.0 instances, UBL and CII, under EN 16931 and XRechnung", async () => {
    const ubl = await validateEInvoice(
      fixture('xrechnung-ubl-br-de-1-test.xml'),
      ruleSetsFor('xrechnung-ubl'),
    );
    expect(ubl.fatal).toEqual([]);
    const cii = await validateEInvoice(
      fixture('xrechnung-cii-br-de-1-test.xml'),
      ruleSetsFor('xrechnung-cii'),
    );
    expect(cii.fatal).toEqual([]);
  });

  it("holds the Peppol example to XRechnung's own rules, which it does not meet, as fatal findings of that set", async () => {
    const v = await validateEInvoice(fixture('peppol-base-example.xml'), ruleSetsFor('xrechnung-ubl'));
    expect(v.valid).toBe(false);
    // BR-DE-2: the seller contact (BG-6) is mandatory in XRechnung, not in Peppol
    expect(v.fatal).toContainEqual(
      expect.objectContaining({ ruleSet: 'xrechnung-ubl', id: 'BR-DE-2', flag: 'fatal' }),
    );
    // a warning of the same set is kept apart and does not make the file invalid on its own
    expect(v.warnings).toContainEqual(
      expect.objectContaining({ ruleSet: 'xrechnung-ubl', id: 'BR-DE-21', flag: 'warning' }),
    );
  });

  it('refuses a UBL invoice whose total with VAT no longer adds up (BR-CO-15, BR-CO-16)', async () => {
    const xml = edit(
      fixture('peppol-base-example.xml'),
      '<cbc:TaxInclusiveAmount currencyID="EUR">1656.25<',
      '<cbc:TaxInclusiveAmount currencyID="EUR">1700.00<',
    );
    const v = await validateEInvoice(xml, ruleSetsFor('peppol'));
    expect(v.valid).toBe(false);
    expect(ids(v)).toEqual(expect.arrayContaining(['BR-CO-15', 'BR-CO-16']));
    const co15 = v.fatal.find((f) => f.id === 'BR-CO-15');
    expect(co15).toMatchObject({
      ruleSet: 'en16931-ubl',
      flag: 'fatal',
      text: expect.stringMatching(/BT-112/),
    });
    expect(co15?.location).toMatch(/Invoice/);
  });

  it('refuses a CII invoice whose grand total no longer adds up (BR-CO-15)', async () => {
    const xml = ciiGrandTotalOff();
    const v = await validateEInvoice(xml, ruleSetsFor('facturx'));
    expect(ids(v)).toContain('BR-CO-15');
  });

  it("refuses an invoice without the buyer's country (BR-11), UBL and CII", async () => {
    const ubl = removeWithin(
      fixture('peppol-base-example.xml'),
      'cac:AccountingCustomerParty',
      /<cac:Country>\s*<cbc:IdentificationCode>SE<\/cbc:IdentificationCode>\s*<\/cac:Country>/,
    );
    expect(ids(await validateEInvoice(ubl, ruleSetsFor('peppol')))).toContain('BR-11');
    const cii = removeWithin(
      fixture('en16931-cii-example3.xml'),
      'ram:BuyerTradeParty',
      /<ram:CountryID>DK<\/ram:CountryID>/,
    );
    expect(ids(await validateEInvoice(cii, ruleSetsFor('facturx')))).toContain('BR-11');
  });

  it('gives the same verdict in the rules thread as inline (the path a worker caller takes)', async () => {
    const xml = ciiGrandTotalOff();
    const sets = ruleSetsFor('xrechnung-cii');
    const inline = await runRuleSets(xml, sets);
    const findings = sets.flatMap((r) => (inline[r] ?? []).map((e) => toFinding(e, r)));
    expect(findings.map((f) => f.id)).toContain('BR-CO-15');
    expect(await validateEInvoice(xml, sets)).toEqual(verdictOf(findings));
  });
});
