import { randomBytes, randomUUID } from 'node:crypto';
import type { EventName } from '../../contract/enums';
import type { Db } from './db';

export interface Subscription {
  id: string;
  url: string;
  events: EventName[];
  secret: string;
}

export interface Delivery {
  id: number;
  url: string;
  secret: string;
  body: string;
  attempts: number;
}

/** Webhook subscriptions (made in the app) and the durable outbox of their deliveries. */
export function webhooksRepo(db: Db) {
  const q = {
    insert: db.prepare(
      'INSERT INTO webhooks (id, business_id, url, events, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    delete: db.prepare('DELETE FROM webhooks WHERE business_id = ? AND id = ?'),
    dropDeliveriesOf: db.prepare('DELETE FROM deliveries WHERE webhook_id = ?'),
    ofBusiness: db.prepare<[string], { id: string; events: string }>(
      'SELECT id, events FROM webhooks WHERE business_id = ?',
    ),
    enqueue: db.prepare('INSERT INTO deliveries (webhook_id, body, next_at_ms) VALUES (?, ?, ?)'),
    due: db.prepare<[number, number], Delivery>(
      `SELECT d.id, w.url, w.secret, d.body, d.attempts FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id
       WHERE d.next_at_ms <= ? ORDER BY d.next_at_ms, d.id LIMIT ?`,
    ),
    nextDue: db.prepare<[], { at: number | null }>(
      'SELECT MIN(d.next_at_ms) AS at FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id',
    ),
    done: db.prepare('DELETE FROM deliveries WHERE id = ?'),
    retryAt: db.prepare('UPDATE deliveries SET attempts = attempts + 1, next_at_ms = ? WHERE id = ?'),
  };

  return {
    create(businessId: string, url: string, events: EventName[], nowSec: number): Subscription {
      const sub = { id: randomUUID(), url, events, secret: `whsec_${randomBytes(32).toString('base64url')}` };
      q.insert.run(sub.id, businessId, url, JSON.stringify(events), sub.secret, nowSec);
      return sub;
    },
    /** Deleting a subscription also drops its pending deliveries: the endpoint no longer wants them. */
    delete: db.transaction((businessId: string, id: string): boolean => {
      const gone = q.delete.run(businessId, id).changes > 0;
      if (gone) q.dropDeliveriesOf.run(id);
      return gone;
    }),
    /** Queues one delivery per subscription of the business that selected the event. Call inside the write's transaction. */
    enqueue(businessId: string, event: EventName, data: unknown, nowMs: number): number {
      const targets = q.ofBusiness
        .all(businessId)
        .filter((w) => (JSON.parse(w.events) as string[]).includes(event));
      if (targets.length === 0) return 0;
      const body = JSON.stringify({ event, data });
      for (const w of targets) q.enqueue.run(w.id, body, nowMs);
      return targets.length;
    },
    due: (nowMs: number, limit: number): Delivery[] => q.due.all(nowMs, limit),
    nextDueAt: (): number | undefined => q.nextDue.get()?.at ?? undefined,
    done: (id: number) => void q.done.run(id),
    retryAt: (id: number, atMs: number) => void q.retryAt.run(atMs, id),
  };
}
export type WebhooksRepo = ReturnType<typeof webhooksRepo>;
