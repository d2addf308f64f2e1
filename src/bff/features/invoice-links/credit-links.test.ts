import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { sampleInvoiceBody } from '../../testing/harness';
import {
  createdInvoice,
  invoiceCount,
  linksOf,
  postInvoice,
  type CreatedInvoice,
} from '../../testing/invoice-links';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Credit Notes UAB'],
});

const vatBuyer = { type: 'company', company_name: 'Credited Buyer UAB', vat_code: 'LT100001738313' };
const post = (body: unknown, query = '') => postInvoice(desk.get, desk.biz.id, body, query);
const links = (id: string) => linksOf(desk.get, desk.biz.id, id);
const vatLine = { name: 'Design', units: 'vnt.', quantity: 1, total_incl_vat: 100, vat_percentage: 21 };
const creditLine = { ...vatLine, quantity: -1, total_incl_vat: -100 };

let issued: CreatedInvoice;
let regular: CreatedInvoice;
beforeAll(async () => {
  issued = await createdInvoice(
    await post(
      sampleInvoiceBody({ type: 'vat_invoice', series: 'BPS', buyer: vatBuyer, products: [vatLine] }),
    ),
  );
  regular = await createdInvoice(await post(sampleInvoiceBody({ series: 'INV' })));
});

describe('POST …/invoices?source=<issued invoice>: a credit note', () => {
  it('keeps the credited link both ways, its totals the invoice negated to the cent', async () => {
    expect(issued.total_incl_vat).toBe(100);
    const credit = await createdInvoice(
      await post(
        sampleInvoiceBody({
          type: 'credit_vat_invoice',
          series: 'CR',
          buyer: vatBuyer,
          products: [creditLine],
        }),
        `?source=${issued.id}`,
      ),
    );
    expect(credit.total_incl_vat).toBe(-100);
    expect((await links(credit.id)).source).toMatchObject({
      id: issued.id,
      series: 'BPS',
      invoice_type: 'vat_invoice',
      relation: 'credited',
    });
    expect((await links(issued.id)).targets).toEqual([
      expect.objectContaining({
        id: credit.id,
        series: 'CR',
        invoice_type: 'credit_vat_invoice',
        relation: 'credited',
      }),
    ]);
  });

  it('credits a regular invoice with a credit invoice', async () => {
    const credit = await createdInvoice(
      await post(
        sampleInvoiceBody({
          type: 'credit_invoice',
          series: 'CR',
          products: [{ name: 'Work', units: 'h', quantity: -2, price: 50 }],
        }),
        `?source=${regular.id}`,
      ),
    );
    expect((await links(regular.id)).targets.map((t) => [t.id, t.relation])).toEqual([
      [credit.id, 'credited'],
    ]);
  });

  it('refuses the wrong credit type, a credit note or pro forma credited, and creates nothing', async () => {
    const note = await createdInvoice(
      await post(sampleInvoiceBody({ type: 'credit_invoice', series: 'CR', products: [creditLine] })),
    );
    const offer = await createdInvoice(
      await post(sampleInvoiceBody({ type: 'preliminary_invoice', series: 'PRE' })),
    );
    const before = await invoiceCount(desk);
    const cases: [string, Record<string, unknown>, string, string][] = [
      [issued.id, { type: 'credit_invoice', products: [creditLine] }, 'type', 'credit_vat_invoice'],
      [
        issued.id,
        { type: 'vat_invoice', buyer: vatBuyer, products: [vatLine] },
        'type',
        'credit_vat_invoice',
      ],
      [
        regular.id,
        { type: 'credit_vat_invoice', buyer: vatBuyer, products: [creditLine] },
        'type',
        'credit_invoice',
      ],
      [regular.id, { products: [creditLine] }, 'type', 'credit_invoice'],
      [note.id, { type: 'credit_invoice', products: [vatLine] }, 'source', 'only a regular or VAT invoice'],
      [offer.id, { type: 'credit_invoice', products: [creditLine] }, 'type', 'regular_invoice'],
    ];
    for (const [source, over, field, words] of cases) {
      const res = await post(sampleInvoiceBody(over), `?source=${source}`);
      expect(res.status, `${source} ${JSON.stringify(over)}`).toBe(422);
      const body = (await res.json()) as { code: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field]?.[0]).toContain(words);
    }
    expect(await invoiceCount(desk)).toBe(before);
    expect((await links(note.id)).source).toBeNull();
    expect((await links(offer.id)).targets).toEqual([]);
  });
});
