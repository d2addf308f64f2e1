import type { QueryClient } from '@tanstack/react-query';
import {
  sseBusinessMessageSchema,
  sseMonthPackMessageSchema,
  sseRateLimitMessageSchema,
  sseWebhookMessageSchema,
} from '../../contract/bff';
import { expenseSchema } from '../../contract/expense';
import { invoiceSchema } from '../../contract/invoice';
import { announcePackProgress } from './pack-progress-store';
import { toLogin } from './query-client';
import { keys } from './query-keys';
import { sessionQuery } from './reference-queries';
import { announceRateLimitWait } from './rate-limit-store';
import { storeAnnounced, storeDeleted } from './record-cache';
import { clearTokenInvalid, markTokenInvalid } from './revoked-tokens';

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
  const kind = resource === 'invoice' ? 'invoices' : 'expenses';
  if (action === 'deleted') {
    if (typeof data.id === 'string') storeDeleted(qc, kind, b, data.id, true);
    return;
  }
  const parsed = (resource === 'invoice' ? invoiceSchema : expenseSchema).safeParse(data);
  if (parsed.success) storeAnnounced(qc, kind, b, parsed.data, action === 'created');
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
      // The BFF ends the stream of a session it ended (the person removed, logged out elsewhere): to the login at once.
      void qc
        .fetchQuery({ ...sessionQuery(), staleTime: 0 })
        .then((s) => (s.login_required && !s.authenticated ? toLogin() : undefined))
        .catch(() => undefined);
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
