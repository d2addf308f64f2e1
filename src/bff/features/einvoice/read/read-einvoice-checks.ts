import Big from 'big.js';
import { expect } from 'vitest';
import { receiptReadingSchema, type ReceiptReading } from '../../../../contract/receipt-reading';
import type { RuleSetName } from '../rules/validate';
import { parseEInvoice, readEInvoice } from './read-einvoice';
import { ownSample, type OwnSampleName } from './sample-files';
import { withVerdict, type Validate } from './verdict';

/**
 * What the reading tests check an e-invoice against (read-einvoice.test.ts, read-einvoice-official.test.ts): the
 * figures taken off the file's text a second way (plain patterns over the XML, not the parser and not the reader's
 * paths), and the reader run with or without the rules.
 */
export const first = (xml: string, re: RegExp): string | null => re.exec(xml)?.[1]?.trim() ?? null;
export const blocks = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
export const n = (s: string | null) => (s === null ? null : Number(s));

export function statedUbl(xml: string) {
  const money = first(xml, /<cac:LegalMonetaryTotal>([\s\S]*?)<\/cac:LegalMonetaryTotal>/)!;
  const tax = blocks(xml, 'cac:TaxTotal')[0]!;
  return {
    net: first(money, /<cbc:TaxExclusiveAmount[^>]*>([^<]+)</),
    vat: first(tax, /^\s*<cbc:TaxAmount[^>]*>([^<]+)</),
    gross: first(money, /<cbc:TaxInclusiveAmount[^>]*>([^<]+)</),
    payable: first(money, /<cbc:PayableAmount[^>]*>([^<]+)</),
    rates: blocks(tax, 'cac:TaxSubtotal').map((s) => ({
      category: first(s, /<cac:TaxCategory>\s*<cbc:ID>([^<]+)</),
      rate: n(first(s, /<cbc:Percent>([^<]+)</)),
      base: n(first(s, /<cbc:TaxableAmount[^>]*>([^<]+)</)),
      amount: n(first(s, /<cbc:TaxAmount[^>]*>([^<]+)</)),
    })),
    lines: (xml.match(/<cac:(Invoice|CreditNote)Line>/g) ?? []).length,
  };
}

export function statedCii(xml: string) {
  const money = first(
    xml,
    /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>([\s\S]*?)<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
  )!;
  return {
    net: first(money, /<ram:TaxBasisTotalAmount>([^<]+)</),
    vat: first(money, /<ram:TaxTotalAmount[^>]*>([^<]+)</),
    gross: first(money, /<ram:GrandTotalAmount>([^<]+)</),
    payable: first(money, /<ram:DuePayableAmount>([^<]+)</),
    // the header's breakdown: the line-level ApplicableTradeTax carry no calculated amount
    rates: blocks(xml, 'ram:ApplicableTradeTax')
      .filter((t) => t.includes('<ram:CalculatedAmount>'))
      .map((t) => ({
        category: first(t, /<ram:CategoryCode>([^<]+)</),
        rate: n(first(t, /<ram:RateApplicablePercent>([^<]+)</)),
        base: n(first(t, /<ram:BasisAmount>([^<]+)</)),
        amount: n(first(t, /<ram:CalculatedAmount>([^<]+)</)),
      })),
    lines: (xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g) ?? []).length,
  };
}
export type Stated = ReturnType<typeof statedUbl>;

/** And the file is consistent with itself: its rates add up to its totals (decimals, not floats). */
function addsUp(want: Stated) {
  const sum = (k: 'base' | 'amount') =>
    want.rates.reduce((a, v) => a.plus(String(v[k])), new Big(0)).toString();
  expect(sum('base')).toBe(new Big(want.net!).toString());
  expect(sum('amount')).toBe(new Big(want.vat!).toString());
}

/**
 * The reading holds what the file states: its format, BT-109, BT-110, BT-112, BT-115, every rate and the line count
 * (a credit note's total and VAT as money taken back: `sign` -1), and the file adds up.
 */
export function expectAsStated(r: ReceiptReading, want: Stated, format: string, sign: 1 | -1 = 1) {
  const signed = (v: number | null) => (v === null ? null : sign * v);
  expect(r.einvoice?.format).toBe(format);
  expect(r.total).toBe(signed(n(want.gross)));
  expect(r.vat).toBe(signed(n(want.vat)));
  expect(r.einvoice?.net_total).toBe(n(want.net));
  expect(r.einvoice?.payable).toBe(n(want.payable));
  expect(r.einvoice?.vat_breakdown).toEqual(want.rates);
  expect(r.einvoice?.line_count).toBe(want.lines);
  addsUp(want);
}

/** A stand-in for the rules where a test is about the reading (the real ones are run below). */
export const noRules: Validate = async () => ({ valid: true, fatal: [], warnings: [] });
export const judge = async (xml: Uint8Array, validate: Validate) =>
  receiptReadingSchema.parse(await withVerdict(readEInvoice(parseEInvoice(xml), null), validate));
export const readOwn = async (name: OwnSampleName, validate = noRules): Promise<ReceiptReading> =>
  judge((await ownSample(name)).xml, validate);
export const ownText = async (name: OwnSampleName) => (await ownSample(name)).xml.toString('utf8');

export const allRuleSets: RuleSetName[] = [
  'en16931-ubl',
  'en16931-cii',
  'peppol-ubl',
  'xrechnung-ubl',
  'xrechnung-cii',
];
export const notInstalledNote = 'The official e-invoice rules are not installed on this desk.';
