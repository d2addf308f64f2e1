import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../../contract/invoice';
import type { EnteredLines } from '../../../../contract/line-entry';
import { fixedClock } from '../../../../contract/clock';
import { ClockProvider } from '../../../lib/clock';
import { keys } from '../../../lib/query-keys';
import { invoiceFixture } from '../../../test-fixtures';
import { cacheListedInvoice, formCache, formField as field, studioProfile } from './form-test-cache';
import { InvoiceFormScreen, type InvoiceFormMode } from './invoice-form-screen';

/**
 * Edit, Duplicate and "Credit this invoice" start from the invoice's own figures: the entries the BFF remembers, or
 * derived ones, or — when none give the stored totals — a notice with both totals before anything is saved. The
 * screen reads everything from the cache as the app would have it; a request that still went out fails the test.
 */
const b = 'biz-1';
// BPS-005: a line of 100.00 incl. 21 % VAT (stored as 82.64 a unit) and one of 634.04 without VAT.
const bps005 = invoiceFixture({
  invoice_type: 'vat_invoice',
  series: 'BPS',
  invoice_number: '005',
  currency: 'EUR',
  subtotal: 716.68,
  vat: 17.36,
  total_incl_vat: 734.04,
  items: [
    {
      id: '1b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02',
      name: 'Design',
      price: 82.64,
      vat_percentage: 21,
      quantity: 1,
      units: 'vnt.',
    },
    {
      id: '1b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e03',
      name: 'Hosting',
      price: 634.04,
      vat_percentage: 0,
      quantity: 1,
      units: 'vnt.',
    },
  ],
});
const remembered: EnteredLines = {
  updated_at: bps005.updated_at,
  item_ids: bps005.items.map((i) => i.id),
  lines: [
    { mode: 'total_incl_vat', amount: 100 },
    { mode: 'price', amount: 634.04 },
  ],
};

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) => Promise.reject(new Error(`unexpected request ${url}`)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openForm(mode: InvoiceFormMode, invoice: Invoice, entered: EnteredLines | null) {
  const qc = formCache(b, studioProfile);
  cacheListedInvoice(qc, b, invoice);
  qc.setQueryData(keys.invoices.enteredLines(b, invoice.id), entered);
  qc.setQueryData(keys.invoices.links(b, invoice.id), { source: null, targets: [] });
  render(
    <ClockProvider clock={fixedClock(new Date('2026-11-26T09:00:00Z'))}>
      <QueryClientProvider client={qc}>
        <InvoiceFormScreen business={b} mode={mode} />
      </QueryClientProvider>
    </ClockProvider>,
  );
  return { field, user: userEvent.setup() };
}

const formTotal = () => screen.getByTestId('form-total').textContent;

describe('Edit and Duplicate keep the invoice’s totals to the cent', () => {
  it('re-enter a line by its total incl. VAT as remembered: €734.04, not €734.03', async () => {
    for (const kind of ['edit', 'duplicate'] as const) {
      const { field } = openForm({ kind, id: bps005.id }, bps005, remembered);
      await screen.findByRole('heading', { level: 1 });
      expect(field('products.0.total_incl_vat')).toHaveValue('100');
      expect(field('products.0.price')).toBeNull();
      expect(formTotal()).toBe('€734.04');
      cleanup();
    }
  });

  it('derive the same entries for an invoice the BFF did not write', async () => {
    const { field } = openForm({ kind: 'edit', id: bps005.id }, bps005, null);
    await screen.findByRole('heading', { level: 1 });
    expect(field('products.0.total_incl_vat')).toHaveValue('100');
    expect(formTotal()).toBe('€734.04');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('show both totals side by side when no entry can give the stored ones', async () => {
    const odd = { ...bps005, vat: 17.4, total_incl_vat: 734.08 }; // rounded some other way elsewhere
    openForm({ kind: 'edit', id: odd.id }, odd, null);
    const note = await screen.findByRole('note');
    expect(within(note).getByRole('columnheader', { name: 'On the invoice' })).toBeVisible();
    const total = within(note).getByRole('row', { name: /Total incl. VAT/ });
    expect(total.textContent).toContain('734.08');
    expect(total.textContent).toContain('734.03');
  });
});

describe('Credit this invoice', () => {
  it('prefills a credit note: credit type, today, same buyer, the lines negated to the cent', async () => {
    const { field } = openForm({ kind: 'credit', id: bps005.id }, bps005, remembered);
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note for BPS-005' })).toBeVisible();
    expect(field('type')).toHaveValue('credit_vat_invoice');
    expect(field('series')).toHaveValue('CR');
    expect(field('invoice_date')).toHaveValue('2026-11-26');
    expect(field('buyer.company_name')).toHaveValue('B');
    expect(field('products.0.quantity')).toHaveValue('-1');
    expect(field('products.0.total_incl_vat')).toHaveValue('-100');
    expect(field('products.1.price')).toHaveValue('634.04');
    expect(formTotal()).toBe('-€734.04');
    expect(screen.queryByTestId('form-warnings')).toBeNull();
  });

  it('credits an amount as one correction line, and warns when it is positive', async () => {
    const { field, user } = openForm({ kind: 'credit', id: bps005.id }, bps005, remembered);
    await user.click(await screen.findByRole('radio', { name: /An amount/ }));
    expect(field('products.0.name')).toHaveValue('Correction of BPS-005');
    expect(field('products.1.name')).toBeNull();
    await user.type(field('products.0.total_incl_vat')!, '50');
    expect(await screen.findByTestId('form-warnings')).toHaveTextContent(
      'A credit note usually takes amounts back',
    );
    await user.clear(field('products.0.total_incl_vat')!);
    await user.type(field('products.0.total_incl_vat')!, '-50');
    expect(screen.queryByTestId('form-warnings')).toBeNull();
  });
});
