import type Big from 'big.js';
import { dec } from '../../../../contract/money';
import type { EInvoiceFormat } from '../../../../contract/receipt-reading';

/**
 * A received e-invoice in the terms of EN 16931, whichever syntax it came in (ubl-read.ts, cii-read.ts fill it).
 * Amounts are decimals (big.js) exactly as written; null where the file leaves a term out.
 */
export interface ReadEInvoice {
  format: EInvoiceFormat;
  /** BT-3, BT-24, BT-23 */
  typeCode: string | null;
  customization: string | null;
  profile: string | null;
  /** BT-1, BT-2, BT-9, BT-5 */
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  /** BT-27 (BT-28 when the legal name is missing), BT-31 */
  sellerName: string | null;
  sellerVat: string | null;
  /** BT-109, BT-110, BT-112, BT-115 */
  netTotal: Big | null;
  vatTotal: Big | null;
  grossTotal: Big | null;
  payable: Big | null;
  /** BG-23 */
  vat: { category: string; rate: Big | null; base: Big; amount: Big }[];
  /** BG-25, the first `maxLines` of `lineCount` */
  lines: ReadLine[];
  lineCount: number;
}

export interface ReadLine {
  /** BT-153, BT-129, BT-130, BT-146, BT-131, BT-151, BT-152 */
  name: string;
  quantity: Big | null;
  unitCode: string | null;
  price: Big | null;
  netAmount: Big | null;
  category: string | null;
  rate: Big | null;
}

/** UNTDID 1001 codes EN 16931 allows that make the document a credit note (381 the common one). */
const creditTypeCodes: ReadonlySet<string> = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);

export const isCreditNote = (e: Pick<ReadEInvoice, 'format' | 'typeCode'>): boolean =>
  e.format === 'ubl-credit-note' || (e.typeCode !== null && creditTypeCodes.has(e.typeCode));

/** A decimal from an e-invoice amount or quantity; null when absent or not a plain decimal number. */
export function decimalOf(s: string | null): Big | null {
  if (s === null || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  return dec(s.replace(/^\+/, ''));
}

/** A date as YYYY-MM-DD: UBL writes it so already, CII as 20130410 (format 102). */
export function isoDate(s: string | null): string | null {
  if (s === null) return null;
  const ymd = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(s);
  return ymd ? `${ymd[1]}-${ymd[2]}-${ymd[3]}` : null;
}

/** The sum of what is there, null when nothing is. */
export function sumOf(values: (Big | null)[]): Big | null {
  const present = values.filter((v): v is Big => v !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a.plus(b), dec(0));
}
