import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { sampleInvoiceBody, until } from '../../testing/harness';
import { buyerOf, crashRig, sleep } from './recurring-crash-rig';

/**
 * "An occurrence is issued at most once, even when the BFF is SIGKILLed at any instant": 30 schedules due today, a
 * BFF in a child process killed three times while it issues them, restarted on the same DESK_DATA each time;
 * afterwards every schedule has exactly one invoice dated today in the API, none missing, none extra, and its ledger
 * names that invoice. (Each step of one issue, for a company and a person buyer: recurring-crash-steps.test.ts.)
 *
 * The three kills: (1) once five invoices exist, counted through the API with the business's own token (an
 * arbitrary instant: between calls, or with a POST in the proxy's delay, which is then still forwarded — its invoice
 * made by a desk that is gone); (2) with the API's answer to the desk's third POST held in the proxy; (3) with its
 * second POST held before it reached the API. The fourth start finishes the work. No POST goes before all schedules
 * exist (the proxy's gate), so no kill lands while the test creates them.
 */
const schedules = 30;
/** Tens of milliseconds per POST: 30 take about two seconds, so each kill lands while the desk issues. */
const rig = crashRig((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  postDelayMs: 60,
});
const { countInApi, counts, holdPost, invoicesInApi, listOf, start, waitFor } = rig;

describe('recurring invoices across SIGKILLs', () => {
  it('issues each of 30 occurrences due today exactly once, the desk killed three times while it issues', async () => {
    const { invoice_date: _d, ...base } = sampleInvoiceBody();
    const buyers = Array.from(
      { length: schedules },
      (_, k) => `Retainer ${String(k + 1).padStart(2, '0')} UAB`,
    );

    let bff = await start();
    try {
      const { time_zone, today } = await rig.setZone(bff);
      for (const name of buyers) {
        const template = { ...base, buyer: { type: 'company', company_name: name } };
        expect(await rig.createSchedule(bff, template, today, null)).toMatchObject({
          next_date: today,
          issued: [],
        });
      }
      rig.openGate();

      // Kill 1: at an arbitrary instant, once five invoices exist.
      await until(async () => (await countInApi()) >= 5, 60_000);
      await bff.kill();
      const afterFirst = await countInApi();
      expect(afterFirst).toBeLessThan(schedules);

      // Kill 2: the API made the invoice of the desk's third POST, its answer held in the proxy.
      let hold = holdPost({ nth: counts.posts + 3 }, 'answer');
      bff = await start();
      const lost = await waitFor(() => hold.reached, bff, 'the held answer');
      const beforeKill = (await listOf(bff)).find((s) => buyerOf(s) === lost.buyer)!;
      expect(beforeKill.issued, 'the desk has not heard of the invoice').toEqual([]);
      expect((await invoicesInApi()).filter((i) => i.buyer.company_name === lost.buyer)).toMatchObject([
        { id: lost.invoiceId },
      ]);
      await bff.kill();
      hold.release(false);

      // Kill 3: the desk's second POST after this start stopped before the API saw it.
      hold = holdPost({ nth: counts.posts + 2 }, 'request');
      bff = await start();
      const dropped = await waitFor(() => hold.reached, bff, 'the held request');
      await bff.kill();
      hold.release(false);
      await sleep(50);
      expect((await invoicesInApi()).filter((i) => i.buyer.company_name === dropped.buyer)).toEqual([]);

      // The fourth start finishes.
      bff = await start();
      const desk = bff;
      const list = await waitFor(
        async () => {
          const l = await listOf(desk);
          return l.every((s) => s.issued.length > 0) && l;
        },
        desk,
        'every schedule issued',
      );
      await sleep(300); // a look that would issue something twice has had time to
      const inApi = await invoicesInApi();
      const final = await listOf(bff);
      expect(final).toEqual(list);
      expect(await (await fetch(`${bff.url}/api/b/${rig.business()}/settings`)).json()).toMatchObject({
        data: { time_zone },
      });

      // Every schedule: exactly one invoice in the API, dated today; nothing extra; the ledger names that invoice.
      const problems: string[] = [];
      for (const name of buyers) {
        const mine = inApi.filter((i) => i.buyer.company_name === name);
        if (mine.length !== 1) problems.push(`${name}: ${mine.length} invoices`);
      }
      expect(
        problems,
        `after kills at ${afterFirst} invoices, ${JSON.stringify(lost)}, ${JSON.stringify(dropped)}`,
      ).toEqual([]);
      expect(inApi).toHaveLength(schedules);
      expect(inApi.map((i) => i.invoice_date)).toEqual(Array(schedules).fill(today));
      expect(final.map(buyerOf).sort()).toEqual(buyers);
      for (const s of final) {
        const invoice = inApi.find((i) => i.buyer.company_name === buyerOf(s))!;
        expect(s.issued, buyerOf(s)).toEqual([
          { date: today, invoice_id: invoice.id, status: 'issued', error: null },
        ]);
        expect(s.state).toBe('active');
      }
      // The invoice made while the desk never heard was found, not made again; every POST forwarded made one.
      expect(final.find((s) => buyerOf(s) === lost.buyer)!.issued[0]!.invoice_id).toBe(lost.invoiceId);
      expect(counts.forwarded).toBe(schedules);
    } finally {
      await bff.stop();
    }
  }, 60_000);
});
