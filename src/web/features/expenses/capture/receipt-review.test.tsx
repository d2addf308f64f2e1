import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noSources, type ReceiptReading } from '../../../../contract/receipt-reading';
import type { DraftCard } from './capture-queue';
import { DraftCardView } from './draft-card';

/** A till receipt read: six words on the picture; the date unsure (offered, not filled in), the rest sure. */
const words = ['UAB', 'Maxima', '22.01.2026', 'MOKĖTI', 'EUR', '29,08'];
const reading: ReceiptReading = {
  seller: 'UAB Maxima',
  total: 29.08,
  currency: 'EUR',
  date: '2026-01-22',
  vat: null,
  invoice_number: null,
  confidence: { seller: 0.9, total: 0.95, currency: 0.9, date: 0.4, vat: 0, invoice_number: 0 },
  language: 'lt',
  note: null,
  words: words.map((text, i) => ({
    text,
    box: [0.1 + (i % 2) * 0.4, 0.1 + Math.floor(i / 2) * 0.2, 0.3, 0.05],
  })),
  sources: { ...noSources(), seller: [0, 1], date: [2], currency: [4], total: [5] },
};
const card: DraftCard = {
  key: 'k1',
  file: new File(['jpeg'], 'kvitas.jpg', { type: 'image/jpeg' }),
  status: 'draft',
  progress: 0,
  reading: { status: 'done', result: reading },
};

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(cleanup);

function renderCard(result: ReceiptReading = reading) {
  const qc = new QueryClient();
  render(
    <QueryClientProvider client={qc}>
      <DraftCardView
        business="b-1"
        card={{ ...card, reading: { status: 'done', result } }}
        currencies={[
          { code: 'EUR', title: 'Euro' },
          { code: 'GBP', title: 'Pound' },
        ]}
        usualCurrency="GBP"
        dispatch={() => undefined}
      />
    </QueryClientProvider>,
  );
}
const source = (field: string) => document.querySelector(`[data-source="${field}"]`);
const word = (text: string) => screen.getByRole('button', { name: text });

/** The card once read, its total emptied and focused: the word put in next goes there. */
async function renderWithTotalCleared() {
  const user = userEvent.setup();
  renderCard();
  const total = screen.getByLabelText('Total incl. VAT');
  await waitFor(() => expect(total).toHaveValue('29.08'));
  await user.clear(total);
  return { user, total };
}

describe('reviewing a read receipt beside its fields', () => {
  it('outlines each field’s source, lights the one of the field focused or pointed at, marks the unsure one in words', async () => {
    renderCard();
    await waitFor(() => expect(screen.getByLabelText('Total incl. VAT')).toHaveValue('29.08'));
    expect(source('total')).toHaveStyle({ left: '50.00%', top: '50.00%', width: '30.00%', height: '5.00%' });
    expect(source('seller')).toHaveStyle({ left: '10.00%', width: '70.00%' }); // one box around both words
    expect(source('total')).not.toHaveAttribute('data-lit');
    fireEvent.mouseOver(screen.getByLabelText('Total incl. VAT'));
    expect(source('total')).toHaveAttribute('data-lit');
    fireEvent.mouseLeave(screen.getByRole('form'));
    expect(source('total')).not.toHaveAttribute('data-lit');
    fireEvent.focus(screen.getByLabelText('Seller'));
    expect(source('seller')).toHaveAttribute('data-lit');
    fireEvent.mouseOver(screen.getByLabelText('Date'));
    expect(source('date')).toHaveAttribute('data-lit'); // the field pointed at, and still the one focused
    expect(source('seller')).toHaveAttribute('data-lit');
    expect(screen.getByText('Click a word on the receipt to put it into “Seller”.')).toBeInTheDocument();
    // the date was unsure: its source says so on the picture and on its word
    expect(source('date')).toHaveTextContent('Check this');
    expect(source('total')).toHaveTextContent('');
    expect(word('22.01.2026')).toHaveAccessibleDescription('read as Date, Check this');
    expect(word('29,08')).toHaveAccessibleDescription('read as Total incl. VAT');
    expect(word('MOKĖTI')).not.toHaveAccessibleDescription();
    // the fields' labels find the fields alone, never a word described as a field's source
    expect(screen.getAllByLabelText(/Total incl. VAT/)).toEqual([
      screen.getByRole('textbox', { name: 'Total incl. VAT' }),
    ]);
  });

  it('puts a clicked word into the field focused: amounts and dates parsed, a seller built from several words, a refusal said', async () => {
    const { user, total } = await renderWithTotalCleared();
    await user.click(word('29,08'));
    expect(total).toHaveValue('29.08');
    expect(total).toHaveFocus(); // the field keeps the focus
    await user.click(word('MOKĖTI'));
    expect(screen.getByText(/“MOKĖTI” is not an amount/)).toHaveAttribute('role', 'status');
    expect(total).toHaveValue('29.08');

    const date = screen.getByLabelText('Date');
    expect(date).not.toHaveValue('2026-01-22');
    await user.click(date);
    expect(screen.queryByText(/“MOKĖTI” is not an amount/)).toBeNull(); // said of the total, gone with its focus
    await user.click(word('22.01.2026'));
    expect(date).toHaveValue('2026-01-22');
    expect(date).not.toHaveAccessibleDescription(/Unsure reading/); // the person chose it: the mark is gone

    const seller = screen.getByLabelText('Seller');
    await user.clear(seller);
    await user.click(word('UAB'));
    await user.click(word('Maxima'));
    expect(seller).toHaveValue('UAB Maxima');

    await user.click(screen.getByLabelText('Currency'));
    await user.click(word('EUR'));
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('reaches the words from the keyboard: one tab stop, arrows between words, Enter to put one in', async () => {
    const { user, total } = await renderWithTotalCleared();
    const toolbar = screen.getByRole('toolbar', { name: 'Words read on the receipt' });
    expect(toolbar).toHaveAccessibleDescription(/into “Total incl. VAT”.*Arrow keys move between the words/);
    const stops = [...toolbar.querySelectorAll('button')].filter((b) => b.tabIndex === 0);
    expect(stops).toHaveLength(1);
    stops[0]!.focus();
    await user.keyboard('{End}');
    expect(word('29,08')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowRight}{Enter}');
    expect(total).toHaveValue('29.08');
  });

  it('says which fields the reader is unsure of, and whether the figures add up; outlines a VAT summed over its rows', async () => {
    // the VAT read sure enough, but the figures do not add up: the reader marks it (and the total) to check, and places
    // the VAT, summed over two rate rows, around those rows
    const box = (b: number[]) => ({ uncertain: false, box: b });
    const unbalanced: ReceiptReading = {
      ...reading,
      vat: 4.2,
      confidence: { ...reading.confidence, vat: 0.9 },
      balanced: false,
      field_checks: {
        seller: box([0.1, 0.1, 0.7, 0.05]),
        total: { uncertain: true, box: [0.5, 0.5, 0.3, 0.05] },
        currency: box([0.1, 0.5, 0.3, 0.05]),
        date: { uncertain: true, box: [0.1, 0.3, 0.3, 0.05] },
        vat: { uncertain: true, box: [0.1, 0.7, 0.8, 0.1] },
        invoice_number: { uncertain: false, box: null },
      },
    };
    renderCard(unbalanced);
    await waitFor(() => expect(screen.getByText(/The amounts do not add up/)).toBeInTheDocument());
    expect(
      screen.getByText(/To check: Total incl. VAT, Date, VAT amount \(optional\)\./),
    ).toBeInTheDocument();
    // offered, not filled in: the person decides
    expect(screen.getByLabelText('Total incl. VAT')).not.toHaveValue('29.08');
    expect(source('vat')).toHaveStyle({ left: '10.00%', top: '70.00%', width: '80.00%', height: '10.00%' });
    expect(source('vat')).toHaveTextContent('Check this');
    expect(source('invoice_number')).toBeNull();
    fireEvent.mouseOver(screen.getByLabelText('VAT amount (optional)'));
    expect(source('vat')).toHaveAttribute('data-lit');
  });

  it('says nothing of checks when every field is sure and the figures add up', async () => {
    renderCard({ ...reading, confidence: { ...reading.confidence, date: 0.9 }, balanced: true });
    await waitFor(() => expect(screen.getByLabelText('Total incl. VAT')).toHaveValue('29.08'));
    expect(document.querySelector('[data-uncertain]')).toBeNull();
  });
});
