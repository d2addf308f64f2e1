import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { invoiceFixture as invoice } from '../test-fixtures';
import { applyWebhookMessage } from './events';
import { rowFromLists } from './list-cache';
import { keys } from './query-keys';

const b = 'biz-1';
const message = (event: string, data: object) => JSON.stringify({ business: b, event, data });
const updated = (changes: Partial<Invoice>) => message('invoice.updated', invoice(changes));

const meta = (total: number, page = 1) => ({
  current_page: page,
  from: 1,
  last_page: Math.max(1, Math.ceil(total / 50)),
  path: null,
  per_page: 50,
  to: 1,
  total,
});
const otherId = '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02';
const expense = (changes: { id?: string; seller?: string; updated_at?: number } = {}) => ({
  id: otherId,
  date: '2026-01-02',
  total: 10,
  currency: 'EUR',
  seller: 'Shop',
  created_at: 1000,
  updated_at: 1000,
  ...changes,
});

function cacheWith(held: Invoice) {
  const qc = new QueryClient();
  qc.setQueryData(keys.invoices.detail(b, held.id), { data: held });
  qc.setQueryData(keys.invoices.list(b, 1), { data: [held], meta: meta(51) });
  qc.setQueryData(keys.invoices.list(b, 2), { data: [invoice({ id: otherId })], meta: meta(51, 2) });
  return qc;
}
/** The invoice the detail holds. */
const heldInvoice = (qc: QueryClient) =>
  qc.getQueryData<{ data: Invoice }>(keys.invoices.detail(b, invoice().id))?.data;
const listState = (qc: QueryClient, page = 1) => qc.getQueryState(keys.invoices.list(b, page));
const firstPage = (qc: QueryClient) =>
  qc.getQueryData<{ data: Invoice[]; meta: { total: number } }>(keys.invoices.list(b, 1));
const listRow = (qc: QueryClient) => firstPage(qc)?.data[0];

describe('live events → cache', () => {
  it('writes a newer invoice into its detail and the list row, without marking the list stale', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, updated({ payment_status: 'paid', updated_at: 1010 }));
    expect(heldInvoice(qc)?.payment_status).toBe('paid');
    expect(listRow(qc)?.payment_status).toBe('paid');
    expect(listState(qc)?.isInvalidated).toBe(false);
  });

  it('ignores a replayed or older delivery (reordered), in the detail and the list alike', () => {
    const qc = cacheWith(invoice({ payment_status: 'paid', updated_at: 1010 }));
    applyWebhookMessage(qc, updated({ payment_status: 'not_paid', updated_at: 1000 }));
    applyWebhookMessage(qc, updated({ payment_status: 'not_paid', updated_at: 1010 }));
    expect(heldInvoice(qc)?.payment_status).toBe('paid');
    expect(listRow(qc)?.payment_status).toBe('paid');
  });

  it('a new invoice goes first on page 1 from the event (total + 1), later pages only marked stale; its echo adds nothing', () => {
    const qc = cacheWith(invoice());
    const refetches = vi.spyOn(qc, 'refetchQueries');
    applyWebhookMessage(qc, message('invoice.created', invoice()));
    expect(listState(qc, 2)?.isInvalidated).toBe(false);
    const fresh = invoice({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e03', updated_at: 1100 });
    applyWebhookMessage(qc, message('invoice.created', fresh));
    applyWebhookMessage(qc, message('invoice.created', fresh));
    expect(firstPage(qc)?.data.map((i) => i.id)).toEqual([fresh.id, invoice().id]);
    expect(firstPage(qc)?.meta.total).toBe(52);
    expect(listState(qc)?.isInvalidated).toBe(false);
    expect(listState(qc, 2)?.isInvalidated).toBe(true);
    // A detail not held is not made up from the event: opened, it starts from this list row (no API call).
    expect(qc.getQueryData(keys.invoices.detail(b, fresh.id))).toBeUndefined();
    expect(rowFromLists(qc, keys.invoices.lists(b), fresh.id)?.row).toEqual(fresh);
    expect(qc.isFetching()).toBe(0);
    expect(refetches).not.toHaveBeenCalled();
  });

  it('a new expense goes first on its page 1 the same way', () => {
    const qc = new QueryClient();
    qc.setQueryData(keys.expenses.list(b, 1), { data: [expense({ id: invoice().id })], meta: meta(1) });
    applyWebhookMessage(qc, message('expense.created', expense({ updated_at: 1010 })));
    const page = qc.getQueryData<{ data: { id: string }[]; meta: { total: number } }>(
      keys.expenses.list(b, 1),
    );
    expect(page?.data.map((e) => e.id)).toEqual([otherId, invoice().id]);
    expect(page?.meta.total).toBe(2);
  });

  it('a change to a held expense keeps what the BFF remembers beside it, and marks open searches for asking again', () => {
    const qc = new QueryClient();
    const changed = expense({ seller: 'Corner Shop', updated_at: 1010 });
    const remembered = { vat: '1.74', invoice_number: 'PI-9' };
    qc.setQueryData(keys.expenses.detail(b, otherId), { data: expense(), remembered });
    qc.setQueryData(keys.expenses.search(b, 'q=shop', 1), { data: [expense()], meta: meta(1) });
    applyWebhookMessage(qc, message('expense.updated', changed));
    expect(qc.getQueryData(keys.expenses.detail(b, otherId))).toEqual({
      data: changed,
      remembered,
    });
    expect(qc.getQueryState(keys.expenses.search(b, 'q=shop', 1))?.isInvalidated).toBe(true);
  });

  it('a deletion drops the detail, removes the row and marks the lists stale without refetching', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, message('invoice.deleted', { id: invoice().id }));
    expect(qc.getQueryData(keys.invoices.detail(b, invoice().id))).toBeUndefined();
    expect(firstPage(qc)?.data).toEqual([]);
    expect(firstPage(qc)?.meta.total).toBe(50);
    expect(listState(qc)?.isInvalidated).toBe(true);
    expect(qc.isFetching()).toBe(0);
  });

  it('drops malformed messages and invoices that do not parse', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, '{not json');
    applyWebhookMessage(
      qc,
      message('invoice.updated', { ...invoice({ updated_at: 2000 }), total_incl_vat: 'lots' }),
    );
    expect(heldInvoice(qc)?.updated_at).toBe(1000);
  });
});
