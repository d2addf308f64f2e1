import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noSources, type EInvoiceReading, type ReceiptReading } from '../../../../contract/receipt-reading';
import type { DraftCard } from './capture-queue';
import { DraftCardView } from './draft-card';

const einvoice: EInvoiceReading = {
  format: 'ubl-invoice',
  attachment: null,
  credit_note: false,
  type_code: '380',
  customization: 'urn:cen.eu:en16931:2017',
  profile: null,
  seller_vat_code: 'NL8200.98.395.B.01',
  due_date: '2015-01-23',
  net_total: 229.6,
  payable: 250.33,
  vat_breakdown: [
    { category: 'S', rate: 6, base: 183.23, amount: 10.99 },
    { category: 'S', rate: 21, base: 46.37, amount: 9.74 },
  ],
  lines: [
    {
      name: 'Pils 0,33 L',
      quantity: 3,
      unit_code: 'C62',
      price: 10.5,
      net_amount: 31.5,
      vat_category: 'S',
      vat_rate: 21,
    },
  ],
  line_count: 3,
  verdict: { valid: true, rule_sets: ['en16931-ubl'], fatal: [], fatal_count: 0, warnings: 0 },
  verdict_note: null,
};
const reading = (e: Partial<EInvoiceReading> = {}, fields: Partial<ReceiptReading> = {}): ReceiptReading => ({
  seller: 'De Koksmaat',
  total: 250.33,
  currency: 'EUR',
  date: '2015-01-09',
  vat: 20.73,
  invoice_number: '12115118',
  confidence: { seller: 1, total: 1, currency: 1, date: 1, vat: 1, invoice_number: 1 },
  language: null,
  note: null,
  words: [],
  sources: noSources(),
  einvoice: { ...einvoice, ...e },
  ...fields,
});

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(cleanup);

/** The texts of what `within` holds in this role (a table's rows, a list's items), in order. */
const textsIn = (container: HTMLElement, role: 'row' | 'listitem') =>
  within(container)
    .getAllByRole(role)
    .map((e) => e.textContent);

function renderCard(result: ReceiptReading, name = '12115118.xml') {
  const card: DraftCard = {
    key: 'k1',
    file: new File(['<Invoice/>'], name, { type: 'text/xml' }),
    status: 'draft',
    progress: 0,
    reading: { status: 'done', result },
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DraftCardView
        business="b-1"
        card={card}
        currencies={[{ code: 'EUR', title: 'Euro' }]}
        usualCurrency="EUR"
        dispatch={() => undefined}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'E-invoice' });
}

describe('an e-invoice on its capture card', () => {
  it('fills the six fields from the data, marked “from the e-invoice”, and says it is valid', () => {
    const section = renderCard(reading());
    for (const [label, value] of [
      ['Seller', 'De Koksmaat'],
      ['Total incl. VAT', '250.33'],
      ['Date', '2015-01-09'],
      ['VAT amount (optional)', '20.73'],
      ['Purchase invoice number (optional)', '12115118'],
    ]) {
      const field = screen.getByLabelText(label!);
      expect(field).toHaveValue(value);
      expect(field).toHaveAccessibleDescription('From the e-invoice.');
    }
    expect(screen.queryByRole('button', { name: 'Looks right' })).toBeNull();
    expect(screen.getByText(/Filled in from the e-invoice’s own data/)).toBeVisible();
    expect(section).toHaveTextContent('Read from e-invoice');
    expect(section).toHaveTextContent('UBL invoice');
    expect(section).toHaveTextContent('Valid');
    expect(section).toHaveTextContent('Meets the official rules (EN 16931).');
  });

  it('shows what only the e-invoice gives once opened, below the form: VAT number, due date, VAT per rate, the lines', async () => {
    renderCard(reading());
    const section = screen.getByRole('group', { name: 'What the e-invoice says' });
    await userEvent.click(within(section).getByText('What the e-invoice says'));
    expect(section).toHaveTextContent('NL8200.98.395.B.01');
    const rates = within(section).getByRole('table', { name: 'VAT per rate' });
    expect(textsIn(rates, 'row')).toEqual([
      'CategoryRateTaxable amountVAT',
      'S6%€183.23€10.99',
      'S21%€46.37€9.74',
    ]);
    const lines = within(section).getByRole('table', { name: '3 lines' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('Pils 0,33 L3 C6210.5€31.5021%');
    expect(section).toHaveTextContent('…and 2 more lines in the file.');
  });

  it('names the rules an invalid one breaks, with their texts; says why there is no verdict when there is none', () => {
    const invalid = {
      valid: false,
      rule_sets: ['en16931-ubl', 'peppol-ubl'],
      fatal: [
        { id: 'BR-CO-10', text: 'Sum of Invoice line net amount = Σ BT-131.' },
        { id: 'PEPPOL-EN16931-R001', text: 'Business process MUST be provided.' },
      ],
      fatal_count: 3,
      warnings: 1,
    };
    let section = renderCard(
      reading({ verdict: invalid, attachment: 'factur-x.xml', format: 'cii' }, {}),
      'facture.pdf',
    );
    expect(section).toHaveTextContent('CII invoice (Factur-X, ZUGFeRD), inside the PDF as factur-x.xml');
    expect(section).toHaveTextContent('Breaks 2 official rules (EN 16931, Peppol BIS 3).');
    expect(section).toHaveTextContent('1 recommendation not followed.');
    const rules = within(section).getByRole('list', { name: 'Rules not met' });
    expect(textsIn(rules, 'listitem')).toEqual([
      'BR-CO-10 Sum of Invoice line net amount = Σ BT-131.',
      'PEPPOL-EN16931-R001 Business process MUST be provided.',
    ]);
    expect(section).toHaveTextContent('…and 1 more finding.');
    cleanup();
    section = renderCard(reading({ verdict: null, verdict_note: 'The check itself failed on this file.' }));
    expect(section).toHaveTextContent(
      'Not checked against the official rules: The check itself failed on this file.',
    );
  });

  it('a credit note fills a negative total and VAT, and says why', () => {
    const section = renderCard(
      reading({ format: 'ubl-credit-note', credit_note: true }, { total: -100.11, vat: 0 }),
    );
    expect(screen.getByLabelText('Total incl. VAT')).toHaveValue('-100.11');
    expect(section).toHaveTextContent('A credit note: the seller gives money back');
  });
});
