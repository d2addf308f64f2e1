import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../contract/invoice';
import type { Profile } from '../../../../contract/profile';
import { activateLocale } from '../../../i18n/load';
import { fixedClock } from '../../../../contract/clock';
import { ClockProvider } from '../../../lib/clock';
import { InvoiceForm } from './invoice-form';
import { newInvoiceValues, type InvoiceFormValues } from './invoice-form-values';

const profile: Profile = {
  business_id: '5d1c0e5e-8f0a-4b7e-9a51-0a6f3c2b1d11',
  business_title: 'Test Studio',
  business_type: 'private_limited_liability_company',
  address: 'Main st. 1',
  vat_code: null,
  company_name: 'Test Studio UAB',
};

function renderForm(type: InvoiceFormValues['type']) {
  const sent: InvoiceFormValues[] = [];
  // The form's buyer and line suggestions read the query cache (they stay idle outside a business's route).
  render(
    <ClockProvider clock={fixedClock('2026-11-25T10:00:00Z')}>
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceForm
          title="New invoice"
          submitLabel="Create invoice"
          profile={profile}
          currencies={[{ code: 'EUR', title: 'Euro' }]}
          defaultValues={{
            ...newInvoiceValues('2026-11-25', 'EUR', 'en'),
            type,
            buyer: { type: 'company', company_name: 'Buyer Ltd' },
          }}
          save={async (input) => {
            sent.push(input);
            return new Promise<Invoice>(() => undefined);
          }}
          onSaved={() => undefined}
        />
      </QueryClientProvider>
    </ClockProvider>,
  );
  return { sent, user: userEvent.setup() };
}

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});
const line = () => within(screen.getByTestId('line-1'));
/** Types a line as a person does: its description, then the quantity over the default 1, then the unit price if given. */
async function fillLine(
  user: ReturnType<typeof userEvent.setup>,
  description: string,
  quantity: string,
  price?: string,
) {
  await user.type(line().getByLabelText('Description'), description);
  await user.clear(line().getByLabelText('Quantity'));
  await user.type(line().getByLabelText('Quantity'), quantity);
  if (price !== undefined) await user.type(line().getByLabelText('Unit price'), price);
}
const totals = () =>
  ['form-subtotal', 'form-vat', 'form-total'].map((id) => screen.getByTestId(id).textContent);

// Typing through a whole form is slow on a loaded machine: more time than the 5 s default.
describe('the form’s advice, apart from the errors', { timeout: 20_000 }, () => {
  it('a credit invoice takes negative quantities: live totals, no error, no warning', async () => {
    const { user, sent } = renderForm('credit_invoice');
    await fillLine(user, 'Returned chair', '-2', '50');
    expect(totals()).toEqual(['-€100.00', '€0.00', '-€100.00']);
    expect(screen.queryByTestId('form-warnings')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.products[0]).toMatchObject({ quantity: -2, price: 50 });
  });

  it('warns of a zero quantity and a negative one off a credit invoice, and still saves', async () => {
    const { user, sent } = renderForm('regular_invoice');
    await fillLine(user, 'Work', '0', '50');
    const warnings = await screen.findByRole('status', { name: 'Worth a second look' });
    expect(warnings).toHaveTextContent('Line 1, quantity: Quantity is 0: the line adds nothing');
    await user.clear(line().getByLabelText('Quantity'));
    await user.type(line().getByLabelText('Quantity'), '-1');
    expect(await screen.findByRole('status', { name: 'Worth a second look' })).toHaveTextContent(
      'A negative quantity usually belongs on a credit invoice',
    );
    expect(line().queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent).toHaveLength(1);
  });

  it('tells the advice in the person’s language: place and sentence in Lithuanian', async () => {
    const { user } = renderForm('regular_invoice');
    await fillLine(user, 'Work', '0');
    await screen.findByRole('status', { name: 'Worth a second look' });
    await act(() => activateLocale('lt'));
    expect(screen.getByRole('status', { name: 'Verta dar kartą patikrinti' })).toHaveTextContent(
      'Eilutė 1, kiekis: Kiekis lygus 0: eilutė sumos nepadidina',
    );
  });

  it('blocks on the advice a person can fix: a line total with fractions of a cent', async () => {
    const { user, sent } = renderForm('regular_invoice');
    await user.type(line().getByLabelText('Description'), 'Work');
    await user.selectOptions(line().getByLabelText('I know the'), 'line total');
    await user.type(line().getByLabelText('Line total'), '10.005');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await line().findByText('Use at most 2 decimal places (cents)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
