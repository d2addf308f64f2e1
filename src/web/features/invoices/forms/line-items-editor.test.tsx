import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../contract/invoice';
import type { Profile } from '../../../../contract/profile';
import { ApiError } from '../../../lib/api-error';
import { InvoiceForm } from './invoice-form';
import { newInvoiceValues, type InvoiceFormValues } from './invoice-form-values';

const profile = (vat_code: string | null): Profile => ({
  business_id: '5d1c0e5e-8f0a-4b7e-9a51-0a6f3c2b1d11',
  business_title: 'Test Studio',
  business_type: 'private_limited_liability_company',
  address: 'Main st. 1',
  vat_code,
  company_name: 'Test Studio UAB',
});

/** Renders the real form; `save` records what the form would send and answers as told. */
function renderForm(opts: { vatCode?: string | null; answer?: () => Promise<Invoice> } = {}) {
  const sent: InvoiceFormValues[] = [];
  const save = async (input: InvoiceFormValues) => {
    sent.push(input);
    return (opts.answer ?? (() => new Promise<Invoice>(() => undefined)))();
  };
  // The form's buyer and line suggestions read the query cache (they stay idle outside a business's route).
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InvoiceForm
        title="New invoice"
        submitLabel="Create invoice"
        profile={profile(opts.vatCode === undefined ? 'LT100' : opts.vatCode)}
        currencies={[{ code: 'EUR', title: 'Euro' }]}
        defaultValues={newInvoiceValues('2026-11-22', 'EUR', 'en')}
        save={save}
        onSaved={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

afterEach(cleanup);

const line = (n: number) => screen.getByTestId(`line-${n}`);
const totals = () =>
  ['form-subtotal', 'form-vat', 'form-total'].map((id) => screen.getByTestId(id).textContent);

describe('line items editor', () => {
  it('derives the other two amounts and the invoice totals live from a unit price', async () => {
    const { user } = renderForm();
    await user.clear(within(line(1)).getByLabelText('Quantity'));
    await user.type(within(line(1)).getByLabelText('Quantity'), '3');
    await user.type(within(line(1)).getByLabelText('Unit price'), '10');
    await user.type(within(line(1)).getByLabelText('VAT %'), '21');
    expect(screen.getByTestId('line-1-total').textContent).toBe('€30.00');
    expect(screen.getByTestId('line-1-total_incl_vat').textContent).toBe('€36.30');
    expect(totals()).toEqual(['€30.00', '€6.30', '€36.30']);
  });

  it('switches a line to total incl. VAT carrying the figure, and sends only that amount', async () => {
    const { user, sent } = renderForm();
    const l = within(line(1));
    await user.type(l.getByLabelText('Description'), 'Design work');
    await user.type(l.getByLabelText('Unit price'), '100');
    await user.type(l.getByLabelText('VAT %'), '21');
    await user.selectOptions(l.getByLabelText('I know the'), 'total_incl_vat');
    expect(l.getByLabelText('Total incl. VAT')).toHaveValue('121');
    expect(l.queryByLabelText('Unit price')).toBeNull();
    expect(screen.getByTestId('line-1-price').textContent).toBe('€100.00');
    expect(totals()).toEqual(['€100.00', '€21.00', '€121.00']);
    await user.type(screen.getByLabelText('Company name'), 'Buyer Ltd');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent).toHaveLength(1);
    const product = sent[0]?.products[0];
    expect(product).toMatchObject({
      name: 'Design work',
      total_incl_vat: 121,
      vat_percentage: 21,
      quantity: 1,
    });
    expect(product?.price ?? undefined).toBeUndefined();
    expect(product?.total ?? undefined).toBeUndefined();
  });

  it('adds a line with Enter in the last line, removes and reorders lines', async () => {
    const { user } = renderForm();
    await user.type(within(line(1)).getByLabelText('Description'), 'First{Enter}');
    expect(screen.getByTestId('line-2')).toBeInTheDocument();
    expect(within(line(2)).getByLabelText('Description')).toHaveFocus();
    await user.type(within(line(2)).getByLabelText('Description'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(within(line(1)).getByLabelText('Description')).toHaveValue('Second');
    expect(within(line(2)).getByLabelText('Description')).toHaveValue('First');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByTestId('line-2')).toBeNull();
    expect(within(line(1)).getByLabelText('Description')).toHaveValue('First');
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('shows VAT % exactly when the rules require it: VAT type, or a seller with a VAT code', async () => {
    const { user } = renderForm({ vatCode: null });
    expect(within(line(1)).queryByLabelText('VAT %')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Type'), 'vat_invoice');
    expect(within(line(1)).getByLabelText('VAT %')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'credit_invoice');
    expect(within(line(1)).queryByLabelText('VAT %')).toBeNull();
    await user.click(screen.getByLabelText('Enter the seller for this invoice'));
    await user.type(screen.getAllByLabelText('VAT code')[0]!, 'LT999');
    expect(within(line(1)).getByLabelText('VAT %')).toBeInTheDocument();
  });

  it('refuses to send an incomplete invoice: errors beside the fields, focus on the first, and says why', async () => {
    const { user, sent } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent).toHaveLength(0);
    expect(await screen.findByText('Enter the buyer’s company name')).toBeInTheDocument();
    expect(within(line(1)).getByText('Enter what the line is for')).toBeInTheDocument();
    expect(
      within(line(1)).getByText('Enter a unit price, a line total or a total incl. VAT'),
    ).toBeInTheDocument();
    expect(within(line(1)).getByText('Enter the VAT %')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(screen.getByText(/Cannot save yet: \d+ fields need attention/)).toBeInTheDocument();
  });

  it('puts a 422 on the field of its dotted path, and keeps everything typed', async () => {
    const refusal = new ApiError({
      status: 422,
      code: 'validation',
      message: 'The given data was invalid.',
      fieldErrors: {
        invoice_number: ['This number is taken in series INV'],
        'products.0.total': ['Too large'],
      },
    });
    const { user, sent } = renderForm({ answer: () => Promise.reject(refusal) });
    await user.type(screen.getByLabelText('Number'), '7');
    await user.type(screen.getByLabelText('Company name'), 'Buyer Ltd');
    const l = within(line(1));
    await user.type(l.getByLabelText('Description'), 'Work');
    await user.type(l.getByLabelText('Unit price'), '5');
    await user.type(l.getByLabelText('VAT %'), '0');
    fireEvent.submit(screen.getByRole('button', { name: 'Create invoice' }).closest('form')!);
    expect(await screen.findByText('This number is taken in series INV')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(l.getByText('Too large')).toBeInTheDocument(); // a line-total error shows by the unit-price input the line has
    expect(screen.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Number')).toHaveValue('7');
    expect(l.getByLabelText('Description')).toHaveValue('Work');
  });
});
