import { channel } from 'node:diagnostics_channel';
import type { BusinessSettings } from '../../../contract/business-settings';
import { type Clock, dayOf } from '../../../contract/clock';
import { type Invoice, invoiceSchema } from '../../../contract/invoice';
import { daysBetween } from '../../../contract/invoice-groups';
import { catchUpDays, invoiceFor, occurrencesBetween, templateBuyer } from '../../../contract/recurring';
import { CoalescedRun } from '../../platform/coalesced-run';
import { BffHttpError } from '../../platform/errors';
import type { JsonAnswer } from '../../platform/json-answer';
import { compose } from '../mail';
import type { OutboxStore } from '../mail';
import type { MailWorker } from '../mail';
import type { Gateway } from '../../platform/upstream/gateway';
import { findIssued } from './issued-lookup';
import type { Occurrence, ScheduleStore, StoredSchedule } from './schedule-store';

export interface IssuerDeps {
  store: ScheduleStore;
  outbox: OutboxStore;
  worker: Pick<MailWorker, 'kick'>;
  gateway: Pick<Gateway, 'json'>;
  clock: Clock;
  settingsOf: (business: string) => Pick<BusinessSettings, 'time_zone' | 'reply_to'>;
  /** How often it looks (at most a minute); and at start, and when a schedule is made or changed. */
  checkMs: number;
  onError?: (e: unknown) => void;
}

/**
 * The steps of one issue, published as they are passed (a new intent written with its POST claimed, an older intent's
 * POST claimed again, the API's answer read, `issued` recorded with its e-mail queued): nothing in the desk listens;
 * the crash test's child subscribes to SIGKILL itself at one of them.
 */
export const issueStepChannel = 'invoice-desk:recurring-issue';
export type IssueStep = 'intent' | 'claimed' | 'answered' | 'issued';
const steps = channel(issueStepChannel);
const reached = (step: IssueStep, s: StoredSchedule, date: string) => {
  if (steps.hasSubscribers) steps.publish({ step, date, buyer: templateBuyer(s.body.template) });
};

/** Failures in a row (a 429, the API unreachable) after which a schedule is paused and the owner told. */
const failuresBeforePause = 3;
const json = { 'content-type': 'application/json' };
/** The API's own words: its message, then each field's errors. */
const errorText = (e: unknown) =>
  e instanceof BffHttpError
    ? [e.message, ...Object.entries(e.extra.errors ?? {}).map(([k, v]) => `${k}: ${v.join(' ')}`)].join(' ')
    : e instanceof Error
      ? e.message
      : String(e);

/**
 * Issues the occurrences of recurring schedules as ordinary invoices, exactly once: each occurrence is first recorded
 * as an intent under the unique key (schedule, date) — the insert that makes the row is the claim of its POST — then
 * POSTed through the governor's background lane (the person's own requests go first), then settled: issued (with its
 * e-mail queued in the same transaction), or refused (the schedule paused with the API's words). An intent whose
 * outcome is unknown (the process ended mid-call, the connection dropped) is looked up in the API's newest invoices,
 * and sent again only under a new claim (a conditional update of its row). Each schedule's turn runs on its own: what
 * goes wrong in it pauses it saying why, never the others' turns nor the check itself.
 */
export class RecurringIssuer {
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly run: CoalescedRun;

  constructor(private readonly d: IssuerDeps) {
    this.run = new CoalescedRun(() => this.check(), d.onError);
  }

  start(): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), this.d.checkMs);
    this.timer.unref();
  }

  /** Looks now (a schedule was made, resumed or changed); a look under way is followed by one more. */
  kick(): void {
    this.run.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.run.stop();
  }

  /** The businesses side by side, each one's schedules in turn: a business waiting for its budget holds up only itself. */
  private async check(): Promise<void> {
    const byBusiness = new Map<string, string[]>();
    for (const { id, business } of this.d.store.withWork())
      byBusiness.set(business, [...(byBusiness.get(business) ?? []), id]);
    await Promise.all(
      [...byBusiness].map(async ([business, ids]) => {
        for (const id of ids) {
          if (this.closed) return;
          await this.turn(business, id);
        }
      }),
    );
  }

  /** One schedule's turn: whatever throws in it (a stored rule it cannot read, a fault) pauses it saying why. */
  private async turn(business: string, id: string): Promise<void> {
    try {
      await this.checkOne(business, id);
    } catch (e) {
      this.d.onError?.(e);
      try {
        this.d.store.pause(id, `This recurring invoice could not be processed: ${errorText(e)}`);
      } catch (again) {
        this.d.onError?.(again);
      }
    }
  }

  private async checkOne(business: string, id: string): Promise<void> {
    const { store, clock } = this.d;
    const s = store.get(business, id);
    if (!s) return;
    const now = clock.now();
    const today = dayOf(now, this.d.settingsOf(business).time_zone);
    const rows = store.occurrences(id);
    // A paused schedule's intents wait for its resume, but for one the owner asked to issue now.
    for (const r of rows) {
      if (r.state === 'intent' && (s.state === 'active' || r.asked) && !(await this.settleIntent(s, r)))
        return;
    }
    if (s.state !== 'active') return;
    const recorded = new Set(rows.map((r) => r.date));
    for (const { date } of occurrencesBetween(s.body, s.body.start_date, today)) {
      if (recorded.has(date)) continue;
      const occurrence = { schedule_id: id, date, invoice_id: null, error: null };
      if (daysBetween(date, today) > catchUpDays) {
        store.record({ ...occurrence, state: 'missed', intent_at: null });
        continue;
      }
      // Read again before each intent: a pause, a change or an end made during an earlier await is heeded.
      const current = store.get(business, id);
      if (current?.state !== 'active') return;
      const intentAt = Math.floor(now.getTime() / 1000);
      if (!store.record({ ...occurrence, state: 'intent', intent_at: intentAt })) return; // recorded meanwhile
      reached('intent', current, date);
      const intent: Occurrence = {
        ...occurrence,
        state: 'intent',
        intent_at: intentAt,
        attempts: 1,
        asked: false,
      };
      if (!(await this.send(current, intent))) return;
    }
  }

  /** An intent from before: issued after all if the API has its invoice, else claimed and sent again. */
  private async settleIntent(s: StoredSchedule, r: Occurrence): Promise<boolean> {
    if (r.attempts > 0) {
      let found: Invoice | undefined;
      try {
        const claimed = this.d.store.claimedInvoices(s.business);
        found = await findIssued(
          this.d.gateway,
          s.business,
          invoiceFor(s.body, r.date),
          r.intent_at ?? 0,
          claimed,
        );
      } catch (e) {
        return this.failed(s, r, errorText(e));
      }
      if (found) {
        this.issued(s, r, found);
        return true;
      }
    }
    if (!this.d.store.claim(s.id, r.date, r.attempts)) return false; // claimed by someone else since it was read
    reached('claimed', s, r.date);
    return this.send(s, r);
  }

  /** POSTs the occurrence's invoice (its claim already made) and settles what the API answered. */
  private async send(s: StoredSchedule, r: Occurrence): Promise<boolean> {
    let answer: JsonAnswer;
    try {
      answer = await this.d.gateway.json(s.business, 'POST', '/invoices', {
        priority: 'background',
        headers: json,
        body: JSON.stringify(invoiceFor(s.body, r.date)),
      });
    } catch (e) {
      if (e instanceof BffHttpError && e.status === 422) return this.refused(s, r, errorText(e));
      return this.failed(s, r, errorText(e));
    }
    const read = invoiceSchema.safeParse((answer.body as { data?: unknown } | null)?.data);
    if (!read.success) return this.failed(s, r, 'The API answered with something that is not an invoice.');
    reached('answered', s, r.date);
    this.issued(s, r, read.data);
    return true;
  }

  /** The template no longer passes the API's rules (the business's VAT status changed): nothing is retried blindly. */
  private refused(s: StoredSchedule, r: Occurrence, words: string): false {
    this.d.store.db.transaction(() => {
      this.d.store.settle(s.id, r.date, 'failed', null, words);
      this.d.store.pause(s.id, `The API refused the invoice of ${r.date}: ${words}`);
    })();
    return false;
  }

  /** Recorded with its e-mail queued, in one transaction; a schedule ended meanwhile has no intent left to settle. */
  private issued(s: StoredSchedule, r: Occurrence, invoice: Invoice): void {
    const { store, outbox, clock } = this.d;
    const now = clock.now();
    const settings = this.d.settingsOf(s.business);
    const mail = store.db.transaction(() => {
      if (!store.settle(s.id, r.date, 'issued', invoice.id, null)) return false;
      store.succeeded(s.id);
      if (!s.body.email) return false;
      outbox.add(
        compose(invoice, {
          business: s.business,
          kind: 'invoice',
          to: s.body.email.to,
          today: dayOf(now, settings.time_zone),
          nowS: Math.floor(now.getTime() / 1000),
          replyTo: settings.reply_to,
        }),
        now.getTime(),
      );
      return true;
    })();
    reached('issued', s, r.date);
    if (mail) this.d.worker.kick();
  }

  /** The outcome stays unknown (the intent is kept, looked up next time); the third failure in a row pauses. */
  private failed(s: StoredSchedule, r: Occurrence, error: string): false {
    const { store } = this.d;
    store.db.transaction(() => {
      store.settle(s.id, r.date, 'intent', null, error);
      if (store.failedOnce(s.id) >= failuresBeforePause)
        store.pause(
          s.id,
          `Issuing the invoice of ${r.date} failed ${failuresBeforePause} times in a row: ${error}`,
        );
    })();
    return false;
  }
}
