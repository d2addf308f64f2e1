import type Big from 'big.js';
import { toNumber } from '../../../../contract/money';
import {
  noSources,
  type EInvoiceReading,
  type EInvoiceVerdict,
  type ReceiptReading,
} from '../../../../contract/receipt-reading';
import { isCreditNote, type ReadEInvoice } from './einvoice-data';

const num = (b: Big | null): number | null => (b === null ? null : toNumber(b));
const sure = (v: unknown) => (v === null ? 0 : 1);

/**
 * The reader's answer for an e-invoice: the expense's fields from its data (no OCR, so each present one is sure),
 * and what only an e-invoice gives beside them. A credit note is an expense taken back: its total and VAT are
 * signed negative (the API takes either sign); `einvoice` keeps the amounts as the document states them.
 */
export function einvoiceReading(
  e: ReadEInvoice,
  found: { attachment: string | null; verdict: EInvoiceVerdict | null; verdictNote: string | null },
): ReceiptReading {
  const credit = isCreditNote(e);
  const signed = (b: Big | null) => (b === null ? null : toNumber(credit ? b.times(-1) : b));
  // BT-112 is the total with VAT; a file without it still states its net and VAT
  const gross = e.grossTotal ?? (e.netTotal && e.vatTotal ? e.netTotal.plus(e.vatTotal) : null);
  const currency = e.currency !== null && /^[A-Z]{3}$/.test(e.currency) ? e.currency : null;
  const fields = {
    seller: e.sellerName,
    total: signed(gross),
    currency,
    date: e.issueDate,
    vat: signed(e.vatTotal),
    invoice_number: e.number,
  };
  const einvoice: EInvoiceReading = {
    format: e.format,
    attachment: found.attachment,
    credit_note: credit,
    type_code: e.typeCode,
    customization: e.customization,
    profile: e.profile,
    seller_vat_code: e.sellerVat,
    due_date: e.dueDate,
    net_total: num(e.netTotal),
    payable: num(e.payable),
    vat_breakdown: e.vat.map((v) => ({
      category: v.category,
      rate: num(v.rate),
      base: toNumber(v.base),
      amount: toNumber(v.amount),
    })),
    lines: e.lines.map((l) => ({
      name: l.name,
      quantity: num(l.quantity),
      unit_code: l.unitCode,
      price: num(l.price),
      net_amount: num(l.netAmount),
      vat_category: l.category,
      vat_rate: num(l.rate),
    })),
    line_count: e.lineCount,
    verdict: found.verdict,
    verdict_note: found.verdictNote,
  };
  return {
    ...fields,
    confidence: {
      seller: sure(fields.seller),
      total: sure(fields.total),
      currency: sure(fields.currency),
      date: sure(fields.date),
      vat: sure(fields.vat),
      invoice_number: sure(fields.invoice_number),
    },
    language: null,
    note: null,
    words: [],
    sources: noSources(),
    einvoice,
  };
}
