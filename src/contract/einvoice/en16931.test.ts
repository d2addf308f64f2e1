import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '../test-samples';
import type { Invoice } from '../invoice';
import { emptyBuyerDetails, emptySellerDetails, type BuyerDetails, type SellerDetails } from './details';
import { proFormaRefusal, toEInvoice } from './en16931';
import { unitCodeOf } from './units';

const seller = (over: Partial<SellerDetails> = {}): SellerDetails => ({ ...emptySellerDetails(), ...over });
const buyer = (over: Partial<BuyerDetails> = {}): BuyerDetails => ({ ...emptyBuyerDetails(), ...over });
const vatSeller: Invoice['seller'] = {
  ...sampleInvoice().seller,
  vat_code: 'LT100001234',
  email: 'ann@example.lt',
  phone: '+370 600 00000',
};
const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  ...sampleInvoice(),
  seller: vatSeller,
  ...over,
});
/** The sample invoice with its one line changed; `over` gives the totals the API kept for it. */
const invoiceWithLine = (line: Partial<Invoice['items'][number]>, over: Partial<Invoice> = {}): Invoice =>
  invoice({ items: [{ ...invoice().items[0]!, ...line }], ...over });
const complete = {
  seller: seller({ city: 'Vilnius', post_code: '01100', iban: 'LT121000011101001000' }),
  buyer: buyer({
    country: 'DE',
    city: 'Berlin',
    post_code: '10115',
    buyer_reference: '991-12345-67',
    // a German public buyer: its Leitweg-ID is its reference and its Peppol ID
    electronic_address: '991-12345-67',
    electronic_scheme: '0204',
  }),
};
const modelOf = (inv: Invoice, d = complete, format: Parameters<typeof toEInvoice>[1] = 'xrechnung-ubl') => {
  const r = toEInvoice({ invoice: inv, ...d, preceding: null }, format);
  if (!('model' in r)) throw new Error(JSON.stringify(r));
  return r.model;
};
const fields = (
  inv: Invoice,
  d: { seller: SellerDetails; buyer: BuyerDetails },
  format: Parameters<typeof toEInvoice>[1],
) => {
  const r = toEInvoice({ invoice: inv, ...d, preceding: null }, format);
  return 'missing' in r ? r.missing.map((m) => `${m.term} ${m.field}`) : [];
};

describe('the pre-flight: what an e-invoice lacks, per format', () => {
  it('asks for the buyer’s country when no VAT number tells it, and takes the seller’s from its VAT prefix', () => {
    expect(fields(invoice(), { seller: seller(), buyer: buyer() }, 'facturx')).toEqual([
      'BT-55 buyer.country',
    ]);
    expect(
      fields(
        invoice({ buyer: { ...invoice().buyer, vat_code: 'EL 123456789' } }),
        { seller: seller(), buyer: buyer() },
        'facturx',
      ),
    ).toEqual([]);
  });

  it('XRechnung asks for cities, post codes, the buyer reference, addresses and the IBAN; Peppol for the reference and addresses only', () => {
    const none = { seller: seller(), buyer: buyer({ country: 'DE' }) };
    const noBuyerMail = invoice({ buyer: { ...invoice().buyer, email: null } });
    expect(fields(noBuyerMail, none, 'xrechnung-cii')).toEqual([
      'BT-49 buyer.electronic_address',
      'BT-10 buyer.buyer_reference',
      'BT-37 seller.city',
      'BT-38 seller.post_code',
      'BT-52 buyer.city',
      'BT-53 buyer.post_code',
      'BT-84 seller.iban',
    ]);
    expect(fields(noBuyerMail, none, 'peppol')).toEqual([
      'BT-49 buyer.electronic_address',
      'BT-10 buyer.buyer_reference',
    ]);
    expect(fields(noBuyerMail, complete, 'xrechnung-ubl')).toEqual([]);
  });

  it('a 0 % line needs its category unless reverse charge is evident; exempt needs a reason', () => {
    const zero = invoiceWithLine({ vat_percentage: 0 }, { vat: 0, total_incl_vat: 59.97 });
    expect(fields(zero, complete, 'facturx')).toEqual(['BT-151 buyer.zero_rate']);
    expect(fields(zero, { ...complete, buyer: { ...complete.buyer, zero_rate: 'E' } }, 'facturx')).toEqual([
      'BT-120 buyer.exemption_reason',
    ]);
    const intraEu = { ...zero, buyer: { ...zero.buyer, vat_code: 'DE123456789' } };
    expect(modelOf(intraEu, complete, 'facturx').vat).toEqual([
      { category: 'AE', rate: '0', taxable: '59.97', tax: '0.00', exemptionReason: 'Reverse charge' },
    ]);
    // An intra-community supply (K) went to the buyer's address, stated whole: XRechnung wants its city and post
    // code once a delivery address is there (BR-DE-10, BR-DE-11; found by the property test under KoSIT's rules).
    const supplied = { ...complete, buyer: { ...complete.buyer, zero_rate: 'K' as const } };
    expect(modelOf(intraEu, supplied).delivery).toEqual({
      date: intraEu.invoice_date,
      address: { street: null, city: 'Berlin', postCode: '10115', country: 'DE' },
    });
  });

  it('asks for a unit code the desk does not know, and takes the owner’s own once given', () => {
    const odd = invoiceWithLine({ units: 'Mato vnt.' });
    expect(fields(odd, complete, 'facturx')).toEqual(['BT-130 units.Mato vnt.']);
    expect(
      fields(odd, { ...complete, seller: { ...complete.seller, units: { 'mato VNT.': 'C62' } } }, 'facturx'),
    ).toEqual([]);
    expect([
      unitCodeOf('Std.', {}),
      unitCodeOf('VAL.', {}),
      unitCodeOf('mėn.', {}),
      unitCodeOf('pcs', {}),
    ]).toEqual(['HUR', 'HUR', 'MON', 'H87']);
  });

  it('Peppol takes no e-mail address remembered for XRechnung: it asks for a Peppol ID, or takes the VAT number', () => {
    const mailOnly = {
      ...complete,
      buyer: { ...complete.buyer, electronic_address: 'ap@buyer.de', electronic_scheme: 'EM' as const },
    };
    expect(fields(invoice(), mailOnly, 'peppol')).toEqual(['BT-49 buyer.electronic_address']);
    expect(fields(invoice(), mailOnly, 'xrechnung-ubl')).toEqual([]);
    const withVat = invoice({ buyer: { ...invoice().buyer, vat_code: 'DE123456789' } });
    expect(modelOf(withVat, mailOnly, 'peppol').buyer.electronicAddress).toEqual({
      id: 'DE123456789',
      scheme: '9930',
    });
  });

  it('refuses a pro forma, whatever the details', () => {
    expect(
      toEInvoice(
        { invoice: invoice({ invoice_type: 'preliminary_vat_invoice' }), ...complete, preceding: null },
        'peppol',
      ),
    ).toEqual({ missing: [], refusal: proFormaRefusal });
  });
});

describe('the model keeps the invoice to the cent', () => {
  it('totals are the invoice’s own: net, VAT, total, and the breakdown adds up (BR-CO-10, -14, -15)', () => {
    const m = modelOf(invoice());
    expect(m.totals).toEqual({
      lineNet: '59.97',
      taxExclusive: '59.97',
      tax: '12.59',
      taxInclusive: '72.56',
      payable: '72.56',
    });
    expect(m.vat).toEqual([
      { category: 'S', rate: '21', taxable: '59.97', tax: '12.59', exemptionReason: null },
    ]);
    expect(m.lines[0]).toMatchObject({ quantity: '3', unitCode: 'HUR', price: '19.99', netAmount: '59.97' });
  });

  it('a cent the API’s rounding left apart (a line entered incl. VAT) goes to the largest rate, so BT-110 is the invoice’s VAT', () => {
    // 100.00 incl. 21 % was kept as 82.64 + 17.36; 82.64 × 21 % is 17.35 by itself.
    const incl = invoiceWithLine(
      { price: 82.64, quantity: 1 },
      { subtotal: 82.64, vat: 17.36, total_incl_vat: 100 },
    );
    expect(modelOf(incl).totals).toMatchObject({ tax: '17.36', taxInclusive: '100.00' });
  });

  it('a credit note states what it takes back as positive amounts, type 381, with the corrected invoice', () => {
    const credit = invoiceWithLine(
      { price: -19.99 },
      { invoice_type: 'credit_vat_invoice', subtotal: -59.97, vat: -12.59, total_incl_vat: -72.56 },
    );
    const r = toEInvoice(
      { invoice: credit, ...complete, preceding: { number: 'INV-006', issueDate: '2024-02-01' } },
      'peppol',
    );
    if (!('model' in r)) throw new Error('missing');
    expect(r.model).toMatchObject({
      typeCode: '381',
      dueDate: null,
      payment: { meansCode: '58', iban: 'LT121000011101001000' },
      preceding: { number: 'INV-006' },
    });
    expect(r.model.totals.payable).toBe('72.56');
    expect(r.model.lines[0]).toMatchObject({ quantity: '3', price: '19.99', netAmount: '59.97' });
  });

  it('a discount line keeps its price positive and its quantity negative (BR-27)', () => {
    const discounted = invoice({
      items: [
        invoice().items[0]!,
        { ...invoice().items[0]!, name: 'Discount', price: -10, quantity: 1, units: 'pcs' },
      ],
      subtotal: 49.97,
      vat: 10.49,
      total_incl_vat: 60.46,
    });
    const m = modelOf(discounted);
    expect(m.lines[1]).toMatchObject({
      quantity: '-1',
      price: '10.00',
      baseQuantity: null,
      netAmount: '-10.00',
    });
    expect(m.totals).toMatchObject({ lineNet: '49.97', tax: '10.49', payable: '60.46' });
  });

  it('a seller outside VAT states category O, no VAT numbers, and the reason', () => {
    const plain = invoiceWithLine(
      { vat_percentage: null },
      {
        invoice_type: 'regular_invoice',
        seller: { ...vatSeller, vat_code: null, individual_activity_id: '123456' },
        vat: 0,
        total_incl_vat: 59.97,
      },
    );
    const m = modelOf(plain, { ...complete, seller: { ...complete.seller, country: 'LT' } }, 'facturx');
    expect(m.vat).toEqual([
      { category: 'O', rate: '0', taxable: '59.97', tax: '0.00', exemptionReason: 'Not subject to VAT' },
    ]);
    expect([m.seller.vatId, m.buyer.vatId]).toEqual([null, null]);
  });
});

describe('a unit price kept to more places than two', () => {
  it('is stated per a base quantity, exactly', () => {
    const fine = invoiceWithLine(
      { price: 6.5289, quantity: 3 },
      { subtotal: 19.59, vat: 4.11, total_incl_vat: 23.7 },
    );
    expect(modelOf(fine).lines[0]).toMatchObject({
      price: '652.89',
      baseQuantity: '100',
      netAmount: '19.59',
    });
  });
});
