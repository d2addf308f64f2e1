import type { BusinessSettings } from '../../contract/business-settings';
import { type Clock, dayOf } from '../../contract/clock';
import { type Invoice, invoiceSchema } from '../../contract/invoice';
import { daysBetween } from '../../contract/invoice-groups';
import { catchUpDays, invoiceFor, occurrencesBetween } from '../../contract/recurring';
import { CoalescedRun } from '../coalesced-run';
import { BffHttpError } from '../errors';
import type { JsonAnswer } from '../json-answer';
import { compose } from '../mail/compose';
import type { OutboxStore } from '../mail/outbox-store';
import type { MailWorker } from '../mail/worker';
import type { Gateway } from '../upstream/gateway';
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

/** Failures in a row (a 429, the API unreachable) after which a schedule is paused and the owner told. */
const failuresBeforePause = 3;
/** The API's clock may lag the desk's a little: an invoice made for an intent is up to this much "older" than it. */
const clockSlackS = 120;
/** How far back an unknown outcome is looked for: 20 pages, 1,000 invoices made since the intent. */
const lookupPages = 20;
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
 * as an intent under the unique key (schedule, date), then POSTed through the governor's background lane (the
 * person's own requests go first), then settled — issued (with its e-mail queued in the same transaction), or refused
 * (the schedule paused with the API's words). An intent whose outcome is unknown (the process ended mid-call, the
 * connection dropped) is looked up in the API's newest invoices before anything is sent again.
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
    const byBusiness = new Map<string, StoredSchedule[]>();
    for (const s of this.d.store.active())
      byBusiness.set(s.business, [...(byBusiness.get(s.business) ?? []), s]);
    await Promise.all(
      [...byBusiness.values()].map(async (schedules) => {
        for (const schedule of schedules) {
          if (this.closed) return;
          await this.checkOne(schedule);
        }
      }),
    );
  }

  private async checkOne(listed: StoredSchedule): Promise<void> {
    const { store, clock } = this.d;
    // Read again at each step: a pause, a change or a deletion made during an earlier await is heeded.
    const current = () => {
      const s = store.get(listed.business, listed.id);
      return s?.state === 'active' ? s : undefined;
    };
    const s = current();
    if (!s) return;
    const now = clock.now();
    const nowS = Math.floor(now.getTime() / 1000);
    const today = dayOf(now, this.d.settingsOf(s.business).time_zone);
    const rows = new Map(store.occurrences(s.id).map((r) => [r.date, r]));
    for (const r of rows.values()) {
      if (r.state === 'intent' && !(await this.settleIntent(s, r))) return;
    }
    for (const { date } of occurrencesBetween(s.body, s.body.start_date, today)) {
      if (rows.has(date)) continue;
      if (daysBetween(date, today) > catchUpDays) {
        store.record({
          schedule_id: s.id,
          date,
          state: 'missed',
          invoice_id: null,
          error: null,
          intent_at: null,
        });
        continue;
      }
      const intent: Occurrence = {
        schedule_id: s.id,
        date,
        state: 'intent',
        invoice_id: null,
        error: null,
        intent_at: nowS,
      };
      if (!current() || !store.record(intent)) return; // paused meanwhile; or recorded meanwhile: never twice
      if (!(await this.post(s, intent))) return;
    }
  }

  /** An intent from before: issued after all (found in the API), else sent now. */
  /**
   * The API's invoices come newest first, 50 a page: the walk goes on while a page still holds one made since the
   * intent (a busy morning can push the one looked for past page 1), at most `lookupPages` pages.
   */
  private async settleIntent(s: StoredSchedule, r: Occurrence): Promise<boolean> {
    const since = (r.intent_at ?? 0) - clockSlackS;
    for (let page = 1; page <= lookupPages; page++) {
      let answer: JsonAnswer;
      try {
        answer = await this.d.gateway.json(s.business, 'GET', `/invoices?page=${page}`, {
          priority: 'background',
          refresh: true,
        });
      } catch (e) {
        return this.failed(s, r, errorText(e));
      }
      if (answer.status !== 200) return this.failed(s, r, `The API answered ${answer.status}.`);
      const body = answer.body as { data?: unknown[]; meta?: { last_page?: unknown } };
      const items = body.data ?? [];
      const found = this.findIssued(s, r, items);
      if (found) {
        this.issued(s, r, found);
        return true;
      }
      const newer = items.some((i) => ((i as { created_at?: unknown }).created_at as number) >= since);
      if (!newer || typeof body.meta?.last_page !== 'number' || page >= body.meta.last_page) break;
    }
    return this.post(s, r);
  }

  /**
   * The invoice an unknown outcome made, if the API has it: among the newest invoices, one not claimed by another
   * occurrence, created since the intent, of the template's series, type, currency and buyer, dated the occurrence.
   */
  private findIssued(s: StoredSchedule, r: Occurrence, newest: unknown[]): Invoice | undefined {
    const t = s.body.template as {
      series?: unknown;
      type?: unknown;
      currency?: unknown;
      buyer?: Record<string, unknown>;
    };
    const claimed = this.d.store.claimedInvoices(s.business);
    for (const item of newest) {
      const read = invoiceSchema.safeParse(item);
      if (!read.success) continue;
      const i = read.data;
      const sameBuyer = Object.entries(t.buyer ?? {}).every(
        ([k, v]) => typeof v !== 'string' || !(k in i.buyer) || (i.buyer as Record<string, unknown>)[k] === v,
      );
      if (
        !claimed.has(i.id) &&
        i.invoice_date === r.date &&
        i.series === t.series &&
        i.invoice_type === t.type &&
        i.currency === t.currency &&
        sameBuyer &&
        i.created_at >= (r.intent_at ?? 0) - clockSlackS
      )
        return i;
    }
    return undefined;
  }

  private async post(s: StoredSchedule, r: Occurrence): Promise<boolean> {
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
    this.issued(s, r, read.data);
    return true;
  }

  /** The template no longer passes the API's rules (the business's VAT status changed): nothing is retried blindly. */
  private refused(s: StoredSchedule, r: Occurrence, words: string): false {
    this.d.store.db.transaction(() => {
      this.d.store.settle(s.id, r.date, 'failed', null, words);
      this.d.store.setState(s.id, 'paused', `The API refused the invoice of ${r.date}: ${words}`);
    })();
    return false;
  }

  private issued(s: StoredSchedule, r: Occurrence, invoice: Invoice): void {
    const { store, outbox, clock } = this.d;
    const now = clock.now();
    const settings = this.d.settingsOf(s.business);
    store.db.transaction(() => {
      store.settle(s.id, r.date, 'issued', invoice.id, null);
      store.db.prepare('UPDATE schedules SET failures = 0 WHERE id = ?').run(s.id);
      if (s.body.email)
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
    })();
    if (s.body.email) this.d.worker.kick();
  }

  /** The outcome stays unknown (the intent is kept, looked up next time); the third failure in a row pauses. */
  private failed(s: StoredSchedule, r: Occurrence, error: string): false {
    const { store } = this.d;
    store.db.transaction(() => {
      store.settle(s.id, r.date, 'intent', null, error);
      if (store.failedOnce(s.id) >= failuresBeforePause)
        store.setState(
          s.id,
          'paused',
          `Issuing the invoice of ${r.date} failed ${failuresBeforePause} times in a row: ${error}`,
        );
    })();
    return false;
  }
}
