import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { defaultConfig } from '../../platform/config';
import { startBff } from '../../server';
import { withDesk } from '../../testing/fixture';
import { browser, jsonBody, sampleInvoiceBody, tempDir } from '../../testing/harness';
import { createdInvoice, invoiceCount, linksOf, postInvoice } from '../../testing/invoice-links';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Pro Forma UAB'],
});

type Figure = { currency: string; amount: number; count: number };

const vatBuyer = { type: 'company', company_name: 'Offer Buyer UAB', vat_code: 'LT100001738313' };
const proForma = (over: Record<string, unknown> = {}) =>
  sampleInvoiceBody({ type: 'preliminary_invoice', series: 'PRE', buyer: vatBuyer, ...over });
const offersOpen = async () => {
  const res = await desk.get(`/api/b/${desk.biz.id}/overview`);
  return ((await res.json()) as { data: { preliminary_open: Figure[] } }).data.preliminary_open;
};
let offer: { id: string; invoice_number: string };
beforeAll(async () => {
  offer = await createdInvoice(
    await postInvoice(
      desk.get,
      desk.biz.id,
      proForma({ products: [{ name: 'Advance', units: 'h', quantity: 1, price: 500 }] }),
    ),
  );
});

describe('POST …/invoices?source=<pro forma>', () => {
  it('keeps the link both ways and takes the pro forma out of the open offers', async () => {
    expect(await offersOpen()).toEqual([{ currency: 'EUR', amount: 500, count: 1 }]);
    const invoice = await createdInvoice(
      await postInvoice(
        desk.get,
        desk.biz.id,
        sampleInvoiceBody({ type: 'regular_invoice', series: 'BPS', buyer: vatBuyer }),
        `?source=${offer.id}`,
      ),
    );
    const back = await linksOf(desk.get, desk.biz.id, invoice.id);
    expect(back.source).toMatchObject({
      id: offer.id,
      series: 'PRE',
      invoice_number: offer.invoice_number,
      invoice_type: 'preliminary_invoice',
      relation: 'invoiced',
    });
    expect(back.targets).toEqual([]);
    const forth = await linksOf(desk.get, desk.biz.id, offer.id);
    expect(forth.source).toBeNull();
    expect(forth.targets).toEqual([
      expect.objectContaining({
        id: invoice.id,
        series: 'BPS',
        invoice_number: invoice.invoice_number,
        invoice_type: 'regular_invoice',
      }),
    ]);
    expect(await offersOpen()).toEqual([]);
  });

  it('turns a VAT pro forma into a VAT invoice only', async () => {
    const vatOffer = await createdInvoice(
      await postInvoice(
        desk.get,
        desk.biz.id,
        proForma({
          type: 'preliminary_vat_invoice',
          products: [{ name: 'Advance', units: 'h', quantity: 1, price: 80, vat_percentage: 21 }],
        }),
      ),
    );
    const before = await invoiceCount(desk);
    const wrong = await postInvoice(
      desk.get,
      desk.biz.id,
      sampleInvoiceBody({ type: 'regular_invoice', buyer: vatBuyer }),
      `?source=${vatOffer.id}`,
    );
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.type?.[0]).toContain(
      'vat_invoice',
    );
    expect(await invoiceCount(desk)).toBe(before);
    const right = sampleInvoiceBody({
      type: 'vat_invoice',
      buyer: vatBuyer,
      products: [{ name: 'Advance', units: 'h', quantity: 1, price: 80, vat_percentage: 21 }],
    });
    const invoice = await createdInvoice(
      await postInvoice(desk.get, desk.biz.id, right, `?source=${vatOffer.id}`),
    );
    expect((await linksOf(desk.get, desk.biz.id, invoice.id)).source?.id).toBe(vatOffer.id);
  });

  it('refuses an issued invoice turned into another invoice, an unknown or malformed source, and creates nothing', async () => {
    const regular = await createdInvoice(await postInvoice(desk.get, desk.biz.id, sampleInvoiceBody()));
    const before = await invoiceCount(desk);
    const cases: [string, string][] = [
      [`?source=${regular.id}`, 'type'], // an issued invoice is a source only for its credit note
      ['?source=0b5a3f3e-1111-4222-8333-444455556666', 'source'],
      ['?source=PRE-001', 'source'],
      [`?source=${offer.id}&also=1`, 'also'],
    ];
    for (const [query, field] of cases) {
      const res = await postInvoice(desk.get, desk.biz.id, sampleInvoiceBody(), query);
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as { code: string; errors: Record<string, string[]> };
      expect(body.code, query).toBe('validation');
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
    expect(await invoiceCount(desk)).toBe(before);
    expect((await linksOf(desk.get, desk.biz.id, regular.id)).source).toBeNull();
  });

  it('drops a link whose invoice was deleted: the pro forma is open again', async () => {
    const again = await createdInvoice(
      await postInvoice(
        desk.get,
        desk.biz.id,
        proForma({ products: [{ name: 'Deposit', units: 'h', quantity: 1, price: 12.34 }] }),
      ),
    );
    const invoice = await createdInvoice(
      await postInvoice(desk.get, desk.biz.id, sampleInvoiceBody({ buyer: vatBuyer }), `?source=${again.id}`),
    );
    expect(await offersOpen()).toEqual([]);
    expect(
      (await desk.get(`/api/b/${desk.biz.id}/invoices/${invoice.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await linksOf(desk.get, desk.biz.id, again.id)).targets).toEqual([]);
    expect(await offersOpen()).toEqual([{ currency: 'EUR', amount: 12.34, count: 1 }]);
  });

  it('keeps the link across a restart on the same data dir', async () => {
    const dir = await tempDir('desk-links-');
    const start = () => startBff(defaultConfig({ dataDir: dir.dir, apiBaseUrl: desk.api.baseUrl, port: 0 }));
    let bff = await start();
    try {
      let get = browser(bff.url);
      expect(
        (await get('/api/businesses', { method: 'POST', ...jsonBody({ token: desk.biz.token }) })).status,
      ).toBe(201);
      const source = await createdInvoice(await postInvoice(get, desk.biz.id, proForma()));
      const invoice = await createdInvoice(
        await postInvoice(get, desk.biz.id, sampleInvoiceBody({ buyer: vatBuyer }), `?source=${source.id}`),
      );
      await bff.close();
      bff = await start();
      get = browser(bff.url);
      expect((await linksOf(get, desk.biz.id, invoice.id)).source?.id).toBe(source.id);
      expect((await linksOf(get, desk.biz.id, source.id)).targets.map((t) => t.id)).toEqual([invoice.id]);
    } finally {
      await bff.close();
      await dir.remove();
    }
  });
});
