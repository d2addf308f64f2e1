import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { applyWebhookMessage } from './events';
import { keys } from './query-keys';

const b = 'biz-1';
const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e01',
  business_id: '7c1f6c1e-2b5d-4f0e-8a3b-1d2e3f4a5b6c',
  invoice_type: 'regular_invoice',
  series: 'INV',
  invoice_number: '007',
  invoice_date: '2026-11-01',
  pay_until_date: '2026-11-15',
  language: 'en',
  subtotal: 100,
  vat: 0,
  total_incl_vat: 100,
  currency: 'EUR',
  payment_status: 'not_paid',
  notes: null,
  share_link: 'http://127.0.0.1:1/share/x',
  seller: { business_type: 'association', first_name: null, last_name: null, company_name: 'S', company_code: null, individual_activity_id: null, vat_code: null, address: null, email: null, phone: null, custom_fields: [] },
  buyer: { type: 'company', first_name: null, last_name: null, company_name: 'B', company_code: null, individual_activity_id: null, vat_code: null, address: null, email: null, phone: null },
  items: [],
  payment_options: [],
  created_at: 1000,
  updated_at: 1000,
  ...over,
});
const message = (event: string, data: object) => JSON.stringify({ business: b, event, data });

function cacheWith(held: Invoice) {
  const qc = new QueryClient();
  qc.setQueryData(keys.invoices.detail(b, held.id), held);
  qc.setQueryData(keys.invoices.list(b, 1), { data: [held], meta: {} });
  return qc;
}
const listState = (qc: QueryClient) => qc.getQueryState(keys.invoices.list(b, 1));
const listRow = (qc: QueryClient) => qc.getQueryData<{ data: Invoice[] }>(keys.invoices.list(b, 1))?.data[0];

describe('live events → cache', () => {
  it('writes a newer invoice into its detail and the list row, without marking the list stale', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, message('invoice.updated', invoice({ payment_status: 'paid', updated_at: 1010 })));
    expect(qc.getQueryData<Invoice>(keys.invoices.detail(b, invoice().id))?.payment_status).toBe('paid');
    expect(listRow(qc)?.payment_status).toBe('paid');
    expect(listState(qc)?.isInvalidated).toBe(false);
  });

  it('ignores a replayed or older delivery (reordered), in the detail and the list alike', () => {
    const qc = cacheWith(invoice({ payment_status: 'paid', updated_at: 1010 }));
    applyWebhookMessage(qc, message('invoice.updated', invoice({ payment_status: 'not_paid', updated_at: 1000 })));
    applyWebhookMessage(qc, message('invoice.updated', invoice({ payment_status: 'not_paid', updated_at: 1010 })));
    expect(qc.getQueryData<Invoice>(keys.invoices.detail(b, invoice().id))?.payment_status).toBe('paid');
    expect(listRow(qc)?.payment_status).toBe('paid');
  });

  it('a new invoice marks the lists stale; the echo of our own create (already held) does not', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, message('invoice.created', invoice()));
    expect(listState(qc)?.isInvalidated).toBe(false);
    applyWebhookMessage(qc, message('invoice.created', invoice({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02' })));
    expect(listState(qc)?.isInvalidated).toBe(true);
  });

  it('a deletion drops the detail and marks a list holding it stale', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, message('invoice.deleted', { id: invoice().id }));
    expect(qc.getQueryData(keys.invoices.detail(b, invoice().id))).toBeUndefined();
    expect(listState(qc)?.isInvalidated).toBe(true);
  });

  it('drops malformed messages and invoices that do not parse', () => {
    const qc = cacheWith(invoice());
    applyWebhookMessage(qc, '{not json');
    applyWebhookMessage(qc, message('invoice.updated', { ...invoice({ updated_at: 2000 }), total_incl_vat: 'lots' }));
    expect(qc.getQueryData<Invoice>(keys.invoices.detail(b, invoice().id))?.updated_at).toBe(1000);
  });
});
