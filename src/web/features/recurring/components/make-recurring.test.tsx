import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewSchedule } from '../../../../contract/recurring';
import { invoiceFixture } from '../../../test-fixtures';
import { MakeRecurring } from './make-recurring';

/**
 * "Make recurring" for an invoice issued today: 100.00 incl. 21 % entered by its total (the API keeps 82.64 as the
 * price: by price it would be 99.99), the invoice itself the first date's occurrence unless the owner asks for one more.
 */
const b = 'biz-1';
const invoice = invoiceFixture({
  invoice_type: 'vat_invoice',
  invoice_date: '2026-11-24',
  pay_until_date: '2026-12-08',
  subtotal: 82.64,
  vat: 17.36,
  total_incl_vat: 100,
  items: [
    {
      id: '1b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02',
      name: 'Hosting',
      price: 82.64,
      vat_percentage: 21,
      quantity: 1,
      units: 'month',
    },
  ],
});
let sent: NewSchedule[];

beforeEach(() => {
  sent = [];
  const answers: Record<string, unknown> = {
    [`/api/b/${b}/invoices/${invoice.id}`]: { data: invoice },
    [`/api/b/${b}/invoices/${invoice.id}/entered-lines`]: { data: null },
  };
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') sent.push(JSON.parse(String(init.body)) as NewSchedule);
    const body = init.method === 'POST' ? { data: {} } : answers[url];
    if (body === undefined) return Promise.reject(new Error(`unexpected request ${url}`));
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MakeRecurring business={b} invoiceId={invoice.id} today="2026-11-24" onDone={() => {}} />
    </QueryClientProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Make INV-007 recurring' });
  return { form, user: userEvent.setup() };
};

describe('making an invoice recurring', () => {
  it('bills the invoice’s own total and counts the invoice as today’s, unless one more is asked for', async () => {
    const { user } = await open();
    const alsoToday = screen.getByRole('checkbox', { name: 'Also issue a new invoice today' });
    expect(alsoToday).not.toBeChecked();
    expect(screen.getByText(/Left unticked, INV-007 is the invoice of/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make recurring' }));
    await user.click(alsoToday);
    await user.click(screen.getByRole('button', { name: 'Make recurring' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({
      start_date: '2026-11-24',
      first_invoice_id: invoice.id,
      pay_in_days: 14,
    });
    expect(sent[0]!.template.products).toEqual([
      { name: 'Hosting', units: 'month', quantity: 1, vat_percentage: 21, total_incl_vat: 100 },
    ]);
    expect(sent[1]).not.toHaveProperty('first_invoice_id');
  });

  it('asks nothing when the first date is another day than the invoice’s', async () => {
    const { user } = await open();
    await user.clear(screen.getByLabelText('First invoice on'));
    await user.type(screen.getByLabelText('First invoice on'), '2026-12-24');
    expect(screen.queryByRole('checkbox', { name: /Also issue/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make recurring' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ start_date: '2026-12-24' });
    expect(sent[0]).not.toHaveProperty('first_invoice_id');
  });
});
