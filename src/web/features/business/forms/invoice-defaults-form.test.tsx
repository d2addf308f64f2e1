import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noInvoiceDefaults, type InvoiceDefaults } from '../../../../contract/invoice-defaults';
import { jsonResponse, stubSavesEachTest, validationResponse } from '../../../test-bff';
import { InvoiceDefaultsForm } from './invoice-defaults-form';

/** Every PUT the form sends; the BFF answers with the settings it stored (`saves.answer` may refuse instead). */
const saves = stubSavesEachTest<Record<string, unknown>>((body) =>
  jsonResponse(200, { data: { ...noInvoiceDefaults, ...body } }),
);

function renderForm(defaults: InvoiceDefaults = noInvoiceDefaults) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvoiceDefaultsForm business="b-1" defaults={defaults} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const save = () => screen.getByRole('button', { name: 'Save invoice defaults' });

describe('the invoice defaults form', { timeout: 20_000 }, () => {
  it('saves what is set and leaves the rest to the latest invoice', async () => {
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Type'), 'VAT invoice');
    await user.type(screen.getByLabelText('Series'), ' PVM ');
    await user.type(screen.getByLabelText('VAT %'), '9,5');
    await user.type(screen.getByLabelText('Days to pay'), '30');
    await user.click(screen.getByLabelText('This bank account'));
    await user.type(screen.getByLabelText('Bank account (IBAN)'), 'LT12 1000');
    await user.click(save());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saves.sent).toEqual([
      {
        type: 'vat_invoice',
        series: 'PVM',
        vat_percentage: 9.5,
        payment_term_days: 30,
        payment_options: [
          { type: 'bank', bank_account: 'LT12 1000', bank_name: null, swift_bic_code: null, fields: [] },
        ],
        notes: null,
      },
    ]);
  });

  it('shows what was saved, and sends none or the latest invoice’s as chosen', async () => {
    const bank = {
      type: 'bank' as const,
      bank_account: 'LT99',
      bank_name: 'SEB',
      swift_bic_code: null,
      fields: [],
    };
    const user = renderForm({ ...noInvoiceDefaults, series: 'A', payment_options: [bank], notes: 'Ačiū' });
    expect(screen.getByLabelText('Series')).toHaveValue('A');
    expect(screen.getByLabelText('Bank account (IBAN)')).toHaveValue('LT99');
    expect(screen.getByLabelText('Note')).toHaveValue('Ačiū');
    await user.click(screen.getByLabelText('None'));
    await user.click(save());
    await screen.findByText('Saved.');
    await user.click(screen.getByLabelText('As on the latest invoice'));
    await user.click(save());
    await screen.findByText('Saved.');
    expect(saves.sent.map((b) => (b as { payment_options: unknown }).payment_options)).toEqual([[], null]);
  });

  it('refuses a bad rate, term, series and an empty bank account on their fields before anything is sent', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('VAT %'), '101');
    await user.type(screen.getByLabelText('Days to pay'), '1.5');
    await user.type(screen.getByLabelText('Series'), 'A B');
    await user.click(screen.getByLabelText('This bank account'));
    await user.click(save());
    expect(await screen.findByText('A rate from 0 to 100 with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('A whole number of days from 0 to 365.')).toBeInTheDocument();
    expect(
      screen.getByText('Letters, digits and _ . / - only, at most 255, such as INV.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Bank account (IBAN)')).toHaveAccessibleDescription(
      'Enter the bank account (IBAN).',
    );
    expect(saves.sent).toEqual([]);
  });

  it('shows the BFF’s refusal on its field', async () => {
    saves.answer = () => validationResponse('x', { notes: ['A note is at most 2000 characters.'] });
    const user = renderForm();
    await user.type(screen.getByLabelText('Note'), 'Thanks');
    await user.click(save());
    expect(await screen.findByText('At most 2000 characters.')).toBeInTheDocument();
  });
});
