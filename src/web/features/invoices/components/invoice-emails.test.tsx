import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../../contract/clock';
import {
  emailNotes,
  type EmailNote,
  type EmailSummary,
  type NextReminderAnswer,
} from '../../../../contract/email';
import type { Invoice } from '../../../../contract/invoice';
import { activateLocale } from '../../../i18n/load';
import { ClockProvider } from '../../../lib/clock';
import { keys } from '../../../lib/query-keys';
import { invoiceFixture } from '../../../test-fixtures';
import { InvoiceEmails } from './invoice-emails';
import { InvoiceList } from './invoice-list';

/**
 * The e-mail state of invoices: the next automatic reminder on the invoice's page, and the list's "Sent 12 Nov".
 * `fetch` answers the BFF's own reads by path; anything else waits forever (the screens must not wait for it).
 */
const b = 'biz-1';
let answers: Record<string, () => Promise<unknown>>;
let asked: string[];

beforeEach(() => {
  asked = [];
  answers = { [`/api/b/${b}/invoices/${invoiceFixture().id}/emails`]: () => Promise.resolve({ data: [] }) };
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const answer = answers[url];
    if (!answer) return new Promise(() => {});
    return answer().then(
      (body) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: ReactNode, qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={qc}>
      <ClockProvider clock={fixedClock('2026-11-24T12:00:00Z')}>{ui}</ClockProvider>
    </QueryClientProvider>,
  );
  return qc;
}

describe('the next automatic reminder on the invoice’s page', () => {
  const invoice = invoiceFixture({
    pay_until_date: '2026-11-24',
    buyer: { ...invoiceFixture().buyer, email: 'buyer@example.lt' },
  });
  const next = (answer: NextReminderAnswer) => {
    answers[`/api/b/${b}/invoices/${invoice.id}/next-reminder`] = () => Promise.resolve(answer);
  };
  const show = (i: Invoice = invoice) => renderWith(<InvoiceEmails business={b} invoice={i} />);
  /** Reminders on, and the buyer has an address. */
  const on = { enabled: true, no_address: false };
  /** The reminder line the invoice's page shows, given this answer of the BFF. */
  const reminderLine = (answer: NextReminderAnswer, i: Invoice = invoice) => {
    next(answer);
    show(i);
    return screen.findByTestId('next-reminder');
  };

  it('names the day and the step in words', async () => {
    expect(await reminderLine({ data: { step: 10, date: '2026-12-04' }, meta: on })).toHaveTextContent(
      'Next reminder: Dec 4, 2026 (10 days after the due date)',
    );
  });

  it('names a step before the due date, and one on it', async () => {
    expect(await reminderLine({ data: { step: -1, date: '2026-11-23' }, meta: on })).toHaveTextContent(
      'Next reminder: Nov 23, 2026 (1 day before the due date)',
    );
    cleanup();
    expect(await reminderLine({ data: { step: 0, date: '2026-11-24' }, meta: on })).toHaveTextContent(
      'Next reminder: Nov 24, 2026 (on the due date)',
    );
  });

  it('says reminders are off, with the way to the settings', async () => {
    const line = await reminderLine({ data: null, meta: { enabled: false, no_address: false } });
    expect(line).toHaveTextContent('Automatic reminders are off. Turn them on in Settings');
    expect(within(line).getByRole('link', { name: 'Turn them on in Settings' })).toHaveAttribute(
      'href',
      `/b/${b}/settings`,
    );
  });

  it('says why there are none when the buyer has no address, and when every step has gone', async () => {
    expect(
      await reminderLine(
        { data: null, meta: { enabled: true, no_address: true } },
        { ...invoice, buyer: { ...invoice.buyer, email: null } },
      ),
    ).toHaveTextContent('No automatic reminders: the buyer has no e-mail address.');
    cleanup();
    expect(await reminderLine({ data: null, meta: on })).toHaveTextContent(
      'No further automatic reminder is planned for this invoice.',
    );
  });

  it('says nothing while the BFF has not mirrored the invoice yet (it reads as "no address" there)', async () => {
    next({ data: null, meta: { enabled: true, no_address: true } });
    show();
    expect(await screen.findByText('Nothing has been sent about this invoice yet.')).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toContain(`/api/b/${b}/invoices/${invoice.id}/next-reminder`));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('next-reminder')).not.toBeInTheDocument();
  });

  it('says nothing, and asks nothing, for a paid invoice, a proforma invoice or a credit note', async () => {
    next({ data: null, meta: { enabled: false, no_address: false } });
    for (const i of [
      { ...invoice, payment_status: 'paid' as const },
      { ...invoice, invoice_type: 'preliminary_invoice' as const },
      { ...invoice, invoice_type: 'credit_invoice' as const },
    ]) {
      show(i);
      expect(await screen.findByText('Nothing has been sent about this invoice yet.')).toBeInTheDocument();
      expect(screen.queryByTestId('next-reminder')).not.toBeInTheDocument();
      cleanup();
    }
    expect(asked.filter((url) => url.endsWith('/next-reminder'))).toEqual([]);
  });
});

describe('the invoice list’s e-mail column', () => {
  const sentOne = invoiceFixture({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e11', invoice_number: '011' });
  const lastYear = invoiceFixture({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e12', invoice_number: '012' });
  const failed = invoiceFixture({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e13', invoice_number: '013' });
  const queued = invoiceFixture({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e14', invoice_number: '014' });
  const never = invoiceFixture({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e15', invoice_number: '015' });
  const at = (iso: string) => Date.parse(iso) / 1000;
  const summary: EmailSummary = {
    [sentOne.id]: { sent_at: at('2026-11-12T10:00:00Z'), status: 'outbox' },
    [lastYear.id]: { sent_at: at('2025-11-12T10:00:00Z'), status: 'sent' },
    [failed.id]: { sent_at: null, status: 'failed' },
    [queued.id]: { sent_at: null, status: 'queued' },
  };
  const rows = [sentOne, lastYear, failed, queued, never];
  const meta = {
    current_page: 1,
    from: 1,
    last_page: 1,
    path: null,
    per_page: 50,
    to: rows.length,
    total: rows.length,
  };
  const cellOf = (label: string) => {
    const row = screen.getByRole('link', { name: `INV-${label}` }).closest('tr')!;
    return row.querySelector('td[data-label="E-mail"]')!;
  };

  it('shows the rows at once, and each invoice’s e-mail line once the summary has come', async () => {
    let deliver: (body: unknown) => void = () => {};
    answers[`/api/b/${b}/emails/latest`] = () => new Promise((resolve) => (deliver = resolve));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    qc.setQueryData(keys.invoices.list(b, 1), { data: rows, meta });
    renderWith(<InvoiceList business={b} />, qc);

    // the list does not wait for the summary: rows first, the column empty
    expect(screen.getByRole('link', { name: 'INV-011' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    expect(cellOf('011')).toHaveTextContent(/^$/);
    await vi.waitFor(() => expect(asked).toContain(`/api/b/${b}/emails/latest`));

    deliver({ data: summary });
    await vi.waitFor(() => expect(cellOf('011')).toHaveTextContent(/^Sent Nov 12$/));
    expect(cellOf('012')).toHaveTextContent('Sent Nov 12, 2025');
    expect(cellOf('013')).toHaveTextContent('Failed');
    expect(cellOf('014')).toHaveTextContent('Queued');
    expect(cellOf('015')).toHaveTextContent('Not sent yet');
    // one read for the whole list, not one per row
    expect(asked.filter((url) => url.includes('/emails'))).toEqual([`/api/b/${b}/emails/latest`]);
  });
});

describe('the e-mail log’s notes', () => {
  const invoice = invoiceFixture();
  const logged = (error: string, note: EmailNote | null, n: number) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    invoice_id: invoice.id,
    kind: 'reminder',
    to: ['buyer@example.lt'],
    cc: [],
    subject: 'Reminder',
    status: 'failed',
    attempts: 1,
    error,
    note,
    created_at: 1_764_000_000,
    sent_at: null,
  });
  const logOf = (...entries: ReturnType<typeof logged>[]) => {
    answers[`/api/b/${b}/invoices/${invoice.id}/emails`] = () => Promise.resolve({ data: entries });
  };
  afterEach(() => activateLocale('en'));

  it('says the desk’s own note in the person’s language, and a mail server’s answer as it came', async () => {
    await activateLocale('lt');
    logOf(logged(emailNotes.paid, 'paid', 1), logged('550 5.1.1 mailbox unavailable', null, 2));
    renderWith(<InvoiceEmails business={b} invoice={invoice} />);
    expect(
      await screen.findByText('Sąskaita apmokėta prieš išsiunčiant priminimą, todėl jis neišsiųstas.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(emailNotes.paid)).not.toBeInTheDocument();
    expect(screen.getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
  });
});
