import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enteredLineArbitrary } from '../../../../test/entered-line-arbitrary';
import type { Invoice } from '../../../contract/invoice';
import { lineEntriesFor, type EnteredLine, type EnteredLines } from '../../../contract/line-entry';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, withDesk } from '../../testing/fixture';
import { jsonBody, sampleInvoiceBody } from '../../testing/harness';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  connect: ['Line Memory UAB'],
  bff: { rateLimit: { limit: 100_000, windowMs: 60_000, marginMs: 0 } },
});

type Line = EnteredLine & { quantity: number; vat: number };
const vatBuyer = { type: 'company', company_name: 'Memory Buyer UAB', vat_code: 'LT100001738313' };
const base = (b: string) => `/api/b/${b}/invoices`;
const productsOf = (lines: Line[]) =>
  lines.map((l, i) => ({
    name: `Line ${i}`,
    units: 'vnt.',
    quantity: l.quantity,
    vat_percentage: l.vat,
    [l.mode]: l.amount,
  }));
const bodyOf = (lines: Line[]) =>
  sampleInvoiceBody({ type: 'vat_invoice', series: 'MEM', buyer: vatBuyer, products: productsOf(lines) });

const write = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
  const res = await desk.get(path, { method, ...jsonBody(body) });
  expect(res.status, await res.clone().text()).toBe(method === 'POST' ? 201 : 200);
  return ((await res.json()) as { data: Invoice }).data;
};
const entered = async (id: string) => {
  const res = await desk.get(`${base(desk.biz.id)}/${id}/entered-lines`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: EnteredLines | null }).data;
};
/** `fresh`: from the API itself, as after a webhook told the mirror of a change made elsewhere. */
const read = async (id: string, fresh = false) => {
  const res = await desk.get(`${base(desk.biz.id)}/${id}${fresh ? '?refresh=1' : ''}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Invoice }).data;
};
/** Edit's lines: the invoice's items, each with the entry the form starts from. */
const editLines = (invoice: Invoice, entries: EnteredLine[]): Line[] =>
  invoice.items.map((item, i) => ({
    ...entries[i]!,
    quantity: item.quantity,
    vat: item.vat_percentage ?? 0,
  }));
const totals = (i: Invoice) => [i.subtotal, i.vat, i.total_incl_vat];

const bps005: Line[] = [
  { mode: 'total_incl_vat', amount: 100, quantity: 1, vat: 21 },
  { mode: 'price', amount: 634.04, quantity: 1, vat: 0 },
];

describe('the entries the BFF remembers for the invoices it writes', () => {
  it('gives back how each line was entered, for the version written, and follows a PUT', async () => {
    const made = await write('POST', base(desk.biz.id), bodyOf(bps005));
    expect(made.total_incl_vat).toBe(734.04);
    expect(await entered(made.id)).toEqual({
      updated_at: made.updated_at,
      item_ids: made.items.map((i) => i.id),
      lines: [
        { mode: 'total_incl_vat', amount: 100 },
        { mode: 'price', amount: 634.04 },
      ],
    });
    const changed = await write(
      'PUT',
      `${base(desk.biz.id)}/${made.id}`,
      bodyOf([{ ...bps005[0]!, mode: 'total', amount: 50 }]),
    );
    expect((await entered(made.id))?.lines).toEqual([{ mode: 'total', amount: 50 }]);
    expect((await entered(made.id))?.item_ids).toEqual(changed.items.map((i) => i.id));
  });

  it('drops them once the invoice was changed elsewhere, or deleted', async () => {
    const made = await write('POST', base(desk.biz.id), bodyOf(bps005));
    const owner = asOwner(desk.api, desk.biz);
    const res = await owner('PUT', `/invoices/${made.id}`, bodyOf(bps005));
    expect(res.status).toBe(200);
    expect(await entered(made.id)).not.toBeNull(); // the BFF has not heard of it yet
    await read(made.id, true);
    expect(await entered(made.id)).toBeNull();
    const again = await write('POST', base(desk.biz.id), bodyOf(bps005));
    expect((await desk.get(`${base(desk.biz.id)}/${again.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await entered(again.id)).toBeNull();
  });

  it('knows nothing of an invoice made elsewhere; an unknown id reads null', async () => {
    const res = await asOwner(desk.api, desk.biz)('POST', '/invoices', bodyOf(bps005));
    const made = ((await res.json()) as { data: Invoice }).data;
    await read(made.id, true);
    expect(await entered(made.id)).toBeNull();
    expect(await entered('0b5a3f3e-1111-4222-8333-444455556666')).toBeNull();
  });
});

// The lines of a VAT invoice (each has a rate), sent through the API: bounds smaller than the contract's test's.
const lineArbitrary = enteredLineArbitrary(
  { maxCents: 500_000, maxWholeQuantity: 12, maxThousandths: 9_999 },
  fc.oneof(fc.constantFrom(0, 5, 9, 21), fc.integer({ min: 0, max: 21 })),
);

describe('create → read → edit unchanged → save, through the BFF and the API', () => {
  for (const source of ['remembered', 'derived'] as const) {
    it(`keeps subtotal, VAT and total to the cent (lines from ${source} entries)`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }), async (lines) => {
          const made = await write('POST', base(desk.biz.id), bodyOf(lines));
          const invoice = await read(made.id);
          const kept = source === 'remembered' ? await entered(made.id) : null;
          const start = lineEntriesFor(invoice, kept);
          expect(start.kind).toBe(source);
          const saved = await write(
            'PUT',
            `${base(desk.biz.id)}/${made.id}`,
            bodyOf(editLines(invoice, start.entries)),
          );
          expect(totals(saved)).toEqual(totals(made));
        }),
        { numRuns: 40, seed: source === 'remembered' ? 29 : 290 },
      );
    });
  }
});
