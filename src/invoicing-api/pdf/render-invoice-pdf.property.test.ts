import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { invoiceLanguages, invoiceTypes } from '../../contract/enums';
import { renderSharePage } from '../share/render-share-page';
import { renderInvoicePdf } from './render-invoice-pdf';
import { pdfSampleInvoice } from './sample-invoices';

/** Any text a client could have stored: control characters, lone surrogates, emoji, right-to-left, very long. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '\n\n\n',
    '\u0000\u0007\t',
    '\ud800',
    '😀👍🏽',
    'שלום مرحبا',
    '中文字符',
    'W'.repeat(400),
  ),
);
const nullableText = fc.option(anyText, { nil: null });
const amount = fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100);

const invoiceArb = fc
  .record({
    language: fc.constantFrom(...invoiceLanguages),
    type: fc.constantFrom(...invoiceTypes),
    texts: fc.array(anyText, { minLength: 8, maxLength: 8 }),
    nullable: fc.array(nullableText, { minLength: 6, maxLength: 6 }),
    lines: fc.array(
      fc.record({
        name: anyText,
        units: anyText,
        price: amount,
        quantity: fc.integer({ min: 1, max: 1e7 }).map((q) => q / 1000),
        vat: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      }),
      { maxLength: 25 },
    ),
    totals: fc.tuple(amount, amount, amount),
  })
  .map(({ language, type, texts, nullable, lines, totals }): Invoice => {
    const base = pdfSampleInvoice(language);
    const [series, number, currency, label, value, units, bank, notes] = texts as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      ...base,
      invoice_type: type,
      series,
      invoice_number: number,
      currency,
      notes: nullable[0] ?? null,
      subtotal: totals[0],
      vat: totals[1],
      total_incl_vat: totals[2],
      seller: {
        ...base.seller,
        company_name: nullable[1] ?? null,
        address: nullable[2] ?? null,
        custom_fields: [{ label, value }],
      },
      buyer: {
        ...base.buyer,
        company_name: nullable[3] ?? null,
        email: nullable[4] ?? null,
        phone: nullable[5] ?? null,
      },
      items: lines.map((l, i) => ({
        ...base.items[0]!,
        id: base.items[0]!.id.replace(/\d$/, String(i % 10)),
        name: l.name,
        units: l.units || units,
        price: l.price,
        quantity: l.quantity,
        vat_percentage: l.vat,
      })),
      payment_options: [{ type: 'other', fields: [{ label: bank, value: notes }] }],
    };
  });

describe('renderers on any stored text', () => {
  it('always produce a PDF and never throw', async () => {
    await fc.assert(
      fc.asyncProperty(invoiceArb, async (invoice) => {
        const pdf = await renderInvoicePdf(invoice);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\n?$/);
      }),
      { numRuns: 40 },
    );
  });

  it('always produce a page without markup from the data', () => {
    fc.assert(
      fc.property(invoiceArb, (invoice) => {
        const html = renderSharePage(invoice, { pdfUrl: '/share/t/pdf' });
        expect(html).not.toMatch(/<(script|img|iframe|svg|object)/i);
        expect(html.match(/<a /g)).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });
});
