import { randomUUID } from 'node:crypto';
import type { InvoiceInput } from '../../contract/invoice-input';
import type { Db } from './db';

/** Drafts made in the app: kept apart from invoices, so they are never listed, fetched, numbered or announced. */
export function draftsRepo(db: Db) {
  const insert = db.prepare('INSERT INTO drafts (id, business_id, input, created_at) VALUES (?, ?, ?, ?)');
  return {
    create(businessId: string, input: InvoiceInput, nowSec: number): string {
      const id = randomUUID();
      insert.run(id, businessId, JSON.stringify(input), nowSec);
      return id;
    },
  };
}
