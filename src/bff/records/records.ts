import { LRUCache } from 'lru-cache';
import { pageSize } from '../../contract/common';
import type { WebhookEvent } from '../../contract/events';
import type { Invoice } from '../../contract/invoice';
import { creditTypes, preliminaryTypes } from '../../contract/invoice-groups';
import { BffHttpError } from '../errors';
import type { JsonAnswer } from '../json-answer';
import type { RememberedBuyer, RememberedProduct } from '../../contract/overview';
import type { SearchQuery } from '../../contract/search-params';
import { AnswerCache } from './answer-cache';
import { exportedFields, exportedRecords } from './export-query';
import { buyersOf, latestInvoiceOf, productsOf } from './memory-query';
import { buyerAccountOf, buyerInvoiceIds, buyersPageOf, statementRowsOf, type StatementRow } from './buyers-query';
import type { SearchPage } from './search-query';
import type { BuyerAccount } from '../../contract/buyer-report';
import type { BuyersQuery } from '../../contract/buyer-report-params';
import { overviewOf, type Overview } from './overview-query';
import { unknownVatExpensesOf, vatReportOf, type KnownExpenseVat } from './vat-query';
import type { VatPeriod, VatQuery, VatUnknownExpense } from '../../contract/vat-report';
import { Deliveries, type Verdict } from './deliveries';
import { type ReadPath, readOf, resourceOf } from './paths';
import type { Kind, RecordOf } from './rows';
import type { PutOutcome, RecordStore } from './store';

export interface RecordsOptions {
  /** How often page 1 of each kind is read: without webhooks (quiet) and with a webhook secret (live). */
  checkMs: { quiet: number; live: number };
}

/** A check may run a little late (the budget, a slow page): the mirror stays fresh that much longer. */
const graceMs = 15_000;
/** Without webhooks, what the person read from the API is answered again from the mirror for this long. */
const quietReadMs = 30_000;

const answerOf = (text: string): JsonAnswer => ({
  status: 200,
  body: JSON.parse(text) as unknown,
  text,
  waitedMs: 0,
});
const readKey = (business: string, read: ReadPath) =>
  `${business} ${read.kind} ${read.id ?? `p${read.page}`}`;
const isRecord = (v: unknown): v is { id: string; updated_at: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { id?: unknown }).id === 'string' &&
  typeof (v as { updated_at?: unknown }).updated_at === 'number';

/**
 * The one home of record state. Fed by one typed event path (`onEvent`, verified webhooks) and by every answer that
 * passes through the BFF (`learn`, `failed`); answers list and detail reads from the mirror while it is fresh
 * (`cached`) and, when the API cannot be reached, from what it has with a notice (`fallback`).
 */
export class Records {
  /** Profile and currencies: answers that are not records. */
  readonly answers = new AnswerCache();
  private readonly deliveries = new Deliveries();
  /** The `meta.path` the API gives each business's lists, so a list from the mirror reads exactly like the API's. */
  private readonly listPaths = new Map<string, string>();
  /** `business kind` whose list the API answered since this process started: what the file says before is older. */
  private readonly listedHere = new Set<string>();
  /** Quiet businesses: the list pages and records the person's own calls read lately (`business kind page|id`). */
  private readonly readLately = new LRUCache<string, true>({
    max: 10_000,
    ttl: quietReadMs,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });

  constructor(
    readonly store: RecordStore,
    /** True when a webhook secret is configured for the business: changes reach the BFF as they happen. */
    readonly isLive: (business: string) => boolean,
    readonly options: RecordsOptions,
  ) {}

  checkEveryMs(business: string): number {
    return this.isLive(business) ? this.options.checkMs.live : this.options.checkMs.quiet;
  }

  /**
   * May the mirror answer this read? Never while in error, before a complete walk, or when the API's latest total
   * disagrees with what is stored, nor before the API listed the kind since this start. With webhooks, while page 1 was checked lately; without them, changes made
   * elsewhere reach the BFF only when it asks, so only what the person read within 30 s (as the read cache did).
   */
  private fresh(business: string, read: ReadPath): boolean {
    const w = this.store.walk(business, read.kind);
    if (w.synced_at === null || w.checked_at === null || !this.listedHere.has(`${business} ${read.kind}`))
      return false;
    if (this.store.walks.problemOf(business) !== null) return false;
    if (w.total !== null && w.total !== this.store.count(business, read.kind)) return false;
    if (!this.isLive(business)) return this.readLately.has(readKey(business, read));
    return Date.now() - w.checked_at * 1000 <= this.options.checkMs.live + graceMs;
  }

  /** A GET list or detail the mirror answers without the API, or undefined (ask the API). */
  cached(business: string, path: string): JsonAnswer | undefined {
    const read = readOf(path);
    if (!read || !this.fresh(business, read)) return undefined;
    return this.answerFor(business, read, '');
  }

  /**
   * The API could not be reached: the saved list or record with `mirror: {state, synced_at}` beside `data`, so the
   * page can say "showing saved data from 14:02". Lists only once a walk completed (a partial list would mislead).
   */
  fallback(business: string, path: string): JsonAnswer | undefined {
    const read = readOf(path);
    if (!read || (read.id === undefined && this.store.walk(business, read.kind).synced_at === null))
      return undefined;
    const { state, synced_at } = this.store.summary(business);
    return this.answerFor(business, read, `,"mirror":${JSON.stringify({ state, synced_at })}`);
  }

  /**
   * The API answered a call: what it said about records goes into the mirror, and it is reachable again.
   * `sync`: the mirror's own read (a walk, a check), not one the person made.
   */
  learn(
    business: string,
    method: string,
    path: string,
    answer: JsonAnswer,
    o: { sync?: boolean } = {},
  ): void {
    if (this.store.walks.problemOf(business) !== null) this.store.walks.problem(business, null);
    const target = resourceOf(path);
    if (!target || answer.status >= 300) return;
    if (method === 'DELETE') {
      if (target.id !== undefined) this.removed(business, target.kind, target.id);
      return;
    }
    const data = (answer.body as { data?: unknown } | null)?.data;
    const read = method === 'GET' ? readOf(path) : undefined;
    if (read?.page !== undefined && Array.isArray(data)) {
      this.store.putPage(business, read.kind, data.filter(isRecord) as RecordOf<Kind>[], { page: read.page });
      const meta = (answer.body as { meta?: { total?: unknown; path?: unknown } }).meta;
      if (read.page === 1 && typeof meta?.total === 'number')
        this.store.walks.observed(business, read.kind, meta.total);
      if (typeof meta?.path === 'string') this.listPaths.set(`${business} ${read.kind}`, meta.path);
      this.listedHere.add(`${business} ${read.kind}`);
      if (!o.sync) this.readLately.set(readKey(business, read), true);
    } else if (isRecord(data) && (read !== undefined || method === 'POST' || method === 'PUT')) {
      this.stored(business, target.kind, data as RecordOf<Kind>);
      if (!o.sync) this.readLately.set(readKey(business, { kind: target.kind, id: data.id }), true);
    }
  }

  /** The API refused or failed a call: a revoked token or an unreachable API is the mirror's state; a 404 is a deletion. */
  failed(business: string, method: string, path: string, e: unknown): void {
    if (!(e instanceof BffHttpError)) return;
    if (e.code === 'token_invalid') this.store.walks.problem(business, 'token_invalid');
    else if (e.code === 'upstream_unavailable')
      this.store.walks.problem(business, `unreachable: ${e.message}`);
    const read = readOf(path);
    if (e.status === 404 && method === 'GET' && read?.id !== undefined)
      this.removed(business, read.kind, read.id);
  }

  /**
   * A verified webhook. Deliveries decide what is news (duplicates, late or after a delete are dropped); the mirror
   * is patched with the object exactly as delivered, and a version older than the mirror's is stale too.
   */
  onEvent(business: string, event: WebhookEvent, raw: Buffer): Verdict {
    const verdict = this.deliveries.judge(business, event.event, event.data, raw);
    if (verdict !== 'new') return verdict;
    const kind: Kind = event.event.startsWith('invoice.') ? 'invoices' : 'expenses';
    if (event.event.endsWith('.deleted')) {
      this.removed(business, kind, event.data.id);
      return 'new';
    }
    const data = (JSON.parse(raw.toString('utf8')) as { data: RecordOf<Kind> }).data;
    const outcome = this.stored(business, kind, data, true);
    return outcome === 'older' ? 'stale' : outcome === 'deleted' ? 'after-delete' : 'new';
  }

  /**
   * Invoices a payment reminder may be about, as the mirror knows them: with a due date, and none that the contract's
   * `reminderRefusal` refuses (paid, pro forma, credit note) — the same rule, as SQL over the mirror's columns.
   */
  remindable(business: string): Invoice[] {
    const excluded = [...preliminaryTypes, ...creditTypes];
    return (
      this.store.db
        .prepare(
          `SELECT json FROM invoices WHERE business = ? AND status = 'not_paid' AND pay_until_date IS NOT NULL
             AND type NOT IN (${excluded.map(() => '?').join(', ')})`,
        )
        .pluck()
        .all(business, ...excluded) as string[]
    ).map((json) => JSON.parse(json) as Invoice);
  }

  /** The overview's figures over `range`; `today` decides what is overdue; `invoiced` pro formas are not open (overview-query.ts). */
  overview(business: string, range: { from: string; to: string }, today: string, invoiced: readonly string[] = []): Overview {
    return overviewOf(this.store.db, business, range, today, invoiced);
  }

  /** The VAT report's periods over the mirror; `knownVat` is the VAT the BFF sent per expense (vat-query.ts). */
  vatReport(business: string, query: VatQuery, knownVat: KnownExpenseVat): VatPeriod[] {
    return vatReportOf(this.store.db, business, query, knownVat);
  }

  /** The expenses of the VAT report's range whose VAT the BFF does not know (vat-query.ts). */
  unknownVatExpenses(business: string, query: VatQuery, knownVat: KnownExpenseVat): VatUnknownExpense[] {
    return unknownVatExpensesOf(this.store.db, business, query, knownVat);
  }

  /** The invoice form's memory: past buyers and past lines matching `q` (memory-query.ts). */
  buyers(business: string, q: string | undefined): RememberedBuyer[] {
    return buyersOf(this.store.db, business, q);
  }

  products(business: string, q: string | undefined): RememberedProduct[] {
    return productsOf(this.store.db, business, q);
  }

  /** The owner's last invoice (of `type`), credit notes aside: what a new one starts from (memory-query.ts). */
  latestInvoice(business: string, type?: string): Invoice | undefined {
    return latestInvoiceOf(this.store.db, business, type);
  }

  /** Buyers' accounts, one page; `today` decides what is overdue (buyers-query.ts). */
  buyerAccounts(business: string, query: BuyersQuery, today: string): SearchPage<BuyerAccount> {
    return buyersPageOf(this.store.db, business, query, today);
  }

  buyerAccount(business: string, key: string, today: string): BuyerAccount | undefined {
    return buyerAccountOf(this.store.db, business, key, today);
  }

  /** A buyer's invoices and credit notes, per currency and oldest first: what a statement is made of. */
  statementRows(business: string, key: string): StatementRow[] {
    return statementRowsOf(this.store.db, business, key);
  }

  buyerInvoiceIds(business: string, key: string): string[] {
    return buyerInvoiceIds(this.store.db, business, key);
  }

  /** Every record a search matches, in its order, a batch at a time (export-query.ts): what a CSV or a pack walks. */
  exportedRecords<K extends Kind>(kind: K, business: string, query: SearchQuery, today: string): Generator<RecordOf<K>> {
    return exportedRecords(this.store.db, kind, business, query, today);
  }

  exportedFields(kind: Kind, business: string, query: SearchQuery, today: string, paths: readonly string[]): Generator<unknown[][]> {
    return exportedFields(this.store.db, kind, business, query, today, paths);
  }

  /** The invoice as the mirror holds it, if it does. */
  invoice(business: string, id: string): Invoice | undefined {
    return this.store.invoice(business, id)?.invoice;
  }

  /** The newest `updated_at` known for an invoice: a cached PDF is served only for the version it was made from. */
  version(business: string, id: string): number | undefined {
    return this.store.invoice(business, id)?.invoice.updated_at;
  }

  /** A (re)connected business: a new token, so whatever was wrong with the old one is forgotten. */
  connected(business: string): void {
    this.store.walks.problem(business, null);
  }

  /** Disconnected: every row of the business goes. */
  disconnected(business: string): void {
    this.answers.forget(business);
    this.deliveries.forget(business);
    this.store.forget(business);
    for (const kind of ['invoices', 'expenses']) {
      this.listPaths.delete(`${business} ${kind}`);
      this.listedHere.delete(`${business} ${kind}`);
    }
  }

  /** A record the API says exists now (`live`: by webhook): stored, and the API's known total follows a creation. */
  private stored(business: string, kind: Kind, record: RecordOf<Kind>, live = false): PutOutcome {
    const existed = this.store.text(business, kind, record.id) !== undefined;
    const outcome = this.store.put(business, kind, record, { live });
    if (outcome === 'stored' && !existed) this.store.walks.adjustTotal(business, kind, 1);
    return outcome;
  }

  /** A record the API says is gone: removed for good, and the known total follows. */
  private removed(business: string, kind: Kind, id: string): void {
    const existed = this.store.text(business, kind, id) !== undefined;
    this.store.remove(business, kind, id);
    if (existed) this.store.walks.adjustTotal(business, kind, -1);
  }

  private answerFor(business: string, read: ReadPath, extra: string): JsonAnswer | undefined {
    if (read.id !== undefined) {
      const text = this.store.text(business, read.kind, read.id);
      return text === undefined ? undefined : answerOf(`{"data":${text}${extra}}`);
    }
    const { texts, total } = this.store.listPage(business, read.kind, read.page);
    const offset = (read.page - 1) * pageSize;
    const meta = {
      current_page: read.page,
      from: texts.length > 0 ? offset + 1 : null,
      last_page: Math.max(1, Math.ceil(total / pageSize)),
      path: this.listPaths.get(`${business} ${read.kind}`) ?? null,
      per_page: pageSize,
      to: texts.length > 0 ? offset + texts.length : null,
      total,
    };
    return answerOf(`{"data":[${texts.join(',')}],"meta":${JSON.stringify(meta)}${extra}}`);
  }
}
