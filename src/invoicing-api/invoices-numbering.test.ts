import { describe, expect, it } from 'vitest';
import { createInvoice, invoiceInput, withTestApi } from './testing/harness';

const t = withTestApi();

const numberOf = async (overrides: Record<string, unknown>) =>
  (await createInvoice(t.client, overrides)).invoice_number;

describe('invoice numbering', () => {
  it('starts a series at 001 and counts up, each series on its own', async () => {
    expect(await numberOf({ series: 'A' })).toBe('001');
    expect(await numberOf({ series: 'A' })).toBe('002');
    expect(await numberOf({ series: 'B' })).toBe('001');
    expect(await numberOf({ series: 'A' })).toBe('003');
  });

  it('continues from the highest explicit number when the series has no counter yet', async () => {
    expect(await numberOf({ series: 'C', invoice_number: '41' })).toBe('041');
    expect(await numberOf({ series: 'C' })).toBe('042');
  });

  it('keeps explicit numbers unique per series, treating 7 and 007 as the same number', async () => {
    expect(await numberOf({ series: 'D', invoice_number: '7' })).toBe('007');
    const dup = await t.client.post('/invoices', invoiceInput({ series: 'D', invoice_number: '007' }));
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ invoice_number: [expect.stringContaining('007')] });
    // The same number in another series is fine.
    expect(await numberOf({ series: 'E', invoice_number: '007' })).toBe('007');
  });

  it('steps over a number taken explicitly ahead of the counter', async () => {
    expect(await numberOf({ series: 'F' })).toBe('001');
    expect(await numberOf({ series: 'F', invoice_number: '2' })).toBe('002');
    expect(await numberOf({ series: 'F' })).toBe('003');
  });

  it('pads to three digits but keeps longer numbers whole', async () => {
    expect(await numberOf({ series: 'G', invoice_number: '1234' })).toBe('1234');
    expect(await numberOf({ series: 'G' })).toBe('1235');
  });

  it('refuses numbers that are not positive digits', async () => {
    for (const invoice_number of ['0', '-3', 'A7', '7.5', 0, -3, 7.5, true]) {
      const res = await t.client.post('/invoices', invoiceInput({ series: 'H', invoice_number }));
      expect(res.status, String(invoice_number)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['invoice_number']);
    }
  });

  it('reads an empty number as not given and a whole JSON number as its digits (README: decisions)', async () => {
    expect(await numberOf({ series: 'HH', invoice_number: '' })).toBe('001');
    expect(await numberOf({ series: 'HH', invoice_number: 7 })).toBe('007');
  });

  it('lets the next automatic number reuse the number of the newest deleted invoice', async () => {
    await numberOf({ series: 'K' });
    const second = await createInvoice(t.client, { series: 'K' });
    expect(second.invoice_number).toBe('002');
    const deleted = await t.client.delete(`/invoices/${second.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    expect(await numberOf({ series: 'K' })).toBe('002');
  });

  it('starts over at 001 once every invoice of a series is deleted', async () => {
    const first = await createInvoice(t.client, { series: 'L' });
    const second = await createInvoice(t.client, { series: 'L' });
    await t.client.delete(`/invoices/${second.id}`);
    await t.client.delete(`/invoices/${first.id}`);
    expect(await numberOf({ series: 'L' })).toBe('001');
  });

  it('on update keeps a resent number (padded or not) and renumbers from the counter when it is omitted', async () => {
    const first = await createInvoice(t.client, { series: 'M' });
    await createInvoice(t.client, { series: 'M' });
    const kept = await t.client.put(
      `/invoices/${first.id}`,
      invoiceInput({ series: 'M', invoice_number: '1' }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.invoice_number).toBe('001');
    const keptPadded = await t.client.put(
      `/invoices/${first.id}`,
      invoiceInput({ series: 'M', invoice_number: '001' }),
    );
    expect(keptPadded.body.data.invoice_number).toBe('001');

    const renumbered = await t.client.put(`/invoices/${first.id}`, invoiceInput({ series: 'M' }));
    expect(renumbered.status).toBe(200);
    expect(renumbered.body.data.invoice_number).toBe('003');
    expect(await numberOf({ series: 'M' })).toBe('004');
  });

  it('refuses on update a number held by another invoice of the series', async () => {
    const a = await createInvoice(t.client, { series: 'N' });
    const b = await createInvoice(t.client, { series: 'N' });
    const res = await t.client.put(
      `/invoices/${b.id}`,
      invoiceInput({ series: 'N', invoice_number: a.invoice_number }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['invoice_number']);
    expect((await t.client.get(`/invoices/${b.id}`)).body.data.invoice_number).toBe('002');
  });
});
