import { describe, expect, it } from 'vitest';
import { buyerName } from '../../../contract/buyer-key';
import { answeredBuyer } from '../../../contract/buyer-match';
import type { Email } from '../../../contract/email';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { sampleInvoiceBody, until } from '../../testing/harness';
import { buyerOf, crashRig, dieAt } from './recurring-crash-rig';

/**
 * A desk SIGKILLed at every step of issuing one occurrence, for a company buyer and for a person buyer whose blank
 * fields the API answers as null (and `person` as `individual`); each kill is placed by the step itself, never by
 * timing. Afterwards each occurrence has exactly one invoice, its ledger names it, and its e-mail went once.
 *
 * The steps, in order: the intent written with its POST claimed (`intent`); the POST held in the proxy, the desk
 * killed, the call then dropped (the API never saw it) or forwarded (the API made the invoice of a desk that is gone);
 * the next start's POST claimed again after its look-up found nothing (`claimed`); the API's answer read, `issued` not
 * yet recorded (`answered`); `issued` recorded with the e-mail queued in the same transaction, the mail worker not yet
 * told (`issued`). Between two of these a SIGKILL leaves the same rows behind, so they are every state a kill can
 * leave. Each kill is in a desk life of its own; the next life settles what it left before the next case starts.
 */
const rig = crashRig((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }), {
  postDelayMs: 0,
});
const { business, createSchedule, holdPost, invoicesInApi, listOf, start, waitFor } = rig;
type Child = Awaited<ReturnType<typeof start>>;

const { invoice_date: _d, ...base } = sampleInvoiceBody();
const buyers = {
  company: (name: string) => ({ type: 'company', company_name: `${name} UAB`, company_code: '' }),
  person: (name: string) => ({
    type: 'person',
    first_name: ` ${name}`,
    last_name: 'Petraitė',
    company_name: '',
    email: ' ',
  }),
};
/** The buyer's name as the schedule's list and the issuer's steps say it. */
const nameOf = (kind: keyof typeof buyers, name: string) => buyerName(answeredBuyer(buyers[kind](name)));
const to = ['ap@example.com'];
const died = (bff: Child) => until(() => !bff.alive(), 15_000);
/**
 * The schedules and the e-mail log once every schedule has its invoice and every e-mail has gone (into the desk's local
 * outbox: no SMTP_URL); else false.
 */
async function settled(bff: Child) {
  const list = await listOf(bff);
  const res = await fetch(`${bff.url}/api/b/${business()}/emails`);
  const emails = ((await res.json()) as { data: Email[] }).data;
  const done = list.every((s) => s.issued.length > 0) && emails.length === list.length;
  return done && emails.every((e) => e.status === 'outbox') && { list, emails };
}
/** A desk that may die before it has said where it listens (its first look hits the step at once). */
const startDying = async (env: Record<string, string>) => {
  const bff = await start(env).catch(() => undefined);
  if (bff) await died(bff);
};

describe('a recurring invoice across a SIGKILL at each step of its issue', () => {
  it('is issued exactly once, e-mailed once, for a company buyer and a person buyer', async () => {
    rig.openGate();
    let bff = await start();
    const { today } = await rig.setZone(bff);
    await bff.stop();
    const made: string[] = [];
    /**
     * A schedule due today for `name`, made once what the last desk left is settled — every case issued, its e-mail
     * sent (a kill while one goes out is the outbox's own test) — and the create may be cut off by the kill.
     */
    const make = async (desk: Child, kind: keyof typeof buyers, name: string) => {
      await waitFor(async () => (await settled(desk)) && true, desk, 'the last case');
      expect((await listOf(desk)).map(buyerOf).sort()).toEqual([...made].sort());
      made.push(nameOf(kind, name));
      await createSchedule(desk, { ...base, buyer: buyers[kind](name) }, today, to);
    };
    /** `name`'s schedule made, its POST held in the proxy and the desk killed there; the call then dropped or forwarded. */
    const killAtRequest = async (desk: Child, kind: keyof typeof buyers, name: string, forward: boolean) => {
      const hold = holdPost({ buyer: nameOf(kind, name) }, 'request');
      await make(desk, kind, name);
      await waitFor(() => hold.reached, desk, `the POST for ${name}`);
      await desk.kill();
      hold.release(forward);
    };

    for (const kind of ['company', 'person'] as const) {
      for (const step of ['intent', 'answered', 'issued'] as const) {
        bff = await start(dieAt(step, nameOf(kind, step)));
        await make(bff, kind, step);
        await died(bff);
      }
      await killAtRequest(await start(), kind, 'dropped', false);
      await startDying(dieAt('claimed', nameOf(kind, 'dropped')));
      await killAtRequest(await start(), kind, 'late', true);
      await until(async () =>
        (await invoicesInApi()).some((i) => buyerName(i.buyer) === nameOf(kind, 'late')),
      );
    }
    bff = await start();

    try {
      const desk = bff;
      const { list, emails } = await waitFor(
        async () => (await listOf(desk)).length === made.length && settled(desk),
        desk,
        'every case settled',
      );
      const inApi = await invoicesInApi();
      expect(list.map(buyerOf).sort()).toEqual([...made].sort());
      for (const s of list) {
        const name = buyerOf(s);
        const mine = inApi.filter((i) => buyerName(i.buyer) === name);
        expect(
          mine.map((i) => i.invoice_date),
          name,
        ).toEqual([today]);
        expect(s.issued, name).toEqual([
          { date: today, invoice_id: mine[0]!.id, status: 'issued', error: null },
        ]);
        const mail = emails.filter((e) => e.invoice_id === mine[0]!.id);
        expect(
          mail.map((e) => [e.kind, e.to, e.attempts]),
          name,
        ).toEqual([['invoice', to, 1]]);
      }
      expect(inApi).toHaveLength(made.length);
      expect(emails).toHaveLength(made.length);
    } finally {
      await bff.stop();
    }
  }, 240_000);
});
