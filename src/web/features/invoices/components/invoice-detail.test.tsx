import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../../../lib/query-keys';
import { invoiceFixture } from '../../../test-fixtures';
import { InvoiceDetail } from './invoice-detail';

/**
 * What opening an invoice costs. `fetch` is only watched: every request the screen makes is recorded and answered
 * "still rendering" (202), so the test sees exactly which calls a person's click spends.
 */
const b = 'biz-1';
const invoice = invoiceFixture({ series: 'DET', invoice_number: '042' });
let asked: string[];
/**
 * The e-mail log, the next automatic reminder and the links to other invoices are the BFF's own (its outbox and its
 * mirror: no call of the API's budget): counted apart from the rest.
 */
const emailLog = (id: string) => `/api/b/${b}/invoices/${id}/emails`;
const nextReminder = (id: string) => `/api/b/${b}/invoices/${id}/next-reminder`;
const links = (id: string) => `/api/b/${b}/invoices/${id}/links`;
const bffOwn = (id: string) => [emailLog(id), links(id), nextReminder(id)];
const apiCalls = () => asked.filter((url) => !bffOwn(invoice.id).includes(url));

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(
      new Response(
        JSON.stringify({ status: 202, code: 'pdf_rendering', message: 'Still rendering', retry_after_s: 60 }),
        {
          status: 202,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openFromList() {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const meta = { current_page: 1, from: 1, last_page: 1, path: null, per_page: 50, to: 1, total: 1 };
  qc.setQueryData(keys.invoices.list(b, 1), { data: [invoice], meta });
  render(
    <QueryClientProvider client={qc}>
      <InvoiceDetail business={b} id={invoice.id} />
    </QueryClientProvider>,
  );
  return qc;
}

describe('an invoice opened from the list', () => {
  it('is shown from the list row and does not download its PDF until asked', async () => {
    openFromList();
    expect(await screen.findByRole('heading', { level: 1, name: 'DET-042' })).toBeVisible();
    expect(screen.getByText(/60 calls a minute/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/b/${b}/invoices/${invoice.id}/download`,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect([...asked].sort()).toEqual(bffOwn(invoice.id).sort());
    expect(apiCalls()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Show PDF preview' }));
    expect(await screen.findByText(/The PDF is being rendered/)).toBeVisible();
    expect(apiCalls()).toEqual([`/api/b/${b}/invoices/${invoice.id}/download`]);
  });

  it('asks the API for an invoice the cached lists do not hold', async () => {
    const qc = openFromList();
    cleanup();
    qc.clear();
    render(
      <QueryClientProvider client={qc}>
        <InvoiceDetail business={b} id={invoice.id} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(apiCalls()).toEqual([`/api/b/${b}/invoices/${invoice.id}`]));
  });
});
