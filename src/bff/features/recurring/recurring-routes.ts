import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BusinessSettings } from '../../../contract/business-settings';
import { addDays, type Clock, dayOf } from '../../../contract/clock';
import { dateSchema, toFieldErrors } from '../../../contract/common';
import { invoiceSchema } from '../../../contract/invoice';
import { profileSchema } from '../../../contract/profile';
import {
  newScheduleSchema,
  nextOccurrence,
  occurrencesBetween,
  recurringBodySchema,
  type RecurringBody,
  type Schedule,
  templateBuyer,
  templateErrors,
  templateTotal,
  type Upcoming,
} from '../../../contract/recurring';
import { dec } from '../../../contract/money';
import { BffHttpError, notFound, validationError } from '../../platform/errors';
import { scope } from '../../platform/http/scope';
import type { RecurringIssuer } from './issuer';
import { issuedOf, type ScheduleStore, type StoredSchedule } from './schedule-store';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Vault } from '../../platform/vault/vault';

export interface RecurringDeps {
  vault: Vault;
  gateway: Gateway;
  store: ScheduleStore;
  issuer: Pick<RecurringIssuer, 'kick'>;
  clock: Clock;
  settingsOf: (business: string) => Pick<BusinessSettings, 'time_zone'>;
}

/**
 * Recurring invoices: POST/GET …/recurring, GET/PUT/DELETE …/recurring/{id}, …/pause, …/resume, and the owner's
 * decision on a missed occurrence (…/missed/{date}/issue or /skip). The template is checked by the API's own rules
 * (the contract's) before it is stored; the issuer (issuer.ts) does the issuing.
 */
export function recurringRoutes(d: RecurringDeps) {
  const today = (business: string) => dayOf(d.clock.now(), d.settingsOf(business).time_zone);
  const nowS = () => Math.floor(d.clock.now().getTime() / 1000);

  const view = (s: StoredSchedule): Schedule => {
    const rows = d.store.occurrences(s.id);
    // An occurrence being issued (an intent) is still the next one until its invoice exists.
    const settled = new Set(rows.filter((r) => r.state !== 'intent').map((r) => r.date));
    const next = nextOccurrence(s.body, today(s.business), settled);
    const pending = rows.some((r) => r.state === 'intent');
    return {
      id: s.id,
      ...s.body,
      state: s.state === 'active' && next === undefined && !pending ? 'ended' : s.state,
      paused_reason: s.paused_reason,
      next_date: s.state === 'active' ? (next ?? null) : null,
      missed: rows
        .filter((r) => r.state === 'missed')
        .map((r) => r.date)
        .sort(),
      issued: issuedOf(rows),
      created_at: s.created_at,
    };
  };

  /** The body as the schema reads it, and its template as the API's rules for this business read it. */
  async function bodyOf(business: string, raw: unknown): Promise<RecurringBody> {
    const parsed = recurringBodySchema.safeParse(raw ?? {});
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
    const profile = await d.gateway.json(business, 'GET', '/profile');
    const read = profileSchema.safeParse((profile.body as { data?: unknown } | null)?.data);
    if (profile.status !== 200 || !read.success)
      throw new BffHttpError(
        502,
        'upstream_error',
        'The business profile could not be read to check the template.',
      );
    const errors = templateErrors(parsed.data, {
      businessType: read.data.business_type,
      profileVatCode: read.data.vat_code,
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return parsed.data;
  }

  /**
   * The invoice a new schedule is made from, when the owner counts it as the start date's occurrence: an invoice of
   * this business dated that day, of the template's type and currency, that no other schedule counts already.
   */
  async function firstInvoice(
    business: string,
    raw: unknown,
    body: { start_date: string; template: Record<string, unknown> },
  ): Promise<string | undefined> {
    const startDate = body.start_date;
    const parsed = newScheduleSchema.shape.first_invoice_id.safeParse(
      (raw as { first_invoice_id?: unknown } | null)?.first_invoice_id,
    );
    if (!parsed.success) throw validationError({ first_invoice_id: ['An invoice id.'] });
    if (!parsed.data) return undefined;
    const refuse = (message: string) => validationError({ first_invoice_id: [message] });
    const answer = await d.gateway.json(business, 'GET', `/invoices/${parsed.data}`).catch((e: unknown) => {
      throw e instanceof BffHttpError && e.status === 404 ? refuse('No such invoice.') : e;
    });
    const invoice = invoiceSchema.safeParse((answer.body as { data?: unknown } | null)?.data);
    if (!invoice.success) throw refuse('No such invoice.');
    if (invoice.data.invoice_date !== startDate)
      throw refuse(`This invoice is dated ${invoice.data.invoice_date}, not the first date: leave it out.`);
    if (invoice.data.invoice_type !== body.template.type || invoice.data.currency !== body.template.currency)
      throw refuse('This invoice is not of the type and currency the schedule issues: leave it out.');
    if (d.store.claimedInvoices(business).has(invoice.data.id))
      throw refuse('Another recurring invoice already counts this invoice as one of its own.');
    return invoice.data.id;
  }

  const found = (business: string, id: string) => {
    const s = d.store.get(business, id);
    if (!s) throw notFound('No such recurring invoice.');
    return s;
  };

  /** Occurrences of the rule before today that were never recorded: skipped (a change or a pause is from now on). */
  const skipPast = (s: StoredSchedule) => {
    const recorded = new Set(d.store.occurrences(s.id).map((r) => r.date));
    const day = today(s.business);
    for (const { date } of occurrencesBetween(s.body, s.body.start_date, day))
      if (date < day && !recorded.has(date))
        d.store.record({
          schedule_id: s.id,
          date,
          state: 'skipped',
          invoice_id: null,
          error: null,
          intent_at: null,
        });
  };

  return async (app: FastifyInstance) => {
    app.post(
      '/api/b/:business/recurring',
      { config: { access: 'write', activity: 'schedule.created' } },
      async (req, reply) => {
        const { business } = scope(d.vault, req);
        const body = await bodyOf(business, req.body);
        const first = await firstInvoice(business, req.body, body);
        const id = randomUUID();
        d.store.atomically(() => {
          d.store.add({ id, business, body, state: 'active', created_at: nowS() });
          // The invoice it was made from is its first occurrence: that day is issued already.
          if (first)
            d.store.record({
              schedule_id: id,
              date: body.start_date,
              state: 'issued',
              invoice_id: first,
              error: null,
              intent_at: null,
            });
        });
        d.issuer.kick(); // a schedule starting today issues its first invoice now
        return reply.code(201).send({ data: view(found(business, id)) });
      },
    );

    app.get('/api/b/:business/recurring', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      return { data: d.store.list(business).map(view) };
    });

    // The overview's "Coming up in 30 days": every active schedule's occurrences from today, totals per currency.
    app.get(
      '/api/b/:business/recurring/upcoming',
      { config: { access: 'read' } },
      async (req): Promise<{ data: Upcoming }> => {
        const { business } = scope(d.vault, req);
        const from = today(business);
        const to = addDays(from, 30);
        const occurrences = d.store
          .list(business)
          .filter((s) => s.state === 'active')
          .flatMap((s) => {
            const done = new Set(
              d.store
                .occurrences(s.id)
                .filter((r) => r.state !== 'intent')
                .map((r) => r.date),
            );
            const currency = String(s.body.template.currency ?? '');
            const total = templateTotal(s.body.template);
            const buyer = templateBuyer(s.body.template);
            return occurrencesBetween(s.body, from, to)
              .filter((o) => !done.has(o.date))
              .map((o) => ({ schedule_id: s.id, date: o.date, buyer, currency, total }));
          })
          .sort((a, b) => a.date.localeCompare(b.date));
        const sums = new Map<string, { total: ReturnType<typeof dec>; count: number }>();
        for (const o of occurrences) {
          const sum = sums.get(o.currency) ?? { total: dec(0), count: 0 };
          sums.set(o.currency, { total: sum.total.plus(o.total), count: sum.count + 1 });
        }
        const totals = [...sums].map(([currency, v]) => ({
          currency,
          total: v.total.toFixed(2),
          count: v.count,
        }));
        return { data: { occurrences, totals } };
      },
    );

    app.get('/api/b/:business/recurring/:id', { config: { access: 'read' } }, async (req) => {
      const { business, id } = scope(d.vault, req);
      return { data: view(found(business, id)) };
    });

    app.put(
      '/api/b/:business/recurring/:id',
      { config: { access: 'write', activity: 'schedule.changed' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        found(business, id);
        const body = await bodyOf(business, req.body);
        d.store.atomically(() => {
          d.store.replace(id, body);
          skipPast(found(business, id)); // the change is for the occurrences to come
        });
        d.issuer.kick();
        return { data: view(found(business, id)) };
      },
    );

    app.delete(
      '/api/b/:business/recurring/:id',
      { config: { access: 'write', activity: 'schedule.deleted' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        found(business, id);
        d.store.remove(id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/b/:business/recurring/:id/pause',
      { config: { access: 'write', activity: 'schedule.changed' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        found(business, id);
        d.store.setState(id, 'paused', null);
        return { data: view(found(business, id)) };
      },
    );

    app.post(
      '/api/b/:business/recurring/:id/resume',
      { config: { access: 'write', activity: 'schedule.changed' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        const s = found(business, id);
        d.store.atomically(() => {
          skipPast(s); // what fell due while it was paused is not issued after the fact
          d.store.setState(id, 'active', null);
        });
        d.issuer.kick();
        return { data: view(found(business, id)) };
      },
    );

    // A missed occurrence (or one the API refused): the owner issues it now, dated its own day, or skips it. Only that
    // one: the schedule stays paused or active as the owner set it.
    app.post(
      '/api/b/:business/recurring/:id/missed/:date/:action',
      { config: { access: 'write', activity: 'schedule.changed' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        const { date, action } = req.params as { date: string; action: string };
        found(business, id);
        if (!dateSchema.safeParse(date).success || (action !== 'issue' && action !== 'skip'))
          throw notFound('No such action.');
        const decided = action === 'skip' ? d.store.skip(id, date) : d.store.reopen(id, date, nowS());
        if (!decided) throw validationError({ date: ['This occurrence is not waiting for a decision.'] });
        if (action === 'issue') d.issuer.kick();
        return { data: view(found(business, id)) };
      },
    );
  };
}
