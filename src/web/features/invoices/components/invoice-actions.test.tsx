import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { InvoiceType } from '../../../../contract/enums';
import { invoiceFixture } from '../../../test-fixtures';
import { InvoiceActions } from './invoice-actions';

/** An issued invoice is corrected by a credit note: the action, and the delete dialog that offers it first. */
const b = 'biz-1';

function show(type: InvoiceType) {
  const invoice = invoiceFixture({ invoice_type: type, series: 'BPS', invoice_number: '005' });
  const location = memoryLocation({ path: `/b/${b}/invoices/${invoice.id}`, record: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={location.hook}>
        <InvoiceActions business={b} invoice={invoice} pdf={undefined} />
      </Router>
    </QueryClientProvider>,
  );
  return { invoice, location, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { hidden: true });
const gap = /a deleted number can leave a gap/;

afterEach(cleanup);

describe('crediting instead of deleting', () => {
  it('offers "Credit this invoice" on an issued invoice, and "Credit it instead" first when deleting it', async () => {
    const { invoice, location, user } = show('vat_invoice');
    expect(screen.getByRole('link', { name: 'Credit this invoice' })).toHaveAttribute(
      'href',
      `/b/${b}/invoices/new?credit=${invoice.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dialog()).toHaveTextContent(gap);
    const buttons = within(dialog()).getAllByRole('button', { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Credit it instead',
      'Cancel',
      'Delete BPS-005',
    ]);
    await user.click(buttons[0]!);
    expect(location.history?.at(-1)).toBe(`/b/${b}/invoices/new?credit=${invoice.id}`);
  });

  it('says a credit note leaves a gap too, but offers no credit of a credit note', () => {
    show('credit_invoice');
    expect(screen.queryByRole('link', { name: 'Credit this invoice' })).toBeNull();
    expect(dialog()).toHaveTextContent(gap);
    expect(within(dialog()).queryByRole('button', { name: 'Credit it instead', hidden: true })).toBeNull();
  });

  it('lets a pro forma go without either: it was only an offer', () => {
    show('preliminary_invoice');
    expect(screen.queryByRole('link', { name: 'Credit this invoice' })).toBeNull();
    expect(dialog()).not.toHaveTextContent(gap);
    expect(within(dialog()).queryByRole('button', { name: 'Credit it instead', hidden: true })).toBeNull();
  });
});

describe('the e-invoice action', () => {
  it('opens the e-invoice dialog from an issued invoice, its code fetched when first asked for', async () => {
    const { user } = show('vat_invoice');
    await user.click(screen.getByRole('button', { name: 'E-invoice' }));
    expect(await screen.findByText('Which e-invoice does the buyer want?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Factur-X (PDF)', hidden: true })).toHaveAccessibleDescription(
      'For French and German buyers who want a PDF a person can read, with the invoice’s data inside.',
    );
  });

  it('is off for a pro forma, saying why and what to do', () => {
    show('preliminary_invoice');
    const action = screen.getByRole('button', { name: 'E-invoice' });
    expect(action).toBeDisabled();
    expect(action).toHaveAccessibleDescription(
      'A pro forma invoice is only an offer: it cannot go out as an e-invoice. Turn it into an invoice first.',
    );
  });
});
