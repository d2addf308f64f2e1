// What the issuer does when the API refuses, an answer is lost on the way, or the API cannot be reached.
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { startInvoicingApi } from '../../invoicing-api/server';
import { jsonBody, sampleInvoiceBody, until } from '../testing/harness';
import { recurringDesk, someChecks } from './recurring-fixture';

const desk = recurringDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const { act, business, create, get, invoicesInApi, scheduleOf } = desk;

describe('recurring invoices: faults', () => {
  it('pauses at once with the API’s words when it refuses the invoice, and retries nothing blindly', async () => {
    desk.at = Date.parse('2026-08-03T09:00:00Z');
    const b = await business('Refusal Ltd');
    desk.fault = 'refuse';
    try {
      const before = desk.posts;
      const s = await create(b, { start_date: '2026-08-03' });
      const paused = await until(async () => {
        const v = await scheduleOf(b, s.id);
        return v.state === 'paused' ? v : undefined;
      });
      expect(paused.paused_reason).toMatch(
        /refused the invoice of 2026-08-03: The seller VAT code is required/,
      );
      expect(paused.issued).toEqual([
        {
          date: '2026-08-03',
          invoice_id: null,
          status: 'failed',
          error: 'The seller VAT code is required. seller.vat_code: Required.',
        },
      ]);
      await someChecks();
      expect(desk.posts - before).toBe(1);
    } finally {
      desk.fault = undefined;
    }
  });

  it('after an answer lost on the way, finds the invoice the API made instead of making a second', async () => {
    desk.at = Date.parse('2026-09-01T09:00:00Z');
    const b = await business('Lost Answer Ltd');
    desk.fault = 'lose-answer';
    const s = await create(b, { start_date: '2026-09-01' });
    await until(() => desk.posts > 0 && desk.fault === 'lose-answer' && true);
    await until(async () => (await invoicesInApi(b)).length === 1);
    desk.fault = undefined;
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await someChecks();
    const [invoice] = await invoicesInApi(b);
    expect(await invoicesInApi(b)).toHaveLength(1);
    expect((await scheduleOf(b, s.id)).issued).toEqual([
      { date: '2026-09-01', invoice_id: invoice!.id, status: 'issued', error: null },
    ]);
  });

  it('finds the invoice of a lost answer even after 55 newer ones pushed it off the first page', async () => {
    desk.at = Date.parse('2026-09-15T09:00:00Z');
    const b = await business('Busy Morning Ltd');
    desk.fault = 'lose-answer';
    desk.blockLookups = true;
    const s = await create(b, { start_date: '2026-09-15' });
    await until(async () => (await scheduleOf(b, s.id)).state === 'paused'); // three look-ups failed
    desk.fault = undefined;
    for (let i = 0; i < 55; i++) {
      const other = sampleInvoiceBody({
        invoice_date: '2026-09-15',
        buyer: { type: 'company', company_name: `Other ${i}` },
      });
      expect((await get(`/api/b/${b}/invoices`, { method: 'POST', ...jsonBody(other) })).status).toBe(201);
    }
    desk.blockLookups = false;
    await act(b, s.id, 'resume');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await someChecks();
    const page2 = await get(`/api/b/${b}/invoices?page=2&refresh=1`);
    const { data, meta } = (await page2.json()) as { data: Invoice[]; meta: { total: number } };
    expect(meta.total).toBe(56);
    const lost = data.filter((i) => i.buyer.company_name === 'Retainer UAB');
    expect(lost).toHaveLength(1);
    expect((await scheduleOf(b, s.id)).issued[0]!.invoice_id).toBe(lost[0]!.id);
  });

  it('pauses after three failures in a row (the API unreachable) and says why; resumed, it issues once', async () => {
    desk.at = Date.parse('2026-10-01T09:00:00Z');
    const b = await business('Unreachable Ltd');
    desk.fault = 'drop';
    const s = await create(b, { start_date: '2026-10-01' });
    const paused = await until(async () => {
      const v = await scheduleOf(b, s.id);
      return v.state === 'paused' ? v : undefined;
    });
    expect(paused.paused_reason).toMatch(/failed 3 times in a row/);
    expect(await invoicesInApi(b)).toEqual([]);
    desk.fault = undefined;
    // Resumed the same day: the occurrence of today was never issued, it goes now (looked up first, then sent).
    await act(b, s.id, 'resume');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await someChecks();
    expect((await invoicesInApi(b)).map((i) => i.invoice_date)).toEqual(['2026-10-01']);
  });
});
