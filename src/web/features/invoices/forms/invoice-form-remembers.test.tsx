import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fixedClock } from '../../../../contract/clock';
import type { Invoice } from '../../../../contract/invoice';
import type { RememberedBuyer } from '../../../../contract/overview';
import type { Profile } from '../../../../contract/profile';
import { ClockProvider } from '../../../lib/clock';
import { InvoiceForm } from './invoice-form';
import { newInvoiceValues, type InvoiceFormValues } from './invoice-form-values';
import { reverseChargeNotes } from './reverse-charge-notes';

/** The form's memory (defaults, a remembered buyer's currency and language), its reverse charge advice, its keys. */
const profile: Profile = {
  business_id: '5d1c0e5e-8f0a-4b7e-9a51-0a6f3c2b1d11',
  business_title: 'Studija',
  business_type: 'private_limited_liability_company',
  address: 'Gedimino pr. 1',
  vat_code: 'LT100001234',
  company_name: 'Studija UAB',
};
const stadt: RememberedBuyer = {
  buyer: {
    type: 'company',
    company_name: 'Stadt GmbH',
    company_code: null,
    first_name: null,
    last_name: null,
    individual_activity_id: null,
    vat_code: 'DE811',
    address: null,
    email: null,
    phone: null,
  },
  invoices: 2,
  last_invoice_date: '2026-10-01',
  currency: 'USD',
  language: 'de',
};

function renderForm(over: Partial<InvoiceFormValues> = {}) {
  const sent: InvoiceFormValues[] = [];
  const location = memoryLocation({ path: '/b/biz-1/invoices/new' });
  render(
    <ClockProvider clock={fixedClock('2026-11-25T10:00:00Z')}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={location.hook}>
          <Route path="/b/:business/invoices/new">
            <InvoiceForm
              title="New invoice"
              submitLabel="Create invoice"
              profile={profile}
              currencies={[
                { code: 'EUR', title: 'Euro' },
                { code: 'USD', title: 'US dollar' },
              ]}
              defaultValues={{ ...newInvoiceValues('2026-11-25', 'EUR', 'en'), ...over }}
              save={async (input) => {
                sent.push(input);
                return new Promise<Invoice>(() => undefined);
              }}
              onSaved={() => undefined}
            />
          </Route>
        </Router>
      </QueryClientProvider>
    </ClockProvider>,
  );
  const field = (name: string) =>
    document.querySelector<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(`[name="${name}"]`)!;
  return { sent, field, user: userEvent.setup() };
}
const line = () => within(screen.getByTestId('line-1'));
const errorsShown = () => document.querySelectorAll('[aria-invalid="true"]').length;

beforeEach(() => {
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', (url: string) =>
    String(url).includes('/buyers')
      ? Promise.resolve(answer([stadt]))
      : Promise.reject(new Error(`unexpected request ${url}`)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a new invoice’s defaults', () => {
  it('take the type, series, VAT %, language, time to pay, bank account and note given', () => {
    const bank = { type: 'bank' as const, bank_account: 'LT12 1000', bank_name: 'Swedbank', fields: [] };
    const values = newInvoiceValues('2026-11-25', 'EUR', 'lt', {
      type: 'vat_invoice',
      series: 'PVM',
      vat_percentage: 21,
      payment_term_days: 30,
      payment_options: [bank],
      notes: 'Ačiū',
      language: 'de',
      currency: 'EUR',
    });
    expect(values).toMatchObject({
      type: 'vat_invoice',
      series: 'PVM',
      language: 'de',
      pay_until_date: '2026-12-25',
      notes: 'Ačiū',
      payment_options: [bank],
    });
    expect(values.products).toEqual([
      { name: '', units: 'Stk.', quantity: 1, price: null, vat_percentage: 21 },
    ]);
    expect(newInvoiceValues('2026-11-25', 'EUR', 'lt')).toMatchObject({
      type: 'regular_invoice',
      series: 'INV',
      language: 'lt',
      pay_until_date: '2026-12-09',
      payment_options: [],
    });
  });
});

describe('a line added', { timeout: 20_000 }, () => {
  it('takes the VAT % of the line before it', async () => {
    const { user } = renderForm({
      products: [{ name: 'Design', units: 'h', quantity: 1, price: 10, vat_percentage: 9 }],
    });
    await user.click(screen.getByRole('button', { name: '+ Add line' }));
    expect(within(screen.getByTestId('line-2')).getByLabelText('VAT %')).toHaveValue('9');
  });
});

describe('a remembered buyer', { timeout: 20_000 }, () => {
  it('brings the currency and language last used with them', async () => {
    const { user, field } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Company name' }), 'Sta');
    await user.click(await screen.findByRole('option', { name: /Stadt GmbH/ }));
    expect(field('currency').value).toBe('USD');
    expect(field('language').value).toBe('de');
  });

  it('leaves a currency the person chose on this form', async () => {
    const { user, field } = renderForm();
    await user.clear(field('currency'));
    await user.type(field('currency'), 'GBP');
    await user.type(screen.getByRole('combobox', { name: 'Company name' }), 'Sta');
    await user.click(await screen.findByRole('option', { name: /Stadt GmbH/ }));
    expect(field('currency').value).toBe('GBP');
    expect(field('language').value).toBe('de');
  });
});

describe('reverse charge advice', { timeout: 20_000 }, () => {
  const vatInvoiceTo = (vat_code: string, vat = 21) =>
    renderForm({
      type: 'vat_invoice',
      buyer: { type: 'company', company_name: 'Kunde GmbH', vat_code },
      products: [{ name: 'Design', units: 'h', quantity: 2, price: 50, vat_percentage: vat }],
    });

  it('warns on a VAT invoice to another EU country’s VAT code, and one click gives 0 % and the note', async () => {
    const { user, field, sent } = vatInvoiceTo('DE 811 000 000');
    const warnings = await screen.findByRole('status', { name: 'Worth a second look' });
    expect(warnings).toHaveTextContent(
      'Buyer’s VAT code: Intra-EU B2B supplies are usually reverse-charged: 0 % and a note',
    );
    await user.click(within(warnings).getByRole('button', { name: 'Apply 0 % and the reverse charge note' }));
    expect(line().getByLabelText('VAT %')).toHaveValue('0');
    expect(field('notes').value).toBe(reverseChargeNotes.en);
    expect(screen.queryByTestId('form-warnings')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent[0]).toMatchObject({ notes: reverseChargeNotes.en, products: [{ vat_percentage: 0 }] });
  });

  it('never blocks: the invoice is saved as it stands', async () => {
    const { user, sent } = vatInvoiceTo('EL123456789');
    await screen.findByTestId('form-warnings');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent).toHaveLength(1);
  });

  it('stays quiet for a buyer of the seller’s own country, a code outside the EU, or a 0 % rate', async () => {
    for (const [code, vat] of [
      ['LT999', 21],
      ['CHE-123', 21],
      ['DE811', 0],
    ] as const) {
      vatInvoiceTo(code, vat);
      expect(screen.queryByTestId('form-warnings'), code).toBeNull();
      cleanup();
    }
  });
});

describe('the keyboard', { timeout: 20_000 }, () => {
  it('Enter in a field never issues the invoice', async () => {
    const { user, sent, field } = renderForm({ buyer: { type: 'company', company_name: 'Buyer Ltd' } });
    await user.type(line().getByLabelText('Description'), 'Work');
    await user.type(line().getByLabelText('Unit price'), '10');
    await user.type(line().getByLabelText('VAT %'), '21');
    await user.type(field('series'), '{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Company name' }), '{Enter}');
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(sent).toHaveLength(1);
  });

  it('tabbing through an empty line shows no errors; leaving a changed field or submitting does', async () => {
    const { user } = renderForm();
    await user.click(line().getByLabelText('Description'));
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(errorsShown()).toBe(0);
    await user.clear(line().getByLabelText('Quantity'));
    await user.tab();
    expect(line().getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(line().getByLabelText('Description')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(line().getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  });
});
