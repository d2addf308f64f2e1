// What the issuer does when the API refuses, an answer is lost on the way, or the API cannot be reached.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { recurringDesk, someChecks, template } from './recurring-fixture';

const desk = recurringDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const { act, afterChecks, business, create, get, invoicesInApi, scheduleOf } = desk;

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

  it('finds the invoice of a lost answer for a person buyer with blank fields, whose answer says individual and null', async () => {
    desk.at = Date.parse('2026-09-08T09:00:00Z');
    const b = await business('Lost Person Ltd');
    const buyer = {
      type: 'person',
      first_name: ' Ona ',
      last_name: 'Petraitė',
      company_name: '',
      email: '',
      vat_code: '',
    };
    desk.fault = 'lose-answer';
    const s = await create(b, { template: { ...template, buyer }, start_date: '2026-09-08' });
    await until(async () => (await invoicesInApi(b)).length === 1);
    desk.fault = undefined;
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    await afterChecks(b);
    const ours = (await invoicesInApi(b)).filter((i) => i.buyer.last_name === 'Petraitė');
    expect(ours.map((i) => i.buyer.type)).toEqual(['individual']);
    expect((await scheduleOf(b, s.id)).issued).toEqual([
      { date: '2026-09-08', invoice_id: ours[0]!.id, status: 'issued', error: null },
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

  it('keeps issuing the others when one stored schedule cannot be read, and pauses that one saying why', async () => {
    desk.at = Date.parse('2026-10-05T09:00:00Z');
    const b = await business('Bad Row Ltd');
    // A schedule as another version of the desk might have stored it: no rule the issuer can follow.
    const db = new Database(join(desk.dataDir(), 'desk.sqlite'));
    try {
      db.prepare(
        `INSERT INTO schedules (id, business, body, state, created_at) VALUES (?, ?, ?, 'active', 0)`,
      ).run('5b0c2f9e-0000-4000-8000-00000000bad1', b, JSON.stringify({ template, frequency: 'monthly' }));
      const good = await create(b, { start_date: '2026-10-05' });
      await until(async () => (await scheduleOf(b, good.id)).issued.length === 1);
      const bad = db
        .prepare('SELECT state, paused_reason FROM schedules WHERE business = ? AND created_at = 0')
        .get(b);
      expect(bad).toMatchObject({
        state: 'paused',
        paused_reason: expect.stringMatching(/could not be read/),
      });
      // The interval's checks go on: next month's invoice of the good one is issued too.
      desk.at = Date.parse('2026-11-05T09:00:00Z');
      await until(async () => (await scheduleOf(b, good.id)).issued.length === 2);
    } finally {
      db.prepare('DELETE FROM schedules WHERE business = ? AND created_at = 0').run(b);
      db.close();
    }
  });
});
