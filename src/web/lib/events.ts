import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sseBusinessMessageSchema, sseMonthPackMessageSchema, sseRateLimitMessageSchema, sseWebhookMessageSchema } from '../../contract/bff';
import { expenseSchema } from '../../contract/expense';
import { invoiceSchema } from '../../contract/invoice';
import { addToLists, removeFromLists, replaceInLists, type ListPage, type Versioned } from './list-cache';
import { announcePackProgress } from './pack-progress-store';
import { keys } from './query-keys';
import { announceRateLimitWait } from './rate-limit-store';
import { clearTokenInvalid, markTokenInvalid } from './revoked-tokens';

/** Expense details are cached as `{data, remembered}`; invoice details as the invoice itself. */
type Detail<T> = T | { data: T };

const unwrap = <T extends Versioned>(d: Detail<T> | undefined): T | undefined =>
  d && 'data' in d ? d.data : (d as T | undefined);

/**
 * Writes a changed or new resource where the cache holds it, from the event's full object: no API call. A delivery
 * we already hold (our own write's echo, or a duplicate) changes nothing; an older one than the cache is ignored
 * (deliveries may reorder). A new one goes first on page 1; the later pages are only marked stale.
 */
function applyChange<T extends Versioned>(qc: QueryClient, detailKey: QueryKey, listsKey: QueryKey, item: T, created: boolean) {
  const held = unwrap(qc.getQueryData<Detail<T>>(detailKey));
  if (held && held.updated_at >= item.updated_at) return;
  qc.setQueryData<Detail<T>>(detailKey, (old) => (old && 'data' in old ? { ...old, data: item } : item));
  if (created) addToLists(qc, listsKey, item);
  else replaceInLists(qc, listsKey, item);
}

/** A deleted resource leaves the cache; the pages that held it lose the row and are marked stale (no refetch now). */
function applyDeletion(qc: QueryClient, detailKey: QueryKey, listsKey: QueryKey, id: string) {
  qc.removeQueries({ queryKey: detailKey, exact: true });
  const inAnyList = qc
    .getQueriesData<ListPage<Versioned>>({ queryKey: listsKey })
    .some(([, page]) => page?.data.some((row) => row.id === id));
  if (inAnyList) removeFromLists(qc, listsKey, id);
}

const readJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Applies one `event: webhook` message (raw SSE data) to the cache; anything malformed is dropped. */
export function applyWebhookMessage(qc: QueryClient, raw: string): void {
  const msg = sseWebhookMessageSchema.safeParse(readJson(raw));
  if (!msg.success) return;
  const { business: b, event, data } = msg.data;
  const [resource, action] = event.split('.') as ['invoice' | 'expense', 'created' | 'updated' | 'deleted'];
  const k = resource === 'invoice' ? keys.invoices : keys.expenses;
  // The overview's figures and the form's memory are the mirror's sums: asked again (no API call, the BFF answers).
  void qc.invalidateQueries({ queryKey: keys.overview.all(b) });
  void qc.invalidateQueries({ queryKey: keys.memory.all(b) });
  if (action === 'deleted') {
    if (typeof data.id === 'string') applyDeletion(qc, k.detail(b, data.id), k.lists(b), data.id);
    return;
  }
  const parsed = (resource === 'invoice' ? invoiceSchema : expenseSchema).safeParse(data);
  if (parsed.success) applyChange(qc, k.detail(b, parsed.data.id), k.lists(b), parsed.data, action === 'created');
}

const reconnectMs = 5000;

/** Opens THE one EventSource to the BFF and keeps it open; returns the function that closes it. */
export function connectLiveEvents(qc: QueryClient): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lostContact = false;
  const open = () => {
    source = new EventSource('/api/events');
    source.addEventListener('open', () => {
      // Events may have been missed while away: what is on screen is fetched again.
      if (lostContact) void qc.invalidateQueries({ queryKey: ['b'] });
      lostContact = false;
    });
    source.addEventListener('webhook', (e) => applyWebhookMessage(qc, (e as MessageEvent<string>).data));
    source.addEventListener('rate-limit', (e) => {
      const msg = sseRateLimitMessageSchema.safeParse(readJson((e as MessageEvent<string>).data));
      if (msg.success) announceRateLimitWait(msg.data.business, msg.data.wait_ms);
    });
    source.addEventListener('month-pack', (e) => {
      const msg = sseMonthPackMessageSchema.safeParse(readJson((e as MessageEvent<string>).data));
      if (msg.success) announcePackProgress(msg.data);
    });
    source.addEventListener('business', (e) => {
      const msg = sseBusinessMessageSchema.safeParse(readJson((e as MessageEvent<string>).data));
      if (!msg.success) return;
      void qc.invalidateQueries({ queryKey: keys.businesses.all() });
      // A revoked token: what is on screen asks again and meets token_invalid, which shows the reconnect screen.
      if (msg.data.state === 'token_invalid') {
        markTokenInvalid(msg.data.business);
        void qc.invalidateQueries({ queryKey: keys.business(msg.data.business) });
      } else {
        clearTokenInvalid(msg.data.business);
      }
    });
    source.addEventListener('error', () => {
      lostContact = true;
      // The browser retries by itself unless the answer was not a stream (e.g. 401): then we retry later.
      if (source?.readyState === EventSource.CLOSED) timer = setTimeout(open, reconnectMs);
    });
  };
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
  };
}
