import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../ui/filter-panel';
import { CurrencyFilter } from './currency-filter';

/** `fetch` answers the BFF's reads by path; anything else waits forever. */
const b = 'biz-1';
let answers: Record<string, unknown>;
let asked: string[];
beforeEach(() => {
  asked = [];
  answers = {
    [`/api/b/${b}/currencies`]: {
      data: ['AED', 'EUR', 'GBP', 'USD', 'ZAR'].map((code) => ({ code, title: code })),
    },
    [`/api/b/${b}/search/invoices?per_page=1`]: {
      data: [],
      meta: { current_page: 1, last_page: 40, per_page: 1, total: 40, from: 1, to: 1 },
      sums: [
        { currency: 'USD', amount: 805, count: 30 },
        { currency: 'EUR', amount: 120, count: 10 },
      ],
      mirror: { state: 'ready', synced_at: 1 },
    },
  };
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    if (!(url in answers)) return new Promise(() => {});
    return Promise.resolve(
      new Response(JSON.stringify(answers[url]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const codes = () =>
  within(screen.getByLabelText('Currency'))
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

describe('the currency filter', () => {
  it('asks for nothing until reached for, then offers the currencies in use first, most used first', async () => {
    const onChange = vi.fn();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <CurrencyFilter business={b} kind="invoices" value={undefined} onChange={onChange} />
      </QueryClientProvider>,
    );
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByLabelText('Currency'));
    await waitFor(() => expect(codes()).toEqual(['', 'USD', 'EUR', 'AED', 'GBP', 'ZAR']));
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(onChange).toHaveBeenCalledWith('EUR');
  });

  it('offers the ones in use even while the accepted currencies have not come', async () => {
    delete answers[`/api/b/${b}/currencies`];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CurrencyFilter business={b} kind="invoices" value="GBP" onChange={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByLabelText('Currency'));
    await waitFor(() => expect(codes()).toEqual(['', 'GBP', 'USD', 'EUR']));
  });
});

describe('the filters behind a button on a phone', () => {
  it('are hidden on a narrow screen until the button opens them; the button counts the filters set, not the search', async () => {
    render(
      <FilterPanel filters={{ q: 'muller', status: 'not_paid', currency: 'EUR' }}>
        <label>
          Status <select />
        </label>
      </FilterPanel>,
    );
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.className).toContain('sm:hidden');
    expect(panel.className).toContain('max-sm:hidden');
    expect(within(panel).getByLabelText('Status')).toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.className).not.toContain('max-sm:hidden');
    await userEvent.click(button);
    expect(panel.className).toContain('max-sm:hidden');
  });

  it('says just "Filters" when none is set', () => {
    render(<FilterPanel filters={{ q: 'muller' }}>{null}</FilterPanel>);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
