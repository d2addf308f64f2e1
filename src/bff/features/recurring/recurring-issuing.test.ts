// When occurrences are issued as the clock moves: today's, month ends and midnights, the last 7 days, while paused.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../contract/clock';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { until } from '../../testing/harness';
import { recurringDesk, someChecks } from './recurring-fixture';

const desk = recurringDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const { act, afterChecks, business, create, get, invoicesInApi, issuedDates, scheduleOf } = desk;

describe('recurring invoices: issuing', () => {
  it('issues the occurrence of today at once, dated today and due pay_in_days later, e-mailed when asked, once', async () => {
    desk.at = Date.parse('2026-03-10T09:00:00Z');
    const b = await business('Today Ltd');
    const s = await create(b, { email: { to: ['client@example.lt'] } });
    expect(s).toMatchObject({ state: 'active', next_date: '2026-03-10', missed: [], issued: [] });
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    const after = await scheduleOf(b, s.id);
    expect(after.issued[0]).toMatchObject({ date: '2026-03-10', status: 'issued', error: null });
    expect(after.next_date).toBe('2026-04-10');
    const [invoice] = (await invoicesInApi(b)).filter((i) => i.id === after.issued[0]!.invoice_id);
    expect(invoice).toMatchObject({ invoice_date: '2026-03-10', pay_until_date: '2026-03-24' });
    const log = ((await (await get(`/api/b/${b}/emails`)).json()) as { data: Email[] }).data;
    expect(log.map((e) => [e.invoice_id, e.kind, e.to])).toEqual([
      [invoice!.id, 'invoice', ['client@example.lt']],
    ]);
    await someChecks();
    expect(await invoicesInApi(b)).toHaveLength(1);
    expect(await (await get(`/api/b/${b}/emails`)).json()).toMatchObject({ data: [{ id: log[0]!.id }] });
  });

  it('keeps month ends (31 Jan → 28 Feb → 31 Mar) and the business’s midnight, across a daylight-saving change', async () => {
    desk.at = Date.parse('2026-01-31T10:00:00Z');
    const b = await business('Month End Ltd');
    const s = await create(b, { start_date: '2026-01-31' });
    await until(async () => (await issuedDates(b, s.id)).length === 1);
    desk.at = Date.parse('2026-02-28T10:00:00Z');
    await until(async () => (await issuedDates(b, s.id)).length === 2);
    desk.at = Date.parse('2026-03-30T10:00:00Z');
    await someChecks();
    expect(await issuedDates(b, s.id)).toEqual(['2026-01-31', '2026-02-28']);
    desk.at = Date.parse('2026-03-31T10:00:00Z');
    await until(async () => (await issuedDates(b, s.id)).length === 3);
    expect(await issuedDates(b, s.id)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);

    // "On the 1st" in Auckland: 31 March 11:30 UTC is already 1 April 00:30 there.
    desk.at = Date.parse('2026-03-31T10:30:00Z'); // 23:30 on 31 March in Auckland
    const nz = await business('Kiwi Ltd', 'Pacific/Auckland');
    const monthly = await create(nz, { start_date: '2026-04-01' });
    await someChecks();
    expect((await scheduleOf(nz, monthly.id)).issued).toEqual([]);
    desk.at = Date.parse('2026-03-31T11:30:00Z');
    await until(async () => (await issuedDates(nz, monthly.id)).length === 1);
    expect(await issuedDates(nz, monthly.id)).toEqual(['2026-04-01']);

    // Weekly on Sundays in Vilnius, either side of the clocks going forward (29 March 2026, UTC+2 → UTC+3):
    // 00:30 local is 22:30 UTC the day before in winter and 21:30 UTC in summer (a fixed +2 would still say Saturday).
    desk.at = Date.parse('2026-03-28T22:30:00Z');
    const weekly = await create(b, { frequency: 'weekly', start_date: '2026-03-29' });
    await until(async () => (await issuedDates(b, weekly.id)).length === 1);
    desk.at = Date.parse('2026-04-04T20:59:00Z'); // 23:59 on Saturday in summer time
    await someChecks();
    expect(await issuedDates(b, weekly.id)).toEqual(['2026-03-29']);
    desk.at = Date.parse('2026-04-04T21:30:00Z');
    await until(async () => (await issuedDates(b, weekly.id)).length === 2);
    expect(await issuedDates(b, weekly.id)).toEqual(['2026-03-29', '2026-04-05']);
  });

  it('catches up on the last 7 days by itself and leaves older occurrences to the owner: issue now, or skip', async () => {
    desk.at = Date.parse('2026-05-20T09:00:00Z');
    const b = await business('Catch Up Ltd');
    const s = await create(b, { frequency: 'weekly', start_date: addDays('2026-05-20', -20) });
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    let view = await scheduleOf(b, s.id);
    expect(view.issued.map((i) => i.date)).toEqual(['2026-05-14']);
    expect(view.missed).toEqual(['2026-04-30', '2026-05-07']);
    expect(view.next_date).toBe('2026-05-21');
    view = await act(b, s.id, 'missed/2026-04-30/skip');
    expect(view.missed).toEqual(['2026-05-07']);
    await act(b, s.id, 'missed/2026-05-07/issue');
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 2);
    view = await scheduleOf(b, s.id);
    expect(view.missed).toEqual([]);
    const dated = (await invoicesInApi(b)).map((i) => i.invoice_date).sort();
    expect(dated).toEqual(['2026-05-07', '2026-05-14']);
    // Nothing to decide about twice.
    expect(
      (await get(`/api/b/${b}/recurring/${s.id}/missed/2026-04-30/issue`, { method: 'POST' })).status,
    ).toBe(422);
  });

  it('issues nothing while paused; an occurrence passed meanwhile is skipped, the next one goes', async () => {
    desk.at = Date.parse('2026-06-01T09:00:00Z');
    const b = await business('Pause Ltd');
    const s = await create(b, { start_date: '2026-06-02' });
    expect((await act(b, s.id, 'pause')).state).toBe('paused');
    desk.at = Date.parse('2026-06-03T09:00:00Z');
    await someChecks();
    const resumed = await act(b, s.id, 'resume');
    expect(resumed).toMatchObject({ state: 'active', next_date: '2026-07-02', issued: [], missed: [] });
    desk.at = Date.parse('2026-07-02T09:00:00Z');
    await until(async () => (await issuedDates(b, s.id)).length === 1);
    expect(await issuedDates(b, s.id)).toEqual(['2026-07-02']);
    expect((await invoicesInApi(b)).map((i) => i.invoice_date)).toEqual(['2026-07-02']);
  });

  it('issues a missed occurrence of a paused schedule alone, and leaves the schedule paused', async () => {
    desk.at = Date.parse('2026-05-20T09:00:00Z');
    const b = await business('Paused Missed Ltd');
    const s = await create(b, { frequency: 'weekly', start_date: '2026-04-30' });
    await until(async () => (await scheduleOf(b, s.id)).issued.length === 1);
    expect((await act(b, s.id, 'pause')).state).toBe('paused');
    desk.at = Date.parse('2026-05-28T09:00:00Z'); // 21 and 28 May pass while paused
    const asked = await act(b, s.id, 'missed/2026-05-07/issue');
    expect(asked).toMatchObject({ state: 'paused', missed: ['2026-04-30'] });
    await until(async () => (await issuedDates(b, s.id)).length >= 2);
    await afterChecks(b);
    const view = await scheduleOf(b, s.id);
    expect(view).toMatchObject({ state: 'paused', next_date: null, missed: ['2026-04-30'] });
    expect(view.issued.map((i) => i.date)).toEqual(['2026-05-14', '2026-05-07']);
    const ours = (await invoicesInApi(b)).filter((i) => i.buyer.company_name === 'Retainer UAB');
    expect(ours.map((i) => i.invoice_date).sort()).toEqual(['2026-05-07', '2026-05-14']);
  });
});
