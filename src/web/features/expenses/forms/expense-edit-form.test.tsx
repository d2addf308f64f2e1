import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../lib/query-keys';
import type { ExpenseDetail } from '../api/expense-api';
import { ExpenseEditForm } from './expense-edit-form';

const business = 'b-1';
const expense = {
  id: '5d7c1a3e-2b4f-4c6d-8e9f-0a1b2c3d4e5f',
  date: '2026-11-03',
  total: 45,
  currency: 'EUR',
  seller: 'Hardware Store',
  created_at: 1_700_000_000,
  updated_at: 1_700_000_000,
};

function renderForm(detail: ExpenseDetail) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(keys.currencies(business), [
    { code: 'EUR', title: 'Euro' },
    { code: 'USD', title: 'US dollar' },
  ]);
  render(
    <QueryClientProvider client={qc}>
      <ExpenseEditForm business={business} detail={detail} actions={null} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the expense edit form', () => {
  it('fills every field, the write-only VAT and number from what the BFF remembers', () => {
    renderForm({ data: expense, remembered: { vat: '7.81', invoice_number: 'AB-991' } });
    expect(screen.getByLabelText('Seller')).toHaveValue('Hardware Store');
    expect(screen.getByLabelText('Total incl. VAT')).toHaveValue('45.00');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-03');
    expect(screen.getByLabelText('VAT amount (optional)')).toHaveValue('7.81');
    expect(screen.getByLabelText('Purchase invoice number (optional)')).toHaveValue('AB-991');
    expect(screen.queryByText(/unknown here/)).not.toBeInTheDocument();
  });

  it('says VAT and number are unknown for an expense made elsewhere, and that saving clears them', () => {
    renderForm({ data: expense, remembered: null });
    expect(
      screen.getByText(/its VAT amount and purchase invoice number are unknown here/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('VAT amount (optional)')).toHaveValue('');
    expect(screen.getByLabelText('VAT amount (optional)')).toHaveAccessibleDescription(
      /cleared when you save/,
    );
  });

  it('keeps an invalid edit on the page with the contract’s messages and counts the fields to fix', async () => {
    const user = userEvent.setup();
    renderForm({ data: expense, remembered: { vat: null, invoice_number: null } });
    await user.clear(screen.getByLabelText('Seller'));
    await user.clear(screen.getByLabelText('Total incl. VAT'));
    await user.type(screen.getByLabelText('Total incl. VAT'), '1O.00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the seller')).toBeInTheDocument();
    expect(screen.getByText(/Enter the total incl. VAT as a number/)).toBeInTheDocument();
    expect(screen.getByText('2 fields need attention')).toBeInTheDocument();
  });
});
