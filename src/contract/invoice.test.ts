import { describe, expect, test } from 'vitest';
import { dataOf, pageSize, paginated } from './common';
import { invoiceInputSchema } from './invoice-input';
import { invoiceLabel, invoiceSchema, padInvoiceNumber, parseInvoiceNumber, type Invoice } from './invoice';
import { sampleInvoice } from './test-samples';

const pathsOf = (r: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.'));

describe('invoice numbers', () => {
  test('are zero-padded to three digits on output, longer ones are kept whole', () => {
    expect([1, 7, 42, 100, 1234].map(padInvoiceNumber)).toEqual(['001', '007', '042', '100', '1234']);
  });

  test('are read as series, a dash and the number, as the invoice prints them', () => {
    expect(invoiceLabel({ series: 'SĄSK', invoice_number: '007' })).toBe('SĄSK-007');
  });

  test('7 and 007 are the same number', () => {
    expect(parseInvoiceNumber('7')).toBe(7);
    expect(parseInvoiceNumber('007')).toBe(7);
    expect(parseInvoiceNumber(' 007 ')).toBe(7);
    expect(padInvoiceNumber(parseInvoiceNumber('7')!)).toBe(padInvoiceNumber(parseInvoiceNumber('007')!));
  });

  test('anything but a positive whole number of digits is not a number', () => {
    for (const s of ['', '0', '000', '-1', '7a', 'A7', '1.5', '1e3', '0x1F', '1234567890']) {
      expect(parseInvoiceNumber(s), s).toBeUndefined();
    }
  });

  test('the input accepts the padded and the unpadded form, and refuses the rest on invoice_number', () => {
    const schema = invoiceInputSchema({ businessType: 'association', profileVatCode: null });
    const body = (invoice_number: unknown) => ({
      type: 'regular_invoice',
      invoice_number,
      invoice_date: '2024-03-01',
      series: 'INV',
      currency: 'EUR',
      buyer: { type: 'company', company_name: 'B' },
      use_default_seller_info: true,
      products: [{ name: 'x', units: 'pcs', quantity: 1, price: 1 }],
    });
    for (const n of ['7', '007', undefined, null])
      expect(schema.safeParse(body(n)).success, String(n)).toBe(true);
    const refused = (n: unknown) =>
      schema.safeParse(body(n)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refused('0')).toEqual([['invoice_number', 'Use digits only, e.g. 7 or 007, above 0']]);
    expect(refused('INV-7')).toEqual([['invoice_number', 'Use digits only, e.g. 7 or 007, above 0']]);
    expect(refused(7)).toEqual([['invoice_number', 'The number is text of digits, e.g. "7" or "007"']]);
  });
});

describe('the invoice output', () => {
  test('a full invoice parses, inside {data} and in a page', () => {
    expect(pathsOf(invoiceSchema.safeParse(sampleInvoice()))).toBeUndefined();
    expect(dataOf(invoiceSchema).safeParse({ data: sampleInvoice() }).success).toBe(true);
    const meta = { current_page: 1, from: 1, last_page: 1, path: null, per_page: pageSize, to: 1, total: 1 };
    expect(paginated(invoiceSchema).safeParse({ data: [sampleInvoice()], meta }).success).toBe(true);
    const empty = { ...meta, from: null, to: null, total: 0 };
    expect(paginated(invoiceSchema).safeParse({ data: [], meta: empty }).success).toBe(true);
    expect(
      pathsOf(paginated(invoiceSchema).safeParse({ data: [], meta: { ...meta, current_page: 0 } })),
    ).toEqual(['meta.current_page']);
  });

  test('every field is always present', () => {
    for (const key of Object.keys(sampleInvoice()) as (keyof Invoice)[]) {
      const { [key]: _, ...without } = sampleInvoice();
      expect(pathsOf(invoiceSchema.safeParse(without)), key).toEqual([key]);
    }
    const { phone: _, ...seller } = sampleInvoice().seller;
    expect(pathsOf(invoiceSchema.safeParse({ ...sampleInvoice(), seller }))).toEqual(['seller.phone']);
  });

  test('a payment option needs only type and fields; a bank one may carry its account', () => {
    const bank = {
      type: 'bank',
      bank_account: 'LT12',
      bank_name: null,
      routing_or_sort_number: null,
      swift_bic_code: null,
      fields: [],
    };
    expect(invoiceSchema.safeParse({ ...sampleInvoice(), payment_options: [bank] }).success).toBe(true);
    const noFields = { ...sampleInvoice(), payment_options: [{ type: 'bank' }] };
    expect(pathsOf(invoiceSchema.safeParse(noFields))).toEqual(['payment_options.0.fields']);
  });

  test('refuses what the spec does not allow', () => {
    const refused = (change: Partial<Record<keyof Invoice, unknown>>) =>
      pathsOf(invoiceSchema.safeParse({ ...sampleInvoice(), ...change }));
    expect(refused({ buyer: { ...sampleInvoice().buyer, type: 'person' } })).toEqual(['buyer.type']); // output says individual
    expect(refused({ invoice_type: 'proforma' })).toEqual(['invoice_type']);
    expect(refused({ language: 'it' })).toEqual(['language']);
    expect(refused({ payment_status: 'partly_paid' })).toEqual(['payment_status']);
    expect(refused({ share_link: 'not a link' })).toEqual(['share_link']);
    expect(refused({ id: '7' })).toEqual(['id']);
    expect(refused({ invoice_date: '2024-02-30' })).toEqual(['invoice_date']);
    expect(refused({ created_at: 1.5 })).toEqual(['created_at']);
    expect(refused({ total_incl_vat: '72.56' })).toEqual(['total_incl_vat']);
  });
});
